/**
 * POST /functions/v1/refund (bearer token required)
 * Body: { payment_id, reason } from the payment's owner; { payment_id, reason, amount?, admin:
 * true } from an admin (aal2), who may refund any captured payment in full or in part.
 * Answer: { refund: { id, status, amount, currency }, credit_note: { id, number }, full } or
 * { error } in Arabic.
 *
 * Eligibility is decided by the database (public.refund_eligibility): the owner's first payment
 * of that plan, within 7 days of its capture, never refunded; the amount is the payment's, never
 * the caller's. Tap's Refunds API is called with an idempotency key per payment and amount
 * already refunded, so a retry gets the same refund back, and record_payment_refund is
 * idempotent on Tap's refund id: the refund, its credit note and (for a full refund) the
 * subscription as before the payment are recorded once. When Tap refuses or cannot be reached,
 * nothing changes.
 */
import { json } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'
import {
  env,
  openPaymentCall,
  syncJwtMetadata,
  tapRequest,
  TapUnreachableError,
} from '../_shared/payments.ts'
import { sendReceipt } from '../_shared/receipts.ts'

export const refundErrors = {
  reasonRequired: 'يرجى كتابة سبب طلب الاسترداد (3 أحرف على الأقل)',
  amountNotAllowed: 'لا يمكن تحديد مبلغ الاسترداد؛ يُسترد مبلغ الدفعة كاملاً',
  invalidAmount: 'مبلغ الاسترداد غير صالح',
  adminOnly: 'هذا الإجراء متاح للمشرفين فقط',
  refused:
    'رفضت بوابة الدفع طلب الاسترداد، ولم يتغير شيء في اشتراكك أو مدفوعاتك. يرجى المحاولة لاحقاً أو التواصل معنا.',
  unreachable:
    'تعذّر الاتصال ببوابة الدفع، ولم يتغير شيء في اشتراكك أو مدفوعاتك. يرجى المحاولة بعد قليل.',
  notRecorded: 'تم قبول الاسترداد لدى بوابة الدفع وتعذّر تسجيله الآن. أعد المحاولة بعد قليل.',
} as const

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ACCEPTED = new Set(['PENDING', 'IN_PROGRESS', 'REFUNDED'])

interface Eligibility {
  eligible: boolean
  message: string
  amount: number | string
  refunded: number | string
  currency: string
  charge_id: string | null
  invoice_id: string | null
}

interface TapRefund {
  id?: string
  status?: string
  amount?: number
  currency?: string
  errors?: { code: string; description: string }[]
}

const toMinor = (value: number | string) => Math.round(Number(value) * 100)

Deno.serve(async (req) => {
  const opened = await openPaymentCall(req)
  if (opened instanceof Response) return opened
  const { admin, caller, body } = opened

  const paymentId = typeof body.payment_id === 'string' ? body.payment_id.trim() : ''
  if (!UUID.test(paymentId))
    return json({ error: functionErrors.paymentIdRequired }, { status: 400 })
  const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
  if (reason.length < 3 || reason.length > 500) {
    return json({ error: refundErrors.reasonRequired }, { status: 400 })
  }
  const asAdmin = body.admin === true
  if (!asAdmin && body.amount !== undefined) {
    return json({ error: refundErrors.amountNotAllowed }, { status: 400 })
  }
  if (asAdmin) {
    const { data: roles } = await admin.from('user_roles').select('role').eq('user_id', caller.id)
    const isAdmin =
      caller.aal === 'aal2' &&
      (roles ?? []).some((row: { role: string }) => ['admin', 'super_admin'].includes(row.role))
    if (!isAdmin) return json({ error: refundErrors.adminOnly }, { status: 403 })
  }

  const { data: rows, error: checkError } = await admin.rpc('refund_eligibility', {
    p_payment_id: paymentId,
    p_user_id: caller.id,
    p_admin: asAdmin,
  })
  const verdict = (rows as Eligibility[] | null)?.[0]
  if (checkError || !verdict) {
    console.error('refund: eligibility failed', checkError)
    return json({ error: refundErrors.notRecorded }, { status: 500 })
  }
  if (!verdict.eligible) {
    const status = verdict.charge_id ? 409 : 404
    return json({ error: verdict.message }, { status })
  }

  let amountMinor = toMinor(verdict.amount)
  if (asAdmin && body.amount !== undefined) {
    const asked = typeof body.amount === 'number' ? body.amount : Number.NaN
    if (
      !Number.isFinite(asked) ||
      asked <= 0 ||
      Math.abs(asked * 100 - Math.round(asked * 100)) > 1e-6
    ) {
      return json({ error: refundErrors.invalidAmount }, { status: 400 })
    }
    if (toMinor(asked) > amountMinor)
      return json({ error: refundErrors.invalidAmount }, { status: 400 })
    amountMinor = toMinor(asked)
  }
  const amount = amountMinor / 100

  // Tap answers a repeated idempotency key with its first answer for 24 hours. The key names the
  // payment, what was refunded before and how often Tap refused it: a retry after a lost answer
  // gets the same refund back, a new request after a refusal is asked afresh.
  const { count: refusals } = await admin
    .from('security_events')
    .select('id', { count: 'exact', head: true })
    .eq('event_type', 'refund_refused_by_tap')
    .eq('metadata->>payment_id', paymentId)
  const idempotent = `refund_${paymentId}_${toMinor(verdict.refunded)}_${refusals ?? 0}`

  let answer
  try {
    answer = await tapRequest('/refunds', {
      method: 'POST',
      body: {
        charge_id: verdict.charge_id,
        amount,
        currency: verdict.currency,
        description: `استرداد اشتراك سند`,
        reason: asAdmin ? 'requested_by_merchant' : 'requested_by_customer',
        reference: {
          merchant: paymentId,
          idempotent,
        },
        metadata: { payment_id: paymentId, requested_by: caller.id },
        post: { url: `${env('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1/tap-webhook` },
      },
    })
  } catch (error) {
    if (!(error instanceof TapUnreachableError)) throw error
    console.error('refund: Tap unreachable', error)
    return json({ error: refundErrors.unreachable }, { status: 503 })
  }
  const refund = answer.body as unknown as TapRefund
  if (
    answer.status < 200 ||
    answer.status >= 300 ||
    typeof refund.id !== 'string' ||
    !ACCEPTED.has(String(refund.status)) ||
    toMinor(refund.amount ?? 0) !== amountMinor
  ) {
    console.error('refund: Tap refused', answer.status, refund.status, refund.errors)
    await admin.rpc('log_security_event', {
      p_event_type: 'refund_refused_by_tap',
      p_description: 'Tap refused a refund; nothing was recorded',
      p_user_id: caller.id,
      p_severity: 'medium',
      p_metadata: {
        payment_id: paymentId,
        http_status: answer.status,
        refund_status: String(refund.status ?? ''),
        errors: refund.errors ?? null,
      },
    })
    return json({ error: refundErrors.refused }, { status: 502 })
  }

  const { data: recorded, error: recordError } = await admin.rpc('record_payment_refund', {
    p_payment_id: paymentId,
    p_tap_refund: refund,
    p_amount: amount,
    p_reason: reason,
    p_requested_by: caller.id,
    p_by_admin: asAdmin,
  })
  const row = (
    recorded as
      | {
          refund_id: string
          credit_note_id: string
          credit_note_number: string
          created: boolean
        }[]
      | null
  )?.[0]
  if (recordError || !row) {
    console.error('refund: could not record', refund.id, recordError)
    return json({ error: refundErrors.notRecorded }, { status: 500 })
  }
  // verdict.amount is what is left to refund: taking all of it completes the refund.
  const full = amountMinor === toMinor(verdict.amount)
  if (row.created) {
    const { data: payment } = await admin
      .from('tap_payment_details')
      .select('user_id')
      .eq('id', paymentId)
      .single()
    const owner = (payment as { user_id: string } | null)?.user_id
    if (owner) {
      await syncJwtMetadata(admin, owner)
      await sendReceipt(admin, row.credit_note_id)
    }
  }
  return json({
    refund: { id: refund.id, status: refund.status, amount, currency: verdict.currency },
    credit_note: { id: row.credit_note_id, number: row.credit_note_number },
    full,
  })
})
