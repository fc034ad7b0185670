/**
 * POST /functions/v1/mfa-recovery { code } (bearer token: the admin's password session, aal1)
 *
 * An admin who lost their authenticator spends one of the recovery codes issued at enrolment
 * (issue_mfa_recovery_codes). consume_mfa_recovery_code checks it against the stored hashes,
 * marks it used, counts five tries per user in 15 minutes and audits every outcome. On success
 * the caller's TOTP factors are removed with the auth admin API: the session stays aal1, so the
 * admin must enrol a new factor at once (which gives aal2 and a new set of codes). Recovery never
 * grants aal2 by itself.
 *
 * Answers: 200 { success: true, factors_removed }; 400 a malformed request or a wrong code
 * (code: invalid); 409 a code already used (code: used); 401 no valid session; 429 over the
 * limit (code: rate_limited); 503 when the database or the auth server fails.
 */
import { callerFromClaims } from '../_shared/auth.ts'
import { json, preflight } from '../_shared/cors.ts'
import { adminClient } from '../_shared/env.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'

const MAX_CODE = 64

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const admin = adminClient()
  const caller = await callerFromClaims(req, admin)
  if (!caller) return json({ error: functionErrors.signInRequired }, { status: 401 })

  const body: unknown = await req.json().catch(() => null)
  if (!isPlainObject(body)) return json({ error: functionErrors.invalidBody }, { status: 400 })
  const code = typeof body.code === 'string' ? body.code.trim() : ''
  if (code === '' || code.length > MAX_CODE) {
    return json({ error: functionErrors.recoveryCodeRequired, code: 'invalid' }, { status: 400 })
  }

  const { data: outcome, error } = await admin.rpc('consume_mfa_recovery_code', {
    p_user_id: caller.id,
    p_code: code,
  })
  if (error || typeof outcome !== 'string') {
    console.error('mfa-recovery: consuming the code failed', error)
    return json({ error: functionErrors.recoveryUnavailable }, { status: 503 })
  }
  if (outcome === 'rate_limited') {
    return json({ error: functionErrors.recoveryRateLimited, code: outcome }, { status: 429 })
  }
  if (outcome === 'used') {
    return json({ error: functionErrors.recoveryCodeUsed, code: outcome }, { status: 409 })
  }
  if (outcome !== 'ok') {
    return json({ error: functionErrors.recoveryCodeInvalid, code: 'invalid' }, { status: 400 })
  }

  const { data: listed, error: listError } = await admin.auth.admin.mfa.listFactors({
    userId: caller.id,
  })
  if (listError) {
    console.error('mfa-recovery: listing factors failed', listError)
    return json({ error: functionErrors.recoveryUnavailable }, { status: 503 })
  }
  let removed = 0
  for (const factor of listed.factors) {
    if (factor.factor_type !== 'totp') continue
    const { error: deleteError } = await admin.auth.admin.mfa.deleteFactor({
      id: factor.id,
      userId: caller.id,
    })
    if (deleteError) {
      console.error('mfa-recovery: removing a factor failed', deleteError)
      return json({ error: functionErrors.recoveryUnavailable }, { status: 503 })
    }
    removed += 1
  }
  return json(
    { success: true, factors_removed: removed },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
