/*
 * Server calls of the payments feature: starting a Tap payment (tap-payment) and asking the
 * status of a charge (payment-status, which also applies a captured one the webhook has not).
 * Every call throws a PaymentError whose message is the spec's text or the server's.
 */
import { toCreditLines, type PriceQuote } from '@/lib/price-quote'
import { validateDiscountCode } from '@/lib/discount-code'
import { functionErrorBody } from '@/lib/function-error'
import { getSupabase } from '@/lib/supabase'

export class PaymentError extends Error {}

export const paymentKeys = {
  all: ['payments'] as const,
  status: (chargeId: string) => ['payments', 'status', chargeId] as const,
  quote: (userId: string, plan: string, code: string | null = null, period = 'month') =>
    ['payments', 'quote', userId, plan, code, period] as const,
}

const db = getSupabase

/** A 429 without the function's own text (the platform's gateway answered before it ran). */
export const TOO_MANY_PAYMENT_REQUESTS =
  'طلبات دفع كثيرة خلال وقت قصير. لم يتم خصم أي مبلغ، يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.'

async function invoke<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const client = await db()
  const { data, error } = await client.functions.invoke(name, { body })
  if (!error) return data as T
  // The function's own Arabic text (tap-payment's 429 says how long to wait) comes first.
  const parsed = await functionErrorBody<{ error?: string }>(error)
  if (parsed?.error) throw new PaymentError(parsed.error)
  const status = (error as { context?: { status?: unknown } }).context?.status
  if (status === 429) throw new PaymentError(TOO_MANY_PAYMENT_REQUESTS)
  // Not JSON (or no answer): the generic text.
  throw new PaymentError('تعذّر الاتصال ببوابة الدفع. يرجى المحاولة مرة أخرى.')
}

export type StartedPayment = { id: string; url: string }

/**
 * The browser sends only what is bought (a plan; or a company's seats of a team plan, or seats to
 * add, issue 46), an optional code and reason; the server prices the charge.
 */
export async function startPayment(input: {
  plan?: string
  discountCode?: string | null
  reason?: string
  autoRenew?: boolean
  companyId?: string
  seats?: number
  period?: 'month' | 'year'
  addSeats?: number
}): Promise<StartedPayment> {
  const answer = await invoke<{ id?: string; redirect?: { url?: string } }>('tap-payment', {
    ...(input.plan ? { plan: input.plan } : {}),
    ...(input.discountCode ? { discountCode: input.discountCode } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
    ...(input.autoRenew !== undefined ? { autoRenew: input.autoRenew } : {}),
    ...(input.companyId ? { companyId: input.companyId } : {}),
    ...(input.seats !== undefined ? { seats: input.seats } : {}),
    ...(input.period ? { period: input.period } : {}),
    ...(input.addSeats !== undefined ? { addSeats: input.addSeats } : {}),
  })
  const url = answer.redirect?.url
  if (!answer.id || !url) throw new PaymentError('No redirect URL received from payment gateway')
  return { id: answer.id, url }
}

export type ChargeStatus = {
  status: string
  amount: number
  currency: string
  plan: string
  applied: boolean
  /** Why the database did not apply a charge (Arabic), or null. */
  notApplied: string | null
  /** Why the card was not charged (a stable code, lib/result.ts says it in Arabic), or null. */
  declineReason: string | null
  /** The company a team purchase or seat addition was for, or null for a personal plan. */
  companyId: string | null
}

export async function fetchPaymentStatus(chargeId: string): Promise<ChargeStatus> {
  const answer = await invoke<{
    charge: { status: string; amount: number; currency: string }
    applied: boolean
    outcome?: string
    message?: string | null
    plan: string
    decline_reason?: string | null
    company_id?: string | null
  }>('payment-status', { payment_id: chargeId })
  return {
    status: answer.charge.status,
    amount: Number(answer.charge.amount),
    currency: answer.charge.currency,
    plan: answer.plan,
    applied: answer.applied,
    notApplied: answer.outcome === 'rejected' ? (answer.message ?? null) : null,
    declineReason: answer.decline_reason ?? null,
    companyId: answer.company_id ?? null,
  }
}

export type PaymentQuote = PriceQuote & {
  planName: string
  /** The plan's own price (VAT included): what each automatic renewal costs. */
  planPrice: number
  billingCycle: string
  /** The price of a year (plans.annual_price), null without an annual offer. */
  annualPrice: number | null
  currency: string
  valid: boolean
  message: string
  /** Why the server did not apply the code given (Arabic), or null. */
  codeError: string | null
}

const noFigures: PriceQuote = {
  originalAmount: 0,
  prorationAmount: null,
  promotionName: null,
  promotionDiscount: 0,
  discountCode: null,
  discountAmount: 0,
  finalAmount: 0,
}

/**
 * What /payment shows before the user goes to Tap: the same server quote tap-payment charges
 * (quote_plan_change: promotion, proration, and the discount code of the first payment too).
 */
export async function fetchPaymentQuote(
  userId: string,
  plan: string,
  code: string | null = null,
  period: 'month' | 'year' = 'month',
): Promise<PaymentQuote> {
  const client = await db()
  const [planRow, validation] = await Promise.all([
    client
      .from('plans')
      .select('name, price, billing_cycle, annual_price')
      .eq('slug', plan)
      .eq('is_active', true)
      .maybeSingle(),
    client.rpc('get_user_plan_details', { user_uuid: userId }),
  ])
  if (planRow.error || validation.error) {
    throw new PaymentError('حدث خطأ أثناء التحقق من الخطة')
  }
  if (!planRow.data || Number(planRow.data.price) <= 0) {
    return {
      ...noFigures,
      planName: '',
      planPrice: 0,
      billingCycle: '',
      annualPrice: null,
      currency: 'SAR',
      valid: false,
      message: 'الخطة غير متاحة',
      codeError: null,
    }
  }
  const current = validation.data?.[0]?.plan_slug ?? 'trial'
  const verdict = await client.rpc('validate_plan_change', {
    user_uuid: userId,
    from_plan_slug: current,
    to_plan_slug: plan,
  })
  if (verdict.error) throw new PaymentError('Validation error')
  const row = verdict.data?.[0]
  if (!row?.is_valid) {
    return {
      ...noFigures,
      planName: planRow.data.name,
      planPrice: Number(planRow.data.price),
      billingCycle: planRow.data.billing_cycle,
      annualPrice: annualOf(planRow.data.annual_price),
      currency: 'SAR',
      valid: false,
      message: row?.message ?? 'Validation failed',
      codeError: null,
    }
  }
  const quote = await client.rpc('quote_plan_change', {
    user_uuid: userId,
    plan_slug_input: plan,
    code_input: code ?? undefined,
    period_input: period,
  })
  const figures = quote.data?.[0]
  // A refused period (e.g. monthly while a paid year runs) is answered in Arabic: show it.
  if (quote.error && /[\u0600-\u06FF]/.test(quote.error.message)) {
    throw new PaymentError(quote.error.message)
  }
  if (quote.error || !figures) throw new PaymentError('Validation error')
  return {
    planName: planRow.data.name,
    planPrice: Number(planRow.data.price),
    billingCycle: planRow.data.billing_cycle,
    annualPrice: annualOf(planRow.data.annual_price),
    originalAmount: Number(figures.original_amount),
    prorationAmount: figures.proration_amount === null ? null : Number(figures.proration_amount),
    promotionName: figures.promotion_name,
    promotionDiscount: Number(figures.promotion_discount ?? 0),
    discountCode: figures.discount_code,
    discountAmount: Number(figures.discount_amount ?? 0),
    finalAmount: Number(figures.final_amount),
    currency: figures.currency,
    valid: true,
    message: row.message,
    codeError: figures.code_error,
    creditLines: toCreditLines(figures.credit_lines),
  }
}

const annualOf = (value: number | string | null) => (value === null ? null : Number(value))

/** The server's verdict on a code for the amount quoted (validate_discount_code, as on upgrades). */
export async function checkPaymentCode(code: string, email: string, amount: number) {
  try {
    return await validateDiscountCode(code, email, amount)
  } catch {
    throw new PaymentError('تعذّر التحقق من كود الخصم')
  }
}
