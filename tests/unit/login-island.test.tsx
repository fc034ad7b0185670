/**
 * The static /login page (issue 51): LoginPage as the build renders it, run by src/islands/login.ts
 * without React — the same schema and messages, the sign-in edge function over fetch with the
 * session stored through auth-js, the lock warnings from LockWarningPanel's templates, the
 * redirects of PublicOnly and of a successful sign-in; /forgot-password (src/islands/forgot-password.ts).
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import ForgotPasswordPage from '@/features/auth/pages/forgot-password-page'
import LoginPage from '@/features/auth/pages/login-page'
import { StaticRenderContext } from '@/hooks/use-static-render'
import { rawAuthStorageKey } from '@/lib/env-defaults'
import { takeFlashToast } from '@/lib/flash-toast'

const setSession = vi.fn()
const signInWithOAuth = vi.fn()
vi.mock('@/islands/auth-client', () => ({
  authClient: async () => ({ setSession, signInWithOAuth }),
}))
const swapPage = vi.fn()
vi.mock('@/islands/page', () => ({
  onPage: (mount: () => void) => mount(),
  swapPage: (...args: unknown[]) => swapPage(...args),
}))

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })
const front = () => document.querySelector('[data-sonner-toast][data-front="true"]')
const submit = () => screen.getByRole('button', { name: 'تسجيل الدخول' })

/** The page as served, then its island (it loads after the first paint). */
async function serve() {
  document.body.innerHTML = renderToString(
    <StaticRenderContext value={{ setMeta: () => {} }}>
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>
    </StaticRenderContext>,
  )
  expect(submit()).toBeDisabled()
  expect(screen.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' })).toBeDisabled()
  await import('@/islands/login')
  await waitFor(() => expect(submit()).toBeEnabled())
  return userEvent.setup()
}

async function logIn(user: ReturnType<typeof userEvent.setup>, identifier: string) {
  await user.type(screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/), identifier)
  await user.type(screen.getByLabelText(/^كلمة المرور/), 'Wrong-Passw0rd!')
  await user.click(submit())
}

/** The sign-in function's refusal, the log RPC, then the status read with `failed` attempts. */
function refusal(failed: number, lockedUntil: string | null = null) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    if (url.endsWith('/functions/v1/sign-in')) {
      return json({ msg: 'Invalid login credentials', error: 'invalid_grant' }, 400)
    }
    if (url.endsWith('/rpc/get_login_security_status')) {
      return json([
        {
          failed_attempts: failed,
          is_locked: lockedUntil !== null,
          locked_until: lockedUntil,
          recent_attempts_count: failed,
          is_admin: false,
        },
      ])
    }
    return json(null)
  })
}

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
  window.history.replaceState(null, '', '/login')
  fetchMock.mockReset()
  setSession.mockReset()
  signInWithOAuth.mockReset()
  swapPage.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('static /login (src/islands/login.ts)', () => {
  it('validates with the schema’s Arabic messages before any call, then again on change', async () => {
    const user = await serve()
    await user.click(submit())
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeVisible()
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeVisible()
    const identifier = screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/)
    expect(identifier).toHaveFocus()
    expect(identifier).toHaveAttribute('aria-invalid', 'true')
    await user.type(identifier, 'a@b')
    expect(await screen.findByText('البريد الإلكتروني غير صحيح')).toBeVisible()
    await user.type(identifier, '.sa')
    await waitFor(() => expect(screen.queryByText('البريد الإلكتروني غير صحيح')).toBeNull())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('signs in through the sign-in function, stores the session with auth-js and goes back', async () => {
    window.history.replaceState(
      { usr: { from: { pathname: '/subscription', search: '?expired=true' } } },
      '',
      '/login',
    )
    fetchMock.mockResolvedValue(json({ access_token: 'a.b.c', refresh_token: 'r1' }))
    setSession.mockResolvedValue({ error: null })
    const user = await serve()
    await user.type(screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/), ' Premium_Demo ')
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'Secret-1!')
    await user.click(submit())
    await waitFor(() =>
      expect(swapPage).toHaveBeenCalledWith(
        '/subscription?expired=true',
        null,
        expect.any(Function),
      ),
    )
    // An app page is a new load: the welcome toast is kept for it (src/lib/flash-toast.ts).
    const beforeReload = swapPage.mock.calls[0]?.[2] as () => void
    beforeReload()
    expect(takeFlashToast()).toEqual({
      title: 'تم تسجيل الدخول بنجاح',
      description: 'مرحباً بك في سند! سعداء بعودتك.',
    })
    expect(takeFlashToast()).toBeNull()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/functions\/v1\/sign-in$/)
    expect(JSON.parse(String(init?.body))).toEqual({
      identifier: 'premium_demo',
      password: 'Secret-1!',
    })
    expect(setSession).toHaveBeenCalledWith({ access_token: 'a.b.c', refresh_token: 'r1' })
    expect(front()).toHaveTextContent('تم تسجيل الدخول بنجاح')
  })

  it('says why in Arabic, logs the refusal and shows the warning, urgent at two attempts left', async () => {
    refusal(1)
    const user = await serve()
    await logIn(user, 'someone@example.sa')
    const warning = await screen.findByTestId('attempts-warning')
    expect(warning).toHaveTextContent('تبقّى لديك 4 محاولات قبل تجميد الحساب مؤقتاً')
    expect(warning).toHaveAttribute('data-urgent', 'false')
    expect(front()).toHaveTextContent(
      'البيانات غير صحيحة. يرجى التحقق من البريد الإلكتروني وكلمة المرور',
    )
    const logged = fetchMock.mock.calls.find(([url]) =>
      String(url).endsWith('/rpc/log_security_event'),
    )
    expect(JSON.parse(String(logged?.[1]?.body))).toMatchObject({
      p_event_type: 'failed_login_attempt',
      p_metadata: { identifier: 'someone@example.sa', reason: 'Invalid login credentials' },
    })
    expect(setSession).not.toHaveBeenCalled()

    refusal(3)
    await waitFor(() => expect(submit()).toBeEnabled())
    await user.click(submit())
    await waitFor(() =>
      expect(screen.getByTestId('attempts-warning')).toHaveTextContent('تبقّى لديك محاولتان'),
    )
    expect(screen.getByTestId('attempts-warning')).toHaveAttribute('data-urgent', 'true')
    expect(screen.getAllByTestId('attempts-warning')).toHaveLength(1)
    expect(swapPage).not.toHaveBeenCalled()
  })

  it('shows the lock with its remaining time and length', async () => {
    refusal(5, new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 - 30_000).toISOString())
    const user = await serve()
    await logIn(user, 'someone@example.sa')
    const panel = await screen.findByTestId('lock-panel')
    expect(panel).toHaveTextContent('تم تجميد الحساب بسبب 5 محاولات دخول خاطئة خلال 15 دقيقة.')
    expect(panel).toHaveTextContent('الوقت المتبقي: 3 أيام')
    expect(panel).toHaveTextContent('مدة التجميد: 3 أيام (حساب عادي)')
    expect(screen.queryByTestId('attempts-warning')).toBeNull()
  })

  it('keeps what was typed and says the network message when the backend is unreachable', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = await serve()
    await logIn(user, 'someone@example.sa')
    await waitFor(() =>
      expect(front()).toHaveTextContent('تعذّر الاتصال بالخادم. تحقق من اتصالك بالإنترنت'),
    )
    expect(screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/)).toHaveValue(
      'someone@example.sa',
    )
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveValue('Wrong-Passw0rd!')
    await waitFor(() => expect(submit()).toBeEnabled())
  })

  it('shows and hides the password with the toggle', async () => {
    const user = await serve()
    const password = screen.getByLabelText(/^كلمة المرور/)
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'إظهار كلمة المرور' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'إخفاء كلمة المرور' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('starts Google sign-in through auth-js, returning where e-mail sign-in goes: the dashboard', async () => {
    signInWithOAuth.mockResolvedValue({ error: null })
    const user = await serve()
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' }))
    expect(signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/dashboard` },
    })
  })

  it('Google sign-in returns to the protected page that sent the visitor here', async () => {
    signInWithOAuth.mockResolvedValue({ error: null })
    window.history.replaceState(
      { usr: { from: { pathname: '/dashboard/prompt-cards/p1', search: '?tab=2' } } },
      '',
      '/login',
    )
    const user = await serve()
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' }))
    expect(signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/dashboard/prompt-cards/p1?tab=2` },
    })
  })

  it('sends a signed-in visitor to the dashboard without starting the form', async () => {
    localStorage.setItem(
      rawAuthStorageKey(),
      JSON.stringify({ access_token: 'a.b.c', refresh_token: 'r', user: { id: 'u1' } }),
    )
    document.body.innerHTML = renderToString(
      <StaticRenderContext value={{ setMeta: () => {} }}>
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>
      </StaticRenderContext>,
    )
    await import('@/islands/login')
    await waitFor(() => expect(swapPage.mock.calls[0]?.[0]).toBe('/dashboard'))
    expect(submit()).toBeDisabled()
  })
})

describe('static /forgot-password (src/islands/forgot-password.ts)', () => {
  const send = () => screen.getByRole('button', { name: 'إرسال رابط الاستعادة' })

  async function serveForgot() {
    document.body.innerHTML = renderToString(
      <StaticRenderContext value={{ setMeta: () => {} }}>
        <MemoryRouter>
          <ForgotPasswordPage />
        </MemoryRouter>
      </StaticRenderContext>,
    )
    expect(send()).toBeDisabled()
    await import('@/islands/forgot-password')
    await waitFor(() => expect(send()).toBeEnabled())
    return userEvent.setup()
  }

  it('validates in Arabic, asks the password-reset function, answers the same, and sends again', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }))
    const user = await serveForgot()
    await user.click(send())
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeVisible()
    expect(fetchMock).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/), ' Reset_User ')
    await user.click(send())
    expect(await screen.findByRole('status')).toHaveTextContent('تم استلام طلبك')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/functions\/v1\/password-reset$/)
    expect(JSON.parse(String(init?.body))).toEqual({
      identifier: 'reset_user',
      redirect_to: `${window.location.origin}/reset-password`,
    })
    expect(screen.queryByRole('form', { name: 'نموذج استعادة كلمة المرور' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'لم تصلك الرسالة؟ أرسل مرة أخرى' }))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/)).toHaveValue(' Reset_User ')
  })

  it('shows the server’s Arabic refusal and the network message, keeping the input', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'تجاوزت عدد الطلبات المسموح' }, 429))
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const user = await serveForgot()
    await user.type(screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/), 'a@b.sa')
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent('تجاوزت عدد الطلبات المسموح')
    await waitFor(() => expect(send()).toBeEnabled())
    await user.click(send())
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('تعذّر الاتصال بالخادم'))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/)).toHaveValue('a@b.sa')
  })
})
