/**
 * POST /functions/v1/payment-status (bearer token required)
 * Body: { payment_id } (a Tap charge id, `tap_id` of the redirect) or { charge_id }.
 * Answer: { charge: { id, status, amount, currency, description, transaction: { created }, card,
 * customer, receipt, reference }, applied, plan } or { error }.
 *
 * For the result page: the charge is read from Tap (never from the query string) and, when it
 * is CAPTURED and the webhook has not applied it yet, applied through the same idempotent path
 * as the webhook. Only the payment's owner may ask.
 */
import 'jsr:@supabase/functions-js/edge-runtime.d.ts'
import { json } from '../_shared/cors.ts'
import {
  openPaymentCall,
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
  const chargeId = String(body.payment_id ?? body.charge_id ?? '').trim()
  if (!chargeId) return json({ error: 'payment_id is required' }, { status: 400 })

  const { data: stored } = await admin
    .from('tap_payment_details')
    .select('*')
    .eq('charge_id', chargeId)
    .maybeSingle()
  const payment = stored as PaymentRow | null
  // Someone else's charge and an unknown one look the same to the caller.
  if (!payment || payment.user_id !== caller.id) {
    return json({ error: 'Payment not found' }, { status: 404 })
  }

  let charge: TapCharge | null
  try {
    charge = await retrieveCharge(chargeId)
  } catch (error) {
    console.error('payment-status: Tap unreachable', error)
    return json({ error: 'Payment gateway unreachable' }, { status: 502 })
  }
  if (!charge) return json({ error: 'Payment not found' }, { status: 404 })

  try {
    const result = await settleCharge(admin, charge)
    const applied = result.outcome === 'applied' || result.outcome === 'already_applied'
    return json({
      charge: publicCharge(charge),
      applied,
      outcome: result.outcome,
      plan: payment.plan_slug,
    })
  } catch (error) {
    console.error('payment-status: settling failed', error)
    return json({ error: 'Could not record the payment' }, { status: 500 })
  }
})
