import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'

/*
 * The sign-in of the login page, apart from the client that carries it (issue 51): the app passes
 * supabase-js (login.ts), the static /login page a fetch of the same endpoints with auth-js for
 * the session (src/islands/login.ts). What is sent, what is logged and every message are here once.
 */

/** A sign-in failure, already in the spec's Arabic (doc 1 section 8). */
export class LoginError extends Error {}

const INVALID_CREDENTIALS = 'Invalid login credentials'

export const LOGIN_FAILED = 'حدث خطأ أثناء تسجيل الدخول. يرجى المحاولة مرة أخرى'

/** The one place auth answers become the login page's messages. */
export function loginErrorMessage(providerMessage: string | undefined): string {
  if (providerMessage === INVALID_CREDENTIALS) {
    return 'البيانات غير صحيحة. يرجى التحقق من البريد الإلكتروني وكلمة المرور'
  }
  // Other provider errors, e.g. the lock message of the password-verification hook.
  return providerMessage || 'حدث خطأ أثناء تسجيل الدخول'
}

export type SignInAnswer = {
  access_token?: string
  refresh_token?: string
  msg?: string
  message?: string
  error?: string
  error_code?: string
}

/**
 * What the sign-in needs of a client, in supabase-js's shapes: the `sign-in` edge function (a
 * non-2xx answer is an error whose `context` is the Response), storing the returned session where
 * supabase-js reads it, and an RPC as the visitor.
 */
export type SignInClient = {
  invoke: (
    name: 'sign-in',
    options: { body: { identifier: string; password: string } },
  ) => Promise<{ data: SignInAnswer | null; error: unknown }>
  setSession: (tokens: { access_token: string; refresh_token: string }) => Promise<{
    error: unknown
  }>
  rpc: (
    name: 'log_security_event',
    args: Record<string, unknown>,
  ) => PromiseLike<{ error: unknown }>
}

/**
 * failed_login_attempt (medium), spec doc 2 section 8: the security log's record of a refused
 * sign-in, with what was typed. It is a log entry only; the lock status is counted by the
 * server (the sign-in function). Logging failures only reach the console.
 */
async function logFailedLogin(
  client: SignInClient,
  identifier: string,
  reason: string,
): Promise<void> {
  try {
    const { error } = await client.rpc('log_security_event', {
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

/**
 * Signs in with an e-mail or username and a password through the `sign-in` edge function (the
 * server resolves usernames, so the browser never sees an e-mail it did not type), then stores
 * the session it returns. Throws LoginError with the spec's text.
 */
export async function signInThrough(
  connect: () => Promise<SignInClient>,
  identifier: string,
  password: string,
): Promise<void> {
  const typed = identifier.trim().toLowerCase()
  let failure: string | undefined
  let client: SignInClient
  try {
    client = await connect()
    const { data, error } = await client.invoke('sign-in', {
      body: { identifier: typed, password },
    })
    if (!error && data?.access_token && data.refresh_token) {
      const stored = await client.setSession({
        access_token: data.access_token,
        refresh_token: data.refresh_token,
      })
      if (!stored.error) return
      if (isNetworkError(stored.error)) throw new LoginError(NETWORK_ERROR_MESSAGE)
      throw new LoginError(LOGIN_FAILED)
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
    throw new LoginError(LOGIN_FAILED)
  }
  await logFailedLogin(client, typed, failure ?? 'unknown')
  throw new LoginError(loginErrorMessage(failure))
}
