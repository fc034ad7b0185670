/**
 * Bad input at every edge function: random JSON bodies (hostile text, wrong types, missing
 * fields), invalid JSON, JSON that is not an object, a 100 kB body, a wrong content type, sent
 * with the anon key or a user's token. Each answer is below 500 (no crash, and never the 546
 * wall-clock limit), a JSON error body names the problem in Arabic (or in the spec's words, or
 * by one of the chat's documented codes that the browser turns into Arabic), and a refused
 * request stores nothing: the row counts of every public table (payments, verification tokens,
 * chat suggestion logs...) are unchanged, except the logs that count attempts.
 */
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import { publicRowCounter, type RowCounter } from '../../support/row-counts.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'
import { ARABIC, nastyString, wrongType } from '../../support/bad-input.ts'

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 20)

/** Error texts the spec gives in English (doc 2 section 8), answered verbatim. */
const SPEC_ERRORS = new Set([
  'User not authenticated',
  'Invalid plan selected',
  'Validation error',
  'Validation failed',
  'No redirect URL received from payment gateway',
])
/** The chat's error codes; the chat window shows the spec's Arabic toast for each. */
const CHAT_CODES = new Set([
  'invalid_json',
  'empty_message',
  'message_too_long',
  'rate_limited',
  'rate_limit_unavailable',
  'webhook_failed',
])
const ATTEMPT_LOGS = new Set(['rate_limits', 'security_events', 'audit_log', 'login_attempts'])

let user: TestUser
let db: pg.Client
let startedAt: string
let rowCounter: RowCounter
const tally = { calls: 0, refused: 0, succeeded: 0, statuses: {} as Record<number, number> }

const counts = () => rowCounter.counts()

const plans = ['trial', 'basic', 'advanced', 'premium', 'lifetime', 'gold']

/** Plausible fields of each function's body, so some requests get past the first checks. */
function fieldsOf(name: string): Record<string, fc.Arbitrary<unknown>> {
  switch (name) {
    case 'chat':
      return {
        message: fc.constantFrom('كيف أكتب منشوراً تسويقياً؟', 'hello', ' '),
        suggest: fc.boolean(),
        limit: fc.integer({ min: -3, max: 20 }),
      }
    case 'mfa-recovery':
      return { code: fc.constantFrom('ABCD-EFGH-JKLM-NPQR', 'abcd', ' ', '0000-0000') }
    case 'tap-payment':
      return {
        plan: fc.constantFrom(...plans),
        discountCode: fc.constantFrom('WELCOME10', 'EXPIRED15', 'NOPE'),
        reason: fc.constant('ترقية'),
      }
    case 'payment-status':
      return {
        payment_id: fc.constantFrom('chg_TS01A0000000000000000000', 'chg_x'),
        charge_id: fc.constant('chg_unknown'),
      }
    case 'replace-card':
      return {
        action: fc.constantFrom('start', 'finish', 'other'),
        tapId: fc.constantFrom('chg_TS01A0000000000000000000', 'chg_x', 'auth_1'),
      }
    case 'update-subscription':
      return {
        newPlan: fc.constantFrom(...plans),
        reason: fc.constant('تخفيض'),
        source: fc.constantFrom('manual', 'admin'),
      }
    case 'sync-jwt-metadata':
      return { user_id: fc.constantFrom(user.id, crypto.randomUUID()), force_sync: fc.boolean() }
    case 'send-verification-email':
      return {
        userId: fc.constantFrom(user.id, crypto.randomUUID()),
        email: fc.constantFrom(user.email, 'other@example.com'),
        verificationType: fc.constantFrom('registration', 'email_change', 'other'),
        newEmail: fc.constantFrom(`new-${user.email}`, 'bad', user.email),
      }
    case 'company-invite':
      return {
        companyId: fc.constantFrom(crypto.randomUUID(), 'not-a-company', ''),
        email: fc.constantFrom('someone@example.test', 'not-an-address', ''),
        role: fc.constantFrom('member', 'owner', ''),
        invitationId: fc.constantFrom(crypto.randomUUID(), 'x'),
      }
    case 'tap-webhook':
      return {
        id: fc.constantFrom('chg_TS01A0000000000000000000', 'auth_1', 'x'),
        object: fc.constant('charge'),
        amount: fc.oneof(fc.constantFrom(10, '10.00', 1e308), fc.double()),
        currency: fc.constantFrom('SAR', 'USD', ''),
        status: fc.constantFrom('CAPTURED', 'INITIATED', 'FAILED'),
        reference: fc.constant({ order: 'ord_x', gateway: '1', payment: '2' }),
        transaction: fc.constant({ created: '1700000000000' }),
      }
    case 'password-reset':
      return {
        identifier: fc.constantFrom(user.email, 'nobody@example.com', 'user_x', ' '),
        redirect_to: fc.constantFrom('http://127.0.0.1:5173/reset-password', 'javascript:alert(1)'),
      }
    case 'mail-events':
      // Never signed here: every request must be refused before the body is trusted.
      return {
        type: fc.constantFrom('email.bounced', 'email.complained', 'email.sent'),
        data: fc.constant({ to: [user.email], bounce: { type: 'Permanent' } }),
      }
    case 'account-delete':
      // No password: five wrong ones would lock the shared user (a table change on a refusal).
      return { nonce: fc.constantFrom('000000', 'abc', '') }
    default:
      return {}
  }
}

type Request = {
  body: string | undefined
  contentType: string | undefined
  auth: 'anon' | 'user' | 'garbage'
  method: string
}

/** A hostile JSON value for one field. */
const hostileValue = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: nastyString },
    { weight: 2, arbitrary: wrongType },
  )

function requests(name: string): fc.Arbitrary<Request> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, valid] of Object.entries(fieldsOf(name))) model[key] = hostileValue(valid)
  const jsonBody = fc.record(model, { requiredKeys: [] }).map((v) => JSON.stringify(v))
  const body = fc.oneof(
    { weight: 8, arbitrary: jsonBody },
    { weight: 1, arbitrary: wrongType.map((v) => JSON.stringify(v)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('{', '{"message":', 'null', '[]', '"نص"', '123', 'true', ''),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        JSON.stringify({ message: 'س'.repeat(51_200), plan: 'basic', id: 'chg_x' }),
        '<'.repeat(102_400),
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
  return fc.record({
    body,
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
    ),
    auth: fc.constantFrom('user', 'user', 'anon', 'garbage'),
    method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
  })
}

async function send(name: string, request: Request, query = '') {
  const { url, anonKey } = stackInfo()
  const headers: Record<string, string> = { apikey: anonKey }
  if (request.auth === 'user') headers.Authorization = `Bearer ${user.token}`
  if (request.auth === 'anon') headers.Authorization = `Bearer ${anonKey}`
  if (request.auth === 'garbage') headers.Authorization = 'Bearer not.a.jwt'
  if (request.contentType) headers['Content-Type'] = request.contentType
  const withBody = request.method !== 'GET' && request.body !== undefined
  const response = await fetch(`${url}/functions/v1/${name}${query}`, {
    method: request.method,
    headers,
    body: withBody ? request.body : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, text, json, type: response.headers.get('content-type') ?? '' }
}

/** The JSON error body is Arabic, the spec's words, or (chat only) a documented code. */
function expectClearError(name: string, json: unknown, context: string) {
  const body = json as { error?: unknown; message?: unknown; msg?: unknown }
  const texts = [body.error, body.message].filter((t): t is string => typeof t === 'string')
  expect(texts.length, context).toBeGreaterThan(0)
  const clear = texts.some(
    (t) => ARABIC.test(t) || SPEC_ERRORS.has(t) || (name === 'chat' && CHAT_CODES.has(t as string)),
  )
  expect(clear, context).toBe(true)
}

const FUNCTIONS = [
  'account-delete',
  'account-export',
  'chat',
  'client-ip',
  'company-invite',
  'mail-events',
  'mail-unsubscribe',
  'mfa-recovery',
  'password-reset',
  'payment-status',
  'replace-card',
  'send-verification-email',
  'sync-jwt-metadata',
  'tap-payment',
  'tap-webhook',
  'update-subscription',
]

beforeAll(async () => {
  ;[{ now: startedAt }] = await sql<{ now: string }>('select now()::text as now')
  user = await createTestUser({ fullName: 'مستخدم الدوال' })
  // A real session (the functions check the token with the auth server).
  const { data, error } = await anonClient().auth.signInWithPassword({
    email: user.email,
    password: 'Test-Passw0rd!',
  })
  if (error || !data.session) throw error ?? new Error('no session')
  user = { ...user, token: data.session.access_token }
  db = new pg.Client({ connectionString: stackInfo().dbUrl })
  await db.connect()
  rowCounter = await publicRowCounter(db)
})

afterAll(async () => {
  // What this file's requests wrote, each table by its own time column (a counter's window may
  // have opened up to an hour before the file started). A failing cleanup fails the file.
  for (const [t, column, since] of [
    ['security_events', 'created_at', '0'],
    ['audit_log', 'created_at', '0'],
    ['rate_limits', 'window_start', '1 hour'],
    ['bot_suggestions_log', 'suggestion_timestamp', '0'],
  ] as const) {
    await db?.query(`delete from public.${t} where ${column} >= $1::timestamptz - $2::interval`, [
      startedAt,
      since,
    ])
  }
  await db?.end()
  console.info(
    `bad-input functions: ${FUNCTIONS.length + 1} functions, ${tally.calls} requests (${tally.refused} refused, ${tally.succeeded} succeeded); statuses ${JSON.stringify(tally.statuses)}`,
  )
})

describe.each(FUNCTIONS)('%s under bad input', (name) => {
  it(`never 5xx, a clear JSON error, nothing stored half-way (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(requests(name), async (request) => {
        const before = await counts()
        const answer = await send(name, request)
        tally.calls += 1
        tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1
        const context = `${name} ${request.method} ${request.auth} ${request.contentType} ${String(request.body).slice(0, 200)} -> ${answer.status} ${answer.text.slice(0, 300)}`
        expect(answer.status, context).toBeLessThan(500)
        if (answer.status >= 400) {
          tally.refused += 1
          if (answer.status === 401 && (answer.json as { msg?: string })?.msg) {
            // The gateway's own refusal of a missing or invalid JWT (before the function runs).
          } else if (answer.status === 405 && name === 'verify-email') {
            // verify-email answers plain text to anything but GET.
          } else {
            expect(answer.type, context).toContain('application/json')
            expectClearError(name, answer.json, context)
          }
          const after = await counts()
          for (const t of rowCounter.tables) {
            if (!ATTEMPT_LOGS.has(t)) expect(after[t], `${t} after ${context}`).toBe(before[t])
          }
        } else {
          tally.succeeded += 1
          // mail-unsubscribe's GET (the link in a mail) only redirects to the app's page.
          const redirect = name === 'mail-unsubscribe' && answer.status === 303
          if (answer.status !== 204 && !redirect)
            expect(answer.type, context).toContain('application/json')
          const chargeId = (answer.json as { id?: unknown } | undefined)?.id
          if (name === 'tap-payment' && typeof chargeId === 'string') {
            // A started payment is stored whole: priced, referenced and bound to its charge.
            const { rows } = await db.query(
              `select 1 from public.tap_payment_details
                where charge_id = $1 and user_id = $2 and order_reference is not null
                  and final_amount is not null and currency is not null and status is not null`,
              [chargeId, user.id],
            )
            expect(rows, context).toHaveLength(1)
          }
        }
      }),
      {
        numRuns: RUNS,
        // A U+0000 in an identifier (Postgres text cannot hold it) made password-reset's
        // rate-limit RPC fail with a 503 (a run's random seed found it); kept as a fixed case.
        examples:
          name === 'password-reset'
            ? [
                [
                  {
                    body: JSON.stringify({ identifier: '\u0000' }),
                    contentType: 'application/json',
                    auth: 'user',
                    method: 'POST',
                  } as Request,
                ],
              ]
            : [],
      },
    )
  })
})

describe('verify-email under bad input', () => {
  it(`answers a redirect with the spec's error code for any token (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(nastyString, fc.constant('')), async (token) => {
        const before = await counts()
        const answer = await send(
          'verify-email',
          { method: 'GET', auth: 'anon', body: undefined, contentType: undefined },
          `?token=${encodeURIComponent(token)}`,
        )
        tally.calls += 1
        tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1
        if (answer.status !== 303 && encodeURIComponent(token).length > 8_000) {
          // An address longer than the server takes is refused before the function runs.
          expect([414, 431], `token of ${token.length}`).toContain(answer.status)
        } else {
          expect(answer.status, `token ${token.slice(0, 80)}`).toBe(303)
          expect(['missing_token', 'verification_failed']).toContain(
            new URL((await locationOf(token)) ?? 'http://x/').searchParams.get('error'),
          )
        }
        expect((await counts()).profiles).toBe(before.profiles)
      }),
      { numRuns: RUNS },
    )
  })
})

async function locationOf(token: string): Promise<string | null> {
  const { url, anonKey } = stackInfo()
  const response = await fetch(
    `${url}/functions/v1/verify-email?token=${encodeURIComponent(token)}`,
    { headers: { apikey: anonKey }, redirect: 'manual' },
  )
  await response.body?.cancel()
  return response.headers.get('location')
}

describe('known hostile bodies', () => {
  it.each([
    'tap-payment',
    'payment-status',
    'update-subscription',
    'sync-jwt-metadata',
    'send-verification-email',
    'chat',
  ])('%s: a JSON null, array or number body is a 400 in Arabic, not a crash', async (name) => {
    for (const body of ['null', '[]', '7']) {
      const answer = await send(name, {
        body,
        contentType: 'application/json',
        auth: 'user',
        method: 'POST',
      })
      const context = `${name} ${body} -> ${answer.status} ${answer.text}`
      expect(answer.status, context).toBeLessThan(500)
      if (name !== 'sync-jwt-metadata') expect(answer.status, context).toBe(400)
      if (answer.status >= 400) expectClearError(name, answer.json, context)
    }
  })
})

describe('a plan name the database cannot hold (a NUL byte was a 500)', () => {
  it('update-subscription answers 400 in Arabic for a NUL, a long or a non-slug plan', async () => {
    for (const newPlan of ['\u0000', 'premium\u0000', 'x'.repeat(10_000), 'خطة', 'Premium Plan']) {
      const answer = await send('update-subscription', {
        body: JSON.stringify({ newPlan }),
        contentType: 'application/json',
        auth: 'user',
        method: 'POST',
      })
      expect(answer.status, answer.text).toBe(400)
      expectClearError('update-subscription', answer.json, answer.text)
    }
  })
})

describe('objects where strings go (String() of them threw: a 500)', () => {
  it('payment-status with an object id answers 400 in Arabic', async () => {
    const answer = await send('payment-status', {
      body: JSON.stringify({ payment_id: { toString: 'x', trim: 1 } }),
      contentType: 'application/json',
      auth: 'user',
      method: 'POST',
    })
    expect(answer.status, answer.text).toBe(400)
    expectClearError('payment-status', answer.json, answer.text)
  })

  it('tap-webhook with an object amount or currency answers 400 in Arabic', async () => {
    for (const posted of [
      { id: 'chg_TS01A0000000000000000000', amount: {}, currency: { toString: 'x' } },
      { id: 'chg_TS01A0000000000000000000', amount: 10, currency: 'SAR', status: { a: 1 } },
      { id: 'chg_x', amount: 10, currency: 'SAR', reference: { gateway: { toString: 1 } } },
    ]) {
      const { url, anonKey } = stackInfo()
      const response = await fetch(`${url}/functions/v1/tap-webhook`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          'Content-Type': 'application/json',
          hashstring: 'ab'.repeat(32),
        },
        body: JSON.stringify(posted),
      })
      const text = await response.text()
      expect(response.status, text).toBe(400)
      expectClearError('tap-webhook', JSON.parse(text), text)
    }
  })
})
