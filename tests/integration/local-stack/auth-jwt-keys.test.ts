/**
 * Asymmetric JWT signing keys (Supabase "JWT Signing Keys"): the auth server signs access tokens
 * with ES256 and a kid, publishes the public key at /auth/v1/.well-known/jwks.json, the legacy
 * HS256 secret still verifies the anon/service_role keys, every service accepts both and refuses
 * a tampered token as before, supabase-js getClaims() verifies locally against the JWKS, and the
 * edge functions that only need the caller's id verify it the same way.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js'
import {
  SignJWT,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
} from 'jose'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JWT_SECRET, SUPABASE_DIR } from '../../../supabase/local/config.ts'
import { sql, stackInfo, uniqueEmail } from '../../support/stack.ts'

const PASSWORD = 'Sanad-Pass1!'
// The committed local-only key the stack signs with when config.toml names no signing_keys_path.
const DEV_KEY = (
  JSON.parse(
    readFileSync(join(SUPABASE_DIR, 'local', 'auth', 'dev-signing-keys.json'), 'utf8'),
  ) as Record<string, unknown>[]
)[0]!
const KID = DEV_KEY.kid as string

/** Every request a supabase-js client sends, so a test can say which endpoints it reached. */
function recordingClient(key: string) {
  const requests: string[] = []
  const client = createClient(stackInfo().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        requests.push(`${init?.method ?? 'GET'} ${url.pathname}`)
        return fetch(input, init)
      },
    },
  })
  return { client, requests }
}

async function signedIn() {
  const { client, requests } = recordingClient(stackInfo().anonKey)
  const email = uniqueEmail('jwtkeys')
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD })
  expect(error).toBeNull()
  return { client, requests, email, session: data.session!, user: data.user! }
}

/** The token with its payload replaced and the original signature kept. */
function tampered(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.')
  const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...changes }
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
}

/** A user token signed with the wrong HS256 secret: the "before" every tampered case matches. */
function forgedHs256(sub: string): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'))
}

function restFetch(path: string, token: string) {
  return fetch(`${stackInfo().url}/rest/v1${path}`, {
    headers: { apikey: stackInfo().anonKey, Authorization: `Bearer ${token}` },
  })
}

function callFunction(name: string, token: string, body: unknown = {}) {
  return fetch(`${stackInfo().url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: stackInfo().anonKey,
      Authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
}

let table: string
beforeAll(async () => {
  table = `jwk_${randomUUID().slice(0, 8)}`
  await sql(`create table public.${table} (id bigint primary key, owner uuid not null)`)
  await sql(`alter table public.${table} enable row level security`)
  await sql(`create policy own on public.${table} for select to authenticated
               using ((select auth.uid()) = owner)`)
  await sql(`grant select on public.${table} to anon, authenticated, service_role`)
  await sql(`alter publication supabase_realtime add table public.${table}`)
})
afterAll(async () => {
  await sql(`drop table if exists public.${table}`)
})

describe('signing and publishing (GoTrue internal/conf/jwk.go, internal/api/jwks.go)', () => {
  it('publishes the public part of the signing key with use sig and key_ops verify', async () => {
    const response = await fetch(`${stackInfo().url}/auth/v1/.well-known/jwks.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    // jwk.go Decode: PublicKeyOf(private), Set(use, "sig"), Set(key_ops, [verify]); no `d`.
    expect(await response.json()).toEqual({
      keys: [
        {
          kty: 'EC',
          kid: KID,
          alg: 'ES256',
          use: 'sig',
          key_ops: ['verify'],
          crv: 'P-256',
          x: DEV_KEY.x,
          y: DEV_KEY.y,
        },
      ],
    })
  })

  it('signs access tokens with ES256 and the key id, verifiable with the JWKS alone', async () => {
    const { session, user } = await signedIn()
    // tokens/service.go signJwt: GetSigningAlg(jwk) and the jwk's kid in the header.
    expect(decodeProtectedHeader(session.access_token)).toEqual({
      alg: 'ES256',
      kid: KID,
      typ: 'JWT',
    })
    const jwks = await (await fetch(`${stackInfo().url}/auth/v1/.well-known/jwks.json`)).json()
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks), {
      issuer: `${stackInfo().url}/auth/v1`,
      audience: 'authenticated',
      algorithms: ['ES256'],
    })
    expect(payload.sub).toBe(user.id)
    expect(payload.role).toBe('authenticated')
    // A refreshed token is signed the same way.
    const { data } = await recordingClient(stackInfo().anonKey).client.auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(decodeProtectedHeader(data.session!.access_token)).toMatchObject({ kid: KID })
  })
})

describe('every service accepts ES256 user tokens and the legacy HS256 keys', () => {
  it('REST: RLS sees the ES256 user; anon and service_role keys still work', async () => {
    const { client, user } = await signedIn()
    await sql(`insert into public.${table} values (1, $1), (2, $2)`, [user.id, randomUUID()])
    const own = await client.from(table).select('id')
    expect(own.error).toBeNull()
    expect(own.data).toEqual([{ id: 1 }])
    const anon = await restFetch(`/${table}?select=id`, stackInfo().anonKey)
    expect(anon.status).toBe(200)
    expect(await anon.json()).toEqual([])
    const service = await restFetch(`/${table}?select=id&order=id`, stackInfo().serviceRoleKey)
    expect(service.status).toBe(200)
    expect(await service.json()).toEqual([{ id: 1 }, { id: 2 }])
  })

  it('REST: an HS256 user token without kid is still verified with the secret', async () => {
    // GoTrue parseJWTClaims: "preserve backward compatibility for cases where the kid is not set".
    const { user } = await signedIn()
    const legacy = await new SignJWT({ role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET))
    await sql(`insert into public.${table} values (3, $1)`, [user.id])
    const response = await restFetch(`/${table}?select=id`, legacy)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([{ id: 3 }])
  })

  it('auth: the admin API takes the HS256 service_role key, /user the ES256 token', async () => {
    const { client, user } = await signedIn()
    const service = recordingClient(stackInfo().serviceRoleKey).client
    const listed = await service.auth.admin.getUserById(user.id)
    expect(listed.error).toBeNull()
    expect(listed.data.user?.id).toBe(user.id)
    const me = await client.auth.getUser()
    expect(me.error).toBeNull()
    expect(me.data.user?.id).toBe(user.id)
  })

  it('realtime: joins with an ES256 token and receives only its own rows', async () => {
    const { client, user, session } = await signedIn()
    client.realtime.setAuth(session.access_token)
    const received: number[] = []
    const channel = client
      .channel(`jwk-${randomUUID()}`)
      .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table }, (change) =>
        received.push(Number((change.new as { id?: number }).id)),
      )
    try {
      expect(await joinOutcome(channel)).toEqual({ status: 'SUBSCRIBED', message: '' })
      await sql(`insert into public.${table} values (11, $1), (12, $2)`, [user.id, randomUUID()])
      await expect.poll(() => received, { timeout: 5000 }).toEqual([11])
    } finally {
      await client.removeAllChannels()
    }
  })

  it('functions: verify_jwt passes ES256 user tokens and the HS256 anon key', async () => {
    const { session, user } = await signedIn()
    const asUser = await callFunction('local-stack-probe', session.access_token)
    expect(asUser.status).toBe(200)
    expect((await asUser.json()).claims).toMatchObject({ sub: user.id, role: 'authenticated' })
    const asAnon = await callFunction('local-stack-probe', stackInfo().anonKey)
    expect(asAnon.status).toBe(200)
    expect((await asAnon.json()).claims).toMatchObject({ role: 'anon' })
  })
})

function joinOutcome(channel: RealtimeChannel): Promise<{ status: string; message: string }> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => resolve({ status, message: error?.message ?? '' }))
  })
}

describe('a tampered ES256 token is refused as a forged HS256 one was', () => {
  let token: string
  let forged: string
  const cases: [string, string][] = []

  beforeAll(async () => {
    const { session, user } = await signedIn()
    token = session.access_token
    forged = await forgedHs256(user.id)
    const other = await generateKeyPair('ES256')
    const claims = decodeJwt(token)
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: KID, typ: 'JWT' })
      .sign(other.privateKey)
    // Algorithm confusion: the ES256 kid with an HMAC signature by the legacy secret.
    const confused = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: KID, typ: 'JWT' })
      .sign(new TextEncoder().encode(JWT_SECRET))
    const unknownKid = await new SignJWT(claims)
      .setProtectedHeader({
        alg: 'ES256',
        kid: randomUUID(),
        typ: 'JWT',
      })
      .sign(other.privateKey)
    cases.push(
      ['payload changed, signature kept', tampered(token, { role: 'service_role' })],
      ['signature of another ES256 key with the same kid', otherKey],
      ['alg switched to HS256 under the ES256 kid', confused],
      ['a kid the server does not know', unknownKid],
    )
    expect((await exportJWK(other.publicKey)).x).not.toBe(DEV_KEY.x)
  })

  it('REST: 401 PGRST301 with the same body and WWW-Authenticate as a forged token', async () => {
    // PostgREST Auth: an unverifiable JWT is PGRST301 (401) with a Bearer invalid_token challenge.
    const before = await restFetch(`/${table}?select=id`, forged)
    expect(before.status).toBe(401)
    const beforeBody = await before.json()
    expect(beforeBody.code).toBe('PGRST301')
    for (const [label, jwt] of cases) {
      const response = await restFetch(`/${table}?select=id`, jwt)
      expect(response.status, label).toBe(401)
      expect(await response.json(), label).toEqual(beforeBody)
      expect(response.headers.get('www-authenticate'), label).toBe(
        before.headers.get('www-authenticate'),
      )
    }
  })

  it('realtime: the join fails with InvalidJWTToken: Invalid token', async () => {
    // realtime logging.ex log_error: "<code>: <msg>" on the phx_reply of the join.
    for (const [label, jwt] of [['forged HS256', forged], ...cases]) {
      const { client } = recordingClient(stackInfo().anonKey)
      client.realtime.setAuth(jwt)
      const channel = client
        .channel(`jwk-bad-${randomUUID()}`)
        .on('postgres_changes' as never, { event: '*', schema: 'public', table }, () => undefined)
      try {
        const outcome = await joinOutcome(channel)
        expect(outcome.status, label).toBe('CHANNEL_ERROR')
        expect(outcome.message, label).toBe('InvalidJWTToken: Invalid token')
      } finally {
        await client.removeAllChannels()
      }
    }
  })

  it('functions: 401 {"msg":"Invalid JWT"} from the verify_jwt gate', async () => {
    // Edge runtime: a failed JWT check answers 401 {"msg":"Invalid JWT"}.
    for (const [label, jwt] of [['forged HS256', forged], ...cases]) {
      const response = await callFunction('local-stack-probe', jwt)
      expect(response.status, label).toBe(401)
      expect(await response.json(), label).toEqual({ msg: 'Invalid JWT' })
    }
  })

  it('auth: /user answers 403 bad_jwt', async () => {
    // GoTrue parseJWTClaims: NewForbiddenError(ErrorCodeBadJWT, "invalid JWT: unable to parse or verify signature, ...").
    for (const [label, jwt] of cases) {
      const { client } = recordingClient(stackInfo().anonKey)
      const { data, error } = await client.auth.getUser(jwt)
      expect(data.user, label).toBeNull()
      expect(error?.status, label).toBe(403)
      expect(error?.code, label).toBe('bad_jwt')
      expect(error?.message, label).toMatch(/^invalid JWT: unable to parse or verify signature, /)
    }
  })
})

describe('getClaims() verifies against the JWKS (auth-js GoTrueClient.getClaims)', () => {
  it('returns the claims with one JWKS fetch and no /user request, then from its cache', async () => {
    const { client, requests, user, session } = await signedIn()
    requests.length = 0
    const first = await client.auth.getClaims(session.access_token)
    expect(first.error).toBeNull()
    expect(first.data?.claims.sub).toBe(user.id)
    expect(first.data?.header).toEqual({ alg: 'ES256', kid: KID, typ: 'JWT' })
    expect(requests).toEqual(['GET /auth/v1/.well-known/jwks.json'])
    const second = await client.auth.getClaims(session.access_token)
    expect(second.data?.claims.sub).toBe(user.id)
    expect(requests).toEqual(['GET /auth/v1/.well-known/jwks.json'])
  })

  it('refuses a tampered token locally with AuthInvalidJwtError', async () => {
    const { client, requests, session } = await signedIn()
    requests.length = 0
    const { data, error } = await client.auth.getClaims(
      tampered(session.access_token, { role: 'service_role' }),
    )
    expect(data).toBeNull()
    expect(error?.name).toBe('AuthInvalidJwtError')
    expect(error?.message).toBe('Invalid JWT signature')
    expect(requests.filter((r) => r.endsWith('/auth/v1/user'))).toEqual([])
  })

  it('falls back to /user for an HS256 token, which has no public key', async () => {
    const { requests, client, user } = await signedIn()
    const legacy = await new SignJWT({ role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET))
    requests.length = 0
    const { data, error } = await client.auth.getClaims(legacy)
    expect(error).toBeNull()
    expect(data?.claims.sub).toBe(user.id)
    expect(requests).toEqual(['GET /auth/v1/user'])
  })
})

describe('edge functions read the caller from getClaims, not /user', () => {
  let caller: { client: SupabaseClient; token: string }

  beforeAll(async () => {
    const { client, session } = await signedIn()
    caller = { client, token: session.access_token }
  })

  it('payment-status knows the caller by the verified claims, even after sign-out', async () => {
    // With getUser the auth server would answer session_not_found once the session is gone and
    // the function 401; verified locally, the token stands until it expires, as for REST.
    const before = await callFunction('payment-status', caller.token, { payment_id: 'chg_none' })
    expect(before.status).toBe(404)
    const beforeBody = await before.json()
    const { error } = await caller.client.auth.signOut({ scope: 'local' })
    expect(error).toBeNull()
    const after = await callFunction('payment-status', caller.token, { payment_id: 'chg_none' })
    expect(after.status).toBe(404)
    expect(await after.json()).toEqual(beforeBody)
  })

  it('payment-status refuses the anon key (no user in its claims) with 401', async () => {
    const response = await callFunction('payment-status', stackInfo().anonKey, {
      payment_id: 'chg_none',
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'User not authenticated' })
  })
})
