/**
 * GoTrue's per-IP rate limits (tollbooth token buckets: `limit` requests, refilled evenly over
 * the window) and its instance-wide e-mail budget. In memory, like GoTrue's own limiters.
 */
import { ApiError } from './errors.ts'

export class TokenBucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly error: () => ApiError,
  ) {}

  /** Takes one token for `key` or throws the 429 error. */
  take(key: string): void {
    const now = Date.now()
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now }
    const refilled = ((now - bucket.at) / this.windowMs) * this.capacity
    bucket.tokens = Math.min(this.capacity, bucket.tokens + refilled)
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

const FIVE_MINUTES = 5 * 60_000
const HOUR = 60 * 60_000
const requestLimit = () =>
  new ApiError(429, 'over_request_rate_limit', 'Request rate limit reached')

export interface Limits {
  signInSignUps: TokenBucket
  tokenRefresh: TokenBucket
  tokenVerifications: TokenBucket
  anonymousUsers: TokenBucket
  emailSent: TokenBucket
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
  }
}
