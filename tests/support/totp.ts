/**
 * TOTP codes for tests (RFC 6238 as the auth server checks them: SHA-1, 6 digits, 30 s), from the
 * base32 secret the enrol answer carries. `otpauth` is the maintained implementation.
 */
import { Secret, TOTP } from 'otpauth'

export function totpCode(secret: string, offsetSteps = 0, now = Date.now()): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  return totp.generate({ timestamp: now + offsetSteps * 30_000 })
}
