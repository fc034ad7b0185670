/**
 * The local edge-functions runner: a function written for Supabase's Deno runtime runs in Deno behind
 * /functions/v1 with the caller's JWT, the serve environment, verify_jwt, CORS, live edits and
 * the edge runtime's error answers.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { FunctionsClient } from '@supabase/functions-js'
import { SignJWT } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { JWT_SECRET, PUBLISHABLE_KEY, SUPABASE_DIR } from '../../../supabase/local/config.ts'
import { createFunctionsRunner } from '../../../supabase/local/functions/index.ts'
import { sideStackPort } from '../../support/side-stack-port.ts'
import { stackInfo } from '../../support/stack.ts'

async function sign(claims: Record<string, unknown>, secret = JWT_SECRET) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret))
}

function userClaims() {
  return {
    sub: randomUUID(),
    role: 'authenticated',
    aud: 'authenticated',
    email: 'probe-user@example.test',
    session_id: randomUUID(),
  }
}

const fnUrl = (path: string) => `${stackInfo().url}/functions/v1/${path}`

const tempFunctions: string[] = []
function writeTempFunction(name: string, source: string, denoJson?: string) {
  const dir = join(SUPABASE_DIR, 'functions', name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.ts'), source)
  if (denoJson) writeFileSync(join(dir, 'deno.json'), denoJson)
  if (!tempFunctions.includes(dir)) tempFunctions.push(dir)
}
const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${process.pid}`

afterAll(() => {
  for (const dir of tempFunctions) rmSync(dir, { recursive: true, force: true })
})

describe('functions: the probe function', () => {
  it("receives the user's JWT claims, the serve environment, method, path and body", async () => {
    const claims = userClaims()
    const token = await sign(claims)
    const response = await fetch(fnUrl('local-stack-probe/orders/7?lang=ar'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'مرحبا',
    })
    expect(response.status).toBe(200)
    const echo = await response.json()
    expect(echo.method).toBe('PUT')
    expect(echo.path).toBe('/local-stack-probe/orders/7')
    expect(echo.query).toEqual({ lang: 'ar' })
    expect(echo.body).toBe('مرحبا')
    expect(echo.claims).toMatchObject(claims)
    expect(echo.env).toEqual({
      SUPABASE_URL: stackInfo().url,
      SUPABASE_ANON_KEY: stackInfo().anonKey,
      hasServiceRoleKey: true,
      hasDbUrl: true,
    })
  })

  it("is reachable with supabase-js's functions client (JSON body, anon key as bearer)", async () => {
    const { url, anonKey } = stackInfo()
    const functions = new FunctionsClient(`${url}/functions/v1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    })
    const { data, error } = await functions.invoke('local-stack-probe', { body: { plan: 'basic' } })
    expect(error).toBeNull()
    expect(data.method).toBe('POST')
    expect(JSON.parse(data.body)).toEqual({ plan: 'basic' })
    expect(data.claims.role).toBe('anon')
  })

  it('accepts the opaque publishable key, mapped to the anon JWT as Kong does', async () => {
    const response = await fetch(fnUrl('local-stack-probe'), {
      headers: { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${PUBLISHABLE_KEY}` },
    })
    expect(response.status).toBe(200)
    expect((await response.json()).claims.role).toBe('anon')
  })
})

describe('functions: verify_jwt', () => {
  it('refuses a request without Authorization', async () => {
    const response = await fetch(fnUrl('local-stack-probe'), { method: 'POST' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ msg: 'Error: Missing authorization header' })
  })

  it('refuses a token signed with another secret', async () => {
    const forged = await sign(
      { ...userClaims(), role: 'service_role' },
      'not-the-secret-but-just-as-long-as-it-000',
    )
    const response = await fetch(fnUrl('local-stack-probe'), {
      method: 'POST',
      headers: { authorization: `Bearer ${forged}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' })
  })

  it('refuses a token whose payload was altered after signing', async () => {
    const [header, , signature] = (await sign(userClaims())).split('.')
    const payload = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')
    const response = await fetch(fnUrl('local-stack-probe'), {
      headers: { authorization: `Bearer ${header}.${payload}.${signature}` },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' })
  })

  it('refuses an expired token', async () => {
    const expired = await new SignJWT(userClaims())
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(JWT_SECRET))
    const response = await fetch(fnUrl('local-stack-probe'), {
      headers: { authorization: `Bearer ${expired}` },
    })
    expect(response.status).toBe(401)
  })
})

describe('functions: routing, CORS and errors', () => {
  it('answers a CORS preflight on any function path', async () => {
    const response = await fetch(fnUrl('x'), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization')
  })

  it('answers 404 "Function not found" for unknown names, invalid names and _shared', async () => {
    const token = await sign(userClaims())
    for (const path of ['no-such-function', '_shared', '_shared/cors.ts', '9lives', '']) {
      const response = await fetch(fnUrl(path), { headers: { authorization: `Bearer ${token}` } })
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe('Function not found')
    }
  })

  it('turns an exception in the handler into the edge runtime 500', async () => {
    const name = uniqueName('tmp-throws')
    writeTempFunction(name, `Deno.serve(() => { throw new Error('boom') })\n`)
    const token = await sign(userClaims())
    const response = await fetch(fnUrl(name), { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      code: 'Internal Server Error',
      message: 'Request failed due to an internal server error',
    })
  })

  it('answers 503 BOOT_ERROR when the function fails to load', async () => {
    const name = uniqueName('tmp-boot')
    writeTempFunction(name, `throw new Error('cannot start')\n`)
    const token = await sign(userClaims())
    const response = await fetch(fnUrl(name), { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(503)
    expect((await response.json()).code).toBe('BOOT_ERROR')
  })
})

describe('functions: live edits, imports and isolation', () => {
  it('picks up an edit to a function on the next request, without restart', async () => {
    const name = uniqueName('tmp-edit')
    const source = (version: string) => `
import { corsHeaders } from '../_shared/cors.ts'
import { createClient } from 'supabase'
Deno.serve(() => new Response(JSON.stringify({ version: '${version}', client: typeof createClient }), {
  headers: { ...corsHeaders, 'Content-Type': 'application/json' },
}))
`
    writeTempFunction(
      name,
      source('one'),
      JSON.stringify({ imports: { supabase: 'npm:@supabase/supabase-js@2.109.0' } }),
    )
    const token = await sign(userClaims())
    const call = async () =>
      (await fetch(fnUrl(name), { headers: { authorization: `Bearer ${token}` } })).json()
    expect(await call()).toEqual({ version: 'one', client: 'function' })
    writeTempFunction(name, source('two'))
    expect(await call()).toEqual({ version: 'two', client: 'function' })
  })

  it("keeps one function's Deno.env changes away from other functions", async () => {
    const writer = uniqueName('tmp-env-writer')
    const reader = uniqueName('tmp-env-reader')
    writeTempFunction(
      writer,
      `Deno.serve(() => {
  Deno.env.set('SUPABASE_URL', 'http://changed.example')
  Deno.env.set('LEAK_CHECK', 'leaked')
  return new Response(Deno.env.get('SUPABASE_URL'))
})\n`,
    )
    writeTempFunction(
      reader,
      `Deno.serve(() => new Response(JSON.stringify({ url: Deno.env.get('SUPABASE_URL'), leak: Deno.env.get('LEAK_CHECK') ?? null })))\n`,
    )
    const token = await sign(userClaims())
    const headers = { authorization: `Bearer ${token}` }
    expect(await (await fetch(fnUrl(writer), { headers })).text()).toBe('http://changed.example')
    expect(await (await fetch(fnUrl(reader), { headers })).json()).toEqual({
      url: stackInfo().url,
      leak: null,
    })
  })
})

describe('functions: local defaults from .env.example reach the sandboxes', () => {
  it('a function creates a Tap charge and sends an e-mail through the sandboxes', async () => {
    const name = uniqueName('tmp-sandboxes')
    writeTempFunction(
      name,
      `Deno.serve(async (req) => {
  const { email } = await req.json()
  const tap = await fetch(Deno.env.get('TAP_API_BASE') + '/charges', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + Deno.env.get('TAP_SECRET_KEY'), 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 19, currency: 'SAR', customer: { first_name: 'x', email },
      source: { id: 'src_card' }, redirect: { url: 'http://127.0.0.1:5173/r' } }),
  })
  const mail = await fetch(Deno.env.get('EMAIL_API_BASE') + '/emails', {
    method: 'POST',
    headers: { authorization: 'Bearer ' + Deno.env.get('EMAIL_API_KEY'), 'content-type': 'application/json' },
    body: JSON.stringify({ from: Deno.env.get('EMAIL_FROM'), to: email, subject: 'إيصال', text: 'شكرًا' }),
  })
  return Response.json({ tap: tap.status, charge: await tap.json(), mail: mail.status })
})
`,
    )
    const email = `fn-${Date.now()}@example.test`
    const response = await fetch(fnUrl(name), {
      method: 'POST',
      headers: { authorization: `Bearer ${await sign(userClaims())}` },
      body: JSON.stringify({ email }),
    })
    const result = await response.json()
    expect(result.tap).toBe(200)
    expect(result.charge.status).toBe('INITIATED')
    expect(result.charge.transaction.url).toContain(`${stackInfo().url}/sandbox/tap/checkout/`)
    expect(result.mail).toBe(200)
    const latest = await fetch(
      `${stackInfo().url}/sandbox/mail/api/latest?to=${encodeURIComponent(email)}`,
    )
    expect(await latest.json()).toMatchObject({
      subject: 'إيصال',
      from: 'سند <noreply@sanad.local>',
    })
  })
})

describe('functions: runner settings from config.toml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'functions-runner-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'functions', 'open-hook'), { recursive: true })
  mkdirSync(join(dir, 'functions', 'slow'), { recursive: true })
  mkdirSync(join(dir, 'functions', 'off'), { recursive: true })
  writeFileSync(
    join(dir, 'config.toml'),
    '[functions.open-hook]\nverify_jwt = false\n\n[functions.off]\nenabled = false\n',
  )
  writeFileSync(
    join(dir, 'functions', 'open-hook', 'index.ts'),
    `Deno.serve(async (req) => new Response(JSON.stringify({ secret: Deno.env.get('WEBHOOK_SECRET') ?? null, base: Deno.env.get('HOOK_BASE'), url: Deno.env.get('SUPABASE_URL'), auth: req.headers.get('authorization') })))\n`,
  )
  writeFileSync(join(dir, 'functions', '.env'), 'WEBHOOK_SECRET="from dotenv" # comment\n')
  writeFileSync(
    join(dir, 'functions', '.env.example'),
    'WEBHOOK_SECRET=example-default\nHOOK_BASE=${SUPABASE_URL}/sandbox/x\nSUPABASE_URL=http://evil\n',
  )
  writeFileSync(
    join(dir, 'functions', 'slow', 'index.ts'),
    `Deno.serve(() => new Promise<Response>(() => {}))\n`,
  )
  writeFileSync(join(dir, 'functions', 'off', 'index.ts'), `Deno.serve(() => new Response('on'))\n`)
  const runner = createFunctionsRunner(
    { apiUrl: 'http://127.0.0.1:1', dbUrl: '', supabaseDir: dir },
    { timeoutMs: 300 },
  )
  afterAll(() => runner.close())

  it('serves a verify_jwt = false function without a token, with functions/.env', async () => {
    const response = await runner.handle(
      new Request('http://127.0.0.1:1/functions/v1/open-hook', { method: 'POST', body: '{}' }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      secret: 'from dotenv',
      base: 'http://127.0.0.1:1/sandbox/x',
      url: 'http://127.0.0.1:1',
      auth: null,
    })
  })

  it('answers 404 for a function disabled in config.toml', async () => {
    const token = await sign(userClaims())
    const response = await runner.handle(
      new Request('http://127.0.0.1:1/functions/v1/off', {
        headers: { authorization: `Bearer ${token}` },
      }),
    )
    expect(response.status).toBe(404)
  })

  it('warm() starts every enabled function before a request, and names one that cannot boot', async () => {
    expect((await runner.warm()).sort()).toEqual(['open-hook', 'slow'])
    mkdirSync(join(dir, 'functions', 'broken'), { recursive: true })
    writeFileSync(join(dir, 'functions', 'broken', 'index.ts'), `throw new Error('no boot')\n`)
    try {
      await expect(runner.warm()).rejects.toThrow('edge functions failed to boot: broken')
    } finally {
      rmSync(join(dir, 'functions', 'broken'), { recursive: true, force: true })
    }
  })

  it('stops a request at the wall-clock limit with 546 WORKER_LIMIT', async () => {
    const token = await sign(userClaims())
    const started = Date.now()
    const response = await runner.handle(
      new Request('http://127.0.0.1:1/functions/v1/slow', {
        headers: { authorization: `Bearer ${token}` },
      }),
    )
    expect(response.status).toBe(546)
    expect((await response.json()).code).toBe('WORKER_LIMIT')
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('functions: real Deno processes', () => {
  const processes = () =>
    execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args: args! }))

  it('serves each function from a `deno run` child of the stack, which ends with the stack even on kill -9', async () => {
    // Its run's own side port: npm test runs this file in the PGlite run and in a Postgres shard
    // side by side, and with one fixed port the second stack could not bind it, so the first
    // stack answered both (its Deno child is not the second stack's: `[]` below, seen in CI).
    const port = sideStackPort(9)
    const stack = spawn(
      process.execPath,
      ['--import', 'tsx', 'supabase/local/cli.ts', 'start', '--memory', '--quiet'].concat([
        '--port',
        String(port),
        '--db-port',
        '0',
      ]),
      { stdio: 'ignore' },
    )
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/health`).then(
              (r) => r.ok,
              () => false,
            ),
          {
            // A fresh in-memory database applies every migration before /health answers: at the
            // CI's load (three integration shards side by side on 2 cores) that took over 60 s
            // once issues 45-50 added theirs.
            timeout: 240_000,
            interval: 250,
          },
        )
        .toBe(true)
      const answer = await fetch(`http://127.0.0.1:${port}/functions/v1/client-ip`, {
        headers: { authorization: `Bearer ${await sign(userClaims())}` },
      })
      // The gateway sets CF-Connecting-IP to the connecting address, as the hosted edge does.
      expect(await answer.json()).toEqual({ ip: '127.0.0.1' })
      const deno = processes().filter(
        (p) => p.ppid === stack.pid && /deno run .*client-ip\/index\.ts$/.test(p.args),
      )
      expect(deno).toHaveLength(1)

      stack.kill('SIGKILL')
      await expect
        .poll(() => processes().some((p) => p.pid === deno[0]!.pid), {
          timeout: 10_000,
          interval: 200,
        })
        .toBe(false)
    } finally {
      stack.kill('SIGKILL')
    }
  }, 300_000)
})
