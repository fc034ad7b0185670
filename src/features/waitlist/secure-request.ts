import { authStore } from '@/lib/auth-store'
import { ensureCsrfToken, readCsrfToken } from './csrf'
import { waitlistMessages } from './messages'

export type SecureRequestFailure = 'csrf' | 'session'

export class SecureRequestError extends Error {
  constructor(
    readonly reason: SecureRequestFailure,
    message: string,
  ) {
    super(message)
  }
}

type SecureRequestOptions = {
  /** Spec 5.4: when set and a user is signed in, their session must still be valid. */
  requireSession?: boolean
  now?: number
}

/**
 * Spec 5.4's secure-request wrapper: refuses without a valid CSRF token (a fresh one is stored
 * for the next attempt) and, when asked, with an expired session. The rate-limit check of the
 * spec runs on the server inside the RPC itself (join_waitlist counts the request in the same
 * transaction), so it cannot be skipped by a client that leaves this wrapper out.
 */
export async function secureRequest<T>(
  request: () => Promise<T>,
  { requireSession = false, now = Date.now() }: SecureRequestOptions = {},
): Promise<T> {
  if (!readCsrfToken(now)) {
    ensureCsrfToken(now)
    throw new SecureRequestError('csrf', waitlistMessages.csrf)
  }
  if (requireSession) {
    const { session } = authStore.getSnapshot()
    if (session?.expires_at !== undefined && session.expires_at * 1000 <= now) {
      throw new SecureRequestError('session', waitlistMessages.session)
    }
  }
  return request()
}
