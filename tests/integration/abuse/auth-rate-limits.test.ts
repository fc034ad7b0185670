/**
 * Per-IP auth rate limits (supabase/config.toml [auth.rate_limit], honoured by the local auth as
 * GoTrue does): past sign_in_sign_ups the password grant, sign-up and OTP answer 429
 * over_request_rate_limit; past token_verifications /verify does; a repeated recovery mail is
 * over_email_send_rate_limit. Another address is unaffected, and a client-supplied
 * X-Forwarded-For does not give the limited address a fresh budget: the key is the address the
 * gateway saw (CF-Connecting-IP on hosted Supabase, the socket address locally).
 */
import { describe, expect, it } from 'vitest'
import { loadProjectConfig } from '../../../supabase/local/config.ts'
import { stackInfo } from '../../support/stack.ts'
import { createTestUser } from '../../support/users.ts'
import { callFrom, clientFrom, freshIp, pool } from './support.ts'

const GROUP = 12
const limits = loadProjectConfig().auth.rate_limit
const apikey = () => ({ apikey: stackInfo().anonKey })

/** Spends `ip`'s bucket on `call` until the first 429; answers how many went through. */
async function exhaust(
  ip: string,
  capacity: number,
  call: (ip: string, i: number) => Promise<number>,
) {
  let passed = 0
  let limited = false
  for (let round = 0; round < 3 && !limited; round += 1) {
    const statuses = await pool(capacity, 25, (i) => call(ip, i))
    passed += statuses.filter((s) => s !== 429).length
    limited = statuses.includes(429)
  }
  return { passed, limited }
}

/**
 * One password grant from `ip`. The address is blank after the first few, so the burst spends the
 * bucket (taken before anything else, as GoTrue does) without a database lookup each time.
 */
const wrongPassword = (ip: string, i: number) =>
  callFrom(ip, '/auth/v1/token?grant_type=password', {
    headers: apikey(),
    body: { email: i < 5 ? `nobody-${i}@example.test` : '', password: 'Wrong-Passw0rd!' },
  }).then((r) => r.status)

/**
 * The bucket refills (capacity per 5 minutes, a few tokens a second), so a probe right after the
 * burst can meet a fresh token on a slow machine: drain the address again just before probing,
 * and retry the pair a few times. A probe that got a fresh bucket (a spoof that worked) would
 * pass every time.
 */
async function probeDrained<T>(ip: string, probe: () => Promise<T>, limited: (r: T) => boolean) {
  let last: T | undefined
  for (let attempt = 0; attempt < 5; attempt += 1) {
    for (let j = 0; j < 30 && (await wrongPassword(ip, j)) !== 429; j += 1);
    last = await probe()
    if (limited(last)) break
  }
  return last!
}

describe('sign_in_sign_ups per address', () => {
  it('answers 429 over_request_rate_limit past the budget for the password grant, sign-up and OTP', async () => {
    const capacity = Number(limits.sign_in_sign_ups)
    expect(capacity).toBeGreaterThan(0)
    const ip = freshIp(GROUP)
    const { passed, limited } = await exhaust(ip, capacity, wrongPassword)
    expect(limited).toBe(true)
    // A token bucket refills evenly over 5 minutes while the burst runs; allow that much.
    expect(passed).toBeGreaterThanOrEqual(capacity)
    expect(passed).toBeLessThan(capacity * 1.2)

    const token = await probeDrained(
      ip,
      () =>
        callFrom(ip, '/auth/v1/token?grant_type=password', {
          headers: { ...apikey(), 'x-supabase-api-version': '2024-01-01' },
          body: { email: 'nobody@example.test', password: 'Wrong-Passw0rd!' },
        }),
      (r) => r.status === 429,
    )
    expect(token.status).toBe(429)
    expect(token.body).toMatchObject({ code: 'over_request_rate_limit' })

    const signUp = await probeDrained(
      ip,
      () =>
        clientFrom(ip).auth.signUp({
          email: `limited-${Date.now()}@example.test`,
          password: 'Sanad-Pass1!',
        }),
      (r) => r.error?.status === 429,
    )
    expect(signUp.error?.status).toBe(429)
    expect(signUp.error?.code).toBe('over_request_rate_limit')
    expect(signUp.data.user).toBeNull()

    const otp = await probeDrained(
      ip,
      () => clientFrom(ip).auth.signInWithOtp({ email: 'nobody@example.test' }),
      (r) => r.error?.status === 429,
    )
    expect(otp.error?.status).toBe(429)
    expect(otp.error?.code).toBe('over_request_rate_limit')

    // A leading X-Forwarded-For entry of the client's choosing buys no fresh budget.
    for (const forged of ['203.0.113.99', '198.51.100.7, 10.1.2.3', ip]) {
      const spoofed = await probeDrained(
        ip,
        () =>
          callFrom(ip, '/auth/v1/token?grant_type=password', {
            headers: {
              ...apikey(),
              'x-forwarded-for': forged,
              'x-real-ip': forged,
              'cf-connecting-ip': forged,
            },
            body: { email: 'nobody@example.test', password: 'Wrong-Passw0rd!' },
          }),
        (r) => r.status === 429,
      )
      expect(spoofed.status).toBe(429)
    }

    // Another address is not affected.
    const other = await wrongPassword(freshIp(GROUP), 0)
    expect(other).toBe(400)
  }, 90_000)
})

describe('token_verifications per address', () => {
  it('answers 429 over_request_rate_limit on /verify past the budget; another address verifies', async () => {
    const capacity = Number(limits.token_verifications)
    const ip = freshIp(GROUP)
    const verify = (from: string, i: number) =>
      callFrom(from, '/auth/v1/verify', {
        headers: apikey(),
        body: { type: 'recovery', token_hash: `bogus-${i}` },
      }).then((r) => r.status)
    const { passed, limited } = await exhaust(ip, capacity, verify)
    expect(limited).toBe(true)
    expect(passed).toBeGreaterThanOrEqual(capacity)
    let last = { status: 0, body: {} as Record<string, unknown> }
    for (let attempt = 0; attempt < 5 && last.status !== 429; attempt += 1) {
      for (let j = 0; j < 30 && (await verify(ip, j)) !== 429; j += 1);
      last = await callFrom(ip, '/auth/v1/verify', {
        headers: {
          ...apikey(),
          'x-supabase-api-version': '2024-01-01',
          'x-forwarded-for': '192.0.2.1',
        },
        body: { type: 'recovery', token_hash: 'bogus' },
      })
    }
    expect(last.status).toBe(429)
    expect(last.body).toMatchObject({ code: 'over_request_rate_limit' })
    expect(await verify(freshIp(GROUP), 0)).not.toBe(429)
  })
})

describe('recovery mail', () => {
  it('a second recovery mail for the same account within max_frequency is over_email_send_rate_limit', async () => {
    const user = await createTestUser()
    const first = await clientFrom(freshIp(GROUP)).auth.resetPasswordForEmail(user.email)
    expect(first.error).toBeNull()
    // From another address and client: the limit is on the account's mail, not the client.
    const second = await clientFrom(freshIp(GROUP), {
      headers: { 'x-forwarded-for': '203.0.113.5' },
    }).auth.resetPasswordForEmail(user.email)
    expect(second.error?.status).toBe(429)
    expect(second.error?.code).toBe('over_email_send_rate_limit')
  })
})
