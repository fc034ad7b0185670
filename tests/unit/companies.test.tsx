import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Session } from '@supabase/supabase-js'
import { ReviewForm } from '@/features/companies/components/review-form'
import { WorkspaceSwitcher } from '@/features/companies/components/workspace-switcher'
import { usageCsv } from '@/features/companies/lib/usage-csv'
import {
  forgetInvite,
  pendingInvite,
  rememberInvite,
  whatsAppShareUrl,
} from '@/features/companies/lib/workspace'
import { can } from '@/features/companies/lib/roles'
import { readWorkspace } from '@/features/companies/lib/workspace'
import { PromptFiller } from '@/features/variables/components/prompt-filler'
import { authStore } from '@/lib/auth-store'
import { companyPaths } from '@/lib/company-paths'

const mocks = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
  review: vi.fn(),
}))
vi.mock('@/lib/toast', () => ({ toast: mocks.toast }))
vi.mock('@/lib/supabase', () => ({ getSupabase: () => new Promise(() => {}) }))
vi.mock('@/features/companies/api/companies', () => ({ reviewCompanyPrompt: mocks.review }))
vi.mock('@/features/companies/api/my-companies', () => ({
  myCompaniesQuery: () => ({
    queryKey: ['companies', 'user-1', 'mine'],
    queryFn: async () => [
      { id: 'c-1', name: 'مطاعم الخليج', role: 'admin', editors_review: false },
      { id: 'c-2', name: 'متجر الورد', role: 'member', editors_review: false },
    ],
  }),
}))
vi.mock('@/features/variables/hooks/use-global-variables', () => ({
  useGlobalVariables: () => ({
    loading: false,
    rows: [],
    variables: [{ key: 'المدينة', value: 'الدمام', updatedAt: '2026-11-01T00:00:00Z' }],
  }),
  useCompanyVariables: () => ({
    loading: false,
    values: { اسم_الشركة: 'شركة الملف الشخصي' },
    builtins: { اسمي: 'سارة' },
  }),
  useSavePromptValues: () => ({ mutate: vi.fn(), isPending: false }),
  useOutputDialect: () => ({ loading: false, dialect: 'asis', setDialect: vi.fn() }),
}))

function withProviders(ui: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  vi.clearAllMocks()
  window.localStorage.clear()
  authStore.setSession({ access_token: 'token', user: { id: 'user-1' } } as unknown as Session)
})
afterEach(() => authStore.setSession(null))

describe('company values in the filler (docs/companies.md, "Precedence")', () => {
  const BODY = 'من {{اسمي}} في {{اسم_الشركة}} بمدينة {{المدينة}} عن {{الطبق|المندي}}.'

  it('company values come before the profile, the global values and the built-ins; typing overrides them for this use', async () => {
    const user = userEvent.setup()
    const onUse = vi.fn()
    withProviders(
      <PromptFiller
        body={BODY}
        platforms={[]}
        companyValues={{ اسم_الشركة: 'مطاعم الخليج', المدينة: 'جدة', اسمي: 'فريق المطاعم' }}
        onUse={onUse}
      />,
    )
    expect(screen.getByLabelText('اسم الشركة')).toHaveValue('مطاعم الخليج')
    expect(screen.getByLabelText('المدينة')).toHaveValue('جدة')
    expect(screen.getByLabelText('الطبق')).toHaveValue('')
    expect(screen.getByTestId('prompt-preview')).toHaveTextContent(
      'من فريق المطاعم في مطاعم الخليج بمدينة جدة عن المندي.',
    )
    await user.clear(screen.getByLabelText('المدينة'))
    await user.type(screen.getByLabelText('المدينة'), 'الرياض')
    expect(screen.getByTestId('prompt-preview')).toHaveTextContent('بمدينة الرياض')
    await user.click(screen.getByRole('button', { name: 'نسخ الأمر' }))
    await waitFor(() => expect(onUse).toHaveBeenCalledWith('copy'))
  })

  it('without company values the member’s own values apply as before', () => {
    withProviders(<PromptFiller body={BODY} platforms={[]} />)
    expect(screen.getByLabelText('اسم الشركة')).toHaveValue('شركة الملف الشخصي')
    expect(screen.getByLabelText('المدينة')).toHaveValue('الدمام')
  })

  it('an empty company value does not hide the member’s own', () => {
    withProviders(<PromptFiller body={BODY} platforms={[]} companyValues={{ المدينة: ' ' }} />)
    expect(screen.getByLabelText('المدينة')).toHaveValue('الدمام')
  })
})

describe('roles in the screens', () => {
  it('hides what each role would be refused (the database checks again)', () => {
    expect(can('owner')).toMatchObject({
      manageMembers: true,
      transferOwnership: true,
      write: true,
    })
    expect(can('admin')).toMatchObject({ review: true, seeUsage: true, transferOwnership: false })
    expect(can('editor')).toMatchObject({ write: true, review: false, manageMembers: false })
    expect(can('member')).toMatchObject({ write: false, review: false, editValues: false })
    expect(can(null)).toMatchObject({ write: false, seeUsage: false })
  })
})

describe('usage CSV', () => {
  it('quotes every cell, doubles quotes, defuses formulas and ends lines with CRLF', () => {
    const csv = usageCsv(
      ['العضو', 'الأمر', 'مرات الفتح'],
      [
        ['سارة "المشرفة"', '=HYPERLINK("x")', 3],
        ['خالد', null, 0],
      ],
    )
    expect(csv).toBe(
      '"العضو","الأمر","مرات الفتح"\r\n' +
        '"سارة ""المشرفة""","\'=HYPERLINK(""x"")","3"\r\n' +
        '"خالد","","0"\r\n',
    )
  })
})

describe('invitation links', () => {
  it('keeps an opened invitation until it is accepted, for seven days at most', () => {
    expect(pendingInvite()).toBeNull()
    rememberInvite('tok_123')
    expect(pendingInvite()).toBe('tok_123')
    forgetInvite()
    expect(pendingInvite()).toBeNull()
    window.localStorage.setItem(
      'sanad:pending-invite',
      JSON.stringify({ token: 'old', at: Date.now() - 8 * 24 * 60 * 60 * 1000 }),
    )
    expect(pendingInvite()).toBeNull()
    window.localStorage.setItem('sanad:pending-invite', '{not json')
    expect(pendingInvite()).toBeNull()
  })

  it('shares on WhatsApp as wa.me with the encoded Arabic text and link', () => {
    const url = whatsAppShareUrl('https://sanad.sa/invite/abc?x=1&y=2', 'مطاعم الخليج')
    expect(url.startsWith('https://wa.me/?text=')).toBe(true)
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(
      'دعوة للانضمام إلى مطاعم الخليج في سند: https://sanad.sa/invite/abc?x=1&y=2',
    )
  })
})

describe('WorkspaceSwitcher', () => {
  function renderAt(path: string) {
    return withProviders(
      <Routes>
        <Route path="/dashboard/company/:companyId/*" element={<WorkspaceSwitcher />} />
        <Route path="*" element={<WorkspaceSwitcher />} />
      </Routes>,
      path,
    )
  }

  it('shows the personal account outside a company and lists the companies with their roles', async () => {
    const user = userEvent.setup()
    renderAt('/dashboard')
    const toggle = screen.getByRole('button', { name: 'مساحة العمل: حسابي الشخصي' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('list', { name: 'مساحات العمل' })
    expect(await screen.findByRole('link', { name: /مطاعم الخليج/ })).toHaveAttribute(
      'href',
      companyPaths.library.to('c-1'),
    )
    expect(list).toHaveTextContent('مشرف')
    expect(list).toHaveTextContent('عضو')
    expect(screen.getByRole('link', { name: 'حسابي الشخصي' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(screen.queryByRole('navigation', { name: 'الشركة' })).not.toBeInTheDocument()
    expect(readWorkspace('user-1')).toBe('personal')
  })

  it('inside a company names it, shows its pages by role and remembers it as the last choice', async () => {
    renderAt('/dashboard/company/c-1/library')
    expect(
      await screen.findByRole('button', { name: 'مساحة العمل: مطاعم الخليج' }),
    ).toBeInTheDocument()
    const nav = await screen.findByRole('navigation', { name: 'الشركة' })
    expect(nav).toHaveTextContent('المراجعة')
    expect(nav).toHaveTextContent('الاستخدام')
    expect(readWorkspace('user-1')).toBe('c-1')
  })

  it('remembers «حسابي الشخصي» on the click, before the dashboard home reads it as it renders', async () => {
    const user = userEvent.setup()
    const readOnRender: string[] = []
    function Home() {
      // As LastWorkspace does: the remembered workspace, read while the page renders.
      const [seen] = useState(() => readWorkspace('user-1'))
      readOnRender.push(seen)
      return <h1>الرئيسية</h1>
    }
    withProviders(
      <Routes>
        <Route path="/dashboard/company/:companyId/*" element={<WorkspaceSwitcher />} />
        <Route path="/dashboard" element={<Home />} />
      </Routes>,
      '/dashboard/company/c-1/library',
    )
    await screen.findByRole('button', { name: 'مساحة العمل: مطاعم الخليج' })
    expect(readWorkspace('user-1')).toBe('c-1')
    await user.click(screen.getByRole('button', { name: 'مساحة العمل: مطاعم الخليج' }))
    await user.click(screen.getByRole('link', { name: 'حسابي الشخصي' }))
    expect(await screen.findByRole('heading', { name: 'الرئيسية' })).toBeInTheDocument()
    expect(readOnRender[0]).toBe('personal')
  })

  it('a member gets no review or usage page', async () => {
    renderAt('/dashboard/company/c-2/library')
    const nav = await screen.findByRole('navigation', { name: 'الشركة' })
    await waitFor(() => expect(nav).toHaveTextContent('مكتبة الشركة'))
    expect(nav).not.toHaveTextContent('المراجعة')
    expect(nav).not.toHaveTextContent('الاستخدام')
  })
})

describe('ReviewForm', () => {
  const props = {
    promptId: 'p-1',
    title: 'عرض اليوم',
    version: 2,
    submittedBody: 'عرض اليوم بسعر خاص',
    approvedVersion: 1,
    approvedBody: 'عرض اليوم',
  }

  it('asks for a comment before requesting changes, and sends the reviewed version', async () => {
    const user = userEvent.setup()
    mocks.review.mockResolvedValue(undefined)
    withProviders(<ReviewForm {...props} />)
    expect(screen.getByTestId('review-diff').querySelectorAll('ins')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'طلب تعديل' }))
    expect(screen.getByRole('alert')).toHaveTextContent('اكتب ما المطلوب تعديله')
    expect(mocks.review).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText('ملاحظات المراجعة'), 'أضف السعر')
    await user.click(screen.getByRole('button', { name: 'طلب تعديل' }))
    await waitFor(() =>
      expect(mocks.review).toHaveBeenCalledWith('p-1', 2, 'request_changes', 'أضف السعر'),
    )
  })

  it('shows the database’s Arabic answer when another reviewer decided first', async () => {
    const user = userEvent.setup()
    mocks.review.mockRejectedValue(
      new Error('راجع مشرف آخر هذه النسخة للتو؛ حدّث الصفحة لترى قراره'),
    )
    withProviders(<ReviewForm {...props} />)
    await user.click(screen.getByRole('button', { name: 'اعتماد' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('راجع مشرف آخر هذه النسخة للتو')
    expect(mocks.review).toHaveBeenCalledWith('p-1', 2, 'approve', '')
  })
})
