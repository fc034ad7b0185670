/**
 * The static /verify-email page (issue 51): VerifyEmailPage as the build renders it (a spinner and
 * its screens as templates), run by src/islands/verify-email.ts without React — the error codes'
 * texts, the check-inbox screen from the wizard's history state, the resend through the
 * `send-verification-email` function as the signed-in user, and the success screen handed to the app.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import VerifyEmailPage from '@/features/verification/pages/verify-email-page'
import { StaticRenderContext } from '@/hooks/use-static-render'
import { rawAuthStorageKey } from '@/lib/env-defaults'

const getSession = vi.fn()
vi.mock('@/islands/auth-client', () => ({ authClient: async () => ({ getSession }) }))
const swapPage = vi.fn()
vi.mock('@/islands/page', () => ({
  onPage: (mount: () => void) => mount(),
  swapPage: (...args: unknown[]) => swapPage(...args),
}))
const startApp = vi.fn()
vi.mock('@/islands/app', () => ({ startApp: () => startApp() }))

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const resend = () => screen.getByRole('button', { name: 'إعادة إرسال رابط التحقق' })
const front = () => document.querySelector('[data-sonner-toast][data-front="true"]')

/** The page as served at `address` (with the history state the wizard left), then its island. */
async function serve(address: string, usr: unknown = undefined) {
  window.history.replaceState(usr === undefined ? null : { usr }, '', address)
  document.body.innerHTML = renderToString(
    <StaticRenderContext value={{ setMeta: () => {} }}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <VerifyEmailPage />
        </MemoryRouter>
      </QueryClientProvider>
    </StaticRenderContext>,
  )
  expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل...')
  // The first paint names the page (it was a spinner alone, issue 51 noticed).
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تأكيد البريد الإلكتروني')
  // No style attribute: in static HTML it is inline style, which the CSP refuses (a console error).
  expect(document.body.querySelector('[style]')).toBeNull()
  await import('@/islands/verify-email')
  return userEvent.setup()
}

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
  fetchMock.mockReset()
  getSession.mockReset()
  swapPage.mockReset()
  startApp.mockReset()
  startApp.mockResolvedValue(undefined)
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('static /verify-email (src/islands/verify-email.ts)', () => {
  it.each([
    ['missing_token', 'رابط التحقق غير صحيح أو مفقود'],
    ['verification_failed', 'فشل في تأكيد البريد الإلكتروني'],
    ['server_error', 'حدث خطأ في الخادم. يرجى المحاولة مرة أخرى'],
    ['', 'حدث خطأ غير متوقع'],
    ['something_else', 'something_else'],
  ])('maps ?error=%s to its text, with resend and home', async (code, text) => {
    await serve(`/verify-email?error=${code}`)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'تعذّر تأكيد البريد الإلكتروني',
    )
    expect(screen.getByRole('alert')).toHaveTextContent(text)
    expect(resend()).toBeEnabled()
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(screen.queryByRole('status')).toBeNull()
    expect(startApp).not.toHaveBeenCalled()
  })

  it('shows the check-inbox screen with the address and the way back the wizard left', async () => {
    await serve('/verify-email', {
      email: 'noura@example.com',
      mailSent: true,
      from: { pathname: '/p/abc', search: '?x=1', hash: '' },
    })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تحقق من بريدك الإلكتروني')
    expect(screen.getByText(/أرسلنا رابط التحقق إلى noura@example.com\./)).toBeVisible()
    expect(screen.getByRole('link', { name: 'متابعة إلى الصفحة التي كنت فيها' })).toHaveAttribute(
      'href',
      '/p/abc?x=1',
    )
  })

  it('says the mail did not leave, without a way back to the home page', async () => {
    await serve('/verify-email', { mailSent: false })
    expect(screen.getByText(/لم نتمكن من إرسال رابط التحقق/)).toBeVisible()
    expect(screen.queryByRole('link', { name: 'متابعة إلى الصفحة التي كنت فيها' })).toBeNull()
  })

  it('names no address when the state holds none (a reload of another tab)', async () => {
    await serve('/verify-email')
    expect(screen.getByText(/أرسلنا رابط التحقق إلى بريدك الإلكتروني\./)).toBeVisible()
  })

  it('resends through the function as the signed-in user, and says so', async () => {
    const session = {
      access_token: 'user-token',
      refresh_token: 'r',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      token_type: 'bearer',
      user: { id: 'u1', email: 'n@e.sa' },
    }
    localStorage.setItem(rawAuthStorageKey(), JSON.stringify(session))
    getSession.mockResolvedValue({ data: { session } })
    fetchMock.mockResolvedValueOnce(json({ success: true }))
    fetchMock.mockResolvedValueOnce(json({ success: true, alreadyVerified: true }))
    fetchMock.mockResolvedValueOnce(json({ error: 'no' }, 500))
    const user = await serve('/verify-email')
    await user.click(resend())
    await waitFor(() => expect(front()).toHaveTextContent('تم إرسال رابط التحقق'))
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/functions\/v1\/send-verification-email$/)
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer user-token')
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: 'u1',
      email: 'n@e.sa',
      verificationType: 'registration',
    })
    await waitFor(() => expect(resend()).toBeEnabled())
    await user.click(resend())
    await waitFor(() => expect(front()).toHaveTextContent('بريدك الإلكتروني مؤكد بالفعل'))
    await waitFor(() => expect(resend()).toBeEnabled())
    await user.click(resend())
    await waitFor(() =>
      expect(front()).toHaveTextContent('فشل في إرسال رابط التحقق. يرجى المحاولة مرة أخرى'),
    )
  })

  it('sends a signed-out visitor to sign in, coming back here', async () => {
    const user = await serve('/verify-email?error=missing_token')
    await user.click(resend())
    await waitFor(() => expect(swapPage).toHaveBeenCalled())
    expect(front()).toHaveTextContent('يرجى تسجيل الدخول لإعادة إرسال رابط التحقق')
    expect(swapPage).toHaveBeenCalledWith('/login', {
      usr: { from: { pathname: '/verify-email', search: '?error=missing_token', hash: '' } },
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(getSession).not.toHaveBeenCalled()
  })

  it('hands ?success=true to the app', async () => {
    await serve('/verify-email?success=true')
    expect(startApp).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toBeVisible()
  })
})
