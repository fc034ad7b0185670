/**
 * Server-side payment code shared by tap-payment, tap-webhook, payment-status and
 * update-subscription: the environment, the service-role client, the caller from the JWT, Tap's
 * charges API, and `settleCharge`, the one idempotent path that turns a charge re-fetched from
 * Tap into a subscription change (webhook and result page both go through it).
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { callerFromClaims, type Caller } from './auth.ts'
import { json, preflight } from './cors.ts'
import { adminClient, env } from './env.ts'
import { functionErrors, isPlainObject } from './messages.ts'
import { sendInvoiceReceipt } from './receipts.ts'
import { declineReason } from './decline-reasons.ts'
import { formatTapAmount } from './tap-hash.ts'

export { adminClient, env }

/** Messages of the spec (doc 2 section 8) that the functions answer with, verbatim. */
export const paymentErrors = {
  notAuthenticated: 'User not authenticated',
  invalidPlan: 'Invalid plan selected',
  noRedirect: 'No redirect URL received from payment gateway',
  paymentRequired: 'يرجى إكمال عملية الدفع',
  invalidAutoRenew: 'قيمة التجديد التلقائي غير صالحة',
  tooManyCheckouts:
    'بدأت عملية الدفع عدة مرات خلال الدقائق العشر الأخيرة. لم يتم خصم أي مبلغ، يرجى الانتظار 10 دقائق ثم المحاولة مرة أخرى.',
} as const

/**
 * Arabic answers when Tap cannot be used (the spec is silent here). Nothing was charged in either
 * case, and the browser shows the text as it comes.
 */
export const gatewayErrors = {
  unreachable: 'تعذّر الاتصال ببوابة الدفع. لم يتم خصم أي مبلغ، يرجى المحاولة مرة أخرى.',
  refused: 'تعذّر إنشاء عملية الدفع لدى بوابة الدفع. لم يتم خصم أي مبلغ، يرجى المحاولة مرة أخرى.',
  statusUnavailable: 'تعذّر التحقق من حالة الدفع لدى بوابة الدفع. يرجى المحاولة بعد قليل.',
  notRecorded: 'تعذّر تسجيل عملية الدفع. يرجى المحاولة بعد قليل.',
} as const

/** How long a call to Tap may take before it counts as unreachable (TAP_TIMEOUT_MS). */
export function tapTimeoutMs(): number {
  const value = Number(env('TAP_TIMEOUT_MS', '10000'))
  return Number.isFinite(value) && value > 0 ? value : 10_000
}

/** Tap did not answer (network error or timeout): distinct from an answer that refuses. */
export class TapUnreachableError extends Error {}

/** What update_subscription_with_payment answers the first time it applies a payment. */
const APPLIED_MESSAGE = 'تم تحديث الاشتراك بنجاح'

export interface PaymentCall {
  admin: SupabaseClient
  caller: Caller
  body: Record<string, unknown>
}

/**
 * The common start of the functions the browser calls: CORS preflight, POST only, a signed-in
 * caller and a JSON body (an empty object when `optionalBody` and none was sent). Answers the
 * Response to send when the request stops here.
 */
export async function openPaymentCall(
  req: Request,
  { optionalBody = false } = {},
): Promise<PaymentCall | Response> {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST')
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })

  const admin = adminClient()
  // Only the caller's id (and e-mail as a fallback) is needed: the verified claims suffice.
  const caller = await callerFromClaims(req, admin)
  if (!caller) return json({ error: paymentErrors.notAuthenticated }, { status: 401 })

  let body: unknown
  try {
    body = await req.json()
  } catch {
    if (optionalBody) return { admin, caller, body: {} }
    return json({ error: functionErrors.invalidBody }, { status: 400 })
  }
  // JSON null, an array, a string or a number is not a request (body.x would throw on null).
  if (!isPlainObject(body)) return json({ error: functionErrors.invalidBody }, { status: 400 })
  return { admin, caller, body }
}

export interface TapCharge {
  id: string
  status: string
  amount: number
  currency: string
  description?: string
  metadata?: Record<string, string>
  transaction?: { created?: string; url?: string } | null
  reference?: {
    gateway?: string
    payment?: string
    order?: string
    transaction?: string
    idempotent?: string
  } | null
  response?: { code?: string; message?: string } | null
  card?: {
    id?: string
    brand?: string
    scheme?: string
    last_four?: string
    exp_month?: number
    exp_year?: number
  } | null
  customer?: { id?: string } | null
  payment_agreement?: { id?: string } | null
  receipt?: unknown
  errors?: { code: string; description: string }[]
}

function tapBase(): string {
  return env('TAP_API_BASE', 'https://api.tap.company/v2').replace(/\/+$/, '')
}

/** Calls Tap's API with the secret key; the body is Tap's JSON (a charge or `{errors}`). */
export async function tapRequest(
  path: string,
  init: { method?: string; body?: unknown; langCode?: string } = {},
): Promise<{ status: number; body: TapCharge }> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${env('TAP_SECRET_KEY')}`,
    accept: 'application/json',
  }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  // Tap's own plugins send lang_code to pick the hosted page's language.
  if (init.langCode) headers.lang_code = init.langCode
  let response: Response
  let text: string
  try {
    response = await fetch(`${tapBase()}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(tapTimeoutMs()),
    })
    text = await response.text()
  } catch (error) {
    throw new TapUnreachableError(`Tap unreachable: ${(error as Error)?.message ?? error}`)
  }
  let body: TapCharge
  try {
    body = JSON.parse(text) as TapCharge
  } catch {
    body = {
      errors: [{ code: String(response.status), description: text.slice(0, 200) }],
    } as TapCharge
  }
  return { status: response.status, body }
}

/**
 * GET /charges/{id}; null when Tap does not know the charge (404). Throws when Tap is unreachable
 * or answers anything else without a charge (5xx, 429, 401): those are passing troubles, and the
 * webhook must answer an error so Tap delivers again rather than drop the payment.
 */
export async function retrieveCharge(chargeId: string): Promise<TapCharge | null> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(chargeId)) return null
  const { status, body } = await tapRequest(`/charges/${encodeURIComponent(chargeId)}`)
  if (status === 404) return null
  if (status < 200 || status >= 300 || typeof body.id !== 'string' || body.id !== chargeId) {
    throw new Error(`Tap answered ${status} without the charge`)
  }
  return body
}

export interface PaymentRow {
  id: string
  charge_id: string | null
  order_reference: string
  transaction_reference: string | null
  user_id: string
  plan_slug: string
  change_type: string | null
  original_amount: number | string
  promotion_discount: number | string
  discount_amount: number | string
  proration_amount: number | string | null
  final_amount: number | string
  currency: string
  status: string
  discount_code: string | null
  applied_at: string | null
  created_at: string
  discount_recorded_at?: string | null
  auto_renew?: boolean
  customer_initiated?: boolean
  company_id?: string | null
  purpose?: string
  seats?: number | null
  billing_period?: string
}

export type SettleOutcome =
  'applied' | 'already_applied' | 'not_captured' | 'unknown_payment' | 'mismatch' | 'rejected'

export interface SettleResult {
  outcome: SettleOutcome
  payment: PaymentRow | null
  message?: string
}

function amountOf(value: number | string | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value)
}

/** The amount the code was applied to: the plan price or proration, after the promotion. */
export function amountBeforeCode(payment: PaymentRow): number {
  const base =
    payment.proration_amount !== null && payment.proration_amount !== undefined
      ? amountOf(payment.proration_amount)
      : amountOf(payment.original_amount)
  return Math.round((base - amountOf(payment.promotion_discount)) * 100) / 100
}

/**
 * Records a code's use once the payment it discounted is applied, at most once per payment (the
 * RPC locks the payment row and marks it). A database error throws, so the caller answers an
 * error and the delivery is retried; the code's own refusal (expired since, exhausted) is
 * honoured, since the customer has paid the discounted amount already, and audited.
 */
export async function recordDiscountUse(
  admin: SupabaseClient,
  payment: PaymentRow,
  email: string,
): Promise<void> {
  if (!payment.discount_code || payment.discount_recorded_at) return
  const { data, error } = await admin.rpc('apply_discount_code', {
    code_input: payment.discount_code,
    user_email_input: email,
    user_id_input: payment.user_id,
    plan_slug_input: payment.plan_slug,
    original_amount_input: amountBeforeCode(payment),
    discount_amount_input: amountOf(payment.discount_amount),
    final_amount_input: amountOf(payment.final_amount),
    payment_ref_input: payment.order_reference,
  })
  if (error) throw new Error(`apply_discount_code: ${error.message}`)
  if ((data as { success?: boolean } | null)?.success === false) {
    // docs/decisions.md: a code that ran out (or expired) between quote and capture is honoured:
    // the customer paid the price they were quoted. The over-use is audited for the admins.
    console.error('apply_discount_code refused', payment.order_reference, data)
    const { error: auditError } = await admin.rpc('log_audit_event', {
      p_action: 'discount_honoured_after_refusal',
      p_user_id: payment.user_id,
      p_target_type: 'discount_code',
      p_target_id: payment.discount_code,
      p_old_values: null,
      p_new_values: {
        discount_amount: amountOf(payment.discount_amount),
        final_amount: amountOf(payment.final_amount),
      },
      p_metadata: {
        order_reference: payment.order_reference,
        refusal: (data as { message?: string } | null)?.message ?? null,
      },
    })
    if (auditError) throw new Error(`log_audit_event: ${auditError.message}`)
  }
}

/** Puts the user's plan and role into app_metadata, so the next token carries them. */
export async function syncJwtMetadata(
  admin: SupabaseClient,
  userId: string,
): Promise<{
  plan: string
  role: string
} | null> {
  const [{ data: sub }, { data: roles }, { data: userData, error: userError }] = await Promise.all([
    admin.from('subscriptions').select('plan_id').eq('user_id', userId).maybeSingle(),
    admin.from('user_roles').select('role').eq('user_id', userId),
    admin.auth.admin.getUserById(userId),
  ])
  if (userError || !userData?.user) return null
  const roleList = (roles ?? []).map((row: { role: string }) => row.role)
  const role = roleList.includes('super_admin')
    ? 'super_admin'
    : roleList.includes('admin')
      ? 'admin'
      : 'user'
  const plan = (sub as { plan_id?: string } | null)?.plan_id ?? 'trial'
  const { error } = await admin.auth.admin.updateUserById(userId, {
    app_metadata: { ...(userData.user.app_metadata ?? {}), plan, user_role: role },
  })
  if (error) {
    console.error('sync app_metadata failed', userId, error.message)
    return null
  }
  return { plan, role }
}

/** Applies a payment that needs no charge (a 100% discount) or a captured one, exactly once. */
export async function applyPayment(
  admin: SupabaseClient,
  payment: PaymentRow,
  paymentId: string,
  reason: string | null,
): Promise<SettleResult> {
  if (payment.company_id) return await applyCompanyPayment(admin, payment)
  const { data, error } = await admin.rpc('update_subscription_with_payment', {
    user_uuid: payment.user_id,
    new_plan_slug: payment.plan_slug,
    payment_id: paymentId,
    payment_amount: amountOf(payment.final_amount),
    payment_currency: payment.currency,
    external_ref: payment.order_reference,
    change_reason: reason,
  })
  if (error) throw new Error(`update_subscription_with_payment: ${error.message}`)
  const row = (Array.isArray(data) ? data[0] : data) as { success: boolean; message: string } | null
  if (!row?.success) return { outcome: 'rejected', payment, message: row?.message }
  const firstTime = row.message === APPLIED_MESSAGE

  // Also when applied before: a run that stopped after applying left the code's use unrecorded.
  if (payment.discount_code && !payment.discount_recorded_at) {
    const { data: userData, error: userError } = await admin.auth.admin.getUserById(payment.user_id)
    if (userError) throw new Error(`getUserById: ${userError.message}`)
    await recordDiscountUse(admin, payment, userData?.user?.email ?? '')
  }
  if (!firstTime) return { outcome: 'already_applied', payment }
  await syncJwtMetadata(admin, payment.user_id)
  // The tax invoice was issued with the capture; its receipt goes out once, with the first apply.
  await sendInvoiceReceipt(admin, payment.id)
  return { outcome: 'applied', payment, message: row.message }
}

/**
 * A company's payment (issue 46: a team plan or seats added), applied once by the database under
 * the company row lock (`apply_company_payment`), so a replayed webhook adds no seat twice.
 */
async function applyCompanyPayment(
  admin: SupabaseClient,
  payment: PaymentRow,
): Promise<SettleResult> {
  const { data, error } = await admin.rpc('apply_company_payment', { p_payment_id: payment.id })
  if (error) throw new Error(`apply_company_payment: ${error.message}`)
  const row = (Array.isArray(data) ? data[0] : data) as { success: boolean; message: string } | null
  if (!row?.success) return { outcome: 'rejected', payment, message: row?.message }
  if (payment.discount_code && !payment.discount_recorded_at) {
    const { data: userData, error: userError } = await admin.auth.admin.getUserById(payment.user_id)
    if (userError) throw new Error(`getUserById: ${userError.message}`)
    await recordDiscountUse(admin, payment, userData?.user?.email ?? '')
  }
  if (row.message !== APPLIED_MESSAGE) return { outcome: 'already_applied', payment }
  await sendInvoiceReceipt(admin, payment.id)
  return { outcome: 'applied', payment, message: row.message }
}

/**
 * The stored payment of a charge: by charge id, else by the order reference Tap echoes, for a
 * payment whose charge id was never stored (tap-payment stopped after Tap created the charge).
 * Such a payment is then bound to the charge, once.
 */
export async function paymentOfCharge(
  admin: SupabaseClient,
  charge: TapCharge,
): Promise<PaymentRow | null> {
  const { data: found, error } = await admin
    .from('tap_payment_details')
    .select('*')
    .eq('charge_id', charge.id)
    .maybeSingle()
  if (error) throw new Error(`tap_payment_details: ${error.message}`)
  if (found) return found as PaymentRow
  const order = charge.reference?.order
  if (typeof order !== 'string' || !order) return null
  const { data: bound, error: bindError } = await admin
    .from('tap_payment_details')
    .update({ charge_id: charge.id })
    .eq('order_reference', order)
    .is('charge_id', null)
    .select('*')
    .maybeSingle()
  if (bindError) throw new Error(`tap_payment_details: ${bindError.message}`)
  if (bound) {
    console.error('bound a charge whose id was never stored', charge.id, order)
    return bound as PaymentRow
  }
  // A racing delivery may have bound it a moment ago.
  const { data: again, error: againError } = await admin
    .from('tap_payment_details')
    .select('*')
    .eq('charge_id', charge.id)
    .maybeSingle()
  if (againError) throw new Error(`tap_payment_details: ${againError.message}`)
  return (again as PaymentRow | null) ?? null
}

/**
 * Settles a charge as Tap reports it (never as a webhook body or a query string says): it must
 * match the stored payment's amount, currency and order reference; only CAPTURED changes the
 * subscription, once per charge.
 */
export async function settleCharge(
  admin: SupabaseClient,
  charge: TapCharge,
): Promise<SettleResult> {
  const payment = await paymentOfCharge(admin, charge)
  if (!payment) return { outcome: 'unknown_payment', payment: null }

  const matches =
    charge.currency === payment.currency &&
    charge.reference?.order === payment.order_reference &&
    formatTapAmount(charge.amount, charge.currency) ===
      formatTapAmount(String(payment.final_amount), payment.currency)
  if (!matches) {
    console.error('charge does not match the stored payment', charge.id, payment.order_reference)
    await admin.rpc('log_security_event', {
      p_event_type: 'payment_mismatch',
      p_description: 'A Tap charge did not match the stored payment',
      p_user_id: payment.user_id,
      p_severity: 'high',
      p_metadata: { charge_id: charge.id, order_reference: payment.order_reference },
    })
    return { outcome: 'mismatch', payment }
  }

  if (charge.status !== 'CAPTURED') {
    // A captured payment never goes back to a failure state.
    if (!payment.applied_at && payment.status !== 'CAPTURED') {
      await admin
        .from('tap_payment_details')
        .update({
          status: charge.status,
          raw_charge: charge,
          decline_reason: declineReason(charge.status, charge.response?.code),
        })
        .eq('id', payment.id)
        .is('applied_at', null)
        .neq('status', 'CAPTURED')
    }
    return { outcome: 'not_captured', payment: { ...payment, status: charge.status } }
  }

  if (payment.status !== 'CAPTURED') {
    await admin
      .from('tap_payment_details')
      .update({ status: 'CAPTURED', raw_charge: charge })
      .eq('id', payment.id)
  }
  const reason = charge.metadata?.reason || null
  const result = await applyPayment(admin, { ...payment, status: 'CAPTURED' }, charge.id, reason)
  if (result.outcome === 'applied' || result.outcome === 'already_applied') {
    await rememberRenewalChoice(admin, payment, charge, result.outcome === 'applied')
  }
  return result
}

/**
 * Keeps the card Tap saved with `charge` (save_card) as the user's renewal card, in one
 * statement (`public.save_renewal_card`, migration 20261128000000). Nothing happens when the
 * charge carries no saved card, or when that card was retired: removed or replaced by the user,
 * so queued in tap_card_deletions (or already deleted at Tap).
 *
 * `savedBefore` (a checkout's settle: the payment's created_at) lets the card replace only a card
 * saved before then. A settle that runs late (a webhook redelivery, a slow first delivery, a
 * visit to an old status page) therefore never writes the checkout's card over one the customer
 * saved since, which the trigger on payment_cards would then queue for deletion at Tap: reading
 * the retirement first and writing after left a window in which a replacement committing between
 * the two was undone (seen in the e2e suite under load). replace-card passes none: the customer's
 * own replacement always wins. Answers 'saved', 'kept' (a newer card stays), 'retired' or 'none'.
 */
export async function saveRenewalCard(
  admin: SupabaseClient,
  userId: string,
  charge: TapCharge,
  { savedBefore }: { savedBefore?: string } = {},
): Promise<'saved' | 'kept' | 'retired' | 'none'> {
  const card = charge.card
  const customerId = charge.customer?.id
  const agreementId = charge.payment_agreement?.id
  if (!card?.id || !customerId || !agreementId) return 'none'
  const { data, error } = await admin.rpc('save_renewal_card', {
    p_user_id: userId,
    p_tap_customer_id: customerId,
    p_tap_card_id: card.id,
    p_payment_agreement_id: agreementId,
    p_brand: String(card.brand ?? card.scheme ?? 'CARD').slice(0, 40),
    p_last_four: String(card.last_four ?? '').slice(-4),
    p_exp_month: card.exp_month ?? null,
    p_exp_year: card.exp_year ?? null,
    p_saved_before: savedBefore ?? null,
  })
  if (error) throw new Error(`save_renewal_card: ${error.message}`)
  return data as 'saved' | 'kept' | 'retired'
}

/**
 * After a customer's own capture of a monthly plan: their auto-renew choice at checkout becomes
 * the subscription's, and the card Tap saved (save_card) is kept for the renewals. Tap's ids stay
 * on the server (payment_cards grants the browser only brand, last four and expiry). Idempotent:
 * every settle saves the card only over one saved before the payment started (a repeat finds the
 * card the first one saved, or a newer one, and keeps it); the choice is applied with the first
 * application only.
 */
async function rememberRenewalChoice(
  admin: SupabaseClient,
  payment: PaymentRow,
  charge: TapCharge,
  firstTime: boolean,
): Promise<void> {
  if (payment.customer_initiated === false) return
  const { data: plan } = await admin
    .from('plans')
    .select('billing_cycle')
    .eq('slug', payment.plan_slug)
    .maybeSingle()
  if ((plan as { billing_cycle?: string } | null)?.billing_cycle !== 'monthly') return
  if (payment.auto_renew)
    await saveRenewalCard(admin, payment.user_id, charge, { savedBefore: payment.created_at })
  // A company's consent is kept by apply_company_payment (company_subscriptions.auto_renew).
  if (!firstTime || payment.company_id) return
  const { error } = await admin
    .from('subscriptions')
    .update({ auto_renew: payment.auto_renew === true })
    .eq('user_id', payment.user_id)
  if (error) throw new Error(`subscriptions: ${error.message}`)
}
