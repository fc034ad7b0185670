import type { AuthError } from '@supabase/supabase-js'
import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { db } from './client'

/*
 * Admin MFA (TOTP) through supabase-js's auth.mfa API, and the recovery codes the database issues
 * (issue_mfa_recovery_codes) and the mfa-recovery function spends. docs/security.md, "Admin MFA".
 */

export type TotpEnrolment = { factorId: string; qrCode: string; secret: string }

const messages = {
  wrongCode: 'رمز التحقق غير صحيح أو انتهت صلاحيته. أدخل الرمز الظاهر الآن في تطبيق المصادقة',
  tooMany: 'محاولات كثيرة. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى',
  offline: NETWORK_ERROR_MESSAGE,
  enrolFailed: 'تعذّر بدء إعداد تطبيق المصادقة. يرجى المحاولة مرة أخرى',
  verifyFailed: 'تعذّر التحقق من الرمز الآن. يرجى المحاولة مرة أخرى',
  noFactor: 'لا يوجد تطبيق مصادقة مفعّل لهذا الحساب. أعد تحميل الصفحة لإعداده',
  codesFailed: 'تعذّر إنشاء رموز الاسترداد. يرجى المحاولة مرة أخرى',
  recoveryFailed: 'تعذّر استخدام رمز الاسترداد الآن. يرجى المحاولة بعد قليل',
} as const

export class MfaError extends Error {}

function authMessage(error: AuthError | Error, fallback: string): string {
  const code = (error as AuthError).code
  const status = (error as AuthError).status
  if (
    code === 'mfa_verification_failed' ||
    code === 'mfa_challenge_expired' ||
    code === 'mfa_factor_not_found' ||
    status === 422
  ) {
    return messages.wrongCode
  }
  if (status === 429 || code === 'over_request_rate_limit') return messages.tooMany
  if (isNetworkError(error)) return messages.offline
  return fallback
}

/**
 * Starts a TOTP enrolment: leftovers of an enrolment never finished (unverified factors) are
 * removed first, so the auth server's factor limit is never reached by reloading the page.
 */
export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const client = await db()
  const listed = await client.auth.mfa.listFactors()
  if (listed.error) throw new MfaError(authMessage(listed.error, messages.enrolFailed))
  for (const factor of listed.data.all) {
    if (factor.factor_type === 'totp' && factor.status === 'unverified') {
      await client.auth.mfa.unenroll({ factorId: factor.id })
    }
  }
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', issuer: 'سند' })
  if (error) throw new MfaError(authMessage(error, messages.enrolFailed))
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
}

/** Checks a code against a factor; on success the session is aal2 (and stored by supabase-js). */
export async function verifyTotp(factorId: string, code: string): Promise<void> {
  const client = await db()
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code })
  if (error) throw new MfaError(authMessage(error, messages.verifyFailed))
}

/** The admin's verified TOTP factor, for the sign-in code step. */
export async function verifiedTotpFactor(): Promise<string> {
  const client = await db()
  const { data, error } = await client.auth.mfa.listFactors()
  if (error) throw new MfaError(authMessage(error, messages.verifyFailed))
  const factor = data.all.find((f) => f.factor_type === 'totp' && f.status === 'verified')
  if (!factor) throw new MfaError(messages.noFactor)
  return factor.id
}

/** Ten new one-time recovery codes (the old ones stop working); needs an aal2 session. */
export async function issueRecoveryCodes(): Promise<string[]> {
  const client = await db()
  const { data, error } = await client.rpc('issue_mfa_recovery_codes')
  if (error || !Array.isArray(data)) {
    throw new MfaError(error && isNetworkError(error) ? messages.offline : messages.codesFailed)
  }
  return data
}

/**
 * Spends a recovery code: the server removes the admin's TOTP factors, so the admin enrols a new
 * authenticator next. The session is refreshed so the client's user has no factors either.
 */
export async function spendRecoveryCode(code: string): Promise<void> {
  const client = await db()
  const { error } = await client.functions.invoke('mfa-recovery', { body: { code } })
  if (error) {
    const body = await functionErrorBody<{ error?: unknown }>(error)
    if (typeof body?.error === 'string' && body.error !== '') throw new MfaError(body.error)
    throw new MfaError(isNetworkError(error) ? messages.offline : messages.recoveryFailed)
  }
  await client.auth.refreshSession()
}

export function mfaErrorMessage(error: unknown, fallback: string): string {
  return error instanceof MfaError ? error.message : fallback
}
