/**
 * E-mail verification tokens, shared by send-verification-email and verify-email: the link
 * carries a random token, the database keeps only its SHA-256 (a leaked table cannot be turned
 * into working links). Web Crypto only, as in every edge runtime.
 */

/** 32 random bytes, base64url without padding (43 characters, safe in a query string). */
export function newVerificationToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export async function hashVerificationToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Spec doc 2 section 9: a verification link is valid for 30 minutes. */
export const VERIFICATION_TOKEN_TTL_MINUTES = 30

export type VerificationType = 'registration' | 'email_change'
