/**
 * Sharing own prompts: the «مشاركة» dialog (create, copy, revoke after a confirmation, the fork
 * notice) and the /p/<slug> page (loading, shared, unavailable, error, sign in to copy, noindex).
 */
import type { Session } from '@supabase/supabase-js'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ShareDialog } from '@/features/user-prompts/components/share-dialog'
import { SharedPromptPage } from '@/features/user-prompts/components/shared-prompt-page'
import { authStore } from '@/lib/auth-store'

const api = vi.hoisted(() => ({
  share: vi.fn(),
  unshare: vi.fn(),
  fetchShared: vi.fn(),
  fork: vi.fn(),
}))
vi.mock('@/features/user-prompts/api/user-prompts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/user-prompts/api/user-prompts')>()
  return {
    ...actual,
    shareUserPrompt: api.share,
    unshareUserPrompt: api.unshare,
    forkSharedPrompt: api.fork,
    sharedPromptQuery: (slug: string) => ({
      queryKey: actual.userPromptKeys.shared(slug),
      queryFn: () => api.fetchShared(slug),
    }),
    userPromptOptionsQuery: () => ({
      queryKey: actual.userPromptKeys.options(),
      queryFn: () => ({
        categories: [{ id: 'marketing', name: 'التسويق' }],
        platforms: [{ id: 'chatgpt', name: 'ChatGPT' }],
      }),
    }),
  }
})

// The calls above are mocked; the real client must not load either: once loaded (useSession
// loads it for a stored session) it reads this jsdom's empty storage and reports a sign-out
// to authStore whenever it gets there, which flipped a later signed-in test to signed-out.
vi.mock('@/lib/supabase', () => ({ getSupabase: () => new Promise(() => {}) }))

const SLUG = 'AbCdEfGhIjKlMnOpQrStUv_-'

function wrap(ui: React.ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

const prompt = {
  id: 'p1',
  title: 'رسالة شكر',
  share_slug: null as string | null,
  shared_at: null as string | null,
  library_fork: false,
}

beforeEach(() => {
  authStore.setSession({ access_token: 'token', user: { id: 'user-1' } } as unknown as Session)
})
afterEach(() => {
  authStore.setSession(null)
  vi.resetAllMocks()
})

// Many clicks through Radix on a loaded 2-core machine.
describe('the «مشاركة» dialog', { timeout: 20_000 }, () => {
  it('creates a link for a private prompt', async () => {
    api.share.mockResolvedValue(SLUG)
    wrap(<ShareDialog prompt={prompt} />)
    await userEvent.click(screen.getByRole('button', { name: 'مشاركة' }))
    expect(screen.getByText('الأمر خاص: لا يراه أحد غيرك.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء رابط مشاركة' }))
    await waitFor(() => expect(api.share).toHaveBeenCalledWith('p1'))
  })

  it('shows and copies the live link, and revokes it only after the confirmation', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    api.unshare.mockResolvedValue(undefined)
    wrap(
      <ShareDialog prompt={{ ...prompt, share_slug: SLUG, shared_at: '2026-11-20T10:00:00Z' }} />,
    )
    await user.click(screen.getByRole('button', { name: 'مشاركة' }))
    const link = screen.getByRole('textbox', { name: 'رابط المشاركة' })
    expect(link).toHaveValue(`${window.location.origin}/p/${SLUG}`)
    expect(link).toHaveAttribute('dir', 'ltr')
    await user.click(screen.getByRole('button', { name: 'نسخ الرابط' }))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/p/${SLUG}`)
    expect(await screen.findByRole('button', { name: 'نُسخ' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'إلغاء المشاركة' }))
    expect(api.unshare).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'تراجع' }))
    expect(api.unshare).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'إلغاء المشاركة' }))
    await user.click(screen.getByRole('button', { name: 'نعم، ألغِ الرابط' }))
    await waitFor(() => expect(api.unshare).toHaveBeenCalledWith('p1'))
  })

  it('explains why a library fork cannot be shared, with no create button', async () => {
    wrap(<ShareDialog prompt={{ ...prompt, library_fork: true }} />)
    await userEvent.click(screen.getByRole('button', { name: 'مشاركة' }))
    expect(screen.getByRole('note')).toHaveTextContent('منسوخ من مكتبة سند')
    expect(screen.queryByRole('button', { name: 'إنشاء رابط مشاركة' })).toBeNull()
  })
})

function Where() {
  const location = useLocation()
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname
  return <p data-testid="where">{`${location.pathname} from ${from ?? '-'}`}</p>
}

function renderShared() {
  return wrap(
    <Routes>
      <Route
        path="/p/:slug"
        element={
          <SharedPromptPage
            slug={SLUG}
            renderBody={(p) => <pre data-testid="body">{p.body}</pre>}
          />
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    `/p/${SLUG}`,
  )
}

const shared = {
  title: 'رسالة شكر',
  description: 'شكر قصير',
  body: 'اشكر {{اسم_العميل}}',
  variables: [{ key: 'اسم_العميل', default: null }],
  category: 'marketing',
  platforms: ['chatgpt'],
  tags: ['شكر'],
  shared_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
}

describe('the /p/<slug> page', { timeout: 20_000 }, () => {
  it('shows the shared prompt with its title, noindex and the body filler', async () => {
    api.fetchShared.mockResolvedValue({ status: 'shared', prompt: shared })
    renderShared()
    expect(screen.getByLabelText('جارٍ تحميل الأمر')).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('رسالة شكر')
    expect(screen.getByTestId('body')).toHaveTextContent('اشكر {{اسم_العميل}}')
    expect(await screen.findByText('ChatGPT')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toContain('رسالة شكر'))
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
  })

  it('signed out: «نسخ إلى أوامري» goes to sign in, remembering this page', async () => {
    authStore.setSession(null)
    api.fetchShared.mockResolvedValue({ status: 'shared', prompt: shared })
    renderShared()
    await userEvent.click(await screen.findByRole('link', { name: 'سجّل الدخول لنسخه إلى أوامري' }))
    expect(screen.getByTestId('where')).toHaveTextContent(`/login from /p/${SLUG}`)
    expect(api.fork).not.toHaveBeenCalled()
  })

  it('signed out: «أنشئ حساباً» goes to sign-up, remembering this page too', async () => {
    authStore.setSession(null)
    api.fetchShared.mockResolvedValue({ status: 'shared', prompt: shared })
    renderShared()
    await userEvent.click(await screen.findByRole('link', { name: 'أنشئ حساباً' }))
    expect(screen.getByTestId('where')).toHaveTextContent(`/registration from /p/${SLUG}`)
  })

  it('signed in: copies it into my prompts and opens the copy', async () => {
    api.fetchShared.mockResolvedValue({ status: 'shared', prompt: shared })
    api.fork.mockResolvedValue('new-id')
    renderShared()
    await userEvent.click(await screen.findByRole('button', { name: 'نسخ إلى أوامري' }))
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/user-prompts/new-id'),
    )
    expect(api.fork).toHaveBeenCalledWith(SLUG)
  })

  it('says a revoked or wrong link is no longer available, with a way home', async () => {
    api.fetchShared.mockResolvedValue({ status: 'unavailable' })
    renderShared()
    expect(await screen.findByRole('heading', { name: 'هذا الرابط لم يعد متاحاً' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'الصفحة الرئيسية' })).toHaveAttribute('href', '/')
  })

  it('shows an error with a retry that loads again', async () => {
    api.fetchShared.mockRejectedValueOnce(new Error('تعذّر الاتصال بالخادم'))
    api.fetchShared.mockResolvedValueOnce({ status: 'shared', prompt: shared })
    renderShared()
    expect(await screen.findByText('تعذّر الاتصال بالخادم')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('رسالة شكر')
  })
})
