/**
 * Issue 47, the company part: a company's AI keys in Vault, budgets and the run-prompt edge
 * function, attacked as an outsider, a member of another company, a plain member, and with five
 * runs at once against a small budget.
 *
 * The function runs here in a functions runner of this file (as chat-function.test.ts does) whose
 * .env points the four providers' base URLs at a provider server of this test: it answers in the
 * providers' SSE formats with usage blocks the test chooses, can hold a stream open until the
 * test releases it (so five runs are really in flight together), and records what it received.
 * The runner's log lines are captured, so "the key is in no log line" is checked on the real
 * output of the function's process.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readAiStream } from '../../../supabase/functions/_shared/ai-stream.ts'
import { SUPABASE_DIR } from '../../../supabase/local/config.ts'
import { createFunctionsRunner } from '../../../supabase/local/functions/index.ts'
import { AI_SANDBOX_KEYS, sandboxAnswer } from '../../../supabase/local/sandboxes/ai.ts'
import { anonClient, sql, stackInfo } from '../../support/stack.ts'
import { TEST_PASSWORD, type TestUser } from '../../support/users.ts'
import { type Company, dropUsers, makeCompany, raceInSql, refused, user } from './support.ts'

const KEY = 'sk-company-secret-4f7c9a1e2b3d5c6e7f80'
const OTHER_KEY = 'sk-ant-company-secret-zz91aa77'

interface Received {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Record<string, unknown>
}

const received: Received[] = []
/** Streams waiting for the test (the held ones), released by `release()`. */
const held: (() => void)[] = []
let holding = false
let usageOf = { input: 40, output: 60 }
let failWith: { status: number; body: string; headers?: Record<string, string> } | null = null
/** The provider's connection drops after its first piece (the first piece is on the wire). */
let cutAfterFirst = false

function openAiStream(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  const chunk = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`)
  chunk({
    id: 'c1',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content: 'مرحباً ' } }],
  })
  const end = () => {
    chunk({
      id: 'c1',
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: { content: 'بك' }, finish_reason: 'stop' }],
    })
    chunk({
      id: 'c1',
      object: 'chat.completion.chunk',
      choices: [],
      usage: { prompt_tokens: usageOf.input, completion_tokens: usageOf.output },
    })
    res.end('data: [DONE]\n\n')
  }
  if (cutAfterFirst) {
    res.write('', () => res.destroy())
    return
  }
  if (holding) held.push(end)
  else end()
}

function anthropicStream(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  const event = (type: string, data: unknown) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...(data as object) })}\n\n`)
  event('message_start', {
    message: { id: 'm1', usage: { input_tokens: usageOf.input, output_tokens: 1 } },
  })
  event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'أهلاً' } })
  event('message_delta', {
    delta: { stop_reason: 'end_turn' },
    usage: { output_tokens: usageOf.output },
  })
  event('message_stop', {})
  res.end()
}

function provider(req: IncomingMessage, res: ServerResponse) {
  let data = ''
  req.on('data', (chunk: Buffer) => (data += chunk.toString()))
  req.on('end', () => {
    received.push({
      path: req.url ?? '',
      headers: req.headers,
      body: JSON.parse(data || '{}') as Record<string, unknown>,
    })
    if (failWith) {
      res.writeHead(failWith.status, { 'content-type': 'application/json', ...failWith.headers })
      res.end(failWith.body)
      return
    }
    if (req.url?.startsWith('/anthropic/')) anthropicStream(res)
    else openAiStream(res)
  })
}

function release() {
  holding = false
  for (const end of held.splice(0)) end()
}

const dir = mkdtempSync(join(tmpdir(), 'sanad-run-prompt-'))
let server: Server
let runner: ReturnType<typeof createFunctionsRunner>
const logs: string[] = []
let a: Company
let b: Company

/** The function checks the session with the auth server: users sign in with their password. */
async function signIn(who: TestUser): Promise<void> {
  const { data, error } = await anonClient().auth.signInWithPassword({
    email: who.email,
    password: TEST_PASSWORD,
  })
  expect(error).toBeNull()
  who.token = data.session!.access_token
}

async function signedInCompany(name: string): Promise<Company> {
  const company = await makeCompany(name)
  for (const who of [company.owner, company.admin, company.editor, company.member])
    await signIn(who)
  return company
}

async function run(token: string | null, body: Record<string, unknown>) {
  const { url, anonKey } = stackInfo()
  const headers: Record<string, string> = { apikey: anonKey, 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await runner.handle(
    new Request(`${url}/functions/v1/run-prompt`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  )
  const text = await response.text()
  return { status: response.status, text, headers: response.headers }
}

const prompt = (companyId: string, extra: Record<string, unknown> = {}) => ({
  companyId,
  provider: 'openai',
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'اكتب ترحيباً قصيراً بعملاء المطعم' }],
  maxTokens: 100,
  ...extra,
})

async function usedTokens(companyId: string): Promise<number> {
  const [row] = await sql<{ used: string }>(
    `select coalesce(sum(case status when 'reserved' then reserved_tokens
                                    else input_tokens + output_tokens end), 0) as used
       from public.company_ai_runs where company_id = $1`,
    [companyId],
  )
  return Number(row!.used)
}

beforeAll(async () => {
  server = createServer(provider)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  mkdirSync(join(dir, 'functions'), { recursive: true })
  for (const folder of ['run-prompt', '_shared'])
    cpSync(join(SUPABASE_DIR, 'functions', folder), join(dir, 'functions', folder), {
      recursive: true,
    })
  writeFileSync(
    join(dir, 'functions', '.env'),
    [
      `AI_OPENAI_API_BASE=${base}/openai/v1`,
      `AI_ANTHROPIC_API_BASE=${base}/anthropic/v1`,
      `AI_GEMINI_API_BASE=${base}/gemini/v1beta`,
      `AI_OPENROUTER_API_BASE=${base}/openrouter/api/v1`,
      '',
    ].join('\n'),
  )
  writeFileSync(
    join(dir, 'config.toml'),
    '[functions.run-prompt]\nverify_jwt = true\nimport_map = "./functions/run-prompt/deno.json"\n',
  )
  // Every line the function's process writes comes through the runner's console calls.
  const { log, error } = console
  const capture =
    (original: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      logs.push(args.map(String).join(' '))
      original.apply(console, args)
    }
  vi.spyOn(console, 'log').mockImplementation(capture(log))
  vi.spyOn(console, 'error').mockImplementation(capture(error))
  runner = createFunctionsRunner({
    apiUrl: stackInfo().url,
    dbUrl: stackInfo().dbUrl,
    supabaseDir: dir,
  })
  a = await signedInCompany('شركة المفاتيح أ')
  b = await signedInCompany('شركة المفاتيح ب')
}, 120_000)

afterAll(async () => {
  vi.restoreAllMocks()
  await runner?.close()
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  rmSync(dir, { recursive: true, force: true })
  await dropUsers()
})

describe('company keys: stored in Vault, never readable back', () => {
  it('the admin sets a key; everyone sees at most its last 4 characters', async () => {
    const { error } = await a.admin.client.rpc('set_company_ai_key', {
      p_company_id: a.id,
      p_provider: 'openai',
      p_key: KEY,
    })
    expect(error).toBeNull()
    const asAdmin = await a.admin.client.rpc('company_ai_settings', { p_company_id: a.id })
    expect(asAdmin.error).toBeNull()
    expect(asAdmin.data.keys).toEqual([
      expect.objectContaining({ provider: 'openai', last4: KEY.slice(-4) }),
    ])
    expect(asAdmin.data.keys[0].set_by_name).toMatch(/admin/)
    const asMember = await a.member.client.rpc('company_ai_settings', { p_company_id: a.id })
    expect(asMember.data.keys).toEqual([
      expect.objectContaining({ provider: 'openai', last4: null, set_by_name: null }),
    ])
    for (const answer of [asAdmin.data, asMember.data])
      expect(JSON.stringify(answer)).not.toContain(KEY.slice(0, -4))
    // In Vault, encrypted at rest: the stored column is not the key.
    const [stored] = await sql<{ secret: string }>(
      `select s.secret from vault.secrets s join public.company_ai_keys k on k.secret_id = s.id
        where k.company_id = $1 and k.provider = 'openai'`,
      [a.id],
    )
    expect(stored!.secret).not.toContain(KEY)
  })

  it('no API role reads the key tables, the Vault or the reservation function', async () => {
    for (const client of [a.owner.client, a.admin.client, a.member.client, anonClient()]) {
      for (const table of ['company_ai_keys', 'company_ai_runs', 'company_ai_budgets']) {
        const { data, error } = await client.from(table).select('*')
        expect(error, table).not.toBeNull()
        expect(data).toBeNull()
      }
      for (const view of ['secrets', 'decrypted_secrets']) {
        const { error } = await client.schema('vault').from(view).select('*')
        expect(error, view).not.toBeNull()
      }
      const reserve = await client.rpc('company_ai_reserve', {
        p_user_id: a.owner.id,
        p_company_id: a.id,
        p_provider: 'openai',
        p_model: 'gpt-4o-mini',
        p_estimate: 10,
      })
      expect(reserve.error).not.toBeNull()
      expect(JSON.stringify(reserve)).not.toContain(KEY)
      const settle = await client.rpc('company_ai_settle', {
        p_run_id: '00000000-0000-4000-8000-000000000001',
        p_status: 'complete',
        p_input_tokens: 0,
        p_output_tokens: 0,
        p_duration_ms: 0,
      })
      expect(settle.error).not.toBeNull()
    }
    // Not even in SQL as the API roles.
    for (const role of ['authenticated', 'anon']) {
      await expect(
        sql(`begin; set local role ${role}; select * from vault.decrypted_secrets; commit;`),
      ).rejects.toThrow(/permission denied/)
    }
  })

  it('members, editors and outsiders cannot set or delete a key; replace and delete are audited', async () => {
    for (const who of [a.member, a.editor]) {
      const { error } = await who.client.rpc('set_company_ai_key', {
        p_company_id: a.id,
        p_provider: 'anthropic',
        p_key: OTHER_KEY,
      })
      refused(error, 'forbidden', '42501')
    }
    refused(
      (
        await b.owner.client.rpc('set_company_ai_key', {
          p_company_id: a.id,
          p_provider: 'openai',
          p_key: OTHER_KEY,
        })
      ).error,
      'not_found',
    )
    refused(
      (
        await b.owner.client.rpc('delete_company_ai_key', {
          p_company_id: a.id,
          p_provider: 'openai',
        })
      ).error,
      'not_found',
    )
    refused(
      (
        await a.admin.client.rpc('set_company_ai_key', {
          p_company_id: a.id,
          p_provider: 'openai',
          p_key: 'has space in it',
        })
      ).error,
      'invalid_key',
    )
    refused(
      (
        await a.admin.client.rpc('set_company_ai_key', {
          p_company_id: a.id,
          p_provider: 'deepseek',
          p_key: OTHER_KEY,
        })
      ).error,
      'invalid_provider',
    )
    // Replace, then delete: the secret is gone from Vault with the row.
    expect(
      (
        await a.owner.client.rpc('set_company_ai_key', {
          p_company_id: a.id,
          p_provider: 'anthropic',
          p_key: OTHER_KEY,
        })
      ).error,
    ).toBeNull()
    expect(
      (
        await a.owner.client.rpc('set_company_ai_key', {
          p_company_id: a.id,
          p_provider: 'anthropic',
          p_key: `${OTHER_KEY}x2`,
        })
      ).error,
    ).toBeNull()
    const [secret] = await sql<{ secret_id: string }>(
      `select secret_id from public.company_ai_keys where company_id = $1 and provider = 'anthropic'`,
      [a.id],
    )
    expect(
      (
        await a.owner.client.rpc('delete_company_ai_key', {
          p_company_id: a.id,
          p_provider: 'anthropic',
        })
      ).error,
    ).toBeNull()
    expect(
      await sql(`select 1 from vault.secrets where id = $1`, [secret!.secret_id]),
    ).toHaveLength(0)
    const audit = await sql<{ action: string; old_values: unknown; new_values: unknown }>(
      `select action, old_values, new_values from public.audit_log
        where target_type = 'company' and target_id = $1 and action like 'company_ai_key%'
        order by created_at`,
      [a.id],
    )
    expect(audit.map((row) => row.action)).toEqual([
      'company_ai_key_set',
      'company_ai_key_set',
      'company_ai_key_replaced',
      'company_ai_key_deleted',
    ])
    expect(JSON.stringify(audit)).not.toContain(OTHER_KEY.slice(0, -4))
    expect(JSON.stringify(audit)).not.toContain(KEY.slice(0, -4))
  })
})

describe('run-prompt: who may run on the company key', () => {
  it('refuses without a session, outside the company, and on a company without a key', async () => {
    expect((await run(null, prompt(a.id))).status).toBe(401)
    const outsider = await user('غريب')
    await signIn(outsider)
    const noMember = await run(outsider.token, prompt(a.id))
    expect(noMember.status).toBe(404)
    expect(JSON.parse(noMember.text)).toMatchObject({ hint: 'not_found' })
    // A member of B asking for A's key.
    const wrongCompany = await run(b.member.token, prompt(a.id))
    expect(wrongCompany.status).toBe(404)
    // A member of A asking on B, which has no key.
    expect((await run(a.member.token, prompt(b.id))).status).toBe(404)
    const noKey = await run(b.member.token, prompt(b.id))
    expect(noKey.status).toBe(409)
    expect(JSON.parse(noKey.text)).toMatchObject({ hint: 'no_key' })
    expect(JSON.parse(noKey.text).error).toMatch(/OpenAI/)
    expect(received).toHaveLength(0)
  })

  it('a member runs on the key: the provider stream comes back, the key does not, the run is settled', async () => {
    usageOf = { input: 40, output: 60 }
    const answer = await run(a.member.token, prompt(a.id))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/text\/event-stream/)
    expect(answer.text).toContain('مرحباً')
    expect(answer.text).toContain('[DONE]')
    expect(answer.text).not.toContain(KEY)
    expect([...answer.headers.values()].join(' ')).not.toContain(KEY)
    // The provider got the company's key and the member's prompt.
    const call = received.at(-1)!
    expect(call.path).toBe('/openai/v1/chat/completions')
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(call.body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      max_completion_tokens: 100,
    })
    const [ledger] = await sql<{
      status: string
      input_tokens: number
      output_tokens: number
      user_id: string
    }>(
      `select status, input_tokens, output_tokens, user_id from public.company_ai_runs
        where company_id = $1 order by created_at desc limit 1`,
      [a.id],
    )
    expect(ledger).toMatchObject({
      status: 'complete',
      input_tokens: 40,
      output_tokens: 60,
      user_id: a.member.id,
    })
    // The member's history has the run, marked as run on the company's key.
    const [history] = await sql<Record<string, unknown>>(
      `select user_id, via, company_id, answer, status, input_tokens, output_tokens, provider, model
         from public.prompt_runs where id = $1`,
      [answer.headers.get('x-run-id')],
    )
    expect(history).toMatchObject({
      user_id: a.member.id,
      via: 'company',
      company_id: a.id,
      answer: 'مرحباً بك',
      status: 'complete',
      input_tokens: 40,
      output_tokens: 60,
      provider: 'openai',
      model: 'gpt-4o-mini',
    })
    expect(JSON.stringify(history)).not.toContain(KEY)
  })

  it('a provider connection that drops mid-answer: the browser keeps what came, the run is kept as cut', async () => {
    cutAfterFirst = true
    try {
      // The answer ends without the provider's end event (the client reads it as cut), not with a
      // stream error that would lose the bytes not yet read.
      const answer = await run(a.member.token, prompt(a.id))
      expect(answer.status).toBe(200)
      expect(answer.text).toContain('مرحباً')
      expect(answer.text).not.toContain('[DONE]')
      const [history] = await sql<{ answer: string; status: string }>(
        `select answer, status from public.prompt_runs where id = $1`,
        [answer.headers.get('x-run-id')],
      )
      expect(history).toEqual({ answer: 'مرحباً ', status: 'cut' })
      const [ledger] = await sql<{ status: string }>(
        `select status from public.company_ai_runs where company_id = $1
          order by created_at desc limit 1`,
        [a.id],
      )
      expect(ledger!.status).toBe('cut')
    } finally {
      cutAfterFirst = false
    }
  })

  it('a provider refusal quoting the key never reaches the browser or the logs', async () => {
    failWith = {
      status: 401,
      body: JSON.stringify({
        error: { message: `Incorrect API key provided: ${KEY}`, type: 'invalid_request_error' },
      }),
    }
    const refusedKey = await run(a.member.token, prompt(a.id))
    failWith = {
      status: 429,
      body: '{"error":{"message":"slow down"}}',
      headers: { 'retry-after': '17' },
    }
    const limited = await run(a.member.token, prompt(a.id))
    failWith = null
    expect(refusedKey.status).toBe(424)
    expect(JSON.parse(refusedKey.text)).toMatchObject({ hint: 'provider_key' })
    expect(JSON.parse(refusedKey.text).error).toMatch(/OpenAI/)
    expect(refusedKey.text).not.toContain(KEY.slice(3, 20))
    expect(limited.status).toBe(429)
    expect(JSON.parse(limited.text)).toMatchObject({
      hint: 'provider_rate',
      retryAfter: 17,
    })
    expect(JSON.parse(limited.text).error).toMatch(/17/)
    // The function's lines are captured (one per run, the two refusals here at least)…
    const lines = logs.filter((line) => line.includes('[run-prompt] run'))
    expect(lines.length).toBeGreaterThanOrEqual(2)
    expect(lines.at(-1)).toContain('"status":"error"')
    // …and none of them, nor anything else the process wrote, has the key.
    expect(logs.join('\n')).not.toContain(KEY.slice(3, 20))
    // A refused call is settled as an error that used nothing.
    const errors = await sql<{ tokens: number }>(
      `select input_tokens + output_tokens as tokens from public.company_ai_runs
        where company_id = $1 and status = 'error'`,
      [a.id],
    )
    expect(errors.map((row) => Number(row.tokens))).toEqual([0, 0])
  })
})

describe('run-prompt: budgets', () => {
  it('five runs at once against a budget for two: two run, three are refused, no overspend', async () => {
    const c = await signedInCompany('شركة الميزانية')
    expect(
      (
        await c.owner.client.rpc('set_company_ai_key', {
          p_company_id: c.id,
          p_provider: 'openai',
          p_key: KEY,
        })
      ).error,
    ).toBeNull()
    // Each run reserves its input estimate plus maxTokens (100): about 130 tokens.
    expect(
      (
        await c.admin.client.rpc('set_company_ai_budget', {
          p_company_id: c.id,
          p_company_monthly_tokens: 300,
          p_member_monthly_tokens: null,
        })
      ).error,
    ).toBeNull()
    usageOf = { input: 30, output: 90 }
    holding = true
    const before = received.length
    const runners = [c.member, c.editor, c.admin, c.owner, c.member]
    const pending = runners.map((who) => run(who.token, prompt(c.id)))
    // Wait until every run has its answer from the database: the two that fit are at the
    // provider (held), the three refused have answered.
    await vi.waitFor(() => expect(received.length - before).toBe(2), {
      timeout: 30_000,
      interval: 50,
    })
    const [reserved] = await sql<{ n: string }>(
      `select count(*) as n from public.company_ai_runs where company_id = $1 and status = 'reserved'`,
      [c.id],
    )
    expect(Number(reserved!.n)).toBe(2)
    release()
    const answers = await Promise.all(pending)
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 200, 402, 402, 402])
    for (const answer of answers.filter((x) => x.status === 402)) {
      expect(JSON.parse(answer.text)).toMatchObject({ hint: 'company_budget' })
      expect(JSON.parse(answer.text).error).toMatch(/بمفتاحك الشخصي/)
    }
    expect(await usedTokens(c.id)).toBeLessThanOrEqual(300)
    expect(await usedTokens(c.id)).toBe(240)
  }, 60_000)

  it.runIf(stackInfo().dbKind === 'postgres')(
    'two reservations in SQL at once: the second waits for the first and is refused (Postgres)',
    async () => {
      const e = await makeCompany('شركة السباق')
      await e.owner.client.rpc('set_company_ai_key', {
        p_company_id: e.id,
        p_provider: 'openai',
        p_key: KEY,
      })
      await e.owner.client.rpc('set_company_ai_budget', {
        p_company_id: e.id,
        p_company_monthly_tokens: 150,
        p_member_monthly_tokens: null,
      })
      const call = `select run_id from public.company_ai_reserve($1, $2, 'openai', 'gpt-4o-mini', 100)`
      const [first, second] = await raceInSql(
        { userId: e.member.id, call, params: [e.member.id, e.id] },
        { userId: e.editor.id, call, params: [e.editor.id, e.id] },
        'service_role',
      )
      expect(first).toMatchObject({ run_id: expect.any(String) })
      expect((second as { error?: Error }).error?.message).toMatch(/ميزانيتها الشهرية/)
      expect(await usedTokens(e.id)).toBe(100)
    },
  )

  it('a member budget stops that member only; the usage page sums tokens per member', async () => {
    const d = await signedInCompany('شركة الاستهلاك')
    await d.owner.client.rpc('set_company_ai_key', {
      p_company_id: d.id,
      p_provider: 'anthropic',
      p_key: OTHER_KEY,
    })
    expect(
      (
        await d.owner.client.rpc('set_company_ai_budget', {
          p_company_id: d.id,
          p_company_monthly_tokens: null,
          p_member_monthly_tokens: 260,
        })
      ).error,
    ).toBeNull()
    refused(
      (
        await d.member.client.rpc('set_company_ai_budget', {
          p_company_id: d.id,
          p_company_monthly_tokens: null,
          p_member_monthly_tokens: null,
        })
      ).error,
      'forbidden',
    )
    usageOf = { input: 50, output: 70 }
    const anthropic = (extra = {}) =>
      prompt(d.id, { provider: 'anthropic', model: 'claude-sonnet-4-5', ...extra })
    expect((await run(d.member.token, anthropic())).status).toBe(200)
    expect(received.at(-1)!.headers['x-api-key']).toBe(OTHER_KEY)
    // Each reservation is 133 tokens (17 of input estimate, 16 of framing, 100 max): 0 + 133 and
    // 120 + 133 fit in 260, 240 + 133 does not.
    expect((await run(d.member.token, anthropic())).status).toBe(200)
    const third = await run(d.member.token, anthropic())
    expect(third.status).toBe(402)
    expect(JSON.parse(third.text)).toMatchObject({ hint: 'member_budget' })
    // Another member still runs.
    expect((await run(d.editor.token, anthropic())).status).toBe(200)

    const settings = await d.member.client.rpc('company_ai_settings', { p_company_id: d.id })
    expect(settings.data).toMatchObject({
      member_monthly_tokens: 260,
      my_used: 240,
      company_used: 360,
    })
    const usage = await d.admin.client.rpc('company_ai_usage', { p_company_id: d.id })
    expect(usage.error).toBeNull()
    const byMember = Object.fromEntries(
      (
        usage.data as {
          user_id: string
          runs: number
          input_tokens: number
          output_tokens: number
          total_tokens: number
        }[]
      ).map((row) => [row.user_id, row]),
    )
    expect(byMember[d.member.id]).toMatchObject({
      runs: 2,
      input_tokens: 100,
      output_tokens: 140,
      total_tokens: 240,
    })
    expect(byMember[d.editor.id]).toMatchObject({ runs: 1, total_tokens: 120 })
    refused(
      (await d.member.client.rpc('company_ai_usage', { p_company_id: d.id })).error,
      'forbidden',
    )
  })
})

describe('run-prompt on the stack, against the AI sandboxes', () => {
  it.each(['openai', 'anthropic', 'gemini'] as const)(
    '%s: a member runs on the company key; the stream, the ledger and the history agree',
    async (provider) => {
      const s = await signedInCompany(`شركة الرمل ${provider}`)
      expect(
        (
          await s.admin.client.rpc('set_company_ai_key', {
            p_company_id: s.id,
            p_provider: provider,
            p_key: AI_SANDBOX_KEYS[provider],
          })
        ).error,
      ).toBeNull()
      const model = {
        openai: 'gpt-4o-mini',
        anthropic: 'claude-3-5-haiku-latest',
        gemini: 'gemini-2.0-flash',
      }[provider]
      const content = 'اكتب رسالة ترحيب بموظف جديد'
      const { url, anonKey } = stackInfo()
      const response = await fetch(`${url}/functions/v1/run-prompt`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${s.member.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          companyId: s.id,
          provider,
          model,
          messages: [{ role: 'user', content }],
          maxTokens: 1000,
          source: { kind: 'company', title: 'ترحيب بموظف', variables: { الاسم: 'سالم' } },
        }),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('x-provider')).toBe(provider)
      const result = await readAiStream(provider, response.body!)
      expect(result.status).toBe('complete')
      expect(result.text).toBe(sandboxAnswer(model, content))
      const historyId = response.headers.get('x-run-id')
      // The ledger and the history are written when the stream ends, just after its last byte.
      await vi.waitFor(
        async () => {
          const [history] = await sql<Record<string, unknown>>(
            `select user_id, via, company_id, answer, status, title, variables, input_tokens, output_tokens
               from public.prompt_runs where id = $1`,
            [historyId],
          )
          expect(history).toMatchObject({
            user_id: s.member.id,
            via: 'company',
            company_id: s.id,
            answer: result.text,
            status: 'complete',
            title: 'ترحيب بموظف',
            variables: { الاسم: 'سالم' },
            input_tokens: result.usage.inputTokens,
            output_tokens: result.usage.outputTokens,
          })
        },
        { timeout: 10_000, interval: 50 },
      )
      const settings = await s.member.client.rpc('company_ai_settings', { p_company_id: s.id })
      expect(settings.data.my_used).toBe(result.usage.inputTokens! + result.usage.outputTokens!)
      // The member reads the run in their own history; another member does not.
      const own = await s.member.client.from('prompt_runs').select('id').eq('id', historyId!)
      expect(own.data).toHaveLength(1)
      const other = await s.editor.client.from('prompt_runs').select('id').eq('id', historyId!)
      expect(other.data).toHaveLength(0)
    },
  )
})
