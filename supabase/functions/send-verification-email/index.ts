/**
 * POST /functions/v1/send-verification-email (bearer token required)
 * Body (spec doc 2 section 7): { userId, email, verificationType: 'registration' | 'email_change', newEmail }
 *
 * Sends the caller a verification link in Arabic, through the mail outbox (issue 49: the
 * function enqueues the mail and runs the worker for it). This is the person's «إعادة الإرسال»
 * (and the e-mail change): the first link of a sign-up is queued by the sign-up itself
 * (migration 20261208000000), so the hourly allowance below is all the person's to use. Only the caller may ask for their own link
 * (userId must be the token's user); the address comes from the account, not from the body, so a
 * caller cannot make the product mail someone else. The token is valid for 30 minutes and only
 * its hash is stored; asking again retires the earlier links of the same kind. For an e-mail
 * change the link goes to the new address and the profile is 'suspended' until it is opened.
 *
 * Answers { success: true } or { error } with 400/401/403/409/429/502.
 */
import { createClient } from '@supabase/supabase-js'
import { json, preflight } from '../_shared/cors.ts'
import { kickOutbox, queueMail } from '../_shared/outbox.ts'
import { functionErrors, isPlainObject } from '../_shared/messages.ts'
import {
  hashVerificationToken,
  newVerificationToken,
  VERIFICATION_TOKEN_TTL_MINUTES,
} from '../_shared/verification-token.ts'

const EMAIL_PATTERN = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/
/** Links one account may request per hour (resend buttons included). */
const SENDS_PER_HOUR = 10

function env(name: string, fallback = ''): string {
  return Deno.env.get(name)?.trim() || fallback
}

Deno.serve(async (req) => {
  const early = preflight(req)
  if (early) return early
  if (req.method !== 'POST')
    return json({ error: functionErrors.methodNotAllowed }, { status: 405 })

  const supabaseUrl = env('SUPABASE_URL')
  const admin = createClient(supabaseUrl, env('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  })

  const jwt = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]
  if (!jwt) return json({ error: functionErrors.signInRequired }, { status: 401 })
  // getUser, not getClaims: the link goes to the account's current e-mail, which the token may
  // predate (an e-mail change does not re-issue it), and a deleted account must get nothing.
  const { data: auth, error: authError } = await admin.auth.getUser(jwt)
  const caller = auth?.user
  if (authError || !caller) return json({ error: functionErrors.sessionExpired }, { status: 401 })

  let body: unknown
  try {
    body = await req.json()
  } catch {
    return json({ error: functionErrors.invalidBody }, { status: 400 })
  }
  // JSON null, an array, a string or a number is not a request (body.x would throw on null).
  if (!isPlainObject(body)) return json({ error: functionErrors.invalidBody }, { status: 400 })
  const userId = typeof body.userId === 'string' ? body.userId : ''
  const type = body.verificationType ?? 'registration'
  if (type !== 'registration' && type !== 'email_change') {
    return json({ error: functionErrors.invalidVerificationType }, { status: 400 })
  }
  if (userId !== caller.id) {
    return json(
      { error: functionErrors.ownAccountOnly },
      {
        status: 403,
      },
    )
  }
  const accountEmail = (caller.email ?? '').toLowerCase()
  const claimed = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (claimed && claimed !== accountEmail) {
    return json({ error: functionErrors.emailNotOfAccount }, { status: 400 })
  }

  let recipient = accountEmail
  let newEmail: string | null = null
  if (type === 'email_change') {
    newEmail = typeof body.newEmail === 'string' ? body.newEmail.trim().toLowerCase() : ''
    if (!EMAIL_PATTERN.test(newEmail) || newEmail.length > 254) {
      return json({ error: functionErrors.invalidNewEmail }, { status: 400 })
    }
    if (newEmail === accountEmail) {
      return json({ error: functionErrors.sameEmail }, { status: 400 })
    }
    const { data: taken } = await admin
      .from('profiles')
      .select('id')
      .ilike('email', newEmail)
      .neq('id', caller.id)
      .limit(1)
    if (taken?.length) return json({ error: functionErrors.emailTaken }, { status: 409 })
    recipient = newEmail
  }
  if (!recipient) return json({ error: functionErrors.noEmail }, { status: 400 })

  const { data: profile } = await admin
    .from('profiles')
    .select('full_name, email_verification_status')
    .eq('id', caller.id)
    .maybeSingle()
  if (type === 'registration' && profile?.email_verification_status === 'verified') {
    return json({ success: true, alreadyVerified: true })
  }

  const { data: allowed, error: limitError } = await admin.rpc('check_rate_limit', {
    p_identifier: caller.id,
    p_identifier_type: 'user',
    p_endpoint: 'send-verification-email',
    p_max_requests: SENDS_PER_HOUR,
    p_window_minutes: 60,
  })
  if (limitError) return json({ error: functionErrors.rateLimitUnavailable }, { status: 500 })
  if (allowed === false) {
    return json({ error: functionErrors.tooManyEmails }, { status: 429 })
  }

  // Only the newest link of a kind works: earlier unused ones are retired (both links of an
  // earlier e-mail change).
  const now = new Date()
  await admin
    .from('email_verification_tokens')
    .update({ used_at: now.toISOString() })
    .eq('user_id', caller.id)
    .in('type', type === 'email_change' ? ['email_change', 'email_change_current'] : [type])
    .is('used_at', null)

  const expiresAt = new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MINUTES * 60_000).toISOString()
  const token = newVerificationToken()
  // Issue 49: an e-mail change is confirmed from both addresses; the two links share change_id.
  const changeId = type === 'email_change' ? crypto.randomUUID() : null
  const currentToken = changeId ? newVerificationToken() : null
  const rows = [
    {
      user_id: caller.id,
      token_hash: await hashVerificationToken(token),
      type,
      new_email: newEmail,
      change_id: changeId,
      expires_at: expiresAt,
    },
  ]
  if (currentToken) {
    rows.push({
      user_id: caller.id,
      token_hash: await hashVerificationToken(currentToken),
      type: 'email_change_current',
      new_email: newEmail,
      change_id: changeId,
      expires_at: expiresAt,
    })
  }
  const { data: stored, error: insertError } = await admin
    .from('email_verification_tokens')
    .insert(rows)
    .select('id, type')
  if (insertError) return json({ error: functionErrors.linkNotCreated }, { status: 500 })
  // Each link's mail is keyed by its token (`verification:<id>`): once the link is retired by a
  // newer one, a mail of it still queued (a retry) is suppressed (migration 20261208000000).
  const dedupeOf = (kind: string) => {
    const id = stored?.find((row) => row.type === kind)?.id
    return id ? `verification:${id}` : null
  }

  if (type === 'email_change') {
    await admin
      .from('profiles')
      .update({ email_verification_status: 'suspended' })
      .eq('id', caller.id)
  }

  const link = `${supabaseUrl}/functions/v1/verify-email?token=${encodeURIComponent(token)}`
  const name = profile?.full_name && !profile.full_name.includes('@') ? profile.full_name : ''
  // Through the outbox (issue 49): the link is a template variable the row forgets once sent,
  // and the worker is kicked for it at once (the person is waiting for it).
  const queued = await queueMail(admin, {
    kind: 'verification',
    to: recipient,
    userId: caller.id,
    data: { verification_type: type, name, secret_link: link },
    dedupeKey: dedupeOf(type),
  })
  if (!queued) return json({ error: functionErrors.mailNotSent }, { status: 502 })
  const ids = [queued]
  if (currentToken) {
    const toCurrent = await queueMail(admin, {
      kind: 'email_change_old',
      to: accountEmail,
      userId: caller.id,
      data: {
        name,
        new_email: newEmail,
        secret_link: `${supabaseUrl}/functions/v1/verify-email?token=${encodeURIComponent(currentToken)}`,
      },
      dedupeKey: dedupeOf('email_change_current'),
    })
    if (!toCurrent) return json({ error: functionErrors.mailNotSent }, { status: 502 })
    ids.push(toCurrent)
  }
  await kickOutbox(ids)

  await admin.rpc('log_security_event', {
    p_event_type: 'verification_email_sent',
    p_description: 'Verification e-mail sent',
    p_user_id: caller.id,
    p_severity: 'low',
    p_metadata: { verification_type: type },
  })
  return json({ success: true })
})
