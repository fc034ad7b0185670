import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import NewsletterPage from '@/features/admin/pages/newsletter-page'
import { toast } from '@/lib/toast'

const rpc = vi.fn()
/** PostgREST's builder for the audience options: every call chains, awaiting answers no rows. */
const rows = () => {
  const chain: Record<string, unknown> = {}
  for (const name of ['select', 'order', 'limit']) chain[name] = () => chain
  chain.then = (resolve: (value: unknown) => void) => resolve({ data: [], error: null })
  return chain
}
vi.mock('@/features/admin/api/client', () => ({ db: async () => ({ rpc, from: rows }) }))
vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))

const sending = {
  id: '7d9f2c1e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  subject: 'نشرة نوفمبر',
  body: 'نص النشرة',
  audience: 'newsletter',
  audience_plans: [],
  audience_company_id: null,
  status: 'sending',
  scheduled_at: '2026-11-29T09:00:00Z',
  started_at: '2026-11-29T09:00:05Z',
  finished_at: null,
  recipients: 500,
  pending: 480,
  sent: 20,
  failed: 0,
  suppressed: 0,
  unsubscribed: 0,
  created_at: '2026-11-28T09:00:00Z',
  updated_at: '2026-11-29T09:00:05Z',
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NewsletterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('/518/newsletter: an issue being sent', () => {
  beforeEach(() => {
    rpc.mockReset()
    vi.mocked(toast.success).mockClear()
  })

  it('offers «إيقاف الإرسال», asks first, then stops it through admin_cancel_newsletter_issue', async () => {
    rpc.mockImplementation(async (name: string) =>
      name === 'admin_newsletter_issues'
        ? { data: [sending], error: null }
        : { data: { ...sending, status: 'cancelled' }, error: null },
    )
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'إيقاف إرسال «نشرة نوفمبر»' }))
    const dialog = await screen.findByRole('dialog', { name: 'إيقاف إرسال النشرة' })
    expect(rpc).not.toHaveBeenCalledWith('admin_cancel_newsletter_issue', expect.anything())
    await user.click(within(dialog).getByRole('button', { name: 'إيقاف الإرسال' }))
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('admin_cancel_newsletter_issue', { p_id: sending.id }),
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'أُوقف إرسال النشرة؛ ما أُرسل قبل الإيقاف وصل أصحابه',
      ),
    )
  })

  it('shows a cancelled issue as stopped, with no action', async () => {
    rpc.mockResolvedValue({ data: [{ ...sending, status: 'cancelled' }], error: null })
    renderPage()
    expect(await screen.findByText('أُوقف إرسالها')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /إيقاف إرسال/ })).toBeNull()
  })
})
