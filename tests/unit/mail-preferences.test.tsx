/**
 * Issue 49 in the app: the settings page's «رسائل البريد» switches save through
 * set_mail_preferences, and /unsubscribe unsubscribes only on the click (opening the link from a
 * mail changes nothing), with the server's Arabic refusal shown.
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MailPreferencesCard } from '@/features/account/components/mail-preferences-card'
import UnsubscribePage from '@/features/account/pages/unsubscribe-page'

const backend = vi.hoisted(() => ({
  maybeSingle: vi.fn(),
  rpc: vi.fn(),
  invoke: vi.fn(),
}))
vi.mock('@/lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      from: () => ({ select: () => ({ maybeSingle: backend.maybeSingle }) }),
      rpc: backend.rpc,
      functions: { invoke: backend.invoke },
    }),
}))
vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))

function wrap(node: ReactNode, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  )
}

const TOKEN = 'a'.repeat(48)

beforeEach(() => {
  backend.maybeSingle.mockReset().mockResolvedValue({ data: null, error: null })
  backend.rpc.mockReset()
  backend.invoke.mockReset()
})

describe('«رسائل البريد» on the settings page', () => {
  it('starts off (opt-in) and saves a switch through set_mail_preferences', async () => {
    backend.rpc.mockResolvedValue({ data: { newsletter: true, digest: false }, error: null })
    wrap(<MailPreferencesCard />)
    const newsletter = await screen.findByRole('switch', { name: 'النشرة البريدية' })
    const digest = screen.getByRole('switch', { name: 'ملخص «جديد سند هذا الشهر»' })
    expect(newsletter).toHaveAttribute('aria-checked', 'false')
    expect(digest).toHaveAttribute('aria-checked', 'false')
    await userEvent.setup().click(newsletter)
    await waitFor(() =>
      expect(backend.rpc).toHaveBeenCalledWith('set_mail_preferences', {
        p_newsletter: true,
        p_digest: false,
      }),
    )
    await waitFor(() => expect(newsletter).toHaveAttribute('aria-checked', 'true'))
    expect(screen.getByText(/تصلك دائماً/)).toBeInTheDocument()
  })

  it('shows an Arabic error with a retry when the choices cannot load', async () => {
    backend.maybeSingle.mockResolvedValue({ data: null, error: { message: 'boom' } })
    wrap(<MailPreferencesCard />)
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل تفضيلات البريد')
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument()
  })
})

describe('/unsubscribe', () => {
  it('changes nothing on opening; the button posts the one-click body and confirms', async () => {
    backend.invoke.mockResolvedValue({ data: { success: true, list: 'newsletter' }, error: null })
    wrap(<UnsubscribePage />, `/unsubscribe?token=${TOKEN}`)
    expect(backend.invoke).not.toHaveBeenCalled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'إلغاء الاشتراك' }))
    expect(await screen.findByRole('status')).toHaveTextContent('لن تصلك رسائل النشرة البريدية')
    expect(backend.invoke).toHaveBeenCalledWith(`mail-unsubscribe?token=${TOKEN}`, {
      body: 'List-Unsubscribe=One-Click',
    })
  })

  it('shows the server’s Arabic refusal, and refuses a malformed link without a call', async () => {
    backend.invoke.mockResolvedValue({
      data: null,
      error: {
        context: new Response(JSON.stringify({ error: 'رابط إلغاء الاشتراك غير صالح' }), {
          status: 404,
        }),
      },
    })
    const { unmount } = wrap(<UnsubscribePage />, `/unsubscribe?token=${TOKEN}`)
    await userEvent.setup().click(screen.getByRole('button', { name: 'إلغاء الاشتراك' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('رابط إلغاء الاشتراك غير صالح')
    unmount()
    wrap(<UnsubscribePage />, '/unsubscribe?token=nope')
    expect(screen.getByRole('alert')).toHaveTextContent('رابط إلغاء الاشتراك غير صالح')
    expect(screen.queryByRole('button', { name: 'إلغاء الاشتراك' })).toBeNull()
  })
})
