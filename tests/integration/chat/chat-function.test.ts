/**
 * The `chat` edge function (issue 10): the user comes from the JWT, unauthenticated callers are
 * refused, the rate limit applies, the webhook's answer shapes are read as spec 1 §7.4 says, a
 * webhook that is down answers 502 (the browser's connection-error toast), and suggestions are
 * logged in bot_suggestions_log with availability by tier.
 *
 * The shared stack's function posts to the chat responder sandbox (the .env.example default).
 * For the webhook cases a second functions runner serves the same function from a copy of the
 * functions folder whose .env points CHAT_WEBHOOK_URL at a server of this test.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT, SUPABASE_DIR } from '../../../supabase/local/config.ts'
import { createFunctionsRunner } from '../../../supabase/local/functions/index.ts'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import {
  clientWithToken,
  createTestUser,
  TEST_PASSWORD,
  type TestUser,
} from '../../support/users.ts'

/** A database-made user signed in through the auth API (the function checks with getUser). */
async function signedInUser(): Promise<TestUser> {
  const user = await createTestUser()
  const { data, error } = await anonClient().auth.signInWithPassword({
    email: user.email,
    password: TEST_PASSWORD,
  })
  expect(error).toBeNull()
  const token = data.session!.access_token
  return { ...user, token, client: clientWithToken(token) }
}

type Handle = (request: Request) => Promise<Response>

async function callChat(
  body: unknown,
  token: string | null,
  handle: Handle = (request) => fetch(request),
) {
  const { url, anonKey } = stackInfo()
  const headers: Record<string, string> = { apikey: anonKey, 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await handle(
    new Request(`${url}/functions/v1/chat`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  )
  const text = await response.text()
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    parsed = { raw: text }
  }
  return { status: response.status, body: parsed }
}

async function logCount(userId: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    'select count(*)::int as n from public.bot_suggestions_log where user_id = $1',
    [userId],
  )
  return row!.n
}

type Suggestion = {
  id: string | null
  type: string
  productId: string
  title: string
  available: boolean
}

describe('chat function on the stack (sandbox responder)', () => {
  let trial: TestUser
  beforeAll(async () => {
    trial = await signedInUser()
  })

  it('refuses callers without a user session', async () => {
    const missing = await callChat({ message: 'مرحبا' }, null)
    expect(missing.status).toBe(401)
    const anon = await callChat({ message: 'مرحبا' }, stackInfo().anonKey)
    expect(anon.status).toBe(401)
    expect(anon.body).toEqual({ error: 'User not authenticated' })
  })

  it('refuses an empty or blank message', async () => {
    expect((await callChat({ message: '' }, trial.token)).status).toBe(400)
    expect((await callChat({ message: ' \n ' }, trial.token)).body).toEqual({
      error: 'empty_message',
    })
    expect((await callChat({}, trial.token)).status).toBe(400)
  })

  it('answers in Arabic from the responder and logs the suggestions it returns', async () => {
    const before = await logCount(trial.id)
    const { status, body } = await callChat({ message: 'أريد خطة تسويق لشركتي' }, trial.token)
    expect(status).toBe(200)
    expect(body.response).toMatch(/خطة تسويقية لمدة 90 يوماً/)
    const suggestions = body.suggestions as Suggestion[]
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions.length).toBeLessThanOrEqual(3)
    expect(await logCount(trial.id)).toBe(before + suggestions.length)

    const rows = await sql<{
      id: string
      suggested_product_type: string
      suggested_product_id: string
      is_available_in_plan: boolean
      user_clicked: boolean
    }>(
      `select id, suggested_product_type, suggested_product_id, is_available_in_plan, user_clicked
         from public.bot_suggestions_log where id = any($1::uuid[])`,
      [suggestions.map((s) => s.id)],
    )
    expect(rows).toHaveLength(suggestions.length)
    for (const suggestion of suggestions) {
      const row = rows.find((r) => r.id === suggestion.id)!
      expect(row.suggested_product_type).toBe(suggestion.type)
      expect(row.suggested_product_id).toBe(suggestion.productId)
      expect(row.is_available_in_plan).toBe(suggestion.available)
      expect(row.user_clicked).toBe(false)
    }
  })

  it('marks suggestions by the tier rules of spec 1 §6 (trial: prompts and assistants need an upgrade)', async () => {
    const { body } = await callChat({ message: 'خطة تسويقية وإعلانات', limit: 6 }, trial.token)
    const suggestions = body.suggestions as Suggestion[]
    expect(suggestions.length).toBeGreaterThan(3)
    expect(suggestions.length).toBeLessThanOrEqual(6)
    for (const suggestion of suggestions) {
      if (suggestion.type === 'prompt' || suggestion.type === 'assistant') {
        expect(suggestion.available).toBe(false)
      }
    }

    const premium = await signedInUser()
    await sql(
      `update public.subscriptions set plan_id = 'premium', status = 'active',
         expires_at = now() + interval '30 days' where user_id = $1`,
      [premium.id],
    )
    const second = await callChat({ message: 'خطة تسويقية', limit: 6 }, premium.token)
    const builder = (second.body.suggestions as Suggestion[]).find(
      (s) => s.title === 'باني الخطة التسويقية',
    )
    expect(builder).toMatchObject({ type: 'assistant', available: true })
    const plan90 = (second.body.suggestions as Suggestion[]).find(
      (s) => s.title === 'خطة تسويقية لمدة 90 يوماً',
    )
    expect(plan90).toMatchObject({ type: 'prompt', available: true })
  })

  it('lets the user mark their own suggestion clicked, and nobody else', async () => {
    const { body } = await callChat({ message: 'خطة تسويق' }, trial.token)
    const [first] = body.suggestions as Suggestion[]
    const other = await signedInUser()
    await other.client
      .from('bot_suggestions_log')
      .update({ user_clicked: true })
      .eq('id', first!.id!)
    let [row] = await sql<{ user_clicked: boolean }>(
      'select user_clicked from public.bot_suggestions_log where id = $1',
      [first!.id],
    )
    expect(row!.user_clicked).toBe(false)

    const { error } = await trial.client
      .from('bot_suggestions_log')
      .update({ user_clicked: true })
      .eq('id', first!.id!)
      .eq('user_id', trial.id)
    expect(error).toBeNull()
    ;[row] = await sql<{ user_clicked: boolean }>(
      'select user_clicked from public.bot_suggestions_log where id = $1',
      [first!.id],
    )
    expect(row!.user_clicked).toBe(true)
  })

  it('logs nothing when smart suggestions are off', async () => {
    const before = await logCount(trial.id)
    const { status, body } = await callChat({ message: 'خطة تسويق', suggest: false }, trial.token)
    expect(status).toBe(200)
    expect(body.suggestions).toEqual([])
    expect(await logCount(trial.id)).toBe(before)
  })

  it('follows the admin switches at once: no suggestions, then no assistant (issue 20)', async () => {
    const setFlag = (key: string, enabled: boolean) =>
      sql('update public.feature_flags set enabled = $2 where key = $1', [key, enabled])
    try {
      await setFlag('smart_suggestions', false)
      const before = await logCount(trial.id)
      const quiet = await callChat({ message: 'أريد خطة تسويق لشركتي', suggest: true }, trial.token)
      expect(quiet.status).toBe(200)
      expect(quiet.body.suggestions).toEqual([])
      expect(await logCount(trial.id)).toBe(before)

      await setFlag('chat_assistant', false)
      const off = await callChat({ message: 'مرحبا' }, trial.token)
      expect(off).toEqual({ status: 403, body: { error: 'chat_disabled' } })
    } finally {
      await setFlag('smart_suggestions', true)
      await setFlag('chat_assistant', true)
    }
    const back = await callChat({ message: 'أريد خطة تسويق لشركتي' }, trial.token)
    expect(back.status).toBe(200)
    expect((back.body.suggestions as Suggestion[]).length).toBeGreaterThan(0)
  })

  it('rate-limits at 100 messages per 60 minutes per user (429)', async () => {
    const user = await signedInUser()
    expect((await callChat({ message: 'مرحبا' }, user.token)).status).toBe(200)
    await sql(
      `update public.rate_limits set request_count = 100
        where identifier = $1 and identifier_type = 'user' and endpoint = 'chat'`,
      [user.id],
    )
    const limited = await callChat({ message: 'مرحبا' }, user.token)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ error: 'rate_limited' })
    // Another user is not affected.
    expect((await callChat({ message: 'مرحبا' }, trial.token)).status).toBe(200)
  })
})

describe('chat function with a configured webhook', () => {
  const dir = mkdtempSync(join(PROJECT_ROOT, '.local', 'chat-function-'))
  let server: Server
  let hookUrl = ''
  const received: Record<string, unknown>[] = []
  let reply: (res: ServerResponse) => void = (res) => res.end('[]')
  let runner: ReturnType<typeof createFunctionsRunner>
  let user: TestUser

  function useWebhook(url: string) {
    writeFileSync(join(dir, 'functions', '.env'), `CHAT_WEBHOOK_URL=${url}\n`)
  }

  beforeAll(async () => {
    mkdirSync(join(dir, 'functions'), { recursive: true })
    cpSync(join(SUPABASE_DIR, 'functions', 'chat'), join(dir, 'functions', 'chat'), {
      recursive: true,
    })
    cpSync(join(SUPABASE_DIR, 'functions', '_shared'), join(dir, 'functions', '_shared'), {
      recursive: true,
    })
    writeFileSync(
      join(dir, 'config.toml'),
      '[functions.chat]\nverify_jwt = true\nimport_map = "./functions/chat/deno.json"\n',
    )
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let data = ''
      req.on('data', (chunk: Buffer) => (data += chunk.toString()))
      req.on('end', () => {
        received.push(JSON.parse(data) as Record<string, unknown>)
        reply(res)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
    useWebhook(hookUrl)
    runner = createFunctionsRunner({
      apiUrl: stackInfo().url,
      dbUrl: stackInfo().dbUrl,
      supabaseDir: dir,
    })
    user = await signedInUser()
  })

  afterAll(async () => {
    await runner?.close()
    await new Promise<void>((resolve) => server?.close(() => resolve()))
    rmSync(dir, { recursive: true, force: true })
  })

  const json =
    (body: unknown, status = 200) =>
    (res: ServerResponse) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }

  it('posts {message, user_id from the JWT, timestamp ISO}, never the body user_id', async () => {
    reply = json([{ output: 'جواب الأتمتة' }])
    received.length = 0
    const started = Date.now()
    const { status, body } = await callChat(
      { message: '  خطة تسويق  ', user_id: '00000000-0000-4000-8000-000000000999' },
      user.token,
      runner.handle,
    )
    expect(status).toBe(200)
    expect(body.response).toBe('جواب الأتمتة')
    expect(received).toHaveLength(1)
    const sent = received[0]!
    expect(Object.keys(sent).sort()).toEqual(['message', 'timestamp', 'user_id'])
    expect(sent.user_id).toBe(user.id)
    expect(sent.message).toBe('خطة تسويق')
    expect(sent.timestamp).toBe(new Date(sent.timestamp as string).toISOString())
    expect(Date.parse(sent.timestamp as string)).toBeGreaterThanOrEqual(started - 1000)
  })

  it('reads each answer shape, with the fallback text', async () => {
    const cases: [unknown, string][] = [
      [{ response: 'من response' }, 'من response'],
      [{ message: 'من message' }, 'من message'],
      [[{ output: 'من output' }], 'من output'],
      [[], 'تم استلام رسالتك، شكراً لك'],
      [{ other: true }, 'تم استلام رسالتك، شكراً لك'],
    ]
    for (const [answer, expected] of cases) {
      reply = json(answer)
      const { status, body } = await callChat({ message: 'سؤال' }, user.token, runner.handle)
      expect(status).toBe(200)
      expect(body.response).toBe(expected)
    }
    reply = (res) => res.end('not json')
    expect((await callChat({ message: 'سؤال' }, user.token, runner.handle)).body.response).toBe(
      'تم استلام رسالتك، شكراً لك',
    )
  })

  it('answers 502 when the webhook answers non-OK, and logs no suggestions', async () => {
    reply = json({ error: 'down' }, 500)
    const before = await logCount(user.id)
    const { status, body } = await callChat({ message: 'خطة تسويق' }, user.token, runner.handle)
    expect(status).toBe(502)
    expect(body).toEqual({ error: 'webhook_failed' })
    expect(await logCount(user.id)).toBe(before)
  })

  it('answers 502 when the webhook cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    useWebhook(`http://127.0.0.1:${port}/gone`)
    try {
      const { status, body } = await callChat({ message: 'سؤال' }, user.token, runner.handle)
      expect(status).toBe(502)
      expect(body).toEqual({ error: 'webhook_failed' })
    } finally {
      useWebhook(hookUrl)
    }
  })

  it('answers from the catalogue when no webhook is configured', async () => {
    useWebhook('')
    received.length = 0
    try {
      const { status, body } = await callChat({ message: 'خطة تسويق' }, user.token, runner.handle)
      expect(status).toBe(200)
      expect(body.response).toMatch(/^إليك أقرب ما وجدته في مكتبة سند/)
      expect(body.response).toMatch(/خطة تسويقية لمدة 90 يوماً/)
      expect(received).toHaveLength(0)
    } finally {
      useWebhook(hookUrl)
    }
  })
})
