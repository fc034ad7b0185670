import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'
import type { LoginSecurityStatus } from '../lock'

const client = getSupabase

export const authKeys = {
  all: ['auth'] as const,
  securityStatus: (identifier: string) =>
    [...authKeys.all, 'security-status', identifier.trim().toLowerCase()] as const,
}

/** A sign-in failure, already in the spec's Arabic (doc 1 section 8). */
export class LoginError extends Error {}

const INVALID_CREDENTIALS = 'Invalid login credentials'

/** The one place auth answers become the login page's messages. */
export function loginErrorMessage(providerMessage: string | undefined): string {
  if (providerMessage === INVALID_CREDENTIALS) {
    return 'البيانات غير صحيحة. يرجى التحقق من البريد الإلكتروني وكلمة المرور'
  }
  // Other provider errors, e.g. the lock message of the password-verification hook.
  return providerMessage || 'حدث خطأ أثناء تسجيل الدخول'
}

export async function fetchLoginSecurityStatus(identifier: string): Promise<LoginSecurityStatus> {
  const { data, error } = await (
    await client()
  ).rpc('get_login_security_status', { identifier: identifier.trim().toLowerCase() })
  if (error) throw new Error('تعذّر التحقق من حالة الحساب')
  const row = Array.isArray(data) ? data[0] : data
  return {
    failedAttempts: row?.failed_attempts ?? 0,
    isLocked: row?.is_locked ?? false,
    lockedUntil: row?.locked_until ?? null,
    recentAttempts: row?.recent_attempts_count ?? 0,
    isAdmin: row?.is_admin ?? false,
  }
}

/**
 * failed_login_attempt (medium), spec doc 2 section 8: the security log's record of a refused
 * sign-in, with what was typed. It is a log entry only; the lock status is counted by the
 * server (the sign-in function). Logging failures only reach the console.
 */
async function logFailedLogin(identifier: string, reason: string): Promise<void> {
  try {
    const { error } = await (
      await client()
    ).rpc('log_security_event', {
      p_event_type: 'failed_login_attempt',
      p_description: 'Failed password sign-in',
      p_severity: 'medium',
      p_metadata: { identifier, reason },
    })
    if (error) console.error('Could not log the failed sign-in', error)
  } catch (error) {
    console.error('Could not log the failed sign-in', error)
  }
}

type SignInAnswer = {
  access_token?: string
  refresh_token?: string
  msg?: string
  message?: string
  error?: string
  error_code?: string
}

/**
 * Signs in with an e-mail or username and a password through the `sign-in` edge function (the
 * server resolves usernames, so the browser never sees an e-mail it did not type), then stores
 * the session it returns. Throws LoginError with the spec's text.
 */
export async function signInWithIdentifier(identifier: string, password: string): Promise<void> {
  const typed = identifier.trim().toLowerCase()
  let failure: string | undefined
  try {
    const supabase = await client()
    const { data, error } = await supabase.functions.invoke<SignInAnswer>('sign-in', {
      body: { identifier: typed, password },
    })
    if (!error && data?.access_token && data.refresh_token) {
      const stored = await supabase.auth.setSession({
        access_token: data.access_token,
        refresh_token: data.refresh_token,
      })
      if (!stored.error) return
      if (isNetworkError(stored.error)) throw new LoginError(NETWORK_ERROR_MESSAGE)
      throw new LoginError('حدث خطأ أثناء تسجيل الدخول. يرجى المحاولة مرة أخرى')
    }
    // The backend unreachable: no attempt reached the server, so nothing to log or count.
    if (error && isNetworkError(error)) throw new LoginError(NETWORK_ERROR_MESSAGE)
    const answer = (error ? await functionErrorBody<SignInAnswer>(error) : data) ?? {}
    // The auth server's answer carries `msg` (its `error` is an OAuth code such as invalid_grant);
    // the function's own refusals (limits, a malformed request) carry only an Arabic `error`.
    failure = answer.msg ?? answer.message
    if (!failure && answer.error) throw new LoginError(answer.error)
  } catch (error) {
    if (error instanceof LoginError) throw error
    if (isNetworkError(error)) throw new LoginError(NETWORK_ERROR_MESSAGE)
    throw new LoginError('حدث خطأ أثناء تسجيل الدخول. يرجى المحاولة مرة أخرى')
  }
  await logFailedLogin(typed, failure ?? 'unknown')
  throw new LoginError(loginErrorMessage(failure))
}

/** Google sign-in: leaves for the provider and returns signed in to the site root. */
export async function signInWithGoogle(): Promise<void> {
  try {
    const { error } = await (
      await client()
    ).auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${window.location.origin}/` },
    })
    if (error) throw error
  } catch {
    throw new LoginError('فشل في تسجيل الدخول باستخدام Google')
  }
}
