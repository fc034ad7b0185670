/**
 * POST /functions/v1/payment-status (bearer token required)
 * Body: { payment_id } (a Tap charge id, `tap_id` of the redirect) or { charge_id }.
 * Answer: { charge: { id, status, amount, currency, description, transaction: { created }, card,
 * customer, receipt, reference }, applied, plan, decline_reason, company_id } or { error }.
 * decline_reason (issue 46): null, or the stable code of `_shared/decline-reasons.ts`.
 *
 * For the result page: the charge is read from Tap (never from the query string) and, when it
 * is CAPTURED and the webhook has not applied it yet, applied through the same idempotent path
 * as the webhook. Only the payment's owner may ask.
 */
import { json } from '../_shared/cors.ts'
import { declineReason } from '../_shared/decline-reasons.ts'
import { functionErrors } from '../_shared/messages.ts'
import {
  gatewayErrors,
  openPaymentCall,
  paymentOfCharge,
  retrieveCharge,
  settleCharge,
  type PaymentRow,
  type TapCharge,
} from '../_shared/payments.ts'

function publicCharge(charge: TapCharge) {
  return {
    id: charge.id,
    status: charge.status,
    amount: charge.amount,
    currency: charge.currency,
    description: charge.description ?? '',
    transaction: { created: charge.transaction?.created ?? null },
    card: charge.card ?? null,
    customer: charge.customer ?? null,
    receipt: charge.receipt ?? null,
    reference: charge.reference ?? null,
    response: charge.response ?? null,
  }
}

Deno.serve(async (req) => {
  const opened = await openPaymentCall(req)
  if (opened instanceof Response) return opened
  const { admin, caller, body } = opened
  // Only a string is an id (String() of {"toString": 1} throws, and an object is no id).
  const rawId =
    typeof body.payment_id === 'string'
      ? body.payment_id
      : typeof body.charge_id === 'string'
        ? body.charge_id
        : ''
  const chargeId = rawId.trim()
  if (!chargeId) return json({ error: functionErrors.paymentIdRequired }, { status: 400 })

  const notFound = () => json({ error: functionErrors.paymentNotFound }, { status: 404 })
  const { data: stored } = await admin
    .from('tap_payment_details')
    .select('*')
    .eq('charge_id', chargeId)
    .maybeSingle()
  let payment = stored as PaymentRow | null
  // Someone else's charge and an unknown one look the same to the caller.
  if (payment && payment.user_id !== caller.id) return notFound()
  if (!payment) {
    // Tap is asked about an unknown id only for a caller with a payment whose charge id was
    // never stored (tap-payment stopped after Tap created the charge).
    const { count } = await admin
      .from('tap_payment_details')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', caller.id)
      .is('charge_id', null)
      .gt('created_at', new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString())
    if (!count) return notFound()
  }

  let charge: TapCharge | null
  try {
    charge = await retrieveCharge(chargeId)
  } catch (error) {
    console.error('payment-status: Tap unreachable', error)
    return json({ error: gatewayErrors.statusUnavailable }, { status: 503 })
  }
  if (!charge) return notFound()
  if (!payment) {
    try {
      payment = await paymentOfCharge(admin, charge)
    } catch (error) {
      console.error('payment-status: lookup failed', error)
      return json({ error: gatewayErrors.notRecorded }, { status: 500 })
    }
    if (!payment || payment.user_id !== caller.id) return notFound()
  }

  try {
    const result = await settleCharge(admin, charge)
    const applied = result.outcome === 'applied' || result.outcome === 'already_applied'
    return json({
      charge: publicCharge(charge),
      applied,
      outcome: result.outcome,
      // A captured charge the database would not apply says why (in Arabic), e.g. a prorated
      // upgrade whose base payment was refunded before the capture (issue 41).
      message: result.outcome === 'rejected' ? (result.message ?? null) : null,
      plan: payment.plan_slug,
      // Issue 46: why a card was not charged, as a stable code the page says in Arabic.
      decline_reason: declineReason(charge.status, charge.response?.code),
      company_id: payment.company_id ?? null,
    })
  } catch (error) {
    console.error('payment-status: settling failed', error)
    return json({ error: gatewayErrors.notRecorded }, { status: 500 })
  }
})
