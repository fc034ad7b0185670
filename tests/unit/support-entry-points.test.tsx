/**
 * Issue 31's other ways in: a signed-in member's contact form opens a support request (not a
 * contact message), and the chat's «تحدث مع فريق الدعم» opens one with the conversation attached.
 */
import type { Session } from '@supabase/supabase-js'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { TalkToSupport } from '@/features/chat/components/talk-to-support'
import { ContactForm } from '@/features/marketing/components/contact-form'
import { authStore } from '@/lib/auth-store'
import { toast } from '@/lib/toast'

const backend = vi.hoisted(() => ({
  rpc: vi.fn<(name: string, args: Record<string, unknown>) => Promise<unknown>>(),
  invoke: vi.fn<(name: string, options: unknown) => Promise<unknown>>(),
}))

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))
vi.mock('@/lib/supabase', () => ({
  getSupabase: () => Promise.resolve({ rpc: backend.rpc, functions: { invoke: backend.invoke } }),
}))

const TICKET = '11111111-2222-3333-4444-555555555555'

beforeEach(() => {
  backend.rpc.mockReset().mockResolvedValue({ data: TICKET, error: null })
  backend.invoke.mockReset().mockResolvedValue({ data: { success: true }, error: null })
  authStore.setSession({ access_token: 'token', user: { id: 'user-1' } } as unknown as Session)
})
afterEach(() => authStore.setSession(null))

it('a signed-in member’s contact message becomes a support request', async () => {
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  )
  const user = userEvent.setup()
  expect(await screen.findByText(/ستصل رسالتك طلبَ دعم/)).toBeInTheDocument()
  await user.type(screen.getByLabelText(/الاسم/), 'نورة')
  await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'noura@example.sa')
  await user.type(screen.getByLabelText(/الموضوع/), 'استفسار عن الفاتورة')
  await user.type(screen.getByLabelText(/الرسالة/), 'أين أجد فاتورتي؟')
  await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }))
  await waitFor(() => expect(backend.rpc).toHaveBeenCalledTimes(1))
  const [name, args] = backend.rpc.mock.calls[0]!
  expect(name).toBe('open_support_request')
  expect(args).toMatchObject({
    p_subject: 'استفسار عن الفاتورة',
    p_category: 'other',
    p_message: 'أين أجد فاتورتي؟',
    p_context: { source: 'contact' },
  })
  // The «received» mail is queued by the RPC's own transaction (issue 49): no second call.
  await waitFor(() => expect(toast.success).toHaveBeenCalled())
  expect(backend.invoke).not.toHaveBeenCalled()
}, 20_000)

it('«تحدث مع فريق الدعم» opens a request with the conversation and goes to it', async () => {
  render(
    <MemoryRouter initialEntries={['/dashboard/chatbot']}>
      <Routes>
        <Route
          path="/dashboard/chatbot"
          element={
            <TalkToSupport
              messages={[
                { id: '1', role: 'user', content: 'كيف أسترد المبلغ؟', timestamp: '' },
                { id: '2', role: 'assistant', content: 'من صفحة الاشتراك', timestamp: '' },
              ]}
            />
          }
        />
        <Route path="/dashboard/help/requests/:id" element={<p>صفحة الطلب</p>} />
      </Routes>
    </MemoryRouter>,
  )
  await userEvent.setup().click(screen.getByRole('button', { name: /تحدث مع فريق الدعم/ }))
  expect(await screen.findByText('صفحة الطلب')).toBeInTheDocument()
  const [name, args] = backend.rpc.mock.calls[0]!
  expect(name).toBe('open_support_request')
  expect(args).toMatchObject({
    p_category: 'other',
    p_context: {
      source: 'chat',
      chat: [
        { role: 'user', text: 'كيف أسترد المبلغ؟' },
        { role: 'assistant', text: 'من صفحة الاشتراك' },
      ],
    },
  })
  expect(String(args.p_subject)).toContain('كيف أسترد المبلغ؟')
})

it('a visitor is sent to the contact form instead', () => {
  authStore.setSession(null)
  render(
    <MemoryRouter>
      <TalkToSupport messages={[]} />
    </MemoryRouter>,
  )
  expect(screen.getByRole('link', { name: /تحدث مع فريق الدعم/ })).toHaveAttribute(
    'href',
    '/contact',
  )
})
