/**
 * POST /functions/v1/tap-payment (bearer token required)
 * Body: { plan: slug, discountCode?: string, reason?: string, autoRenew?: boolean,
 *   period?: 'month' | 'year' } — or, for a company (issue 46, owner only, priced by the database:
 *   tap-payment/company.ts): { companyId, plan, seats, period?, discountCode?, autoRenew? } to buy
 *   seats of a plan's team offer, { companyId, addSeats } to add seats for the rest of the period.
 * Answer: { id, redirect: { url } } or { error } (401 'User not authenticated', 400 'Invalid plan
 * selected' or the server's Arabic validation / code message, 502 'No redirect URL received from
 * payment gateway' or an Arabic message when Tap refuses, 503 an Arabic message when Tap cannot be
 * reached within TAP_TIMEOUT_MS, 429 an Arabic message past CHECKOUTS, 503 when that limit cannot
 * be checked).
 *
 * The browser sends no amount: the price comes from quote_plan_change (proration, then the
 * promotion, then the code). The payment row is stored before Tap is called, keyed by an order
 * reference that also serves as Tap's idempotency key, so a retried request cannot charge twice.
 * A change that costs nothing after discounts is applied at once. `autoRenew: true` on a monthly
 * plan sends Tap `save_card: true`; the saved card and the choice are kept when the charge is
 * captured (settleCharge).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Caller } from '../_shared/auth.ts'
import { json } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'
import {
  applyPayment,
  env,
  gatewayErrors,
  openPaymentCall,
  paymentErrors,
  tapRequest,
  type PaymentRow,
} from '../_shared/payments.ts'
import { companyCheckout, companyErrors, type Priced, type Quote } from './company.ts'

/**
 * Checkouts a user may start, in fixed 10-minute windows: each one stores a payment row and opens
 * a charge at Tap. A customer who abandons the page, retries after a decline or changes the plan
 * or the code starts a handful; ten leaves room for that, while a script is held to 60 charges an
 * hour (a merchant account full of abandoned charges from one customer looks like card testing)
 * and someone who hits it waits 10 minutes at most. Only requests that would create a payment
 * count: an invalid plan, code or downgrade is answered before.
 */
const CHECKOUTS = { max: 10, windowMinutes: 10 } as const

const INTEGRATION_VERSION = '1.0.0'
const FALLBACK_COUNTRY_CODE = '966'
const FALLBACK_PHONE = '500000000'

function splitName(fullName: string, email: string): { first: string; last: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0 || fullName.includes('@')) {
    return { first: email.split('@')[0] || 'عميل', last: 'سند' }
  }
  return { first: parts[0]!, last: parts.slice(1).join(' ') || parts[0]! }
}

/** A Saudi number as Tap wants it: country code apart, national digits without the leading 0. */
function splitPhone(raw: string | null | undefined): { country_code: string; number: string } {
  const digits = (raw ?? '').replace(/\D/g, '')
  if (digits.startsWith('966') && digits.length >= 12) {
    return { country_code: '966', number: digits.slice(3) }
  }
  if (digits.startsWith('05') && digits.length === 10) {
    return { country_code: FALLBACK_COUNTRY_CODE, number: digits.slice(1) }
  }
  if (/^5\d{8}$/.test(digits)) return { country_code: FALLBACK_COUNTRY_CODE, number: digits }
  return { country_code: FALLBACK_COUNTRY_CODE, number: FALLBACK_PHONE }
}

Deno.serve(async (req) => {
  const opened = await openPaymentCall(req)
  if (opened instanceof Response) return opened
  const { admin, caller, body } = opened
  const planSlug = typeof body.plan === 'string' ? body.plan.trim() : ''
  const code =
    typeof body.discountCode === 'string' && body.discountCode.trim()
      ? body.discountCode.trim().toUpperCase()
      : null
  const reason =
    typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 500) : null
  if (body.autoRenew !== undefined && typeof body.autoRenew !== 'boolean') {
    return json({ error: paymentErrors.invalidAutoRenew }, { status: 400 })
  }

  if (body.companyId !== undefined) {
    // A company's team plan or seats (issue 46): priced by the database for the owner only.
    const priced = await companyCheckout(req, admin, body)
    if (priced instanceof Response) return priced
    return await checkout(admin, caller, body, priced, reason)
  }
  const period = body.period === undefined ? 'month' : body.period
  if (period !== 'month' && period !== 'year') {
    return json({ error: companyErrors.invalidPeriod }, { status: 400 })
  }
  const { data: plan } = await admin
    .from('plans')
    .select('slug, name, price, currency, billing_cycle, annual_price')
    .eq('slug', planSlug)
    .eq('is_active', true)
    .maybeSingle()
  if (!plan || Number(plan.price) <= 0) {
    return json({ error: paymentErrors.invalidPlan }, { status: 400 })
  }
  if (period === 'year' && plan.annual_price === null) {
    return json({ error: companyErrors.invalidPeriod }, { status: 400 })
  }

  const { data: verdicts, error: validateError } = await admin.rpc('validate_plan_change', {
    user_uuid: caller.id,
    from_plan_slug: null,
    to_plan_slug: planSlug,
  })
  const verdict = (verdicts as { is_valid: boolean; message: string; change_type: string }[])?.[0]
  if (validateError || !verdict) return json({ error: 'Validation error' }, { status: 500 })

  const { data: subscription } = await admin
    .from('subscriptions')
    .select('plan_id, status, expires_at, billing_period')
    .eq('user_id', caller.id)
    .maybeSingle()
  const current = subscription as {
    plan_id: string
    status: string
    expires_at: string | null
    billing_period: string
  } | null
  // Issue 46: a monthly subscriber may buy a year of the same plan (it starts when the month
  // ends); the database prices it and refuses what cannot be bought (quote_plan_change).
  const yearOfSamePlan =
    period === 'year' && current?.plan_id === planSlug && current.billing_period === 'month'
  if (!verdict.is_valid && !yearOfSamePlan) {
    return json({ error: verdict.message }, { status: 400 })
  }
  const { data: currentPlan } = await admin
    .from('plans')
    .select('price')
    .eq('slug', current?.plan_id ?? 'trial')
    .maybeSingle()
  const currentIsPaidAndActive =
    !!current &&
    current.status === 'active' &&
    Number(currentPlan?.price ?? 0) > 0 &&
    (current.expires_at === null || new Date(current.expires_at) > new Date())
  if (verdict.change_type === 'downgrade' && currentIsPaidAndActive) {
    // Spec 4: a downgrade is scheduled for the next cycle through update-subscription, unpaid.
    return json({ error: verdict.message, changeType: 'downgrade' }, { status: 409 })
  }

  const { data: quotes, error: quoteError } = await admin.rpc('quote_plan_change', {
    user_uuid: caller.id,
    plan_slug_input: planSlug,
    code_input: code,
    period_input: period,
  })
  const quote = (quotes as Quote[] | null)?.[0]
  if (quoteError?.code === '22023') return json({ error: quoteError.message }, { status: 400 })
  if (quoteError || !quote) return json({ error: 'Validation error' }, { status: 500 })
  if (code && quote.code_error) return json({ error: quote.code_error }, { status: 400 })

  return await checkout(
    admin,
    caller,
    body,
    {
      planSlug,
      planName: period === 'year' ? `${plan.name} (سنوي)` : plan.name,
      billingCycle: plan.billing_cycle,
      quote,
      metadata:
        current && verdict.change_type === 'upgrade'
          ? {
              current_plan: current.plan_id,
              change_type: 'upgrade',
              // Money in metadata is always written with its two decimals (7.60, not 7.6).
              prorated_amount: Number(quote.proration_amount ?? quote.original_amount).toFixed(2),
            }
          : {},
      extra: { billing_period: period },
    },
    reason,
  )
})

async function checkout(
  admin: SupabaseClient,
  caller: Caller,
  body: Record<string, unknown>,
  priced: Priced,
  reason: string | null,
): Promise<Response> {
  const { planSlug, quote } = priced
  const { data: allowed, error: limitError } = await admin.rpc('check_rate_limit', {
    p_identifier: caller.id,
    p_identifier_type: 'user',
    p_endpoint: 'tap_payment',
    p_max_requests: CHECKOUTS.max,
    p_window_minutes: CHECKOUTS.windowMinutes,
  })
  if (limitError) {
    console.error('tap-payment: rate limit check failed', limitError)
    return json({ error: functionErrors.rateLimitUnavailable }, { status: 503 })
  }
  if (allowed !== true) {
    return json(
      { error: paymentErrors.tooManyCheckouts, error_code: 'rate_limited' },
      { status: 429 },
    )
  }

  const orderReference = `ord_${crypto.randomUUID().replaceAll('-', '')}`
  const transactionReference = `txn_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`
  const finalAmount = Number(quote.final_amount)
  // Consent to renew applies to monthly plans; it is off unless the browser sends true.
  const autoRenew = body.autoRenew === true && priced.billingCycle === 'monthly'
  const { data: inserted, error: insertError } = await admin
    .from('tap_payment_details')
    .insert({
      order_reference: orderReference,
      transaction_reference: transactionReference,
      user_id: caller.id,
      plan_slug: planSlug,
      change_type: quote.change_type,
      original_amount: quote.original_amount,
      promotion_discount: quote.promotion_discount,
      discount_amount: quote.discount_amount,
      proration_amount: quote.proration_amount,
      final_amount: finalAmount,
      currency: quote.currency,
      status: 'INITIATED',
      discount_code: quote.discount_code,
      auto_renew: autoRenew,
      ...priced.extra,
    })
    .select('*')
    .single()
  if (insertError || !inserted) {
    console.error('tap-payment: could not store the payment', insertError)
    return json({ error: functionErrors.paymentNotCreated }, { status: 500 })
  }
  const payment = inserted as PaymentRow
  const siteUrl = env('SITE_URL', 'http://127.0.0.1:5173').replace(/\/+$/, '')

  if (finalAmount <= 0) {
    await admin.from('tap_payment_details').update({ status: 'CAPTURED' }).eq('id', payment.id)
    const result = await applyPayment(
      admin,
      { ...payment, status: 'CAPTURED' },
      orderReference,
      reason,
    )
    if (result.outcome === 'rejected') {
      return json({ error: result.message ?? 'Validation error' }, { status: 400 })
    }
    return json({
      id: orderReference,
      redirect: { url: `${siteUrl}/payment-result?status=success&order=${orderReference}` },
    })
  }

  const { data: profile } = await admin
    .from('profiles')
    .select('full_name, email, phone_number')
    .eq('id', caller.id)
    .maybeSingle()
  const email = (profile?.email as string | null) || caller.email || ''
  const name = splitName((profile?.full_name as string | null) ?? '', email)
  const merchantId = env('TAP_MERCHANT_ID')
  const metadata: Record<string, string> = {
    user_id: caller.id,
    selected_plan: planSlug,
    language: 'ar',
    integration_version: INTEGRATION_VERSION,
    platform: 'web',
    merchant_id: merchantId,
    order_reference: orderReference,
  }
  if (reason) metadata.reason = reason
  if (quote.discount_code) metadata.discount_code = quote.discount_code
  Object.assign(metadata, priced.metadata)
  const chargeRequest = {
    amount: finalAmount,
    currency: quote.currency,
    threeDSecure: true,
    // Tap saves the card (and answers a payment agreement) only for methods that can recur;
    // KNET and Benefit are paid again by a link before each expiry.
    save_card: autoRenew,
    customer_initiated: true,
    description: `اشتراك سند - ${priced.planName}`,
    statement_descriptor: 'SANAD',
    merchant: { id: merchantId },
    metadata,
    reference: {
      transaction: transactionReference,
      order: orderReference,
      idempotent: orderReference,
    },
    receipt: { email: true, sms: false },
    customer: {
      first_name: name.first,
      last_name: name.last,
      email,
      phone: splitPhone(profile?.phone_number as string | null),
    },
    source: { id: 'src_all' },
    post: { url: `${env('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1/tap-webhook` },
    redirect: { url: `${siteUrl}/payment-result` },
  }

  // The stored payment is closed as FAILED when no charge comes back: it has no charge id, so no
  // webhook or status call can ever apply it, and the customer's retry starts a new one.
  let created
  try {
    created = await tapRequest('/charges', { method: 'POST', body: chargeRequest, langCode: 'ar' })
  } catch (error) {
    console.error('tap-payment: Tap unreachable', error)
    await admin.from('tap_payment_details').update({ status: 'FAILED' }).eq('id', payment.id)
    return json({ error: gatewayErrors.unreachable }, { status: 503 })
  }
  const charge = created.body
  if (!charge.id) {
    console.error('tap-payment: Tap refused the charge', created.status, charge.errors)
    await admin.from('tap_payment_details').update({ status: 'FAILED' }).eq('id', payment.id)
    return json({ error: gatewayErrors.refused }, { status: 502 })
  }
  await admin
    .from('tap_payment_details')
    .update({ charge_id: charge.id, status: charge.status, raw_charge: charge })
    .eq('id', payment.id)
  const url = charge.transaction?.url
  if (!url) return json({ error: paymentErrors.noRedirect }, { status: 502 })
  return json({ id: charge.id, redirect: { url } })
}
