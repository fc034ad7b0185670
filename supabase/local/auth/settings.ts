/**
 * What of supabase/config.toml the auth service honours, read once per stack start (the CLI's
 * keys and defaults: `[auth]`, `[auth.email]`, `[auth.rate_limit]`, `[auth.hook.*]`,
 * `[auth.external.*]`).
 */
import type { ProjectConfig } from '../config.ts'
import { loadEmailTemplates, type EmailTemplates } from './mail.ts'

export interface HookSetting {
  schema: string
  name: string
  uri: string
}

export interface AuthSettings {
  siteUrl: string
  redirectPatterns: RegExp[]
  jwtExpiry: number
  signupEnabled: boolean
  emailSignupEnabled: boolean
  anonymousEnabled: boolean
  autoconfirm: boolean
  doubleConfirmChanges: boolean
  /**
   * `[auth.email] secure_password_change` (the CLI's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION):
   * a password change from a session older than 24 h needs a reauthentication nonce.
   */
  securePasswordChange: boolean
  /**
   * `[auth.email] require_current_password` (the CLI's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD):
   * a new password needs the current one, except in a session from an e-mailed link.
   */
  requireCurrentPassword: boolean
  rotation: boolean
  reuseIntervalMs: number
  minPasswordLength: number
  /** Each entry is a set of characters the password must contain at least one of. */
  requiredCharacterSets: string[]
  otpExpirySeconds: number
  maxFrequencyMs: number
  rateLimits: {
    signInSignUps: number
    tokenRefresh: number
    tokenVerifications: number
    emailSent: number
    anonymousUsers: number
  }
  hooks: {
    passwordVerificationAttempt?: HookSetting
    customAccessToken?: HookSetting
    beforeUserCreated?: HookSetting
  }
  googleEnabled: boolean
  /** `[auth.email.template.*]`: subject, HTML and the `.txt` part of each configured mail. */
  emailTemplates: EmailTemplates
}

// The CLI's translation of `password_requirements` into GoTrue's required character sets.
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'
const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const REQUIREMENTS: Record<string, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
}

export function readAuthSettings(config: ProjectConfig): AuthSettings {
  const auth = config.auth
  const rawAuth = (config.raw.auth ?? {}) as Record<string, unknown>
  const rawEmail = (rawAuth.email ?? {}) as Record<string, unknown>
  const limit = (key: string, fallback: number) => Number(auth.rate_limit[key] ?? fallback)
  refuseUnservedFeatures(rawAuth)
  const requirements = REQUIREMENTS[auth.password_requirements]
  if (!requirements) {
    throw new Error(`[auth] unknown password_requirements "${auth.password_requirements}"`)
  }
  return {
    siteUrl: auth.site_url,
    redirectPatterns: auth.additional_redirect_urls.map(compileGlob),
    jwtExpiry: auth.jwt_expiry,
    signupEnabled: auth.enable_signup,
    emailSignupEnabled: auth.email.enable_signup,
    anonymousEnabled: rawAuth.enable_anonymous_sign_ins === true,
    autoconfirm: !auth.email.enable_confirmations,
    doubleConfirmChanges: auth.email.double_confirm_changes,
    securePasswordChange: rawEmail.secure_password_change === true,
    requireCurrentPassword: rawEmail.require_current_password === true,
    rotation: auth.enable_refresh_token_rotation,
    reuseIntervalMs: auth.refresh_token_reuse_interval * 1000,
    minPasswordLength: auth.minimum_password_length,
    requiredCharacterSets: requirements,
    otpExpirySeconds: Number(rawEmail.otp_expiry ?? 3600),
    maxFrequencyMs: parseDuration(String(rawEmail.max_frequency ?? '1s')),
    rateLimits: {
      signInSignUps: limit('sign_in_sign_ups', 30),
      tokenRefresh: limit('token_refresh', 150),
      tokenVerifications: limit('token_verifications', 30),
      emailSent: limit('email_sent', 2),
      anonymousUsers: limit('anonymous_users', 30),
    },
    hooks: {
      passwordVerificationAttempt: readHook(auth.hook.password_verification_attempt),
      customAccessToken: readHook(auth.hook.custom_access_token),
      beforeUserCreated: readHook(auth.hook.before_user_created),
    },
    googleEnabled: auth.external.google?.enabled === true,
    emailTemplates: loadEmailTemplates(rawEmail, config.project_root),
  }
}

/**
 * Features the local stack answers only in their disabled form (GoTrue's own "is disabled"
 * errors). A config that turns one on would otherwise be told "disabled" by every call, so the
 * stack refuses to start instead.
 */
function refuseUnservedFeatures(rawAuth: Record<string, unknown>) {
  const web3 = (rawAuth.web3 ?? {}) as Record<string, { enabled?: unknown } | undefined>
  const on: string[] = []
  if (rawAuth.enable_manual_linking === true) on.push('[auth] enable_manual_linking')
  for (const chain of ['solana', 'ethereum']) {
    if (web3[chain]?.enabled === true) on.push(`[auth.web3.${chain}] enabled`)
  }
  if (on.length) {
    throw new Error(`[auth] not served by the local stack, turn off: ${on.join(', ')}`)
  }
}

function readHook(hook: { enabled?: boolean; uri?: string } | undefined): HookSetting | undefined {
  if (!hook?.enabled || !hook.uri) return undefined
  const match = /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(hook.uri)
  if (!match) {
    throw new Error(`[auth] hook uri "${hook.uri}" is not pg-functions://<db>/<schema>/<function>`)
  }
  return { uri: hook.uri, schema: match[1]!, name: match[2]! }
}

/** Go durations as the CLI writes them ("1s", "1m30s", "24h", "500ms"). */
export function parseDuration(text: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }
  let total = 0
  let rest = text.trim()
  if (!rest) throw new Error('empty duration')
  while (rest) {
    const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)/.exec(rest)
    if (!match) throw new Error(`invalid duration "${text}"`)
    total += Number(match[1]) * units[match[2]!]!
    rest = rest.slice(match[0].length)
  }
  return total
}

/**
 * GoTrue compiles `additional_redirect_urls` with gobwas/glob using '.' and '/' as separators:
 * `*` stops at a separator, `**` does not, `?` is one non-separator character, `{a,b}` is a choice.
 */
export function compileGlob(pattern: string): RegExp {
  let out = ''
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!
    if (c === '*' && pattern[i + 1] === '*') {
      out += '.*'
      i += 1
    } else if (c === '*') out += '[^./]*'
    else if (c === '?') out += '[^./]'
    else if (c === '{') {
      const end = pattern.indexOf('}', i)
      if (end < 0) out += '\\{'
      else {
        const choices = pattern
          .slice(i + 1, end)
          .split(',')
          .map(escapeRegExp)
        out += `(?:${choices.join('|')})`
        i = end
      }
    } else out += escapeRegExp(c)
  }
  return new RegExp(`^${out}$`)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** GoTrue's IsRedirectURLValid: the site's host, or a match in the allow list. */
export function isRedirectUrlValid(settings: AuthSettings, redirect: string): boolean {
  if (!redirect) return false
  try {
    if (new URL(settings.siteUrl).hostname === new URL(redirect).hostname) return true
  } catch {
    return false
  }
  return settings.redirectPatterns.some((pattern) => pattern.test(redirect))
}

/** GoTrue's GetReferrer: redirect_to if allowed, else the Referer if allowed, else site_url. */
export function referrer(settings: AuthSettings, request: Request, redirectTo?: string | null) {
  if (redirectTo && isRedirectUrlValid(settings, redirectTo)) return redirectTo
  const referer = request.headers.get('referer')
  if (referer && isRedirectUrlValid(settings, referer)) return referer
  return settings.siteUrl
}
