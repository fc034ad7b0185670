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

/**
 * E-mail for what was typed: an address as is, a username through resolve_login_identifier
 * (an unknown username maps to an address that belongs to no account, so nothing leaks).
 */
export async function resolveLoginEmail(identifier: string): Promise<string> {
  const typed = identifier.trim().toLowerCase()
  if (typed.includes('@')) return typed
  const { data, error } = await (
    await client()
  ).rpc('resolve_login_identifier', { identifier: typed })
  if (error && isNetworkError(error)) throw new LoginError(NETWORK_ERROR_MESSAGE)
  if (error || !data) throw new LoginError('حدث خطأ أثناء تسجيل الدخول')
  return data
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

/** failed_login_attempt (medium), spec doc 2 section 8. Logging failures only reach the console. */
async function logFailedLogin(email: string, reason: string): Promise<void> {
  try {
    const { error } = await (
      await client()
    ).rpc('log_security_event', {
      p_event_type: 'failed_login_attempt',
      p_description: 'Failed password sign-in',
      p_severity: 'medium',
      // metadata.email lets unknown addresses accumulate like real ones (no account leak).
      p_metadata: { email, reason },
    })
    if (error) console.error('Could not log the failed sign-in', error)
  } catch (error) {
    console.error('Could not log the failed sign-in', error)
  }
}

/** Signs in with an e-mail or username and a password; throws LoginError with the spec's text. */
export async function signInWithIdentifier(identifier: string, password: string): Promise<void> {
  let email: string
  let failure: string | null = null
  try {
    email = await resolveLoginEmail(identifier)
    const { error } = await (await client()).auth.signInWithPassword({ email, password })
    if (!error) return
    // The backend unreachable: no attempt reached the server, so nothing to log or count.
    if (isNetworkError(error)) throw new LoginError(NETWORK_ERROR_MESSAGE)
    failure = error.message
  } catch (error) {
    if (error instanceof LoginError) throw error
    if (isNetworkError(error)) throw new LoginError(NETWORK_ERROR_MESSAGE)
    throw new LoginError(
      error instanceof Error && error.message
        ? error.message
        : 'حدث خطأ أثناء تسجيل الدخول. يرجى المحاولة مرة أخرى',
    )
  }
  await logFailedLogin(email, failure)
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
