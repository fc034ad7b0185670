/** The collections page: usage against the plan, the limit notice, Arabic refusals, errors. */
import type { Session } from '@supabase/supabase-js'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddToCollection } from '@/components/collections/add-to-collection'
import { CollectionsPage } from '@/features/collections/components/collections-page'
import { authStore } from '@/lib/auth-store'
import {
  CollectionError,
  formatCollectionUsage,
  toCollectionError,
  type Collection,
} from '@/lib/collections'

const api = vi.hoisted(() => ({
  fetchCollections: vi.fn(),
  fetchCollectionLimit: vi.fn(),
  createCollection: vi.fn(),
  fetchMemberships: vi.fn(),
}))
// The collection calls are mocked; the real client must not load either: once loaded (useSession
// loads it for a stored session) it reads jsdom's empty storage and reports a sign-out to
// authStore whenever it gets there (user-prompt-sharing.test.tsx flaked on exactly that).
vi.mock('@/lib/supabase', () => ({ getSupabase: () => new Promise(() => {}) }))

vi.mock('@/lib/collections', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/collections')>()
  return {
    ...actual,
    createCollection: api.createCollection,
    fetchMemberships: api.fetchMemberships,
    collectionsQuery: (user: string) => ({
      queryKey: actual.collectionKeys.list(user),
      queryFn: api.fetchCollections,
    }),
    collectionLimitQuery: (user: string) => ({
      queryKey: actual.collectionKeys.limit(user),
      queryFn: api.fetchCollectionLimit,
    }),
  }
})

const favorites: Collection = {
  id: 'fav',
  name: 'المفضلة',
  is_default: true,
  item_count: 2,
  created_at: '2026-11-01T00:00:00Z',
}
const own = (n: number): Collection[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    name: `مجموعة ${i + 1}`,
    is_default: false,
    item_count: i,
    created_at: '2026-11-02T00:00:00Z',
  }))

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CollectionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  authStore.setSession({ access_token: 'token', user: { id: 'user-1' } } as unknown as Session)
})
afterEach(() => {
  authStore.setSession(null)
  vi.resetAllMocks()
})

describe('collections page', () => {
  it('shows usage in the interface’s Latin digits, «المفضلة» first without rename or delete', async () => {
    api.fetchCollections.mockResolvedValue([favorites, ...own(3)])
    api.fetchCollectionLimit.mockResolvedValue(10)
    renderPage()
    expect(await screen.findByTestId('collections-usage')).toHaveTextContent('3 من 10')
    const links = screen.getAllByRole('link').map((l) => l.textContent)
    expect(links.slice(0, 2)).toEqual(['المفضلة', 'مجموعة 1'])
    expect(screen.queryByRole('button', { name: 'حذف «المفضلة»' })).toBeNull()
    expect(screen.getByRole('button', { name: 'حذف «مجموعة 1»' })).toBeVisible()
    expect(screen.getByText('عنصران · تُضاف إليها العناصر بزر القلب')).toBeVisible()
  })

  it('at the limit offers the plans instead of the form', async () => {
    api.fetchCollections.mockResolvedValue([favorites, ...own(3)])
    api.fetchCollectionLimit.mockResolvedValue(3)
    renderPage()
    expect(await screen.findByText(/وصلت إلى الحد الأقصى لعدد المجموعات في باقتك/)).toBeVisible()
    expect(screen.queryByLabelText('اسم المجموعة')).toBeNull()
    expect(screen.getByRole('link', { name: 'عرض الباقات' })).toBeVisible()
  })

  it('keeps the typed name and shows the database refusal under the field', async () => {
    api.fetchCollections.mockResolvedValue([favorites])
    api.fetchCollectionLimit.mockResolvedValue(-1)
    api.createCollection.mockRejectedValue(
      new CollectionError('collection_name_taken', 'لديك مجموعة بهذا الاسم. اختر اسماً آخر'),
    )
    renderPage()
    expect(await screen.findByTestId('collections-usage')).toHaveTextContent('0 (بلا حد)')
    const input = screen.getByLabelText('اسم المجموعة')
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء المجموعة' }))
    expect(await screen.findByText('اكتب اسماً للمجموعة')).toBeVisible()
    expect(api.createCollection).not.toHaveBeenCalled()
    await userEvent.type(input, 'المفضلة')
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء المجموعة' }))
    expect(await screen.findByText('لديك مجموعة بهذا الاسم. اختر اسماً آخر')).toBeVisible()
    expect(input).toHaveValue('المفضلة')
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })

  it('a failed load says so in Arabic and retries', async () => {
    api.fetchCollections
      .mockRejectedValueOnce(new CollectionError('network', 'تعذّر تحميل المجموعات. حاول مرة أخرى'))
      .mockResolvedValue([favorites])
    api.fetchCollectionLimit.mockResolvedValue(10)
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'تعذّر تحميل المجموعات. حاول مرة أخرى',
    )
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }))
    expect(await screen.findByTestId('collections-usage')).toHaveTextContent('0 من 10')
  })
})

describe('«أضف إلى مجموعة» on a card', () => {
  it('is a plain button until clicked; the menu then loads, opens and ticks what holds the item', async () => {
    api.fetchCollections.mockResolvedValue([favorites, ...own(2)])
    api.fetchMemberships.mockResolvedValue(['c1'])
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AddToCollection kind="prompt" id="p1" name="خطة تسويق" />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const button = screen.getByRole('button', { name: 'أضف «خطة تسويق» إلى مجموعة' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    // Nothing is fetched for a card nobody opened.
    expect(api.fetchCollections).not.toHaveBeenCalled()
    await userEvent.setup().click(button)
    const menu = await screen.findByRole('menu')
    expect(await screen.findByRole('menuitemcheckbox', { name: 'مجموعة 2' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(screen.getByRole('menuitemcheckbox', { name: 'مجموعة 1' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    expect(menu).not.toHaveTextContent('المفضلة')
    expect(api.fetchMemberships).toHaveBeenCalledWith('prompt', 'p1')
  })
})

describe('collection errors and usage', () => {
  it('keeps the database Arabic for known hints, never its English', () => {
    expect(
      toCollectionError({ code: 'P0001', hint: 'collections_limit', message: 'وصلت…' }, 'x')
        .message,
    ).toBe('وصلت…')
    expect(toCollectionError({ code: '23514', message: 'violates check' }, 'تعذّر').message).toBe(
      'تعذّر',
    )
    expect(toCollectionError({ message: 'TypeError: Failed to fetch' }, 'x').code).toBe('network')
    expect(formatCollectionUsage(12, 50)).toBe('12 من 50')
  })
})
