/**
 * Multi-factor authentication with TOTP as GoTrue serves it (internal/api/mfa.go, admin.go,
 * models/factor.go, challenge.go, sessions.go): enrol, challenge, verify (the session becomes
 * aal2 with a `totp` amr entry), unenrol, and the admin factor endpoints. Phone and WebAuthn
 * factors answer GoTrue's "disabled" errors: the local stack sends no SMS and has no relying party.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import qrcode from 'qrcode-generator'
import type { JWTPayload } from 'jose'
import type { ProjectConfig } from '../config.ts'
import type { Db, Queryable } from '../db/index.ts'
import { ApiError, forbidden, notFound, unprocessable, validation } from './errors.ts'
import { factorJson, factorsOf, findFactor, type FactorRow } from './factors.ts'
import { asAuthAdmin, findUserById, type UserRow } from './store.ts'
import type { Limits } from './limits.ts'
import type { AuthSettings, HookSetting } from './settings.ts'
import { invokeHook, newRefreshToken, sessionJson, type ClientInfo } from './tokens.ts'

export interface MfaSettings {
  maxEnrolledFactors: number
  totp: { enroll: boolean; verify: boolean }
  phone: { enroll: boolean; verify: boolean }
  verificationHook?: HookSetting
}

// GoTrue's MFAConfiguration defaults: 5 minutes for a challenge and for an unverified factor
// nobody challenged, and at most 10 verified factors.
const CHALLENGE_EXPIRY_SECONDS = 300
const FACTOR_EXPIRY_SECONDS = 300
const MAX_VERIFIED_FACTORS = 10
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * `[auth.mfa]` as the Supabase CLI reads it: its template turns TOTP and phone off, so an absent
 * section means disabled, and `max_enrolled_factors` defaults to 10.
 */
export function readMfaSettings(config: ProjectConfig): MfaSettings {
  const auth = (config.raw.auth ?? {}) as Record<string, unknown>
  const mfa = (auth.mfa ?? {}) as Record<string, unknown>
  const flags = (section: unknown) => {
    const s = (section ?? {}) as Record<string, unknown>
    return { enroll: s.enroll_enabled === true, verify: s.verify_enabled === true }
  }
  const hook = ((auth.hook ?? {}) as Record<string, { enabled?: boolean; uri?: string }>)
    .mfa_verification_attempt
  const match =
    hook?.enabled && hook.uri ? /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(hook.uri) : null
  return {
    maxEnrolledFactors: Number(mfa.max_enrolled_factors ?? 10),
    totp: flags(mfa.totp),
    phone: flags(mfa.phone),
    verificationHook: match ? { uri: hook!.uri!, schema: match[1]!, name: match[2]! } : undefined,
  }
}

export interface MfaEnv {
  db: Db
  config: ProjectConfig
  settings: AuthSettings
  issuer: string
  limits: Pick<Limits, 'factorChallenge' | 'factorVerify'>
}

/** What index.ts hands over of a request: its parsed parts and its auth checks. */
export interface MfaRequest {
  method: string
  path: string
  body: Record<string, unknown>
  client: ClientInfo
  respond: (data: unknown, status?: number) => Response
  requireUser: (
    q?: Queryable,
  ) => Promise<{ claims: JWTPayload; user: UserRow; sessionId: string | undefined }>
  requireAdmin: () => Promise<unknown>
}

/** True for the paths this module serves, so index.ts can dispatch without knowing them. */
export function isMfaPath(path: string): boolean {
  return /^\/factors(\/|$)/.test(path) || /^\/admin\/users\/[^/]+\/factors(\/|$)/.test(path)
}

export async function routeMfa(env: MfaEnv, r: MfaRequest): Promise<Response> {
  const mfa = readMfaSettings(env.config)
  const { method, path } = r
  if (path === '/factors' || path === '/factors/') {
    if (method === 'POST') return enroll(env, mfa, r)
  }
  const own = /^\/factors\/([^/]+)(\/challenge|\/verify)?\/?$/.exec(path)
  if (own) {
    const action = own[2] ?? ''
    if (method === 'POST' && action === '/challenge') return challenge(env, mfa, r, own[1]!)
    if (method === 'POST' && action === '/verify') return verify(env, mfa, r, own[1]!)
    if (method === 'DELETE' && action === '') return unenroll(env, r, own[1]!)
  }
  const admin = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?\/?$/.exec(path)
  if (admin) {
    const [, userId, factorId] = admin
    if (!factorId && method === 'GET') return adminListFactors(env, r, userId!)
    if (factorId && method === 'DELETE') return adminDeleteFactor(env, r, userId!, factorId)
    if (factorId && method === 'PUT') return adminUpdateFactor(env, r, userId!, factorId)
  }
  throw notFound('not_found', 'Not Found')
}

// ---------------------------------------------------------------------------------------------
// TOTP (RFC 6238 as pquerna/otp: SHA-1, 6 digits, 30 s steps, 20-byte secrets in base32)

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Encode(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

function base32Decode(text: string): Buffer {
  const clean = text.trim().toUpperCase().replace(/=+$/, '')
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('invalid base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = mac[mac.length - 1]! & 0xf
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(binary).padStart(6, '0')
}

/** totp.ValidateCustom with GoTrue's options: the current step and one either side (Skew: 1). */
export function validateTotp(code: string, secret: string, now = Date.now()): boolean {
  const passcode = code.trim()
  if (passcode.length !== 6) return false
  const key = base32Decode(secret)
  const counter = Math.floor(now / 1000 / 30)
  return [counter, counter + 1, counter - 1].some((c) =>
    timingSafeEqual(Buffer.from(hotp(key, c)), Buffer.from(passcode)),
  )
}

/** Percent-encodes UTF-8 bytes outside `keep`, with Go's upper-case hex. */
function escapeBytes(text: string, keep: RegExp): string {
  let out = ''
  for (const byte of new TextEncoder().encode(text)) {
    const char = String.fromCharCode(byte)
    out +=
      byte < 128 && keep.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** Go's url.QueryEscape: unreserved characters stay, space becomes '+'. */
const queryEscape = (text: string) =>
  text
    .split(' ')
    .map((part) => escapeBytes(part, /[A-Za-z0-9\-_.~]/))
    .join('+')

/** Go's url.URL path escaping: unreserved characters and `$&+,/:;=@` stay. */
const pathEscape = (text: string) => escapeBytes(text, /[A-Za-z0-9\-_.~$&+,/:;=@]/)

/** otp.Key.URL(): the otpauth URI authenticator apps scan, query keys sorted as Go encodes them. */
function otpauthUri(issuer: string, account: string, secret: string): string {
  const query = [
    ['algorithm', 'SHA1'],
    ['digits', '6'],
    ['issuer', issuer],
    ['period', '30'],
    ['secret', secret],
  ]
    .map(([key, value]) => `${key}=${queryEscape(value!)}`)
    .join('&')
  return `otpauth://totp/${pathEscape(`${issuer}:${account}`)}?${query}`
}

/**
 * The QR code as GoTrue draws it (boombuler/barcode at level H, goqrsvg with 3-pixel blocks and
 * a 4-block quiet zone, svgo's XML prologue): one rect per module, black or white.
 */
export function qrSvg(text: string): string {
  const qr = qrcode(0, 'H')
  qr.addData(text, 'Byte')
  qr.make()
  const count = qr.getModuleCount()
  const block = 3
  const size = count * block + block * 8
  const lines = [
    '<?xml version="1.0"?>',
    '<!-- Generated by SVGo -->',
    `<svg width="${size}" height="${size}"`,
    '     xmlns="http://www.w3.org/2000/svg" ',
    '     xmlns:xlink="http://www.w3.org/1999/xlink">',
  ]
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      const fill = qr.isDark(row, col) ? 'black' : 'white'
      lines.push(
        `<rect x="${block * 4 + col * block}" y="${block * 4 + row * block}" width="${block}" height="${block}" style="fill:${fill};stroke:none" />`,
      )
    }
  }
  lines.push('</svg>', '')
  return lines.join('\n')
}

// ---------------------------------------------------------------------------------------------
// Shared checks (middleware in GoTrue's router)

/** requireAuthentication + requireNotAnonymous: the /factors routes need a user's session. */
async function factorUser(r: MfaRequest, q: Queryable) {
  const auth = await r.requireUser(q)
  if (auth.claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions')
  }
  if (!auth.sessionId) {
    throw new ApiError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    )
  }
  return { user: auth.user, sessionId: auth.sessionId }
}

/** loadFactor: the factor must be the user's own. */
async function loadFactor(q: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID')
  const factor = await findFactor(q, userId, factorId)
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}

async function sessionAal(q: Queryable, sessionId: string): Promise<string> {
  const { rows } = await q.query<{ aal: string | null }>(
    'select aal::text as aal from auth.sessions where id = $1',
    [sessionId],
  )
  return rows[0]?.aal ?? 'aal1'
}

const DISABLED: Record<string, { enroll: [string, string]; verify: [string, string] }> = {
  totp: {
    enroll: ['mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP'],
    verify: ['mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP'],
  },
  phone: {
    enroll: ['mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'],
    verify: ['mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone'],
  },
  webauthn: {
    enroll: ['mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'],
    // GoTrue's VerifyFactor answers the enroll code for WebAuthn (mfa.go).
    verify: ['mfa_webauthn_enroll_not_enabled', 'MFA verification is disabled for WebAuthn'],
  },
}

/** The type's switch is off (phone and WebAuthn always are here: no SMS, no relying party). */
function requireEnabled(mfa: MfaSettings, type: string, step: 'enroll' | 'verify') {
  const on = type === 'totp' ? mfa.totp[step] : false
  const disabled = DISABLED[type]
  if (!disabled) throw validation('factor_type needs to be totp, phone, or webauthn')
  if (!on) throw unprocessable(...disabled[step])
}

// ---------------------------------------------------------------------------------------------
// POST /factors

/** validateFactors: expired unverified factors go first, then name, count and aal rules. */
async function validateFactors(
  tx: Queryable,
  mfa: MfaSettings,
  userId: string,
  sessionId: string,
  friendlyName: string,
) {
  await tx.query(
    `delete from auth.mfa_factors f
      where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < now()`,
    [FACTOR_EXPIRY_SECONDS],
  )
  const factors = await factorsOf(tx, userId)
  if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    )
  }
  const verified = factors.filter((f) => f.status === 'verified').length
  if (factors.length >= mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && (await sessionAal(tx, sessionId)) !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
  }
}

async function enroll(env: MfaEnv, mfa: MfaSettings, r: MfaRequest) {
  const type = typeof r.body.factor_type === 'string' ? r.body.factor_type : ''
  const friendlyName = typeof r.body.friendly_name === 'string' ? r.body.friendly_name : ''
  return asAuthAdmin(env.db, async (tx) => {
    const { user, sessionId } = await factorUser(r, tx)
    requireEnabled(mfa, type, 'enroll')
    const issuer =
      typeof r.body.issuer === 'string' && r.body.issuer
        ? r.body.issuer
        : new URL(env.settings.siteUrl).host
    await validateFactors(tx, mfa, user.id, sessionId, friendlyName)
    // totp.Generate refuses an empty account name; GoTrue reports it as a QR failure.
    if (!user.email) throw new ApiError(500, 'unexpected_failure', 'Error generating QR Code')
    const secret = base32Encode(randomBytes(20))
    const uri = otpauthUri(issuer, user.email, secret)
    const id = randomUUID()
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at,
          updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName, secret],
    )
    return r.respond({
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: qrSvg(uri), secret, uri },
    })
  })
}

// ---------------------------------------------------------------------------------------------
// POST /factors/{id}/challenge

async function challenge(env: MfaEnv, mfa: MfaSettings, r: MfaRequest, factorId: string) {
  return asAuthAdmin(env.db, async (tx) => {
    const { user } = await factorUser(r, tx)
    const factor = await loadFactor(tx, user.id, factorId)
    // GoTrue's route: authentication, loadFactor, then the per-address limiter (limits.ts).
    env.limits.factorChallenge.take(r.client.ip)
    requireEnabled(mfa, factor.factor_type, 'verify')
    const id = randomUUID()
    const { rows } = await tx.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, now(), $3::inet)
       returning floor(extract(epoch from created_at))::bigint + $4 as expires_at`,
      [id, factor.id, inetOf(r.client.ip), CHALLENGE_EXPIRY_SECONDS],
    )
    await tx.query(
      'update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1',
      [factor.id],
    )
    return r.respond({ id, type: factor.factor_type, expires_at: Number(rows[0]!.expires_at) })
  })
}

/** The address a challenge is bound to, as Postgres stores it (inet) and compares it back. */
function inetOf(ip: string): string {
  return /^[0-9a-f.:]+$/i.test(ip) ? ip : '127.0.0.1'
}

// ---------------------------------------------------------------------------------------------
// POST /factors/{id}/verify

/** validateChallenge: the factor's own, unverified, from the same address, not expired. */
async function validateChallenge(
  tx: Queryable,
  factor: FactorRow,
  challengeId: string,
  ip: string,
): Promise<ApiError | undefined> {
  const { rows } = await tx.query<{ verified: boolean; same_ip: boolean; expired: boolean }>(
    `select verified_at is not null as verified, ip_address = $3::inet as same_ip,
            created_at + make_interval(secs => $4) < now() as expired
       from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [UUID.test(challengeId) ? challengeId : null, factor.id, inetOf(ip), CHALLENGE_EXPIRY_SECONDS],
  )
  const found = rows[0]
  if (!found) {
    throw unprocessable(
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    )
  }
  if (found.verified || !found.same_ip) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
  }
  if (found.expired) {
    await tx.query('delete from auth.mfa_challenges where id = $1', [challengeId])
    // Returned, so the deletion commits before the error is answered.
    return unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    )
  }
  return undefined
}

/** The mfa_verification_attempt hook: a rejection ends every session of the user. */
async function verificationHook(
  tx: Queryable,
  mfa: MfaSettings,
  user: UserRow,
  factor: FactorRow,
  valid: boolean,
): Promise<ApiError | undefined> {
  if (!mfa.verificationHook) return undefined
  const output = await invokeHook(tx, mfa.verificationHook, {
    factor_id: factor.id,
    factor_type: factor.factor_type,
    user_id: user.id,
    valid,
  })
  if (output.decision !== 'reject') return undefined
  await tx.query('delete from auth.sessions where user_id = $1', [user.id])
  const message = typeof output.message === 'string' && output.message ? output.message : ''
  return new ApiError(
    403,
    'mfa_verification_rejected',
    message || 'Further MFA verification attempts will be rejected.',
  )
}

async function verify(env: MfaEnv, mfa: MfaSettings, r: MfaRequest, factorId: string) {
  const code = typeof r.body.code === 'string' ? r.body.code : ''
  const challengeId = typeof r.body.challenge_id === 'string' ? r.body.challenge_id : ''
  const outcome = await asAuthAdmin(env.db, async (tx) => {
    const { user, sessionId } = await factorUser(r, tx)
    const factor = await loadFactor(tx, user.id, factorId)
    // Every verify spends a token, right code or wrong, before the code is read (limits.ts).
    env.limits.factorVerify.take(r.client.ip)
    if (!code) throw validation('Code needs to be non-empty')
    requireEnabled(mfa, factor.factor_type, 'verify')
    const refused = await validateChallenge(tx, factor, challengeId, r.client.ip)
    if (refused) return refused
    const valid = !!factor.secret && validateTotp(code, factor.secret)
    const rejected = await verificationHook(tx, mfa, user, factor, valid)
    if (rejected) return rejected
    if (!valid) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
    return verifiedSession(env, tx, user.id, sessionId, factor, challengeId)
  })
  if (outcome instanceof ApiError) throw outcome
  return r.respond(outcome)
}

/**
 * updateMFASessionAndClaims and what verifyTOTPFactor does around it: the challenge is used, the
 * factor verified, `totp` joins the session's amr, the refresh token is swapped for a child, the
 * session becomes aal2 bound to the factor, the user's aal1 sessions end and unverified TOTP
 * factors go.
 */
async function verifiedSession(
  env: MfaEnv,
  tx: Queryable,
  userId: string,
  sessionId: string,
  factor: FactorRow,
  challengeId: string,
) {
  await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId])
  await tx.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now()
      where id = $1 and status <> 'verified'`,
    [factor.id],
  )
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, now(), now(), 'totp')
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId],
  )
  const refreshToken = await swapRefreshToken(tx, userId, sessionId)
  await tx.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factor.id],
  )
  await tx.query(`delete from auth.sessions where user_id = $1 and aal::text < 'aal2'`, [userId])
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2`,
    [userId, factor.factor_type],
  )
  return sessionJson(tx, env.settings, env.issuer, userId, sessionId, refreshToken, 'totp')
}

/**
 * GrantRefreshTokenSwap: the session's active token is revoked and a child issued, so the token
 * the client held at aal1 cannot be traded for this aal2 session's next one.
 */
async function swapRefreshToken(tx: Queryable, userId: string, sessionId: string) {
  const { rows } = await tx.query<{ id: string; token: string }>(
    `select id, token from auth.refresh_tokens
      where session_id = $1 and revoked = false order by id desc limit 1 for update`,
    [sessionId],
  )
  const current = rows[0]
  if (current) {
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
      [current.id],
    )
  }
  const token = newRefreshToken()
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, current?.token ?? null, sessionId],
  )
  return token
}

// ---------------------------------------------------------------------------------------------
// DELETE /factors/{id}

async function unenroll(env: MfaEnv, r: MfaRequest, factorId: string) {
  return asAuthAdmin(env.db, async (tx) => {
    const { user, sessionId } = await factorUser(r, tx)
    const factor = await loadFactor(tx, user.id, factorId)
    if (factor.status === 'verified' && (await sessionAal(tx, sessionId)) !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
    // DowngradeSessionsToAAL1: the sessions this factor lifted lose its amr entry and aal2.
    await tx.query(
      `delete from auth.mfa_amr_claims
        where authentication_method = $2
          and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id, factor.factor_type],
    )
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now()
        where user_id = $1 and factor_id = $2`,
      [user.id, factor.id],
    )
    return r.respond({ id: factor.id })
  })
}

// ---------------------------------------------------------------------------------------------
// Admin (service_role): GET/DELETE/PUT /admin/users/{user_id}/factors[/{factor_id}]

async function adminUser(env: MfaEnv, r: MfaRequest, userId: string, q: Queryable = env.db) {
  await r.requireAdmin()
  if (!UUID.test(userId)) throw notFound('validation_failed', 'user_id must be an UUID')
  const user = await findUserById(q, userId)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

async function adminListFactors(env: MfaEnv, r: MfaRequest, userId: string) {
  const user = await adminUser(env, r, userId)
  return r.respond((await factorsOf(env.db, user.id)).map(factorJson))
}

async function adminDeleteFactor(env: MfaEnv, r: MfaRequest, userId: string, factorId: string) {
  return asAuthAdmin(env.db, async (tx) => {
    const user = await adminUser(env, r, userId, tx)
    const factor = await loadFactor(tx, user.id, factorId)
    // GoTrue's adminUserDeleteFactor only destroys the row; sessions keep their aal.
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
    return r.respond(factorJson(factor))
  })
}

async function adminUpdateFactor(env: MfaEnv, r: MfaRequest, userId: string, factorId: string) {
  return asAuthAdmin(env.db, async (tx) => {
    const user = await adminUser(env, r, userId, tx)
    const factor = await loadFactor(tx, user.id, factorId)
    const name = typeof r.body.friendly_name === 'string' ? r.body.friendly_name : ''
    if (name) {
      await tx.query(
        'update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1',
        [factor.id, name],
      )
    }
    return r.respond(factorJson((await findFactor(tx, user.id, factor.id))!))
  })
}
