/**
 * Reauthentication nonces (GoTrue internal/api/reauthenticate.go, mail.go sendReauthenticationOtp,
 * user.go UserUpdate): `GET /reauthenticate` mails a six-digit nonce; with `[auth.email]
 * secure_password_change` on, `PUT /user` with a password from a session older than 24 hours
 * needs that nonce. With `[auth.email] require_current_password` on (GoTrue v2.187+, supabase/auth
 * #2364), a new password also needs the current one, except in a session from an e-mailed link.
 */
import type { Queryable } from '../db/index.ts'
import bcrypt from './bcrypt.ts'
import { ApiError, badRequest, unprocessable, validation } from './errors.ts'
import type { Limits } from './limits.ts'
import { newOtp, renderReauthenticationMail, tokenHash, type MailMessage } from './mail.ts'
import type { AuthSettings } from './settings.ts'
import type { UserRow } from './store.ts'

/** reauthenticate.go InvalidNonceMessage. */
const INVALID_NONCE = 'Nonce has expired or is invalid'
/** user.go: the one message of both current-password refusals (required and mismatch). */
const CURRENT_PASSWORD_REQUIRED = 'Current password required when setting new password.'
/** AuthenticationMethod.IsRecovery (models/factor.go): sessions from an e-mailed link or code. */
const RECOVERY_METHODS = ['otp', 'magiclink', 'recovery']
/** user.go: "we require reauthentication if the user hasn't signed in recently". */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000

/**
 * Reauthenticate: the user needs a confirmed e-mail (or phone); the nonce's hash is stored in
 * `reauthentication_token` and the mail queued. max_frequency and the e-mail budget apply.
 */
export async function sendReauthentication(
  settings: AuthSettings,
  limits: Limits,
  q: Queryable,
  user: UserRow,
  mails: MailMessage[],
): Promise<void> {
  const email = user.email ?? ''
  const phone = user.phone ?? ''
  if (!email && !phone) {
    throw validation('Reauthentication requires the user to have an email or a phone number')
  }
  if (email && !user.email_confirmed_at) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  }
  if (!email) {
    if (!user.phone_confirmed_at) {
      throw unprocessable('phone_not_confirmed', 'Please verify your phone first.')
    }
    // The phone provider is never on in the local stack, so there is no SMS to send.
    throw new ApiError(500, 'unexpected_failure', 'Unable to get SMS provider')
  }
  checkFrequency(settings, user.reauthentication_sent_at)
  limits.emailSent.take('instance')
  const { otp, hash } = newOtp(email)
  await q.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now()
      where id = $1`,
    [user.id, hash],
  )
  mails.push(
    renderReauthenticationMail(settings.emailTemplates, email, otp, {
      siteUrl: settings.siteUrl,
      data: user.raw_user_meta_data ?? {},
    }),
  )
}

/**
 * validateSentWithinFrequencyLimit with generateFrequencyLimitErrorMessage: the seconds left are
 * a Go Duration divided by time.Second, so truncated (under a second left reads "0 seconds").
 */
function checkFrequency(settings: AuthSettings, sentAt: string | null) {
  if (!sentAt) return
  const left = Date.parse(sentAt) + settings.maxFrequencyMs - Date.now()
  if (left > 0) {
    throw new ApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.trunc(left / 1000)} seconds.`,
    )
  }
}

/**
 * UserUpdate's rule for a new password when secure_password_change is on: a session created in
 * the last 24 hours needs nothing; otherwise (or without a session) the nonce is required and
 * must match, and is then used up.
 */
export async function requireReauthentication(
  settings: AuthSettings,
  q: Queryable,
  user: UserRow,
  sessionId: string | undefined,
  nonce: string,
): Promise<void> {
  if (!settings.securePasswordChange) return
  if (await signedInRecently(q, sessionId)) return
  if (!nonce)
    throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
  await verifyNonce(settings, q, user, nonce)
}

async function signedInRecently(q: Queryable, sessionId: string | undefined) {
  if (!sessionId) return false
  const { rows } = await q.query<{ age_ms: number }>(
    `select (extract(epoch from now() - created_at) * 1000)::float8 as age_ms
       from auth.sessions where id = $1`,
    [sessionId],
  )
  const age = rows[0]?.age_ms
  return age !== undefined && age <= RECENT_SIGN_IN_MS
}

/** verifyReauthentication: isOtpValid (hash and otp_expiry), then ConfirmReauthentication. */
async function verifyNonce(settings: AuthSettings, q: Queryable, user: UserRow, nonce: string) {
  const stored = user.reauthentication_token ?? ''
  const sentAt = user.reauthentication_sent_at
  if (!stored || !sentAt) throw unprocessable('reauthentication_not_valid', INVALID_NONCE)
  if (!user.email) {
    throw unprocessable(
      'reauthentication_not_valid',
      'Reauthentication requires an email or a phone number',
    )
  }
  const expired = Date.now() > Date.parse(sentAt) + settings.otpExpirySeconds * 1000
  if (expired || tokenHash(user.email, nonce) !== stored) {
    throw unprocessable('reauthentication_not_valid', INVALID_NONCE)
  }
  await q.query(`update auth.users set reauthentication_token = '' where id = $1`, [user.id])
}

/**
 * user.go UserUpdate with Security.UpdatePasswordRequireCurrentPassword (the CLI's `[auth.email]
 * require_current_password`, GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD): when the
 * user has a password (HasPassword: a non-empty hash) and the session is not a recovery one
 * (Session.IsRecovery: an amr of otp, magiclink or recovery), `current_password` must be given
 * (400 current_password_required) and match (400 current_password_invalid), both with GoTrue's
 * one message. Runs after the reauthentication rule and before the same-password check, as there.
 */
export async function requireCurrentPassword(
  settings: AuthSettings,
  q: Queryable,
  user: UserRow,
  sessionId: string | undefined,
  currentPassword: unknown,
): Promise<void> {
  if (!settings.requireCurrentPassword || !user.encrypted_password) return
  if (await isRecoverySession(q, sessionId)) return
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    throw badRequest('current_password_required', CURRENT_PASSWORD_REQUIRED)
  }
  if (!(await bcrypt.compare(currentPassword, user.encrypted_password))) {
    throw badRequest('current_password_invalid', CURRENT_PASSWORD_REQUIRED)
  }
}

async function isRecoverySession(q: Queryable, sessionId: string | undefined) {
  if (!sessionId) return false
  const { rows } = await q.query(
    `select 1 from auth.mfa_amr_claims
      where session_id = $1 and authentication_method = any($2::text[]) limit 1`,
    [sessionId, RECOVERY_METHODS],
  )
  return rows.length > 0
}
