import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Session } from '@supabase/supabase-js'
import { MemoryRouter } from 'react-router-dom'
import { AdminAccessGate } from '@/features/admin/components/mfa/admin-access-gate'

const mocks = vi.hoisted(() => ({
  status: 'checking' as string,
  start: vi.fn(),
  verify: vi.fn(),
  factor: vi.fn(),
  issue: vi.fn(),
  spend: vi.fn(),
}))

vi.mock('@/features/admin/api/access', () => ({
  useAdminAccess: () => ({ status: mocks.status }),
}))

vi.mock('@/features/admin/api/mfa', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/admin/api/mfa')>()
  return {
    ...actual,
    startTotpEnrolment: mocks.start,
    verifyTotp: mocks.verify,
    verifiedTotpFactor: mocks.factor,
    issueRecoveryCodes: mocks.issue,
    spendRecoveryCode: mocks.spend,
  }
})

const { MfaError } = await import('@/features/admin/api/mfa')
const WRONG = 'رمز التحقق غير صحيح أو انتهت صلاحيته. أدخل الرمز الظاهر الآن في تطبيق المصادقة'
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKLM-NP${String(i).padStart(2, '2')}`)
const session = { user: { id: 'u1' }, access_token: 'x.e30.y' } as unknown as Session

function renderGate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminAccessGate session={session}>
          <h1>لوحة الإدارة</h1>
        </AdminAccessGate>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  for (const fn of [mocks.start, mocks.verify, mocks.factor, mocks.issue, mocks.spend]) {
    fn.mockReset()
  }
})

describe('AdminAccessGate', () => {
  it('shows admin pages only at aal2; a refusal to a non-admin', () => {
    mocks.status = 'refused'
    const { unmount } = renderGate()
    expect(screen.getByRole('heading', { name: 'غير مصرح لك بالدخول' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'لوحة الإدارة' })).toBeNull()
    unmount()
    mocks.status = 'checking'
    const checking = renderGate()
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحقق من صلاحيات الإدارة...')
    checking.unmount()
    mocks.status = 'admin'
    renderGate()
    expect(screen.getByRole('heading', { name: 'لوحة الإدارة' })).toBeVisible()
  })

  it('enrols: QR code and grouped secret, a wrong code in Arabic, then recovery codes to confirm', async () => {
    const user = userEvent.setup()
    mocks.status = 'enrol'
    mocks.start.mockResolvedValue({
      factorId: 'f1',
      qrCode: 'data:image/svg+xml;utf-8,<svg/>',
      secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
    })
    mocks.verify.mockRejectedValueOnce(new MfaError(WRONG)).mockResolvedValueOnce(undefined)
    mocks.issue.mockResolvedValue(CODES)
    renderGate()
    expect(await screen.findByRole('img', { name: /رمز QR/ })).toBeVisible()
    expect(screen.getByText('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567')).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'لوحة الإدارة' })).toBeNull()

    const input = screen.getByLabelText(/^رمز التحقق/)
    await user.type(input, '12')
    await user.click(screen.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }))
    expect(
      await screen.findByText('أدخل الرمز المكوّن من 6 أرقام كما يظهر في تطبيق المصادقة'),
    ).toBeVisible()
    expect(mocks.verify).not.toHaveBeenCalled()

    await user.clear(input)
    await user.type(input, '123 456')
    await user.click(screen.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }))
    expect(await screen.findByText(WRONG)).toBeVisible()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(mocks.verify).toHaveBeenLastCalledWith('f1', '123456')

    // The verified session is aal2 from here: the codes stay on screen until confirmed.
    mocks.status = 'admin'
    await user.clear(input)
    await user.type(input, '654321')
    await user.click(screen.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }))
    const list = await screen.findByRole('list', { name: 'رموز الاسترداد' })
    expect(list.querySelectorAll('li')).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'المتابعة إلى لوحة الإدارة' }))
    expect(screen.getByText('أكّد أنك حفظت رموز الاسترداد في مكان آمن قبل المتابعة')).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'لوحة الإدارة' })).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'حفظت رموز الاسترداد في مكان آمن' }))
    await user.click(screen.getByRole('button', { name: 'المتابعة إلى لوحة الإدارة' }))
    expect(screen.getByRole('heading', { name: 'لوحة الإدارة' })).toBeVisible()
  })

  it('codes that failed to be issued after enrolment get a retry, not the admin area', async () => {
    const user = userEvent.setup()
    mocks.status = 'enrol'
    mocks.start.mockResolvedValue({ factorId: 'f1', qrCode: 'data:,', secret: 'A'.repeat(32) })
    mocks.verify.mockResolvedValue(undefined)
    mocks.issue
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new MfaError('تعذّر إنشاء رموز الاسترداد. يرجى المحاولة مرة أخرى'))
      .mockResolvedValueOnce(CODES)
    renderGate()
    await user.type(await screen.findByLabelText(/^رمز التحقق/), '123456')
    mocks.status = 'admin'
    await user.click(screen.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }))
    const retry = await screen.findByRole('button', { name: 'إنشاء رموز الاسترداد' })
    expect(screen.queryByRole('heading', { name: 'لوحة الإدارة' })).toBeNull()
    await user.click(retry)
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر إنشاء رموز الاسترداد')
    await user.click(screen.getByRole('button', { name: 'إنشاء رموز الاسترداد' }))
    expect(await screen.findByRole('list', { name: 'رموز الاسترداد' })).toBeVisible()
  })

  it('asks an enrolled admin for a code, or a recovery code whose refusal is shown', async () => {
    const user = userEvent.setup()
    mocks.status = 'verify'
    mocks.factor.mockResolvedValue('f1')
    mocks.verify.mockRejectedValueOnce(new MfaError(WRONG))
    mocks.spend.mockRejectedValueOnce(new MfaError('رمز الاسترداد غير صحيح'))
    mocks.spend.mockResolvedValueOnce(undefined)
    renderGate()
    await user.type(screen.getByLabelText(/^رمز التحقق/), '000000')
    await user.click(screen.getByRole('button', { name: 'تحقق وادخل' }))
    expect(await screen.findByText(WRONG)).toBeVisible()
    expect(mocks.verify).toHaveBeenCalledWith('f1', '000000')

    await user.click(screen.getByRole('button', { name: 'استخدام رمز استرداد' }))
    const field = screen.getByLabelText(/^رمز الاسترداد/)
    await user.click(screen.getByRole('button', { name: 'استخدام رمز الاسترداد' }))
    expect(await screen.findByText('أدخل أحد رموز الاسترداد التي حفظتها')).toBeVisible()
    await user.type(field, 'AAAA-BBBB-CCCC-DDDD')
    await user.click(screen.getByRole('button', { name: 'استخدام رمز الاسترداد' }))
    expect(await screen.findByText('رمز الاسترداد غير صحيح')).toBeVisible()
    expect(field).toHaveValue('AAAA-BBBB-CCCC-DDDD')
    await user.click(screen.getByRole('button', { name: 'استخدام رمز الاسترداد' }))
    await waitFor(() => expect(mocks.spend).toHaveBeenCalledTimes(2))
    await user.click(screen.getByRole('button', { name: 'العودة إلى رمز تطبيق المصادقة' }))
    expect(screen.getByRole('button', { name: 'تحقق وادخل' })).toBeVisible()
  })
})
