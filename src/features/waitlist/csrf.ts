/**
 * The CSRF token of spec 4: kept in sessionStorage (`csrf_token`, `csrf_expires` in epoch ms),
 * valid for 30 minutes, removed once expired, and generated when no valid one is stored.
 */
export const CSRF_TOKEN_KEY = 'csrf_token'
export const CSRF_EXPIRES_KEY = 'csrf_expires'
export const CSRF_LIFETIME_MS = 30 * 60_000

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The stored token while it is valid; an expired or malformed one is removed. */
export function readCsrfToken(now = Date.now()): string | null {
  const store = storage()
  if (!store) return null
  const token = store.getItem(CSRF_TOKEN_KEY)
  const expires = Number(store.getItem(CSRF_EXPIRES_KEY))
  if (token && /^[0-9a-f]{64}$/.test(token) && Number.isFinite(expires) && expires > now) {
    return token
  }
  store.removeItem(CSRF_TOKEN_KEY)
  store.removeItem(CSRF_EXPIRES_KEY)
  return null
}

/** Returns the valid stored token, or stores and returns a fresh one. */
export function ensureCsrfToken(now = Date.now()): string | null {
  const current = readCsrfToken(now)
  if (current) return current
  const store = storage()
  if (!store) return null
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  store.setItem(CSRF_TOKEN_KEY, token)
  store.setItem(CSRF_EXPIRES_KEY, String(now + CSRF_LIFETIME_MS))
  return token
}
