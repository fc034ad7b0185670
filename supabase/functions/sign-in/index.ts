/**
 * POST /functions/v1/sign-in { identifier, password } (public: the login page, before a session)
 *
 * Password sign-in by e-mail or username, done on the server (issue 20):
 * - a username is turned into its account's e-mail here, with the service role, so the browser
 *   never receives an e-mail it did not type; an unknown username becomes an address that
 *   belongs to no account and goes through the same path, so it is answered exactly like a
 *   wrong password (same status, same body);
 * - 120 attempts a minute per client IP and 10 per identifier as typed (sign_in_attempt_allowed):
 *   never per account, so a 429 cannot tell that a username and an e-mail share one (issue 41);
 *   the account's guesses are bounded by the auth hook's lock, which counts per user;
 * - every refusal the auth server gives is recorded for the identifier as typed, known or not
 *   (record_sign_in_result): the login page's lock status reads only these server-written facts
 *   and the auth hook's own locks.
 *
 * Answers: 200 with the auth server's session (the browser stores it with auth.setSession);
 * the auth server's own error status and body otherwise (400 invalid_credentials, the lock
 * message of the password hook, …); 429 over the limits; 400 for a malformed request.
 */
import { clientIp } from '../_shared/client-address.ts'
import { json, preflight } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'

const MAX_IDENTIFIER = 320
const MAX_PASSWORD = 1024
const TOO_MANY = 'محاولات دخول كثيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى'

type Attempt = { identifier: string; password: string }

function readAttempt(body: unknown): Attempt | null {
  if (!isPlainObject(body)) return null
  const { identifier, password } = body
  if (typeof identifier !== 'string' || typeof password !== 'string') return null
  const typed = identifier.trim()
  if (typed === '' || typed.length > MAX_IDENTIFIER || password.length > MAX_PASSWORD) return null
  return { identifier: typed, password }
}

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const attempt = readAttempt(await req.json().catch(() => null))
  if (!attempt) return json({ error: functionErrors.invalidBody }, { status: 400 })

  const admin = adminClient()
  const ip = clientIp(req.headers)
  const { data: allowed, error: limitError } = await admin.rpc('sign_in_attempt_allowed', {
    p_ip: ip ?? '',
    p_identifier: attempt.identifier,
  })
  if (limitError) {
    console.error('sign-in: rate limit check failed', limitError)
    return json({ error: functionErrors.rateLimitUnavailable }, { status: 503 })
  }
  if (!allowed) {
    return json({ error: TOO_MANY, error_code: 'over_request_rate_limit' }, { status: 429 })
  }

  const { data: email, error: resolveError } = await admin.rpc('resolve_login_identifier', {
    identifier: attempt.identifier,
  })
  if (resolveError || typeof email !== 'string' || email === '') {
    // The request was valid (checked above): the database failed, so a 503 to retry later.
    console.error('sign-in: identifier lookup failed', resolveError)
    return json({ error: functionErrors.signInUnavailable }, { status: 503 })
  }

  // The auth server itself checks the password (and its hook counts and locks). The client's
  // address goes along in Sb-Forwarded-For, which the auth server honours from a caller with the
  // service-role key only, so its per-IP limits count the browser, not this function.
  const headers: Record<string, string> = {
    apikey: env('SUPABASE_SERVICE_ROLE_KEY'),
    'Content-Type': 'application/json',
  }
  if (ip) headers['Sb-Forwarded-For'] = ip
  const auth = await fetch(`${env('SUPABASE_URL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: attempt.password }),
  })
  const answer: unknown = await auth.json().catch(() => ({}))

  // Counted: a refused password (or the hook's lock refusal, which has the same code); other
  // answers (e-mail not confirmed, the auth server's own limits) are not failed guesses.
  const refused = isPlainObject(answer) && answer.error_code === 'invalid_credentials'
  if (auth.ok || refused) {
    const { error: recordError } = await admin.rpc('record_sign_in_result', {
      p_identifier: attempt.identifier,
      p_success: auth.ok,
    })
    if (recordError) console.error('sign-in: recording the result failed', recordError)
  }
  return json(answer, { status: auth.status, headers: { 'Cache-Control': 'no-store' } })
})
