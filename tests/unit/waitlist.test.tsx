import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { toWaitlistError } from '@/features/waitlist/api/join-waitlist'
import {
  CSRF_EXPIRES_KEY,
  CSRF_LIFETIME_MS,
  CSRF_TOKEN_KEY,
  ensureCsrfToken,
  readCsrfToken,
} from '@/features/waitlist/csrf'
import WaitlistPage from '@/features/waitlist/pages/waitlist-page'
import { secureRequest, SecureRequestError } from '@/features/waitlist/secure-request'
import { toast } from '@/lib/toast'

const rpc = vi.hoisted(() => ({
  call: vi.fn<(name: string, args: Record<string, unknown>) => Promise<unknown>>(),
}))

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}))
vi.mock('@/lib/supabase', () => ({
  getSupabase: () => Promise.resolve({ rpc: rpc.call }),
}))

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WaitlistPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

async function fill(user: ReturnType<typeof userEvent.setup>, invite = '') {
  await user.type(screen.getByLabelText(/الاسم/), 'سارة أحمد')
  await user.type(screen.getByLabelText(/البريد الإلكتروني/), 'sara@example.sa')
  if (invite) await user.type(screen.getByLabelText(/رمز الدعوة/), invite)
}

const submit = () => screen.getByRole('button', { name: 'انضم إلى قائمة الانتظار' })

beforeEach(() => {
  sessionStorage.clear()
  rpc.call.mockReset()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})

describe('CSRF token', () => {
  it('is generated when missing, kept for 30 minutes, then removed', () => {
    const now = 1_000_000
    const token = ensureCsrfToken(now)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(sessionStorage.getItem(CSRF_TOKEN_KEY)).toBe(token)
    expect(Number(sessionStorage.getItem(CSRF_EXPIRES_KEY))).toBe(now + CSRF_LIFETIME_MS)
    expect(ensureCsrfToken(now + 60_000)).toBe(token)
    expect(readCsrfToken(now + CSRF_LIFETIME_MS - 1)).toBe(token)
    expect(readCsrfToken(now + CSRF_LIFETIME_MS)).toBeNull()
    expect(sessionStorage.getItem(CSRF_TOKEN_KEY)).toBeNull()
    expect(sessionStorage.getItem(CSRF_EXPIRES_KEY)).toBeNull()
    expect(ensureCsrfToken(now + CSRF_LIFETIME_MS)).not.toBe(token)
  })

  it('secureRequest refuses without a valid token and leaves a fresh one for the retry', async () => {
    const request = vi.fn(async () => 'done')
    await expect(secureRequest(request)).rejects.toEqual(
      new SecureRequestError('csrf', 'رمز الحماية غير صالح. يرجى تحديث الصفحة.'),
    )
    expect(request).not.toHaveBeenCalled()
    await expect(secureRequest(request)).resolves.toBe('done')
  })
})

describe('waitlist refusals', () => {
  it.each([
    ['invalid_invite', 'رمز الدعوة غير صالح أو منتهي الصلاحية', 'inviteCode'],
    ['duplicate_email', 'هذا البريد الإلكتروني مسجل مسبقاً في قائمة الانتظار', 'email'],
    ['rate_limited', 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً', undefined],
  ])('%s gives the spec message', (code, message, field) => {
    const error = toWaitlistError({ success: false, code, message: 'server text' })
    expect(error.message).toBe(message)
    expect(error.field).toBe(field)
  })

  it('falls back to the Arabic fallback when nothing better is known', () => {
    expect(toWaitlistError(null).message).toBe('حدث خطأ أثناء التسجيل، يرجى المحاولة لاحقاً')
  })
})

describe('WaitlistPage', () => {
  it('shows the logo, title, tagline and the five highlights, with required fields marked', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('قائمة الانتظار')
    expect(screen.getByRole('list', { name: 'ما ينتظرك في سند' }).children).toHaveLength(5)
    expect(screen.getByLabelText(/الاسم/)).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText(/رمز الدعوة/)).not.toHaveAttribute('aria-required')
    expect(sessionStorage.getItem(CSRF_TOKEN_KEY)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('upper-cases the invite code as it is typed', async () => {
    const user = renderPage()
    await user.type(screen.getByLabelText(/رمز الدعوة/), 'early2025')
    expect(screen.getByLabelText(/رمز الدعوة/)).toHaveValue('EARLY2025')
  })

  it('shows Arabic errors for the empty required fields and a malformed invite code', async () => {
    const user = renderPage()
    await user.type(screen.getByLabelText(/رمز الدعوة/), 'a!')
    await user.click(submit())
    expect(screen.getByLabelText(/الاسم/)).toHaveAccessibleDescription('يرجى إدخال الاسم')
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAccessibleDescription(
      'البريد الإلكتروني مطلوب',
    )
    expect(screen.getByLabelText(/رمز الدعوة/)).toHaveAccessibleDescription(
      expect.stringContaining('رمز الدعوة غير صحيح'),
    )
    expect(rpc.call).not.toHaveBeenCalled()
  })

  it('says the registration is secured while submitting, then thanks with the discount note', async () => {
    let answer: (value: unknown) => void = () => {}
    rpc.call.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = renderPage()
    await fill(user, 'early1')
    await user.click(submit())
    const busy = await screen.findByRole('button', { name: 'جارٍ التسجيل الآمن...' })
    expect(busy).toBeDisabled()
    expect(rpc.call).toHaveBeenCalledWith('join_waitlist', {
      p_name: 'سارة أحمد',
      p_email: 'sara@example.sa',
      p_invite_code: 'EARLY1',
      p_user_agent: navigator.userAgent,
    })
    answer({ data: { success: true, code: 'ok', message: '' }, error: null })
    expect(await screen.findByText(/خصم خاص/)).toBeInTheDocument()
    expect(screen.getByText('sara@example.sa')).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('تم التسجيل بنجاح!', {
      description: 'شكراً لانضمامك، سنخبرك فور الإطلاق',
    })
  })

  it('keeps what was typed and shows the spec message under the field on a refusal', async () => {
    rpc.call.mockResolvedValue({
      data: { success: false, code: 'invalid_invite', message: '...' },
      error: null,
    })
    const user = renderPage()
    await fill(user, 'nocode')
    await user.click(submit())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('خطأ في التسجيل', {
        description: 'رمز الدعوة غير صالح أو منتهي الصلاحية',
      }),
    )
    expect(screen.getByLabelText(/رمز الدعوة/)).toHaveAccessibleDescription(
      expect.stringContaining('رمز الدعوة غير صالح أو منتهي الصلاحية'),
    )
    expect(screen.getByLabelText(/الاسم/)).toHaveValue('سارة أحمد')
    expect(screen.getByLabelText(/رمز الدعوة/)).toHaveValue('NOCODE')
  })

  it('refuses with the CSRF message when the token expired, without calling the server', async () => {
    const user = renderPage()
    await fill(user)
    sessionStorage.setItem(CSRF_EXPIRES_KEY, String(Date.now() - 1))
    await user.click(submit())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('خطأ في التسجيل', {
        description: 'رمز الحماية غير صالح. يرجى تحديث الصفحة.',
      }),
    )
    expect(rpc.call).not.toHaveBeenCalled()
  })

  it('shows the fallback message when the network fails', async () => {
    rpc.call.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = renderPage()
    await fill(user)
    await user.click(submit())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('خطأ في التسجيل', {
        description: 'حدث خطأ أثناء التسجيل، يرجى المحاولة لاحقاً',
      }),
    )
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveValue('sara@example.sa')
  })
})
