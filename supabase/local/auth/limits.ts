/**
 * GoTrue's per-IP rate limits (tollbooth token buckets: `limit` requests, refilled evenly over
 * the window) and its instance-wide e-mail budget. In memory, like GoTrue's own limiters.
 */
import { ApiError } from './errors.ts'

export class TokenBucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  /** `capacity` tokens come back per `windowMs`; a full bucket holds `burst` (default capacity). */
  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly error: () => ApiError,
    private readonly burst = capacity,
  ) {}

  /** Takes one token for `key` or throws the 429 error. */
  take(key: string): void {
    const now = Date.now()
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now }
    const refilled = ((now - bucket.at) / this.windowMs) * this.capacity
    bucket.tokens = Math.min(this.burst, bucket.tokens + refilled)
    bucket.at = now
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket)
      throw this.error()
    }
    bucket.tokens -= 1
    this.buckets.set(key, bucket)
    if (this.buckets.size > 10_000) this.buckets.clear()
  }
}

const MINUTE = 60_000
const FIVE_MINUTES = 5 * MINUTE
const HOUR = 60 * MINUTE
/**
 * MFA challenge and verify: GoTrue's MFA.RateLimitChallengeAndVerify (env
 * GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, default 15, conf/configuration.go), one limiter per
 * endpoint keyed by the client address, `tollbooth.NewLimiter(15/60 per second).SetBurst(30)`
 * (supabase/auth internal/api/apilimiter/apilimiter.go FactorChallenge and FactorVerify, mounted
 * on POST /factors/{id}/challenge and /verify in api.go). The CLI's config.toml has no key for it,
 * so a project gets the default. Past it: 429 over_request_rate_limit (middleware.go
 * performRateLimiting), whatever the code; a wrong code alone is 422 mfa_verification_failed and
 * leaves the challenge usable, so this limiter is what bounds guesses on one challenge.
 */
const MFA_PER_MINUTE = 15
const MFA_BURST = 30
const requestLimit = () =>
  new ApiError(429, 'over_request_rate_limit', 'Request rate limit reached')

export interface Limits {
  signInSignUps: TokenBucket
  tokenRefresh: TokenBucket
  tokenVerifications: TokenBucket
  anonymousUsers: TokenBucket
  emailSent: TokenBucket
  factorChallenge: TokenBucket
  factorVerify: TokenBucket
}

export function createLimits(rates: {
  signInSignUps: number
  tokenRefresh: number
  tokenVerifications: number
  emailSent: number
  anonymousUsers: number
}): Limits {
  return {
    signInSignUps: new TokenBucket(rates.signInSignUps, FIVE_MINUTES, requestLimit),
    tokenRefresh: new TokenBucket(rates.tokenRefresh, FIVE_MINUTES, requestLimit),
    tokenVerifications: new TokenBucket(rates.tokenVerifications, FIVE_MINUTES, requestLimit),
    anonymousUsers: new TokenBucket(rates.anonymousUsers, HOUR, requestLimit),
    emailSent: new TokenBucket(
      rates.emailSent,
      HOUR,
      () => new ApiError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
    ),
    factorChallenge: new TokenBucket(MFA_PER_MINUTE, MINUTE, requestLimit, MFA_BURST),
    factorVerify: new TokenBucket(MFA_PER_MINUTE, MINUTE, requestLimit, MFA_BURST),
  }
}
