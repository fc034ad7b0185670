import '@testing-library/jest-dom/vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { loginErrorMessage } from '@/features/auth/api/login'
import { LoginForm } from '@/features/auth/components/login-form'
import { LockWarningPanel } from '@/features/auth/components/lock-warning-panel'
import {
  attemptsRemaining,
  formatLockRemaining,
  isUrgent,
  lockDurationLabel,
} from '@/features/auth/lock'
import { GoogleButton } from '@/features/auth/components/google-button'
import { oauthRedirectTo, returnPath } from '@/lib/return-path'

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))

const signIn = vi.fn()
const google = vi.fn()
vi.mock('@/features/auth/api/login', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/auth/api/login')>()
  return {
    ...original,
    signInWithIdentifier: (...args: unknown[]) => signIn(...args),
    signInWithGoogle: (...args: unknown[]) => google(...args),
  }
})

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

describe('lock countdown formatting (spec 4)', () => {
  it('days and hours', () => {
    expect(formatLockRemaining(3 * day)).toBe('3 أيام')
    expect(formatLockRemaining(2 * day + 5 * hour)).toBe('يومان و5 ساعات')
    expect(formatLockRemaining(day + 2 * hour + 30 * minute)).toBe('يوم واحد وساعتان')
    expect(formatLockRemaining(day + 11 * hour)).toBe('يوم واحد و11 ساعة')
  })

  it('hours and minutes', () => {
    expect(formatLockRemaining(hour)).toBe('ساعة واحدة')
    expect(formatLockRemaining(2 * hour + 15 * minute)).toBe('ساعتان و15 دقيقة')
    expect(formatLockRemaining(23 * hour + 3 * minute)).toBe('23 ساعة و3 دقائق')
  })

  it('minutes, rounded up and never zero', () => {
    expect(formatLockRemaining(45 * minute)).toBe('45 دقيقة')
    expect(formatLockRemaining(2 * minute)).toBe('دقيقتان')
    expect(formatLockRemaining(10_000)).toBe('دقيقة واحدة')
    expect(formatLockRemaining(0)).toBe('دقيقة واحدة')
  })

  it('attempts remaining, urgency and duration by role', () => {
    expect(attemptsRemaining({ failedAttempts: 0 })).toBe(5)
    expect(attemptsRemaining({ failedAttempts: 3 })).toBe(2)
    expect(attemptsRemaining({ failedAttempts: 9 })).toBe(0)
    expect(isUrgent(3)).toBe(false)
    expect(isUrgent(2)).toBe(true)
    expect(lockDurationLabel(true)).toBe('ساعة واحدة (حساب مشرف)')
    expect(lockDurationLabel(false)).toBe('3 أيام (حساب عادي)')
  })
})

describe('LockWarningPanel', () => {
  const base = {
    failedAttempts: 0,
    isLocked: false,
    lockedUntil: null,
    recentAttempts: 0,
    isAdmin: false,
  }

  it('shows nothing before a failure, a calm warning, then an urgent one', () => {
    const { rerender, container } = render(<LockWarningPanel status={base} />)
    expect(container).toBeEmptyDOMElement()

    rerender(<LockWarningPanel status={{ ...base, failedAttempts: 1 }} />)
    expect(screen.getByRole('status')).toHaveTextContent('تبقّى لديك 4 محاولات')
    expect(screen.getByTestId('attempts-warning')).toHaveAttribute('data-urgent', 'false')

    rerender(<LockWarningPanel status={{ ...base, failedAttempts: 3 }} />)
    expect(screen.getByRole('alert')).toHaveTextContent('تبقّى لديك محاولتان')
    expect(screen.getByTestId('attempts-warning')).toHaveAttribute('data-urgent', 'true')
  })

  it('a lock shows the reason, remaining time, duration and support', () => {
    const lockedUntil = new Date(Date.now() + 2 * day + 3 * hour + 10_000).toISOString()
    render(
      <LockWarningPanel status={{ ...base, failedAttempts: 5, isLocked: true, lockedUntil }} />,
    )
    const panel = screen.getByTestId('lock-panel')
    expect(panel).toHaveTextContent('تم تجميد الحساب بسبب 5 محاولات دخول خاطئة خلال 15 دقيقة.')
    expect(panel).toHaveTextContent('الوقت المتبقي: يومان و3 ساعات')
    expect(panel).toHaveTextContent('مدة التجميد: 3 أيام (حساب عادي)')
    expect(screen.getByRole('link', { name: 'support@sanad.sa' })).toHaveAttribute(
      'href',
      'mailto:support@sanad.sa',
    )
  })
})

describe('login messages and return path', () => {
  it('maps the provider messages of spec 8', () => {
    expect(loginErrorMessage('Invalid login credentials')).toBe(
      'البيانات غير صحيحة. يرجى التحقق من البريد الإلكتروني وكلمة المرور',
    )
    expect(loginErrorMessage('تم تجميد الحساب مؤقتاً')).toBe('تم تجميد الحساب مؤقتاً')
    expect(loginErrorMessage(undefined)).toBe('حدث خطأ أثناء تسجيل الدخول')
  })

  it('returns to the page the guard came from, else the dashboard (issue 50)', () => {
    expect(
      returnPath({ from: { pathname: '/subscription', search: '?expired=true', hash: '' } }),
    ).toBe('/subscription?expired=true')
    expect(returnPath(null)).toBe('/dashboard')
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/dashboard')
  })

  it('Google comes back to the same page on this site, never to another host (issue 50)', () => {
    const origin = 'https://sanad.example'
    expect(oauthRedirectTo('/dashboard', origin)).toBe('https://sanad.example/dashboard')
    expect(oauthRedirectTo('/subscription?expired=true#plans', origin)).toBe(
      'https://sanad.example/subscription?expired=true#plans',
    )
    expect(oauthRedirectTo('//evil.example/steal', origin)).toBe('https://sanad.example/dashboard')
    expect(oauthRedirectTo('https://evil.example/', origin)).toBe('https://sanad.example/dashboard')
    expect(oauthRedirectTo(returnPath(null))).toBe(`${window.location.origin}/dashboard`)
  })

  it('the app’s Google button signs in towards the page the guard came from, else the dashboard', async () => {
    google.mockReset()
    google.mockResolvedValue(undefined)
    const user = userEvent.setup()
    const { unmount } = render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/login', state: { from: { pathname: '/dashboard/favorites', search: '' } } },
        ]}
      >
        <GoogleButton />
      </MemoryRouter>,
    )
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' }))
    expect(google).toHaveBeenCalledWith('/dashboard/favorites')
    unmount()

    render(
      <MemoryRouter initialEntries={['/login']}>
        <GoogleButton />
      </MemoryRouter>,
    )
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' }))
    expect(google).toHaveBeenLastCalledWith('/dashboard')
  })
})

describe('LoginForm validation (spec 5.3)', () => {
  function renderForm() {
    const onSignedIn = vi.fn()
    render(
      <MemoryRouter>
        <LoginForm onSignedIn={onSignedIn} />
      </MemoryRouter>,
    )
    return { user: userEvent.setup(), onSignedIn }
  }

  it('validates on submit, then again on change', async () => {
    const { user } = renderForm()
    const identifier = screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/)
    const password = screen.getByLabelText(/كلمة المرور/, { selector: 'input' })
    // Nothing is said before the first submit.
    await user.type(identifier, 'x')
    await user.clear(identifier)
    expect(identifier).not.toHaveAttribute('aria-invalid', 'true')

    // Validation is asynchronous (the resolver; the schema's module may still be loading): wait
    // for its verdict (a unit run beside the CI's load read the description before it came).
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }))
    await waitFor(() => {
      expect(identifier).toHaveAccessibleDescription('البريد الإلكتروني مطلوب')
      expect(password).toHaveAccessibleDescription('كلمة المرور مطلوبة')
    })

    await user.type(password, 'p')
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid', 'true'))
    await user.type(identifier, 'bad@mail')
    await waitFor(() =>
      expect(identifier).toHaveAccessibleDescription('البريد الإلكتروني غير صحيح'),
    )
    await user.clear(identifier)
    await user.type(identifier, 'noura_user')
    await waitFor(() => expect(identifier).not.toHaveAttribute('aria-invalid', 'true'))
    expect(signIn).not.toHaveBeenCalled()
  })

  it('shows and hides the password', async () => {
    const { user } = renderForm()
    const password = screen.getByLabelText(/كلمة المرور/, { selector: 'input' })
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'إظهار كلمة المرور' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'إخفاء كلمة المرور' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('signs in with a username and reports success', async () => {
    signIn.mockResolvedValueOnce(undefined)
    const { user, onSignedIn } = renderForm()
    await user.type(screen.getByLabelText(/البريد الإلكتروني أو اسم المستخدم/), 'noura_user')
    await user.type(screen.getByLabelText(/كلمة المرور/, { selector: 'input' }), 'secret')
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }))
    expect(signIn).toHaveBeenCalledWith('noura_user', 'secret')
    const { toast } = await import('@/lib/toast')
    expect(toast.success).toHaveBeenCalledWith('تم تسجيل الدخول بنجاح', {
      description: 'مرحباً بك في سند! سعداء بعودتك.',
    })
    expect(onSignedIn).toHaveBeenCalled()
  })
})
