/**
 * The public write endpoints are rate-limited per client address (and per e-mail or user), and
 * nothing past a limit is stored: join_waitlist (300/h per address), subscribe_newsletter
 * (100/h), submit_contact_message (30/h per address, 10/h per e-mail), log_security_event (30/min
 * per address for anon, 120/min per user), the chat function (100 per 60 min per user, 429).
 * Each address-keyed case runs from its own loopback address, rotates e-mails (so the per-e-mail
 * limit never helps), then shows that a forged X-Forwarded-For buys no fresh budget and that
 * another address is unaffected. The per-user chat budget cannot be spent by someone else
 * through check_rate_limit.
 */
import { describe, expect, it } from 'vitest'
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

const GROUP = 13
const LIMITED = {
  success: false,
  code: 'rate_limited',
  message: 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً',
}
const FORGED = ['203.0.113.50', '198.51.100.2, 192.0.2.1']
let run = 0
const email = (prefix: string) => {
  run += 1
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${run}@example.test`
}

type Lead = { success: boolean; code: string; message: string }

/** `limit` successful calls from one address with rotating e-mails, then the refusals. */
async function spendAddress(options: {
  limit: number
  call: (ip: string, address: string, headers?: Record<string, string>) => Promise<Lead>
  stored?: (ip: string) => Promise<number>
  storedByEmail: (addresses: string[]) => Promise<number>
}) {
  await withinOneWindow(60, 30_000)
  const ip = freshIp(GROUP)
  const accepted = Array.from({ length: options.limit }, () => email('lead'))
  const answers = await pool(options.limit, 8, (i) => options.call(ip, accepted[i]!))
  expect(answers.filter((a) => a.success)).toHaveLength(options.limit)

  const refusedAddresses = [email('over'), email('over')]
  expect(await options.call(ip, refusedAddresses[0]!)).toEqual(LIMITED)
  for (const forged of FORGED) {
    expect(
      await options.call(ip, refusedAddresses[1]!, {
        'x-forwarded-for': forged,
        'x-real-ip': forged,
        'cf-connecting-ip': forged,
      }),
    ).toEqual(LIMITED)
  }
  expect(await options.storedByEmail(refusedAddresses)).toBe(0)
  expect(await options.storedByEmail(accepted)).toBe(options.limit)
  if (options.stored) expect(await options.stored(ip)).toBe(options.limit)

  const elsewhere = await options.call(freshIp(GROUP), email('elsewhere'))
  expect(elsewhere.success).toBe(true)
}

const rpcFrom = async (
  ip: string,
  fn: string,
  args: Record<string, unknown>,
  headers?: Record<string, string>,
) => {
  const { data, error } = await clientFrom(ip, { headers }).rpc(fn, args)
  expect(error).toBeNull()
  return data as Lead
}

const count = async (text: string, params: unknown[]) =>
  (await sql<{ n: number }>(text, params))[0]!.n

describe('lead endpoints per client address', () => {
  it('join_waitlist: 300 an hour per address, then the Arabic refusal, nothing stored', async () => {
    await spendAddress({
      limit: 300,
      call: (ip, address, headers) =>
        rpcFrom(ip, 'join_waitlist', { p_name: 'زائر', p_email: address }, headers),
      stored: (ip) =>
        count('select count(*)::int as n from public.waiting_list where ip_address = $1', [ip]),
      storedByEmail: (list) =>
        count('select count(*)::int as n from public.waiting_list where email = any($1)', [list]),
    })
  }, 90_000)

  it(
    'subscribe_newsletter: 100 an hour per address',
    async () => {
      await spendAddress({
        limit: 100,
        call: (ip, address, headers) =>
          rpcFrom(ip, 'subscribe_newsletter', { p_email: address }, headers),
        storedByEmail: (list) =>
          count(
            'select count(*)::int as n from public.newsletter_subscribers where email = any($1)',
            [list],
          ),
      })
    },
    WINDOW_WAIT_TIMEOUT,
  )

  it(
    'submit_contact_message: 30 an hour per address and 10 per e-mail',
    async () => {
      const message = (ip: string, address: string, headers?: Record<string, string>) =>
        rpcFrom(
          ip,
          'submit_contact_message',
          {
            p_name: 'زائر',
            p_email: address,
            p_subject: 'استفسار',
            p_message: 'رسالة تجريبية كافية الطول',
          },
          headers,
        )
      await spendAddress({
        limit: 30,
        call: message,
        stored: (ip) =>
          count('select count(*)::int as n from public.contact_messages where ip_address = $1', [
            ip,
          ]),
        storedByEmail: (list) =>
          count('select count(*)::int as n from public.contact_messages where email = any($1)', [
            list,
          ]),
      })

      // Per e-mail, across addresses: the 11th message in the hour is refused and not stored.
      const sender = email('sender')
      const answers = []
      for (let i = 0; i < 11; i += 1) answers.push(await message(freshIp(GROUP), sender))
      expect(answers.slice(0, 10).every((a) => a.success)).toBe(true)
      expect(answers[10]).toEqual(LIMITED)
      expect(
        await count('select count(*)::int as n from public.contact_messages where email = $1', [
          sender,
        ]),
      ).toBe(10)
    },
    WINDOW_WAIT_TIMEOUT,
  )
})

describe('log_security_event', () => {
  const event = (ip: string, headers?: Record<string, string>, token?: string) =>
    clientFrom(ip, { headers, token }).rpc('log_security_event', {
      p_event_type: 'abuse_probe',
      p_description: 'flood',
      p_metadata: { ip },
    })
  const stored = (ip: string) =>
    count(
      `select count(*)::int as n from public.security_events
        where event_type = 'abuse_probe' and metadata ->> 'ip' = $1`,
      [ip],
    )

  it(
    'anon: 30 a minute per address; the rest are dropped, forged headers or not',
    async () => {
      await withinOneWindow(1, 8_000)
      const ip = freshIp(GROUP)
      const answers = await pool(30, 6, () => event(ip))
      expect(answers.every((a) => a.error === null && typeof a.data === 'string')).toBe(true)
      for (const forged of [...FORGED, ip]) {
        const over = await event(ip, { 'x-forwarded-for': forged, 'cf-connecting-ip': forged })
        expect(over.error).toBeNull()
        expect(over.data).toBeNull()
      }
      expect(await stored(ip)).toBe(30)
      const [row] = await sql<{ ip_address: string }>(
        `select ip_address from public.security_events
        where event_type = 'abuse_probe' and metadata ->> 'ip' = $1 limit 1`,
        [ip],
      )
      expect(row!.ip_address).toBe(ip)
      const elsewhere = freshIp(GROUP)
      expect(typeof (await event(elsewhere)).data).toBe('string')
    },
    WINDOW_WAIT_TIMEOUT,
  )

  it(
    'signed in: 120 a minute per user, whatever the address',
    async () => {
      // The budget is a fixed one-minute window. 120 calls through the stack can take longer than a
      // window's remainder on a loaded machine, so 116 of them are spent in the database (the same
      // bucket row the function counts in) and the last four, from two addresses, go through the API.
      const user = await createTestUser()
      const ip = freshIp(GROUP)
      await withinOneWindow(1, 10_000)
      await spend(user.id, 'user', 'log_security_event', 1, 116)
      const answers = []
      for (let i = 0; i < 4; i += 1)
        answers.push(await event(i % 2 ? ip : freshIp(GROUP), undefined, user.token))
      expect(answers.every((a) => typeof a.data === 'string')).toBe(true)
      const over = await event(freshIp(GROUP), undefined, user.token)
      expect(over.data).toBeNull()
      expect(
        await count(
          `select count(*)::int as n from public.security_events
          where event_type = 'abuse_probe' and user_id = $1`,
          [user.id],
        ),
      ).toBe(4)
      const buckets = await sql<{ n: number }>(
        `select request_count as n from public.rate_limits
        where identifier = $1 and identifier_type = 'user' and endpoint = 'log_security_event'`,
        [user.id],
      )
      expect(buckets.map((b) => b.n)).toEqual([121])
    },
    WINDOW_WAIT_TIMEOUT,
  )
})

describe('the chat function', () => {
  async function signedIn(ip: string) {
    const user = await createTestUser()
    const { data, error } = await clientFrom(ip).auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    })
    expect(error).toBeNull()
    return { ...user, token: data.session!.access_token }
  }
  const chat = (ip: string, token: string, body: Record<string, unknown>) =>
    callFrom(ip, '/functions/v1/chat', {
      headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${token}` },
      body,
    })
  const logged = (userId: string) =>
    count('select count(*)::int as n from public.bot_suggestions_log where user_id = $1', [userId])

  it('answers 100 messages in the hour, then 429 rate_limited and logs nothing more', async () => {
    await withinOneWindow(60, 60_000)
    const ip = freshIp(GROUP)
    const user = await signedIn(ip)
    const answers = await pool(100, 6, () =>
      chat(ip, user.token, { message: 'مرحبا', suggest: false }),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200))
    const over = await chat(freshIp(GROUP), user.token, { message: 'خطة تسويق', suggest: true })
    expect(over).toEqual({ status: 429, body: { error: 'rate_limited' } })
    expect(await logged(user.id)).toBe(0)
  }, 90_000)

  it(
    "another user or anon cannot spend a user's chat budget through check_rate_limit",
    async () => {
      await withinOneWindow(60, 30_000)
      const ip = freshIp(GROUP)
      const victim = await signedIn(ip)
      const attacker = await createTestUser()
      const args = {
        p_identifier: victim.id,
        p_identifier_type: 'user',
        p_endpoint: 'chat',
        p_max_requests: 1,
        p_window_minutes: 60,
      }
      for (const client of [attacker.client, clientFrom(ip)]) {
        const answers = await pool(110, 10, () => client.rpc('check_rate_limit', args))
        expect(answers.every((a) => a.error === null)).toBe(true)
      }
      const [bucket] = await sql<{ n: number | null }>(
        `select max(request_count) as n from public.rate_limits
        where identifier = $1 and identifier_type = 'user' and endpoint = 'chat'`,
        [victim.id],
      )
      expect(bucket!.n).toBeNull()
      expect((await chat(ip, victim.token, { message: 'مرحبا', suggest: false })).status).toBe(200)
    },
    WINDOW_WAIT_TIMEOUT,
  )
})

describe('the address the SQL limits are keyed on', () => {
  // What hosted Supabase hands PostgREST: Cloudflare sets CF-Connecting-IP (replacing a client's
  // value) and appends to the X-Forwarded-For the client sent; the gateway may append its peer.
  it.each([
    [
      {
        'cf-connecting-ip': '203.0.113.10',
        'x-forwarded-for': '6.6.6.6, 203.0.113.10, 172.64.1.1',
      },
      '203.0.113.10',
    ],
    [{ 'x-forwarded-for': '6.6.6.6, 7.7.7.7, 203.0.113.11' }, '203.0.113.11'],
    [{ 'x-forwarded-for': '203.0.113.12' }, '203.0.113.12'],
    [{ 'x-real-ip': '203.0.113.13' }, '203.0.113.13'],
    [{}, null],
  ])('request headers %j give %s', async (headers, expected) => {
    const [row] = await sql<{ ip: string | null }>(
      `select set_config('request.headers', $1, true), private.request_ip() as ip`,
      [JSON.stringify(headers)],
    )
    expect(row!.ip).toBe(expected)
  })
})

describe('the client-ip function', () => {
  it('answers the connecting address, whatever X-Forwarded-For the client sends', async () => {
    const user = await createTestUser()
    const { data } = await clientFrom(freshIp(GROUP)).auth.signInWithPassword({
      email: user.email,
      password: TEST_PASSWORD,
    })
    const ip = freshIp(GROUP)
    const answer = await callFrom(ip, '/functions/v1/client-ip', {
      method: 'GET',
      headers: {
        apikey: stackInfo().anonKey,
        authorization: `Bearer ${data.session!.access_token}`,
        'x-forwarded-for': '203.0.113.200',
        'x-real-ip': '203.0.113.201',
      },
    })
    expect(answer).toEqual({ status: 200, body: { ip } })
  })
})
