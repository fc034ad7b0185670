/**
 * MFA with TOTP on the local /auth/v1, through supabase-js's auth.mfa and auth.admin.mfa, pinned
 * to what GoTrue answers (supabase/auth internal/api/mfa.go, admin.go, middleware.go,
 * models/factor.go, models/sessions.go, tokens/service.go; auth-js GoTrueClient _enroll,
 * _challenge, _verify, _listFactors, _getAuthenticatorAssuranceLevel). Codes are computed here
 * from the secret with node:crypto (RFC 6238), independently of the server.
 */
import { createHmac } from 'node:crypto'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningStack } from '../../../supabase/local/server.ts'
import {
  CONFIGURED_STACK_TIMEOUT_MS,
  startConfiguredStack,
} from '../../support/configured-stack.ts'
import { sql, stackInfo, uniqueEmail } from '../../support/stack.ts'
import { callFrom, clientFrom, freshIp } from '../abuse/support.ts'
import { sideStackPort } from '../../support/side-stack-port.ts'

const PASSWORD = 'Sanad-Pass1!'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  })
}
const anon = () => client(stackInfo().url, stackInfo().anonKey)
const service = () => client(stackInfo().url, stackInfo().serviceRoleKey)

// --- RFC 4648 base32 and RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as authenticator apps compute.
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of text.replace(/=+$/, '')) {
    buffer = (buffer << 5) | alphabet.indexOf(char)
    bits += 5
    if (bits >= 8) {
      bytes.push((buffer >> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

function totp(secret: string, offsetSteps = 0, now = Date.now()): string {
  const counter = Math.floor(now / 30_000) + offsetSteps
  const message = Buffer.alloc(8)
  message.writeUInt32BE(Math.floor(counter / 2 ** 32), 0)
  message.writeUInt32BE(counter % 2 ** 32, 4)
  const hmac = createHmac('sha1', base32Decode(secret)).update(message).digest()
  const offset = hmac[19]! & 0x0f
  const value =
    ((hmac[offset]! & 0x7f) << 24) |
    (hmac[offset + 1]! << 16) |
    (hmac[offset + 2]! << 8) |
    hmac[offset + 3]!
  return String(value % 1_000_000).padStart(6, '0')
}

/** Waits out the last 3 s of a 30 s step, so "one step back" means the same to server and test. */
async function awayFromStepEdge() {
  const intoStep = Date.now() % 30_000
  if (intoStep > 27_000) await new Promise((done) => setTimeout(done, 30_500 - intoStep))
}

/** A confirmed user made by the admin API, signed in with its password (session aal1). */
async function signedIn(base = stackInfo()) {
  const email = uniqueEmail('mfa')
  const admin = client(base.url, base.serviceRoleKey)
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  })
  expect(error).toBeNull()
  const user = client(base.url, base.anonKey)
  const signIn = await user.auth.signInWithPassword({ email, password: PASSWORD })
  expect(signIn.error).toBeNull()
  return { client: user, email, id: data.user!.id, session: signIn.data.session! }
}

/** amr entries' methods (auth-js types an entry as AMREntry or, from old tokens, a string). */
const methods = (amr: unknown[]) =>
  amr.map((m) => (typeof m === 'string' ? m : (m as { method: string }).method))

async function enrolTotp(user: SupabaseClient, friendlyName?: string) {
  const { data, error } = await user.auth.mfa.enroll({ factorType: 'totp', friendlyName })
  expect(error).toBeNull()
  return data!
}

/** A user with one verified TOTP factor and a session lifted to aal2. */
async function withVerifiedFactor() {
  const user = await signedIn()
  const factor = await enrolTotp(user.client, 'هاتفي')
  await awayFromStepEdge()
  const { data, error } = await user.client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totp(factor.totp.secret),
  })
  expect(error).toBeNull()
  return { ...user, factor, verified: data! }
}

describe('POST /factors (mfa.go EnrollFactor, enrollTOTPFactor)', () => {
  it('enrols a TOTP factor: id, type, friendly_name, SVG QR code, base32 secret, otpauth uri', async () => {
    const user = await signedIn()
    const factor = await enrolTotp(user.client, 'تطبيق المصادقة')
    expect(Object.keys(factor)).toEqual(['id', 'type', 'friendly_name', 'totp'])
    expect(factor.id).toMatch(UUID)
    expect(factor.type).toBe('totp')
    expect(factor.friendly_name).toBe('تطبيق المصادقة')
    // totp.Generate: a 20-byte secret, base32 without padding (32 characters).
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    // Key.URL(): issuer defaults to site_url's host; url.Values.Encode sorts the keys.
    expect(factor.totp.uri).toBe(
      `otpauth://totp/127.0.0.1:5173:${user.email}?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A5173&period=30&secret=${factor.totp.secret}`,
    )
    // auth-js prefixes GoTrue's raw SVG (svgo + goqrsvg) into a data URI.
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<?xml version="1.0"?>')).toBe(
      true,
    )
    const rects = [
      ...factor.totp.qr_code.matchAll(
        /<rect x="(\d+)" y="(\d+)" width="3" height="3" style="fill:(black|white);stroke:none" \/>/g,
      ),
    ]
    const modules = Math.sqrt(rects.length)
    // A QR symbol of version v is 4v + 17 modules square, each drawn as a 3x3 block.
    expect(Number.isInteger(modules) && (modules - 17) % 4 === 0).toBe(true)
    const dark = new Set(
      rects.filter((m) => m[3] === 'black').map((m) => `${(+m[1]! - 12) / 3},${(+m[2]! - 12) / 3}`),
    )
    // The three 7x7 finder patterns: a dark ring, a light ring, a dark 3x3 centre.
    for (const [x0, y0] of [
      [0, 0],
      [modules - 7, 0],
      [0, modules - 7],
    ]) {
      for (let dy = 0; dy < 7; dy += 1) {
        for (let dx = 0; dx < 7; dx += 1) {
          const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3))
          expect(dark.has(`${x0! + dx},${y0! + dy}`)).toBe(ring !== 2)
        }
      }
    }
    const rows = await sql<{ status: string; factor_type: string; secret: string }>(
      'select status::text, factor_type::text, secret from auth.mfa_factors where id = $1',
      [factor.id],
    )
    expect(rows).toEqual([
      { status: 'unverified', factor_type: 'totp', secret: factor.totp.secret },
    ])
  })

  it('takes the issuer from the request', async () => {
    const user = await signedIn()
    const { data } = await user.client.auth.mfa.enroll({ factorType: 'totp', issuer: 'سند Sanad' })
    expect(data!.totp.uri).toContain(
      `otpauth://totp/%D8%B3%D9%86%D8%AF%20Sanad:${user.email}?algorithm=SHA1&digits=6&issuer=%D8%B3%D9%86%D8%AF+Sanad&period=30&`,
    )
  })

  it('refuses a friendly name the user already has (mfa_factor_name_conflict, 422)', async () => {
    const user = await signedIn()
    await enrolTotp(user.client, 'Phone')
    const { error } = await user.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    })
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Phone" for this user already exists',
    })
  })

  it('stops at max_enrolled_factors = 10 (too_many_enrolled_mfa_factors, 422)', async () => {
    const user = await signedIn()
    for (let i = 0; i < 10; i += 1) await enrolTotp(user.client, `factor ${i}`)
    const { error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'x' })
    expect(error).toMatchObject({
      status: 422,
      code: 'too_many_enrolled_mfa_factors',
      message: 'Maximum number of verified factors reached, unenroll to continue',
    })
  })

  it('answers phone with mfa_phone_enroll_not_enabled and an unknown type with validation_failed', async () => {
    const user = await signedIn()
    const phone = await user.client.auth.mfa.enroll({ factorType: 'phone', phone: '+966500000000' })
    expect(phone.error).toMatchObject({
      status: 422,
      code: 'mfa_phone_enroll_not_enabled',
      message: 'MFA enroll is disabled for Phone',
    })
    const other = await user.client.auth.mfa.enroll({ factorType: 'sms' as 'totp' })
    expect(other.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'factor_type needs to be totp, phone, or webauthn',
    })
  })

  it('requires aal2 to enrol another factor once one is verified (insufficient_aal, 403)', async () => {
    const user = await withVerifiedFactor()
    const again = anon()
    await again.auth.signInWithPassword({ email: user.email, password: PASSWORD })
    const { error } = await again.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' })
    expect(error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    })
    const atAal2 = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' })
    expect(atAal2.error).toBeNull()
  })
})

describe('challenge and verify (mfa.go ChallengeFactor, verifyTOTPFactor, updateMFASessionAndClaims)', () => {
  it('challenges: id, type, expires_at five minutes on; last_challenged_at is set', async () => {
    const user = await signedIn()
    const factor = await enrolTotp(user.client)
    const before = Math.floor(Date.now() / 1000)
    const { data, error } = await user.client.auth.mfa.challenge({ factorId: factor.id })
    expect(error).toBeNull()
    expect(Object.keys(data!)).toEqual(['id', 'type', 'expires_at'])
    expect(data!.id).toMatch(UUID)
    expect(data!.type).toBe('totp')
    expect(data!.expires_at - before).toBeGreaterThanOrEqual(299)
    expect(data!.expires_at - before).toBeLessThanOrEqual(301)
    const rows = await sql<{ challenged: boolean; ip: string }>(
      `select f.last_challenged_at is not null as challenged, host(c.ip_address) as ip
         from auth.mfa_factors f join auth.mfa_challenges c on c.factor_id = f.id where c.id = $1`,
      [data!.id],
    )
    expect(rows).toEqual([{ challenged: true, ip: '127.0.0.1' }])
  })

  it('verifies: aal2 with totp first in amr, the factor verified, listFactors and the assurance level follow', async () => {
    const user = await signedIn()
    const spare = await enrolTotp(user.client, 'spare')
    const factor = await enrolTotp(user.client, 'main')
    expect(decodeJwt(user.session.access_token)).toMatchObject({ aal: 'aal1' })
    await awayFromStepEdge()
    const { data, error } = await user.client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totp(factor.totp.secret),
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
    // updateMFASessionAndClaims keeps the session and swaps its refresh token for a child.
    expect(data!.refresh_token).not.toBe(user.session.refresh_token)
    const claims = decodeJwt(data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect(claims.session_id).toBe(decodeJwt(user.session.access_token).session_id)
    const amr = claims.amr as { method: string; timestamp: number }[]
    expect(amr.map((entry) => entry.method)).toEqual(['totp', 'password'])
    expect(amr[0]!.timestamp).toBeGreaterThanOrEqual(amr[1]!.timestamp)
    const tokens = await sql<{ revoked: boolean; parent: string | null }>(
      'select revoked, parent from auth.refresh_tokens where token = $1 or token = $2 order by id',
      [user.session.refresh_token, data!.refresh_token],
    )
    expect(tokens).toEqual([
      { revoked: true, parent: null },
      { revoked: false, parent: user.session.refresh_token },
    ])
    const session = await sql<{ aal: string; factor_id: string }>(
      'select aal::text, factor_id from auth.sessions where id = $1',
      [claims.session_id],
    )
    expect(session).toEqual([{ aal: 'aal2', factor_id: factor.id }])
    const amrRows = await sql<{ authentication_method: string }>(
      'select authentication_method from auth.mfa_amr_claims where session_id = $1 order by 1',
      [claims.session_id],
    )
    expect(amrRows.map((r) => r.authentication_method)).toEqual(['password', 'totp'])

    // DeleteUnverifiedFactors: the other unverified TOTP factor is gone.
    const { data: factors } = await user.client.auth.mfa.listFactors()
    expect(factors!.all.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']])
    expect(factors!.totp.map((f) => f.id)).toEqual([factor.id])
    expect(Object.keys(factors!.all[0]!)).toEqual([
      'id',
      'created_at',
      'updated_at',
      'status',
      'friendly_name',
      'factor_type',
      'phone',
      'last_challenged_at',
    ])
    expect(factors!.all[0]).toMatchObject({ friendly_name: 'main', factor_type: 'totp', phone: '' })
    expect((await sql('select 1 from auth.mfa_factors where id = $1', [spare.id])).length).toBe(0)

    const level = await user.client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect(methods(level.data!.currentAuthenticationMethods)).toEqual(['totp', 'password'])
  })

  it('keeps aal2 across a refresh and ends the user aal1 sessions (InvalidateSessionsWithAALLessThan)', async () => {
    const user = await signedIn()
    const other = anon()
    const otherSignIn = await other.auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    })
    const otherSession = decodeJwt(otherSignIn.data.session!.access_token).session_id
    const factor = await enrolTotp(user.client)
    await awayFromStepEdge()
    await user.client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totp(factor.totp.secret),
    })
    const refreshed = await user.client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2' })
    expect(
      (decodeJwt(refreshed.data.session!.access_token).amr as { method: string }[]).map(
        (m) => m.method,
      ),
    ).toEqual(['totp', 'password'])
    expect(await sql('select 1 from auth.sessions where id = $1', [otherSession])).toEqual([])
  })

  it('a new password sign-in of a user with a verified factor is aal1 with nextLevel aal2', async () => {
    const user = await withVerifiedFactor()
    const again = anon()
    const { data } = await again.auth.signInWithPassword({ email: user.email, password: PASSWORD })
    // GoTrue loads the user with its factors, so the session's user carries them.
    expect(data.user!.factors!.map((f) => f.id)).toEqual([user.factor.id])
    const level = await again.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    expect(methods(level.data!.currentAuthenticationMethods)).toEqual(['password'])
  })

  it('steps a later aal1 sign-in up to aal2 with the verified factor (the admin login flow)', async () => {
    const user = await withVerifiedFactor()
    const later = anon()
    const { data: signIn } = await later.auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    })
    expect(decodeJwt(signIn.session!.access_token)).toMatchObject({ aal: 'aal1' })
    await awayFromStepEdge()
    const { data, error } = await later.auth.mfa.challengeAndVerify({
      factorId: user.factor.id,
      code: totp(user.factor.totp.secret),
    })
    expect(error).toBeNull()
    const claims = decodeJwt(data!.access_token)
    expect(claims).toMatchObject({
      aal: 'aal2',
      session_id: decodeJwt(signIn.session!.access_token).session_id,
    })
    expect(methods(claims.amr as unknown[])).toEqual(['totp', 'password'])
    // adminUserGet loads the user with its factors too.
    const { data: admin } = await service().auth.admin.getUserById(user.id)
    expect(admin.user!.factors!.map((f) => [f.id, f.status])).toEqual([
      [user.factor.id, 'verified'],
    ])
  })

  it('accepts the previous 30 s step (Skew: 1) and refuses two steps back', async () => {
    const user = await signedIn()
    const factor = await enrolTotp(user.client)
    await awayFromStepEdge()
    const first = await user.client.auth.mfa.challenge({ factorId: factor.id })
    const old = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: first.data!.id,
      code: totp(factor.totp.secret, -2),
    })
    expect(old.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    })
    const previous = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: first.data!.id,
      code: totp(factor.totp.secret, -1),
    })
    expect(previous.error).toBeNull()
    expect(decodeJwt(previous.data!.access_token)).toMatchObject({ aal: 'aal2' })
  })

  it('answers GoTrue errors for a bad code, challenge or factor', async () => {
    const user = await signedIn()
    const factor = await enrolTotp(user.client)
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: factor.id })
    const verify = (challengeId: string, code: string, factorId = factor.id) =>
      user.client.auth.mfa.verify({ factorId, challengeId, code })

    expect((await verify(challenge!.id, '')).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Code needs to be non-empty',
    })
    expect((await verify(challenge!.id, '12345')).error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
    })
    expect((await verify('00000000-0000-4000-8000-000000000000', '123456')).error).toMatchObject({
      status: 422,
      code: 'mfa_factor_not_found',
      message: 'MFA factor with the provided challenge ID not found',
    })
    expect(
      (await verify(challenge!.id, '123456', '00000000-0000-4000-8000-000000000000')).error,
    ).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' })
    expect((await verify(challenge!.id, '123456', 'not-a-uuid')).error).toMatchObject({
      status: 404,
      code: 'validation_failed',
      message: 'factor_id must be an UUID',
    })

    // validateChallenge: a verified challenge cannot be used again.
    await awayFromStepEdge()
    expect((await verify(challenge!.id, totp(factor.totp.secret))).error).toBeNull()
    expect((await verify(challenge!.id, totp(factor.totp.secret))).error).toMatchObject({
      status: 422,
      code: 'mfa_ip_address_mismatch',
      message: 'Challenge and verify IP addresses mismatch.',
    })
  })

  it('an expired challenge is deleted and answered mfa_challenge_expired', async () => {
    const user = await signedIn()
    const factor = await enrolTotp(user.client)
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: factor.id })
    await sql(
      "update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1",
      [challenge!.id],
    )
    const { error } = await user.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: totp(factor.totp.secret),
    })
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challenge!.id} has expired, verify against another challenge or create a new challenge.`,
    })
    expect(await sql('select 1 from auth.mfa_challenges where id = $1', [challenge!.id])).toEqual(
      [],
    )
  })

  it("another user's factor is not found", async () => {
    const owner = await signedIn()
    const factor = await enrolTotp(owner.client)
    const stranger = await signedIn()
    const { error } = await stranger.client.auth.mfa.challenge({ factorId: factor.id })
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })

  it('the database sees aal and amr in auth.jwt() through REST', async () => {
    await sql(`create or replace function public.mfa_test_jwt() returns jsonb language sql stable
                 as $$ select jsonb_build_object('aal', auth.jwt() ->> 'aal',
                   'amr', jsonb_path_query_array(auth.jwt() -> 'amr', '$[*].method')) $$;
               grant execute on function public.mfa_test_jwt() to authenticated;`)
    try {
      const user = await signedIn()
      expect((await user.client.rpc('mfa_test_jwt')).data).toEqual({
        aal: 'aal1',
        amr: ['password'],
      })
      const factor = await enrolTotp(user.client)
      await awayFromStepEdge()
      await user.client.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: totp(factor.totp.secret),
      })
      expect((await user.client.rpc('mfa_test_jwt')).data).toEqual({
        aal: 'aal2',
        amr: ['totp', 'password'],
      })
    } finally {
      await sql('drop function if exists public.mfa_test_jwt()')
    }
  })
})

describe('DELETE /factors/{id} (mfa.go UnenrollFactor)', () => {
  it('unenrols an unverified factor at aal1', async () => {
    const user = await signedIn()
    const factor = await enrolTotp(user.client)
    const { data, error } = await user.client.auth.mfa.unenroll({ factorId: factor.id })
    expect(error).toBeNull()
    expect(data).toEqual({ id: factor.id })
    expect(await sql('select 1 from auth.mfa_factors where id = $1', [factor.id])).toEqual([])
  })

  it('needs aal2 for a verified factor, then downgrades the session to aal1', async () => {
    const user = await withVerifiedFactor()
    const again = anon()
    await again.auth.signInWithPassword({ email: user.email, password: PASSWORD })
    const refused = await again.auth.mfa.unenroll({ factorId: user.factor.id })
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    })
    const { error } = await user.client.auth.mfa.unenroll({ factorId: user.factor.id })
    expect(error).toBeNull()
    // DowngradeSessionsToAAL1: the totp amr entry goes, the next token is aal1.
    const refreshed = await user.client.auth.refreshSession()
    const claims = decodeJwt(refreshed.data.session!.access_token)
    expect(claims.aal).toBe('aal1')
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['password'])
    expect(
      await sql('select aal::text, factor_id from auth.sessions where id = $1', [
        claims.session_id,
      ]),
    ).toEqual([{ aal: 'aal1', factor_id: null }])
  })
})

describe('admin factors (admin.go adminUserGetFactors, adminUserDeleteFactor)', () => {
  it('lists and deletes a user factors with the service key', async () => {
    const user = await withVerifiedFactor()
    const admin = service()
    const listed = await admin.auth.admin.mfa.listFactors({ userId: user.id })
    expect(listed.error).toBeNull()
    expect(listed.data!.factors).toHaveLength(1)
    expect(listed.data!.factors[0]).toMatchObject({
      id: user.factor.id,
      status: 'verified',
      friendly_name: 'هاتفي',
      factor_type: 'totp',
      phone: '',
    })
    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: user.factor.id })
    expect(deleted.error).toBeNull()
    // adminUserDeleteFactor answers the deleted factor; auth-js 2.109 wraps _request's result.
    expect(deleted.data).toMatchObject({ data: { id: user.factor.id, status: 'verified' } })
    expect((await admin.auth.admin.mfa.listFactors({ userId: user.id })).data!.factors).toEqual([])
    const again = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: user.factor.id })
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })

  it('refuses a user token (not_admin) and an unknown user (user_not_found)', async () => {
    const user = await signedIn()
    const asUser = await fetch(`${stackInfo().url}/auth/v1/admin/users/${user.id}/factors`, {
      headers: {
        apikey: stackInfo().anonKey,
        authorization: `Bearer ${user.session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    })
    expect(asUser.status).toBe(403)
    expect(await asUser.json()).toMatchObject({ code: 'not_admin', msg: 'User not allowed' })
    const missing = await service().auth.admin.mfa.listFactors({
      userId: '00000000-0000-4000-8000-000000000000',
    })
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' })
  })
})

describe('per-address limits on challenge and verify (apilimiter.go FactorChallenge, FactorVerify)', () => {
  // GoTrue: 15 a minute per address and endpoint, 30 at once (tollbooth burst); past it 429
  // over_request_rate_limit. Each test has its own address (127.x loopback), so its own buckets.
  const LIMITED = {
    status: 429,
    code: 'over_request_rate_limit',
    message: 'Request rate limit reached',
  }

  async function signedInFrom(ip: string) {
    const email = uniqueEmail('mfa-limit')
    const created = await service().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    })
    expect(created.error).toBeNull()
    const user = clientFrom(ip)
    const signIn = await user.auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    return { client: user, session: signIn.data.session! }
  }

  /** Sends calls until the first 429 (at most 70); answers how many went through and the 429. */
  async function untilLimited(call: () => Promise<{ error: unknown }>) {
    const passed: unknown[] = []
    for (let i = 0; i < 70; i += 1) {
      const { error } = await call()
      if ((error as { status?: number } | null)?.status === 429) return { passed, limited: error }
      passed.push(error)
    }
    return { passed, limited: null }
  }

  it('refuses wrong codes on one challenge past 30, then even the right code (was unlimited)', async () => {
    const ip = freshIp(47)
    const user = await signedInFrom(ip)
    const factor = await enrolTotp(user.client)
    const secret = factor.totp.secret
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: factor.id })
    // Ten steps ahead: never accepted (Skew: 1), so each guess is a wrong code.
    const guess = () =>
      user.client.auth.mfa.verify({
        factorId: factor.id,
        challengeId: challenge!.id,
        code: totp(secret, 10),
      })
    const started = Date.now()
    const burst = await untilLimited(guess)
    expect(burst.limited).toMatchObject(LIMITED)
    // Every guess within the budget was an ordinary wrong code on the same, still usable challenge.
    expect(new Set(burst.passed.map((e) => (e as { code?: string }).code))).toEqual(
      new Set(['mfa_verification_failed']),
    )
    // 30 at once, plus one token per 4 s that passed meanwhile.
    expect(burst.passed.length).toBeGreaterThanOrEqual(30)
    expect(burst.passed.length).toBeLessThanOrEqual(30 + Math.ceil((Date.now() - started) / 4_000))

    // The right code is refused too while the address is over the limit. A token refills every
    // 4 s, so the probe follows a fresh drain, on a challenge made beforehand; a missing limiter
    // would let every probe through.
    let probe: { error: unknown } = { error: null }
    for (let round = 0; round < 5; round += 1) {
      await awayFromStepEdge()
      const { data: next } = await user.client.auth.mfa.challenge({ factorId: factor.id })
      await untilLimited(guess)
      probe = await user.client.auth.mfa.verify({
        factorId: factor.id,
        challengeId: next!.id,
        code: totp(secret),
      })
      if ((probe.error as { status?: number } | null)?.status === 429) break
    }
    expect(probe.error).toMatchObject(LIMITED)

    // Another address has its own budget (the challenge itself is bound to its address).
    const elsewhere = await callFrom(freshIp(47), `/auth/v1/factors/${factor.id}/challenge`, {
      headers: {
        apikey: stackInfo().anonKey,
        authorization: `Bearer ${user.session.access_token}`,
      },
    })
    expect(elsewhere.status).toBe(200)
  })

  it('refuses challenges past 30 from one address', async () => {
    const ip = freshIp(47)
    const user = await signedInFrom(ip)
    const factor = await enrolTotp(user.client)
    const started = Date.now()
    const burst = await untilLimited(() => user.client.auth.mfa.challenge({ factorId: factor.id }))
    expect(burst.limited).toMatchObject(LIMITED)
    expect(burst.passed.every((error) => error === null)).toBe(true)
    expect(burst.passed.length).toBeGreaterThanOrEqual(30)
    expect(burst.passed.length).toBeLessThanOrEqual(30 + Math.ceil((Date.now() - started) / 4_000))
  })
})

describe('[auth.mfa.totp] enrol off, verify on, with the mfa_verification_attempt hook', () => {
  const PORT = sideStackPort(8)
  const CONFIG = `project_id = "sanad-mfa-test"
[auth]
site_url = "http://127.0.0.1:5173"
minimum_password_length = 8
[auth.email]
enable_confirmations = false
[auth.mfa.totp]
enroll_enabled = false
verify_enabled = true
[auth.hook.mfa_verification_attempt]
enabled = true
uri = "pg-functions://postgres/mfa_hook/attempt"
`
  let stack: RunningStack
  let stop: (() => Promise<void>) | undefined
  const HOOK_SQL = `
    create schema if not exists mfa_hook;
    grant usage on schema mfa_hook to supabase_auth_admin;
    create table mfa_hook.calls (id bigint generated always as identity, event jsonb);
    grant insert, select on mfa_hook.calls to supabase_auth_admin;
    create function mfa_hook.attempt(event jsonb) returns jsonb language plpgsql as $$
    begin
      insert into mfa_hook.calls (event) values (event);
      if (event->>'valid')::boolean then return jsonb_build_object('decision', 'continue'); end if;
      return jsonb_build_object('decision', 'reject', 'message', 'محاولات كثيرة');
    end $$;
    revoke execute on function mfa_hook.attempt(jsonb) from public;
    grant execute on function mfa_hook.attempt(jsonb) to supabase_auth_admin;`

  beforeAll(async () => {
    const started = await startConfiguredStack('auth-mfa', CONFIG, PORT)
    stack = started.stack
    stop = started.stop
    await stack.db.exec(HOOK_SQL)
  }, CONFIGURED_STACK_TIMEOUT_MS)

  afterAll(async () => {
    await stop?.()
  })

  const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
  async function insertFactor(userId: string, type: 'totp' | 'phone') {
    const id = crypto.randomUUID()
    await stack.db.query(
      `insert into auth.mfa_factors (id, user_id, factor_type, status, created_at, updated_at, secret, phone)
       values ($1, $2, $3::auth.factor_type, 'unverified', now(), now(), $4, $5)`,
      [id, userId, type, SECRET, type === 'phone' ? `+9665${Date.now() % 1e8}` : null],
    )
    return id
  }

  it('refuses enrolment (mfa_totp_enroll_not_enabled) and phone challenges (mfa_phone_verify_not_enabled)', async () => {
    const user = await signedIn({ ...stackInfo(), url: stack.url })
    const { error } = await user.client.auth.mfa.enroll({ factorType: 'totp' })
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_totp_enroll_not_enabled',
      message: 'MFA enroll is disabled for TOTP',
    })
    const phone = await user.client.auth.mfa.challenge({
      factorId: await insertFactor(user.id, 'phone'),
    })
    expect(phone.error).toMatchObject({
      status: 422,
      code: 'mfa_phone_verify_not_enabled',
      message: 'MFA verification is disabled for Phone',
    })
  })

  it('calls the hook with {factor_id, factor_type, user_id, valid}; a rejection ends the sessions (403)', async () => {
    const user = await signedIn({ ...stackInfo(), url: stack.url })
    const factorId = await insertFactor(user.id, 'totp')
    const wrong = await user.client.auth.mfa.challengeAndVerify({ factorId, code: '000000' })
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'mfa_verification_rejected',
      message: 'محاولات كثيرة',
    })
    const { rows: sessions } = await stack.db.query(
      'select 1 from auth.sessions where user_id = $1',
      [user.id],
    )
    expect(sessions).toEqual([])

    const again = client(stack.url, stack.anonKey)
    await again.auth.signInWithPassword({ email: user.email, password: PASSWORD })
    await awayFromStepEdge()
    const right = await again.auth.mfa.challengeAndVerify({ factorId, code: totp(SECRET) })
    expect(right.error).toBeNull()
    expect(decodeJwt(right.data!.access_token)).toMatchObject({ aal: 'aal2' })
    const { rows } = await stack.db.query<{ event: Record<string, unknown> }>(
      'select event from mfa_hook.calls order by id',
    )
    expect(rows.map((r) => r.event)).toEqual([
      { factor_id: factorId, factor_type: 'totp', user_id: user.id, valid: false },
      { factor_id: factorId, factor_type: 'totp', user_id: user.id, valid: true },
    ])
  })
})
