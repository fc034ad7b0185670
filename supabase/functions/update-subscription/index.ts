/**
 * POST /functions/v1/update-subscription (bearer token required)
 * Body (spec doc 2 section 7): { newPlan, reason, source: 'manual' }
 * Answer: { message, scheduled? } or { error }.
 *
 * Changes without a payment only: a free target at once, or a downgrade from an active paid
 * plan scheduled for the end of the current cycle. A paid target that needs a payment answers
 * 'يرجى إكمال عملية الدفع' (the database function decides, so no caller can skip paying).
 */
import { json } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'
import { openPaymentCall, paymentErrors, syncJwtMetadata } from '../_shared/payments.ts'

const SCHEDULED_MESSAGE = 'سيتم تطبيق التغيير في دورة الفوترة القادمة'
const PLAN_SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/

Deno.serve(async (req) => {
  const opened = await openPaymentCall(req)
  if (opened instanceof Response) return opened
  const { admin, caller, body } = opened
  const newPlan = typeof body.newPlan === 'string' ? body.newPlan.trim() : ''
  const reason =
    typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 500) : null
  const source = body.source === undefined ? 'manual' : body.source
  if (source !== 'manual') return json({ error: functionErrors.invalidSource }, { status: 400 })
  // A plan slug is a short lower-case name; anything else (a NUL byte the database refuses, a
  // 10 kB string) is no plan, answered 400 before any database call.
  if (!PLAN_SLUG.test(newPlan)) return json({ error: paymentErrors.invalidPlan }, { status: 400 })

  const { data: verdicts, error: validateError } = await admin.rpc('validate_plan_change', {
    user_uuid: caller.id,
    from_plan_slug: null,
    to_plan_slug: newPlan,
  })
  const verdict = (verdicts as { is_valid: boolean; message: string }[] | null)?.[0]
  if (validateError || !verdict) return json({ error: 'Validation error' }, { status: 500 })
  if (!verdict.is_valid) return json({ error: verdict.message }, { status: 400 })

  const { data, error } = await admin.rpc('update_subscription_with_payment', {
    user_uuid: caller.id,
    new_plan_slug: newPlan,
    payment_id: null,
    payment_amount: null,
    payment_currency: 'SAR',
    external_ref: null,
    change_reason: reason,
  })
  if (error) {
    console.error('update-subscription failed', error)
    return json({ error: 'Validation error' }, { status: 500 })
  }
  const row = (Array.isArray(data) ? data[0] : data) as { success: boolean; message: string } | null
  if (!row?.success) {
    const status = row?.message === paymentErrors.paymentRequired ? 402 : 400
    return json({ error: row?.message ?? 'Validation failed' }, { status })
  }
  const scheduled = row.message === SCHEDULED_MESSAGE
  if (!scheduled) await syncJwtMetadata(admin, caller.id)
  return json({ message: row.message, scheduled })
})
