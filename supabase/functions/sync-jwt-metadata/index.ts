/**
 * POST /functions/v1/sync-jwt-metadata (bearer token required)
 * Body (spec doc 2 section 7): { user_id, force_sync }
 * Answer: { success: true, plan, role, synced } or { error }.
 *
 * Copies the caller's current plan and role into app_metadata through the admin API, so the
 * next access token (and anything reading app_metadata) carries them. Only for the caller's own
 * account. Without force_sync nothing is written when app_metadata already agrees.
 */
import { json } from '../_shared/cors.ts'
import { functionErrors } from '../_shared/messages.ts'
import { openPaymentCall, syncJwtMetadata } from '../_shared/payments.ts'

Deno.serve(async (req) => {
  const opened = await openPaymentCall(req, { optionalBody: true })
  if (opened instanceof Response) return opened
  const { admin, caller, body } = opened
  const userId = typeof body.user_id === 'string' ? body.user_id : caller.id
  if (userId !== caller.id) {
    return json({ error: functionErrors.ownAccountOnly }, { status: 403 })
  }

  if (body.force_sync !== true) {
    const { data: sub } = await admin
      .from('subscriptions')
      .select('plan_id')
      .eq('user_id', caller.id)
      .maybeSingle()
    const plan = (sub as { plan_id?: string } | null)?.plan_id ?? 'trial'
    // app_metadata as it is now, not the token's copy: that copy is what this function refreshes.
    const { data: fresh } = await admin.auth.admin.getUserById(caller.id)
    const meta = (fresh?.user?.app_metadata ?? {}) as Record<string, unknown>
    if (meta.plan === plan && typeof meta.user_role === 'string') {
      return json({ success: true, plan, role: meta.user_role, synced: false })
    }
  }
  const result = await syncJwtMetadata(admin, caller.id)
  if (!result) return json({ error: functionErrors.syncFailed }, { status: 500 })
  return json({ success: true, ...result, synced: true })
})
