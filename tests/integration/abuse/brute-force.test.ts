/**
 * Brute force on one account (spec 1 §4 and §9.4): 5 wrong passwords within 15 minutes lock it,
 * 3 days for a regular user and 1 hour for an admin, whatever the client: raw POSTs to
 * /auth/v1/token with other user agents, X-Forwarded-For values, source addresses and API keys
 * (anon JWT, publishable sb_ key), the username path, supabase-js, and 20 parallel attempts. The
 * server counts (the auth hook), not the browser: nobody calls log_security_event here.
 */
import { describe, expect, it } from 'vitest'
import { PUBLISHABLE_KEY } from '../../../supabase/local/config.ts'
import { sql, stackInfo } from '../../support/stack.ts'
import { createTestUser, TEST_PASSWORD } from '../../support/users.ts'
import {
  callFrom,
  clientFrom,
  freshIp,
  pool,
  spend,
  withinOneWindow,
  WINDOW_WAIT_TIMEOUT,
} from './support.ts'

const GROUP = 11
const LOCK_TEXT = 'تم تجميد الحساب مؤقتاً بسبب 5 محاولات دخول خاطئة خلال 15 دقيقة'
const WRONG = 'Wrong-Passw0rd!'

function tokenCall(
  email: string,
  password: string,
  options: { ip?: string; key?: string; headers?: Record<string, string> } = {},
) {
  const key = options.key ?? stackInfo().anonKey
  return callFrom(options.ip ?? freshIp(GROUP), '/auth/v1/token?grant_type=password', {
    headers: { apikey: key, ...options.headers },
    body: { email, password },
  })
}

/** The login page's path: POST /functions/v1/sign-in with what was typed. */
function signInCall(
  identifier: string,
  password: string,
  headers: Record<string, string> = {},
  ip = freshIp(GROUP),
) {
  const key = stackInfo().anonKey
  return callFrom(ip, '/functions/v1/sign-in', {
    headers: { apikey: key, authorization: `Bearer ${key}`, ...headers },
    body: { identifier, password },
  })
}

const message = (r: { body: Record<string, unknown> }) =>
  String(r.body.msg ?? r.body.error_description ?? r.body.message ?? '')

async function lockOf(userId: string) {
  return sql<{ minutes: number; failed_attempts: number }>(
    `select round(extract(epoch from locked_until - locked_at) / 60)::int as minutes, failed_attempts
       from public.account_locks where user_id = $1 and unlocked_at is null`,
    [userId],
  )
}

async function failedLoginEvents(email: string) {
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from public.security_events
      where event_type = 'failed_login_attempt' and lower(metadata ->> 'email') = lower($1)`,
    [email],
  )
  return row!.n
}

describe('one account, five wrong passwords, five different clients', () => {
  it('locks a regular account for 3 days; the right password is then refused with the spec text', async () => {
    const victim = await createTestUser()
    const username = `bf_${victim.id.slice(0, 8)}`
    await sql('update public.profiles set username = $1 where id = $2', [username, victim.id])

    // A session opened before the attack, to see the lock end it.
    const before = await clientFrom(freshIp(GROUP)).auth.signInWithPassword({
      email: victim.email,
      password: TEST_PASSWORD,
    })
    expect(before.error).toBeNull()

    const answers = []
    // 1. raw POST, anon JWT, a curl user agent, a spoofed X-Forwarded-For
    answers.push(
      await tokenCall(victim.email, WRONG, {
        headers: { 'user-agent': 'curl/8.5.0', 'x-forwarded-for': '203.0.113.7' },
      }),
    )
    // 2. raw POST, the publishable key, another agent and forwarded chain, upper-case e-mail
    answers.push(
      await tokenCall(victim.email.toUpperCase(), WRONG, {
        key: PUBLISHABLE_KEY,
        headers: {
          'user-agent': 'python-requests/2.32',
          'x-forwarded-for': '198.51.100.1, 10.0.0.1',
        },
      }),
    )
    // 3. the username path the login page takes: the sign-in function resolves it on the server
    answers.push(await signInCall(username, WRONG, { 'user-agent': 'Mozilla/5.0 (X11)' }))
    // 4. supabase-js with the publishable key from yet another address
    const fourth = await clientFrom(freshIp(GROUP), {
      key: PUBLISHABLE_KEY,
    }).auth.signInWithPassword({
      email: victim.email,
      password: WRONG,
    })
    answers.push({ status: fourth.error?.status, body: { msg: fourth.error?.message } })
    // 5. raw POST with the key only in Authorization
    answers.push(
      await callFrom(freshIp(GROUP), '/auth/v1/token?grant_type=password', {
        headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${stackInfo().anonKey}` },
        body: { email: victim.email, password: WRONG },
      }),
    )

    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400])
    expect(answers.slice(0, 4).map(message)).toEqual(Array(4).fill('Invalid login credentials'))
    expect(message(answers[4]!)).toContain(LOCK_TEXT)

    // Locked now: the right password is refused, from any client, with the spec's text.
    for (const key of [stackInfo().anonKey, PUBLISHABLE_KEY]) {
      const right = await tokenCall(victim.email, TEST_PASSWORD, { key })
      expect(right.status).toBe(400)
      expect(message(right)).toContain(LOCK_TEXT)
      expect(right.body.access_token).toBeUndefined()
    }
    const js = await clientFrom(freshIp(GROUP)).auth.signInWithPassword({
      email: victim.email,
      password: TEST_PASSWORD,
    })
    expect(js.data.session).toBeNull()
    expect(js.error?.message).toContain(LOCK_TEXT)

    // 3 days, counted by the server: five failures recorded, no browser-side log call made.
    expect(await lockOf(victim.id)).toEqual([{ minutes: 72 * 60, failed_attempts: 5 }])
    const [attempts] = await sql<{ failed: number; ok: number }>(
      `select count(*) filter (where not success)::int as failed, count(*) filter (where success)::int as ok
         from public.login_attempts where user_id = $1`,
      [victim.id],
    )
    expect(attempts).toEqual({ failed: 8, ok: 1 })
    expect(await failedLoginEvents(victim.email)).toBe(0)
    const status = await clientFrom(freshIp(GROUP)).rpc('get_login_security_status', {
      identifier: username,
    })
    expect(status.data[0]).toMatchObject({ is_locked: true, is_admin: false })

    // The lock signed the earlier session out: its refresh token no longer works.
    const refreshed = await clientFrom(freshIp(GROUP)).auth.refreshSession({
      refresh_token: before.data.session!.refresh_token,
    })
    expect(refreshed.data.session).toBeNull()
  })

  it('20 simultaneous wrong passwords: one lock, four plain refusals, sixteen lock answers', async () => {
    const victim = await createTestUser()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        tokenCall(victim.email, `${WRONG}${i}`, {
          key: i % 2 ? PUBLISHABLE_KEY : stackInfo().anonKey,
          headers: { 'user-agent': `bot/${i}`, 'x-forwarded-for': `192.0.2.${i + 1}` },
        }),
      ),
    )
    expect(answers.every((a) => a.status === 400)).toBe(true)
    const texts = answers.map(message)
    expect(texts.filter((t) => t === 'Invalid login credentials')).toHaveLength(4)
    expect(texts.filter((t) => t.includes(LOCK_TEXT))).toHaveLength(16)
    expect(await lockOf(victim.id)).toEqual([{ minutes: 72 * 60, failed_attempts: 5 }])
    const right = await tokenCall(victim.email, TEST_PASSWORD)
    expect(message(right)).toContain(LOCK_TEXT)
    expect(await failedLoginEvents(victim.email)).toBe(0)
  })

  it('locks an admin account for one hour, and refuses its right password meanwhile', async () => {
    const admin = await createTestUser({ admin: true })
    for (let i = 0; i < 5; i += 1) await tokenCall(admin.email, WRONG)
    expect(await lockOf(admin.id)).toEqual([{ minutes: 60, failed_attempts: 5 }])
    const right = await tokenCall(admin.email, TEST_PASSWORD)
    expect(right.status).toBe(400)
    expect(message(right)).toContain(LOCK_TEXT)
  })

  it('counts only the last 15 minutes: four old failures and one new do not lock', async () => {
    const user = await createTestUser()
    for (let i = 0; i < 4; i += 1) await tokenCall(user.email, WRONG)
    await sql(
      `update public.login_attempts set created_at = now() - interval '16 minutes' where user_id = $1`,
      [user.id],
    )
    const fifth = await tokenCall(user.email, WRONG)
    expect(message(fifth)).toBe('Invalid login credentials')
    expect(await lockOf(user.id)).toEqual([])
    const right = await tokenCall(user.email, TEST_PASSWORD)
    expect(right.status).toBe(200)
    expect(right.body.access_token).toEqual(expect.any(String))
  })

  it('an unknown e-mail answers exactly like a known one and locks nothing', async () => {
    const ghost = `ghost-${Date.now()}@example.test`
    const answers = []
    for (let i = 0; i < 6; i += 1) answers.push(await tokenCall(ghost, WRONG))
    expect(answers.map((a) => [a.status, message(a)])).toEqual(
      Array(6).fill([400, 'Invalid login credentials']),
    )
    const [locks] = await sql<{ n: number }>(
      'select count(*)::int as n from public.account_locks where lower(email) = $1',
      [ghost],
    )
    expect(locks!.n).toBe(0)
  })

  it(
    'sign-in attempts are limited to 10 a minute per identifier and 120 per address',
    async () => {
      await withinOneWindow(1, 20_000)
      const name = `ghost_${Date.now()}`
      // One identifier from ten addresses: answered like any wrong password, then refused.
      const perName = await pool(10, 4, () => signInCall(name, WRONG))
      expect(perName.map((a) => [a.status, message(a)])).toEqual(
        Array(10).fill([400, 'Invalid login credentials']),
      )
      const eleventh = await signInCall(name, WRONG)
      expect(eleventh.status).toBe(429)
      expect(eleventh.body.error).toBe(
        'محاولات دخول كثيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى',
      )
      // One address, 120 identifiers; a spoofed X-Forwarded-For does not buy a new budget. 116 of
      // the address's budget are spent in the database (the bucket the function counts in), so the
      // calls through the API fit in the fixed minute however loaded the machine is.
      const ip = freshIp(GROUP)
      await spend(ip, 'ip', 'sign_in', 1, 116)
      const perIp = await pool(4, 2, (i) => signInCall(`${name}_${i}`, WRONG, {}, ip))
      expect(perIp.map((a) => a.status)).toEqual(Array(4).fill(400))
      const spoofed = await signInCall(`${name}_x`, WRONG, { 'x-forwarded-for': '203.0.113.9' }, ip)
      expect(spoofed.status).toBe(429)
    },
    WINDOW_WAIT_TIMEOUT,
  )

  it('an unknown username is answered exactly like a wrong password, and no e-mail is returned', async () => {
    const user = await createTestUser()
    const username = `nm_${user.id.slice(0, 8)}`
    await sql('update public.profiles set username = $1 where id = $2', [username, user.id])
    const wrong = await signInCall(username, WRONG)
    const unknown = await signInCall(`${username}_nobody`, WRONG)
    expect([wrong.status, unknown.status]).toEqual([400, 400])
    expect(unknown.body).toEqual(wrong.body)
    expect(JSON.stringify(wrong.body)).not.toContain(user.email.toLowerCase())
    // The right password: a session, for the account behind the name.
    const right = await signInCall(username.toUpperCase(), TEST_PASSWORD)
    expect(right.status).toBe(200)
    expect(right.body.access_token).toEqual(expect.any(String))
    expect((right.body.user as { id: string }).id).toBe(user.id)
  })

  it('the login status counts only refusals the server saw, alike for real and unknown addresses', async () => {
    const real = await createTestUser()
    const ghost = `ghost-status-${Date.now()}@example.test`
    const status = async (identifier: string) =>
      (await clientFrom(freshIp(GROUP)).rpc('get_login_security_status', { identifier })).data[0]
    // Straight at the auth API: the hook counts the real account's, but the status shows neither.
    for (const address of [real.email, ghost]) {
      for (let i = 0; i < 2; i += 1) await tokenCall(address, WRONG)
    }
    expect(await status(real.email)).toEqual(await status(ghost))
    expect((await status(ghost)).failed_attempts).toBe(0)
    // Through the login page's path both are counted alike.
    for (const address of [real.email, ghost]) await signInCall(address, WRONG)
    expect(await status(real.email)).toEqual(await status(ghost))
    expect((await status(real.email)).failed_attempts).toBe(1)
    // A success clears the address's count.
    expect((await signInCall(real.email, TEST_PASSWORD)).status).toBe(200)
    expect((await status(real.email)).failed_attempts).toBe(0)
  })
})
