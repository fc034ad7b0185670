import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ComponentProps, ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { PriceBreakdown } from '@/components/price-breakdown'
import { PlanChangeDialog } from '@/features/subscription/components/plan-change-dialog'
import type { PlanRow } from '@/features/subscription/api/subscription-api'
import {
  outcomeFromCharge,
  outcomeFromStatus,
  recheckHint,
  resultMessages,
  signInPrompt,
} from '@/features/payments/lib/result'
import {
  fetchPaymentStatus,
  PaymentError,
  startPayment,
  TOO_MANY_PAYMENT_REQUESTS,
} from '@/features/payments/api/payments-api'
import PaymentPage from '@/features/payments/pages/payment-page'
import PaymentResultPage from '@/features/payments/pages/payment-result-page'
import { toast } from '@/lib/toast'
import { returnPath } from '@/lib/return-path'
import { AuthContext, type AuthContextValue } from '@/hooks/use-auth'
import { SubscriptionContext } from '@/hooks/use-subscription-status'
import { formatLongDate, formatSar } from '@/lib/format'

const invoke = vi.fn()
/** The /payment page's quote: the plan row, then the plan checks (get_user_plan_details, ...). */
const planRow = { name: 'الأساسية', price: 19, billing_cycle: 'monthly' }
const rpcAnswers: Record<string, unknown> = {
  get_user_plan_details: [{ plan_slug: 'trial' }],
  validate_plan_change: [{ is_valid: true, message: 'ترقية متاحة' }],
  quote_plan_change: [{ final_amount: 19, currency: 'SAR' }],
}
vi.mock('@/lib/supabase', () => {
  const query = {
    select: () => query,
    eq: () => query,
    maybeSingle: async () => ({ data: planRow, error: null }),
  }
  return {
    getSupabase: async () => ({
      functions: { invoke: (...args: unknown[]) => invoke(...args) },
      from: () => query,
      rpc: async (name: string) => ({ data: rpcAnswers[name] ?? null, error: null }),
    }),
  }
})
vi.mock('@/lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn(), info: vi.fn(), message: vi.fn() },
}))
const validatePlanChange = vi.hoisted(() =>
  vi.fn(async () => ({
    isValid: true,
    message: 'ترقية متاحة',
    changeType: 'upgrade',
  })),
)
vi.mock('@/features/subscription/api/subscription-api', () => ({
  validatePlanChange,
  quotePlanChange: async () => ({
    planSlug: 'basic',
    changeType: 'upgrade',
    originalAmount: 19,
    prorationAmount: null,
    promotionName: null,
    promotionDiscount: 0,
    discountCode: null,
    discountAmount: 0,
    finalAmount: 19,
    currency: 'SAR',
    codeError: null,
  }),
  checkDiscountCode: vi.fn(),
  updateSubscription: vi.fn(),
}))

/** What tap-payment answers when Tap cannot be reached (supabase/functions/_shared/payments.ts). */
const UNREACHABLE = 'تعذّر الاتصال ببوابة الدفع. لم يتم خصم أي مبلغ، يرجى المحاولة مرة أخرى.'

/** What tap-payment answers past 10 checkouts in 10 minutes (paymentErrors.tooManyCheckouts). */
const TOO_MANY_CHECKOUTS =
  'بدأت عملية الدفع عدة مرات خلال الدقائق العشر الأخيرة. لم يتم خصم أي مبلغ، يرجى الانتظار 10 دقائق ثم المحاولة مرة أخرى.'

/** A supabase-js FunctionsHttpError: the function's Response is its context. */
function functionError(status: number, body: unknown) {
  return { data: null, error: { context: new Response(JSON.stringify(body), { status }) } }
}

function authValue(user: { id: string } | null, loading = false): AuthContextValue {
  return {
    user: user as AuthContextValue['user'],
    session: null,
    loading,
    currentSessionId: null,
    isSessionValid: true,
    extendSession: () => undefined,
    terminateSession: async () => undefined,
    isOffline: false,
    onReconnect: () => () => undefined,
  }
}

/** A plan row for the plan-change dialog: the trial, or the basic monthly plan. */
const plan = (slug: string, price: number, rank: number): PlanRow => ({
  slug,
  name: slug === 'trial' ? 'تجريبي' : 'الأساسية',
  description: '',
  price,
  currency: 'SAR',
  billingCycle: slug === 'trial' ? 'trial' : 'monthly',
  features: [],
  limits: {},
  isPopular: false,
  rank,
})

function Providers({ children, auth }: { children: ReactNode; auth: AuthContextValue }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <SubscriptionContext.Provider
          value={{ status: null, checking: false, lastCheckedAt: null, refresh: async () => true }}
        >
          {children}
        </SubscriptionContext.Provider>
      </AuthContext.Provider>
    </QueryClientProvider>
  )
}

/** The plan-change dialog from the trial to «الأساسية», for user u1. */
function renderTrialToBasic(
  startCheckout: ComponentProps<typeof PlanChangeDialog>['startCheckout'],
) {
  return render(
    <Providers auth={authValue({ id: 'u1' })}>
      <PlanChangeDialog
        userId="u1"
        email="u1@example.test"
        current={plan('trial', 0, 0)}
        target={plan('basic', 19, 1)}
        paidCycleEndsAt={null}
        onClose={() => undefined}
        onChanged={() => undefined}
        startCheckout={startCheckout}
      />
    </Providers>,
  )
}

beforeEach(() => {
  invoke.mockReset()
})

describe('payment result (spec 4, 8)', () => {
  it('reads the status parameter as the spec lists it', () => {
    expect(outcomeFromStatus('success')).toBe('success')
    expect(outcomeFromStatus('CAPTURED')).toBe('success')
    expect(outcomeFromStatus('failed')).toBe('failed')
    expect(outcomeFromStatus('FAILED')).toBe('failed')
    expect(outcomeFromStatus('cancelled')).toBe('cancelled')
    expect(outcomeFromStatus('CANCELLED')).toBe('cancelled')
    expect(outcomeFromStatus('INITIATED')).toBeNull()
    expect(outcomeFromStatus(null)).toBeNull()
  })

  it('a retrieved charge is a success only when CAPTURED', () => {
    expect(outcomeFromCharge('CAPTURED')).toBe('success')
    expect(outcomeFromCharge('DECLINED')).toBe('failed')
    expect(outcomeFromCharge('INITIATED')).toBe('failed')
    expect(outcomeFromCharge('CANCELLED')).toBe('cancelled')
  })

  it('keeps the spec messages verbatim', () => {
    expect(resultMessages).toEqual({
      missingId: 'لم يتم العثور على معرف الدفع',
      failed: 'فشل في عملية الدفع. يرجى المحاولة مرة أخرى.',
      cancelled: 'تم إلغاء عملية الدفع.',
      checkError: 'حدث خطأ أثناء التحقق من حالة الدفع',
    })
  })
})

describe('price breakdown', () => {
  it('lists original, proration, promotion, code and the total', () => {
    render(
      <PriceBreakdown
        quote={{
          planSlug: 'premium',
          changeType: 'upgrade',
          originalAmount: 57,
          prorationAmount: 12.67,
          promotionName: 'عرض',
          promotionDiscount: 2.53,
          discountCode: 'WELCOME10',
          discountAmount: 1.01,
          finalAmount: 9.13,
          currency: 'SAR',
          codeError: null,
        }}
        periodEndsAt="2026-12-28T12:00:00Z"
      />,
    )
    expect(screen.getByLabelText('تفاصيل السعر')).toBeInTheDocument()
    expect(screen.getByText('السعر الأصلي').nextSibling?.textContent).toBe(formatSar(57))
    expect(
      screen.getByText(
        `فرق السعر لبقية فترتك الحالية (حتى ${formatLongDate('2026-12-28T12:00:00Z')})`,
      ).nextSibling?.textContent,
    ).toBe(formatSar(12.67))
    expect(screen.getByText('العرض الترويجي (عرض)').nextSibling?.textContent).toBe(
      `- ${formatSar(2.53)}`,
    )
    expect(screen.getByText('كود الخصم (WELCOME10)').nextSibling?.textContent).toBe(
      `- ${formatSar(1.01)}`,
    )
    expect(screen.getByTestId('quote-total').textContent).toBe(formatSar(9.13))
  })

  it('shows no discount rows when there is none', () => {
    render(
      <PriceBreakdown
        quote={{
          planSlug: 'basic',
          changeType: 'upgrade',
          originalAmount: 19,
          prorationAmount: null,
          promotionName: null,
          promotionDiscount: 0,
          discountCode: null,
          discountAmount: 0,
          finalAmount: 19,
          currency: 'SAR',
          codeError: null,
        }}
      />,
    )
    expect(screen.queryByText(/كود الخصم/)).toBeNull()
    expect(screen.queryByText(/العرض الترويجي/)).toBeNull()
    expect(screen.getByTestId('quote-total').textContent).toBe(formatSar(19))
  })
})

describe('payment calls under faults', () => {
  it("shows the function's Arabic error, and a generic Arabic one when nothing answers", async () => {
    invoke.mockResolvedValueOnce(functionError(503, { error: UNREACHABLE }))
    await expect(startPayment({ plan: 'basic' })).rejects.toEqual(new PaymentError(UNREACHABLE))
    invoke.mockResolvedValueOnce({ data: null, error: new Error('Failed to send a request') })
    await expect(startPayment({ plan: 'basic' })).rejects.toThrow(/^تعذّر الاتصال ببوابة الدفع/)
    invoke.mockResolvedValueOnce({ data: { id: 'chg_1', redirect: { url: 'https://tap/x' } } })
    await expect(startPayment({ plan: 'basic' })).resolves.toEqual({
      id: 'chg_1',
      url: 'https://tap/x',
    })
  })

  it("a 429 shows the function's wait message, or an Arabic one when the gateway sent no text", async () => {
    invoke.mockResolvedValueOnce(
      functionError(429, { error: TOO_MANY_CHECKOUTS, error_code: 'rate_limited' }),
    )
    await expect(startPayment({ plan: 'basic' })).rejects.toEqual(
      new PaymentError(TOO_MANY_CHECKOUTS),
    )
    invoke.mockResolvedValueOnce({
      data: null,
      error: { context: new Response('Too Many Requests', { status: 429 }) },
    })
    await expect(startPayment({ plan: 'basic' })).rejects.toEqual(
      new PaymentError(TOO_MANY_PAYMENT_REQUESTS),
    )
    invoke.mockResolvedValueOnce(functionError(429, { msg: 'rate limit exceeded' }))
    await expect(startPayment({ plan: 'basic' })).rejects.toEqual(
      new PaymentError(TOO_MANY_PAYMENT_REQUESTS),
    )
    // Any other status without a text stays the generic one.
    invoke.mockResolvedValueOnce({
      data: null,
      error: { context: new Response('Bad Gateway', { status: 502 }) },
    })
    await expect(startPayment({ plan: 'basic' })).rejects.toThrow(/^تعذّر الاتصال ببوابة الدفع/)
  })

  it('the /payment page shows the wait message of a 429 as an alert and a toast; paying stays possible', async () => {
    const user = userEvent.setup()
    invoke.mockResolvedValueOnce(
      functionError(429, { error: TOO_MANY_CHECKOUTS, error_code: 'rate_limited' }),
    )
    render(
      <Providers auth={authValue({ id: 'u1' })}>
        <MemoryRouter initialEntries={['/payment?plan=basic']}>
          <Routes>
            <Route path="/payment" element={<PaymentPage />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    )
    const pay = await screen.findByRole('button', { name: 'ادفع الآن' })
    await user.click(pay)
    expect(await screen.findByText(TOO_MANY_CHECKOUTS)).toHaveAttribute('role', 'alert')
    expect(toast.error).toHaveBeenCalledWith(TOO_MANY_CHECKOUTS)
    expect(invoke).toHaveBeenCalledWith('tap-payment', {
      body: { plan: 'basic', autoRenew: true },
    })
    expect(screen.getByRole('button', { name: 'ادفع الآن' })).toBeEnabled()
  })

  it('the plan-change dialog shows the Arabic error when tap-payment fails, and the retry goes on', async () => {
    const user = userEvent.setup()
    const assign = vi.fn()
    const original = window.location
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, assign },
    })
    const startCheckout = vi
      .fn()
      .mockRejectedValueOnce(new PaymentError(UNREACHABLE))
      .mockResolvedValueOnce({ id: 'chg_2', url: 'https://tap.example/checkout/chg_2' })
    try {
      renderTrialToBasic(startCheckout)
      const pay = await screen.findByRole('button', { name: 'المتابعة إلى الدفع' })
      await waitFor(() => expect(pay).toBeEnabled())
      await user.click(pay)
      expect(await screen.findByText(UNREACHABLE)).toHaveAttribute('role', 'alert')
      expect(assign).not.toHaveBeenCalled()
      const retry = screen.getByRole('button', { name: 'المتابعة إلى الدفع' })
      expect(retry).toBeEnabled()
      await user.click(retry)
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://tap.example/checkout/chg_2'))
      expect(startCheckout).toHaveBeenCalledTimes(2)
      expect(startCheckout).toHaveBeenLastCalledWith({
        plan: 'basic',
        discountCode: null,
        autoRenew: true,
      })
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original })
    }
  })
})

describe('the plan-change dialog when the check fails (the Orca pass)', () => {
  it("says what to do in Arabic beside the spec's «Validation error», marked English", async () => {
    validatePlanChange.mockRejectedValueOnce(new Error('network'))
    renderTrialToBasic(vi.fn())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('تعذّر التحقق من إمكانية التغيير. حاول مرة أخرى.')
    // The only Latin text is the spec's message, marked English for a screen reader.
    const english = within(alert).getByText('Validation error')
    expect(english).toHaveAttribute('lang', 'en')
    expect(alert.textContent?.replace('Validation error', '')).not.toMatch(/[A-Za-z]/)
  })
})

describe('payment result page for a signed-out visitor', () => {
  function LoginProbe() {
    const location = useLocation()
    return <p data-testid="return-to">{returnPath(location.state)}</p>
  }

  function renderAt(url: string, auth: AuthContextValue) {
    return render(
      <Providers auth={auth}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/payment-result" element={<PaymentResultPage />} />
            <Route path="/login" element={<LoginProbe />} />
          </Routes>
        </MemoryRouter>
      </Providers>,
    )
  }

  it('asks them to sign in, and the link comes back to the same result page', async () => {
    const user = userEvent.setup()
    renderAt('/payment-result?tap_id=chg_TS01&status=CAPTURED', authValue(null))
    expect(screen.getByRole('heading', { name: signInPrompt.title })).toBeInTheDocument()
    expect(screen.getByText(signInPrompt.message)).toBeInTheDocument()
    expect(screen.queryByText(resultMessages.checkError)).toBeNull()
    expect(invoke).not.toHaveBeenCalled()
    await user.click(screen.getByRole('link', { name: signInPrompt.action }))
    expect(screen.getByTestId('return-to').textContent).toBe(
      '/payment-result?tap_id=chg_TS01&status=CAPTURED',
    )
  })

  it('when the check fails (Tap unreachable), offers to check again before paying again', async () => {
    const user = userEvent.setup()
    invoke.mockResolvedValueOnce(
      functionError(503, {
        error: 'تعذّر التحقق من حالة الدفع لدى بوابة الدفع. يرجى المحاولة بعد قليل.',
      }),
    )
    invoke.mockResolvedValueOnce(
      functionError(503, {
        error: 'تعذّر التحقق من حالة الدفع لدى بوابة الدفع. يرجى المحاولة بعد قليل.',
      }),
    )
    invoke.mockResolvedValue({
      data: {
        charge: { status: 'CAPTURED', amount: 19, currency: 'SAR' },
        applied: true,
        plan: 'basic',
      },
      error: null,
    })
    renderAt('/payment-result?tap_id=chg_TS03', authValue({ id: 'u1' }))
    // The page retries once (about a second) before it reports the error.
    expect(
      await screen.findByText(resultMessages.checkError, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument()
    expect(invoke).toHaveBeenCalledTimes(2)
    expect(screen.getByText(recheckHint)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'إعادة التحقق من الدفع' }))
    expect(await screen.findByRole('heading', { name: 'تم الدفع بنجاح' })).toBeInTheDocument()
    expect(screen.queryByText(recheckHint)).toBeNull()
  })

  it('a captured charge the server did not apply says so, never «تم الدفع بنجاح»', async () => {
    const reason =
      'تغيّر اشتراكك بعد حساب سعر الترقية، فلم تُطبَّق هذه الدفعة على اشتراكك. تواصل معنا لاسترداد مبلغها'
    invoke.mockResolvedValue({
      data: {
        charge: { status: 'CAPTURED', amount: 3.8, currency: 'SAR' },
        applied: false,
        outcome: 'rejected',
        message: reason,
        plan: 'premium',
      },
      error: null,
    })
    renderAt('/payment-result?tap_id=chg_TS04', authValue({ id: 'u1' }))
    expect(
      await screen.findByRole('heading', { name: 'تم استلام الدفعة ولم يتغير اشتراكك' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent(reason)
    expect(screen.queryByRole('heading', { name: 'تم الدفع بنجاح' })).toBeNull()
    expect(screen.getByRole('link', { name: 'الذهاب إلى الاشتراكات' })).toBeInTheDocument()
  })

  it('waits while the session is restored, then reads the charge for the signed-in payer', async () => {
    invoke.mockResolvedValue({
      data: {
        charge: { status: 'CAPTURED', amount: 19, currency: 'SAR' },
        applied: true,
        plan: 'basic',
      },
      error: null,
    })
    const restoring = renderAt('/payment-result?tap_id=chg_TS02', authValue(null, true))
    expect(screen.queryByText(signInPrompt.title)).toBeNull()
    restoring.unmount()
    renderAt('/payment-result?tap_id=chg_TS02', authValue({ id: 'u1' }))
    expect(await screen.findByRole('heading', { name: 'تم الدفع بنجاح' })).toBeInTheDocument()
    expect(invoke).toHaveBeenCalledWith('payment-status', { body: { payment_id: 'chg_TS02' } })
    await expect(fetchPaymentStatus('chg_TS02')).resolves.toMatchObject({ status: 'CAPTURED' })
  })
})
