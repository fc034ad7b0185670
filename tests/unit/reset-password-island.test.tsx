/**
 * The static /reset-password page (issue 51): ResetPasswordPage as the build renders it, run by
 * src/islands/reset-password.ts without React — the recovery link's session stored through
 * auth-js and cleared from the address, the same schema and Arabic messages, the strength meter,
 * the new password through auth-js with the same refusals, the dashboard after success; a refused
 * or missing link shows the expired panel with its request form.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import ResetPasswordPage from '@/features/auth/pages/reset-password-page'
import { StaticRenderContext } from '@/hooks/use-static-render'
import { takeFlashToast } from '@/lib/flash-toast'

const setSession = vi.fn()
const updateUser = vi.fn()
vi.mock('@/islands/auth-client', () => ({
  authClient: async () => ({ setSession, updateUser }),
}))
const swapPage = vi.fn()
vi.mock('@/islands/page', () => ({
  onPage: (mount: () => void) => mount(),
  swapPage: (...args: unknown[]) => swapPage(...args),
}))

const fetchMock = vi.fn<typeof fetch>()
const save = () => screen.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' })
const RECOVERY = '#access_token=a.b.c&refresh_token=r1&expires_in=3600&type=recovery'

/** The page as served at `address`, then its island (it loads after the first paint). */
async function serve(address: string) {
  window.history.replaceState(null, '', address)
  document.body.innerHTML = renderToString(
    <StaticRenderContext value={{ setMeta: () => {} }}>
      <MemoryRouter>
        <ResetPasswordPage />
      </MemoryRouter>
    </StaticRenderContext>,
  )
  expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحقق من الرابط...')
  // No style attribute: in static HTML it is inline style, which the CSP refuses (a console error).
  expect(document.body.querySelector('[style]')).toBeNull()
  await import('@/islands/reset-password')
  return userEvent.setup()
}

beforeEach(() => {
  vi.resetModules()
  sessionStorage.clear()
  fetchMock.mockReset()
  setSession.mockReset()
  updateUser.mockReset()
  swapPage.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('static /reset-password (src/islands/reset-password.ts)', () => {
  it('stores the link’s session, validates in Arabic, sets the password and goes to the dashboard', async () => {
    setSession.mockResolvedValue({ data: {}, error: null })
    updateUser.mockResolvedValue({ data: {}, error: null })
    const user = await serve(`/reset-password${RECOVERY}`)
    await waitFor(() => expect(save()).toBeEnabled())
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a.b.c', refresh_token: 'r1' })
    expect(window.location.hash).toBe('')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تعيين كلمة مرور جديدة')

    const password = screen.getByLabelText(/^كلمة المرور الجديدة/)
    const confirm = screen.getByLabelText(/^تأكيد كلمة المرور/)
    await user.type(password, 'short')
    await user.type(confirm, 'short')
    await user.click(save())
    expect(await screen.findByText('يجب أن تكون كلمة المرور 8 أحرف على الأقل')).toBeVisible()
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(updateUser).not.toHaveBeenCalled()

    await user.clear(password)
    await user.type(password, 'Str0ng!Passw0rd')
    expect(screen.getByTestId('password-strength')).toHaveTextContent('قوية جداً')
    await user.clear(confirm)
    await user.type(confirm, 'Str0ng!Passw0rd?')
    await user.click(save())
    expect(await screen.findByText('كلمات المرور غير متطابقة')).toBeVisible()
    await user.clear(confirm)
    await user.type(confirm, 'Str0ng!Passw0rd')
    await waitFor(() => expect(screen.queryByText('كلمات المرور غير متطابقة')).toBeNull())
    await user.click(save())
    await waitFor(() => expect(swapPage).toHaveBeenCalled())
    expect(updateUser).toHaveBeenCalledWith({ password: 'Str0ng!Passw0rd' })
    expect(screen.getByText('تم تغيير كلمة المرور بنجاح')).toBeVisible()
    const [path, , beforeReload] = swapPage.mock.calls[0] as [string, unknown, () => void]
    expect(path).toBe('/dashboard')
    beforeReload()
    expect(takeFlashToast()?.title).toBe('تم تغيير كلمة المرور بنجاح')
  })

  it('draws the strength meter as the password is typed', async () => {
    setSession.mockResolvedValue({ data: {}, error: null })
    const user = await serve(`/reset-password${RECOVERY}`)
    await waitFor(() => expect(save()).toBeEnabled())
    const meter = screen.getByTestId('password-strength')
    expect(meter).toHaveTextContent('ضعيفة')
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'abcD')
    expect(meter).toHaveTextContent('متوسطة')
    expect(meter.querySelectorAll('[data-filled="true"]')).toHaveLength(2)
    const upper = [...meter.querySelectorAll('li')].find((li) => li.textContent?.includes('A-Z'))
    expect(upper).toHaveTextContent('(متحقق)')
    expect(upper?.querySelector('[data-icon="met"]')).not.toHaveClass('hidden')
    expect(upper?.querySelector('[data-icon="unmet"]')).toHaveClass('hidden')
  })

  it('says the auth server’s refusal in Arabic and keeps the form', async () => {
    setSession.mockResolvedValue({ data: {}, error: null })
    updateUser.mockResolvedValueOnce({ data: {}, error: { code: 'same_password' } })
    updateUser.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const user = await serve(`/reset-password${RECOVERY}`)
    await waitFor(() => expect(save()).toBeEnabled())
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'Str0ng!Passw0rd')
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور/), 'Str0ng!Passw0rd')
    await user.click(save())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'كلمة المرور الجديدة يجب أن تختلف عن كلمة المرور الحالية',
    )
    await waitFor(() => expect(save()).toBeEnabled())
    await user.click(save())
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('تعذّر الاتصال بالخادم'))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(swapPage).not.toHaveBeenCalled()
  })

  it.each([
    ['a used or expired link', '/reset-password?error=access_denied#error_code=otp_expired', null],
    ['no link at all', '/reset-password', null],
    ['a session the auth server refuses', `/reset-password${RECOVERY}`, { message: 'bad' }],
  ])('shows the expired link and its request form for %s', async (_name, address, refusal) => {
    setSession.mockResolvedValue({ data: {}, error: refusal })
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true })))
    const user = await serve(address)
    expect(await screen.findByRole('heading', { name: 'الرابط غير صالح' })).toBeVisible()
    expect(screen.getByText('انتهت صلاحية رابط استعادة كلمة المرور أو سبق استخدامه')).toBeVisible()
    expect(setSession).toHaveBeenCalledTimes(refusal ? 1 : 0)
    const again = screen.getByRole('button', { name: 'إرسال رابط جديد' })
    await waitFor(() => expect(again).toBeEnabled())
    await user.type(screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/), 'a@b.sa')
    await user.click(again)
    expect(await screen.findByText('تم استلام طلبك')).toBeVisible()
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/functions\/v1\/password-reset$/)
  })
})
