/**
 * POST /functions/v1/password-reset { identifier, redirect_to? } (public: before a session)
 *
 * «نسيت كلمة المرور؟» (issue 30). The e-mail or username is turned into its account's address
 * on the server (an unknown username becomes an address no account has), then the auth server
 * is asked to mail its recovery link. The answer is the same for every well-formed request
 * within the limits, whether an account exists or not, and whatever the auth server answered
 * (its own per-address frequency limit only ever trips for real accounts, so it is not passed on).
 *
 * Limits: 30 requests per client IP and 5 per identifier as typed in 15 minutes
 * (password_reset_allowed), so a 429 never depends on which account an identifier names (issue
 * 41: a username's budget used to be its account's address's); and at most 5 recovery mails per
 * account in 15 minutes however it is named (password_reset_mail_allowed), past which the answer
 * is the same 200 without a mail.
 * Answers: 200 { sent: true }; 429 over the limits; 400 for a malformed request.
 */
import { clientIp } from '../_shared/client-address.ts'
import { json, preflight } from '../_shared/cors.ts'
import { adminClient, env } from '../_shared/env.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'

const MAX_IDENTIFIER = 320
const MAX_REDIRECT = 2048
const TOO_MANY = 'طلبات كثيرة لاستعادة كلمة المرور. يرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى'

type ResetRequest = { identifier: string; redirectTo: string | null }

function readRequest(body: unknown): ResetRequest | null {
  if (!isPlainObject(body)) return null
  const { identifier, redirect_to: redirectTo } = body
  if (typeof identifier !== 'string') return null
  const typed = identifier.trim()
  // A control character (U+0000 above all: Postgres text cannot hold it) is no identifier: it
  // made the rate-limit RPC fail and the function answer 503 instead of 400.
  if (typed === '' || typed.length > MAX_IDENTIFIER || /[<>"\s\p{Cc}]/u.test(typed)) return null
  if (redirectTo !== undefined && redirectTo !== null) {
    if (typeof redirectTo !== 'string' || redirectTo.length > MAX_REDIRECT) return null
  }
  return { identifier: typed, redirectTo: typeof redirectTo === 'string' ? redirectTo : null }
}

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST') {
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })
  }
  const request = readRequest(await req.json().catch(() => null))
  if (!request) return json({ error: functionErrors.invalidBody }, { status: 400 })

  const admin = adminClient()
  const ip = clientIp(req.headers)
  const { data: allowed, error: limitError } = await admin.rpc('password_reset_allowed', {
    p_ip: ip ?? '',
    p_identifier: request.identifier,
  })
  if (limitError) {
    console.error('password-reset: rate limit check failed', limitError)
    return json({ error: functionErrors.rateLimitUnavailable }, { status: 503 })
  }
  if (!allowed) {
    return json({ error: TOO_MANY, error_code: 'over_request_rate_limit' }, { status: 429 })
  }

  const { data: email, error: resolveError } = await admin.rpc('resolve_login_identifier', {
    identifier: request.identifier,
  })
  if (resolveError || typeof email !== 'string' || email === '') {
    console.error('password-reset: identifier lookup failed', resolveError)
    return json({ error: functionErrors.resetUnavailable }, { status: 503 })
  }
  const { data: mailAllowed, error: mailLimitError } = await admin.rpc(
    'password_reset_mail_allowed',
    { p_email: email },
  )
  if (mailLimitError) {
    console.error('password-reset: mail limit check failed', mailLimitError)
    return json({ error: functionErrors.rateLimitUnavailable }, { status: 503 })
  }
  if (!mailAllowed) return json({ sent: true }, { headers: { 'Cache-Control': 'no-store' } })

  // The auth server checks redirect_to against its allow list (else the site URL). The client's
  // address goes along in Sb-Forwarded-For so the auth server's own limits count the browser.
  const headers: Record<string, string> = {
    apikey: env('SUPABASE_SERVICE_ROLE_KEY'),
    'Content-Type': 'application/json',
  }
  if (ip) headers['Sb-Forwarded-For'] = ip
  const query = request.redirectTo ? `?redirect_to=${encodeURIComponent(request.redirectTo)}` : ''
  const auth = await fetch(`${env('SUPABASE_URL')}/auth/v1/recover${query}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  }).catch((error: unknown) => {
    console.error('password-reset: auth server unreachable', error)
    return null
  })
  if (auth && !auth.ok && auth.status >= 500) {
    console.error('password-reset: auth server failed', auth.status, await auth.text())
  } else {
    await auth?.body?.cancel()
  }
  return json({ sent: true }, { headers: { 'Cache-Control': 'no-store' } })
})
