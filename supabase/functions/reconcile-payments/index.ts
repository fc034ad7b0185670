/**
 * POST /functions/v1/reconcile-payments (service_role key only; the scheduler's job)
 *
 * Tap posts no webhook for a charge left INITIATED, and a webhook can be lost. Every charge still
 * INITIATED 30 minutes after it was created is fetched again from Tap and settled through the
 * same path as the webhook (`settleCharge`: amount, currency and order checked, CAPTURED applied
 * once, its tax invoice issued by the database with the capture). One still unpaid after 24 hours
 * is closed as ABANDONED. What a run found is written to the audit log
 * (`payment_reconciliation`), which the admin dashboard shows. Scheduled by the local scheduler
 * here and by pg_cron + pg_net on hosted Supabase (docs/architecture.md, "Reconciliation").
 */
import { bearerToken } from '../_shared/auth.ts'
import { json } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'
import {
  adminClient,
  env,
  retrieveCharge,
  settleCharge,
  type PaymentRow,
} from '../_shared/payments.ts'

const RECHECK_AFTER_MS = 30 * 60 * 1000
const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000
const BATCH = 50

Deno.serve(async (req) => {
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const key = env('SUPABASE_SERVICE_ROLE_KEY')
  if (!key || bearerToken(req) !== key) {
    return json({ error: functionErrors.signInRequired }, { status: 401 })
  }
  const admin = adminClient()
  const now = Date.now()
  const { data, error } = await admin
    .from('tap_payment_details')
    .select('*')
    .eq('status', 'INITIATED')
    .not('charge_id', 'is', null)
    .lt('created_at', new Date(now - RECHECK_AFTER_MS).toISOString())
    .order('created_at', { ascending: true })
    .limit(BATCH)
  if (error) {
    console.error('reconcile-payments: could not list payments', error.message)
    return json({ error: 'database' }, { status: 500 })
  }
  const found = {
    checked: 0,
    captured: [] as string[],
    failed: [] as string[],
    abandoned: [] as string[],
    mismatched: [] as string[],
    unreachable: [] as string[],
  }
  for (const payment of (data ?? []) as (PaymentRow & { created_at: string })[]) {
    found.checked += 1
    const chargeId = payment.charge_id!
    try {
      const charge = await retrieveCharge(chargeId)
      if (charge) {
        const result = await settleCharge(admin, charge)
        if (result.outcome === 'applied' || result.outcome === 'already_applied') {
          found.captured.push(chargeId)
          continue
        }
        if (result.outcome === 'mismatch') {
          found.mismatched.push(chargeId)
          continue
        }
        if (charge.status !== 'INITIATED' && charge.status !== 'IN_PROGRESS') {
          found.failed.push(`${chargeId}:${charge.status}`)
          continue
        }
      }
    } catch (caught) {
      console.error('reconcile-payments: Tap unreachable for', chargeId, caught)
      found.unreachable.push(chargeId)
      continue
    }
    // Still unpaid (or unknown to Tap): after 24 hours it is abandoned.
    if (now - new Date(payment.created_at).getTime() >= ABANDON_AFTER_MS) {
      const { error: closeError } = await admin
        .from('tap_payment_details')
        .update({ status: 'ABANDONED' })
        .eq('id', payment.id)
        .eq('status', 'INITIATED')
      if (!closeError) found.abandoned.push(chargeId)
    }
  }
  if (found.checked > 0) {
    await admin.rpc('log_audit_event', {
      p_action: 'payment_reconciliation',
      p_user_id: null,
      p_target_type: 'payments',
      p_target_id: null,
      p_old_values: null,
      p_new_values: {
        checked: found.checked,
        captured: found.captured.length,
        failed: found.failed.length,
        abandoned: found.abandoned.length,
        mismatched: found.mismatched.length,
        unreachable: found.unreachable.length,
      },
      p_metadata: found,
    })
  }
  return json(found)
})
