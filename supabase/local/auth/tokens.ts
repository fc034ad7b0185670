/**
 * Sessions, refresh tokens and access tokens as GoTrue issues them (tokens/service.go,
 * models/sessions.go, models/refresh_token.go), and the Postgres-function auth hooks.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import type { Queryable } from '../db/index.ts'
import { keySetOf } from '../jwt-keys.ts'
import { ApiError, badRequest } from './errors.ts'
import { AAL2_METHODS, withFactors } from './factors.ts'
import type { AuthSettings, HookSetting } from './settings.ts'
import { findUserById, identitiesOf, userJson, type UserRow } from './store.ts'

export interface ClientInfo {
  ip: string
  userAgent: string | null
}

/**
 * Calls a `pg-functions://` hook the way GoTrue does: `select <schema>.<fn>(input)` as
 * supabase_auth_admin, in the transaction of the request, under a short statement timeout.
 */
export async function invokeHook(
  tx: Queryable,
  hook: HookSetting,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
  let output: unknown
  try {
    await tx.query("set local statement_timeout = '2s'")
    const { rows } = await tx.query<{ result: unknown }>(
      `select ${quote(hook.schema)}.${quote(hook.name)}($1::jsonb) as result`,
      [JSON.stringify(input)],
    )
    output = rows[0]?.result
  } catch (error) {
    throw new ApiError(
      500,
      'unexpected_failure',
      `Error running hook URI: ${hook.uri}: ${(error as Error).message}`,
    )
  }
  if (!output || typeof output !== 'object') {
    throw new ApiError(500, 'unexpected_failure', `Invalid payload returned by hook ${hook.uri}`)
  }
  const hookError = (output as { error?: { http_code?: number; message?: string } }).error
  if (hookError) {
    throw new ApiError(
      hookError.http_code ?? 500,
      'unexpected_failure',
      hookError.message ?? 'Error from the auth hook',
    )
  }
  return output as Record<string, unknown>
}

/** GoTrue's refresh tokens: short random strings, unique per table. */
export function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  let out = ''
  for (let i = 0; i < 12; i += 1) out += alphabet[randomInt(alphabet.length)]
  return out
}

const REQUIRED_CLAIMS = ['aud', 'exp', 'iat', 'sub', 'role', 'aal', 'session_id', 'is_anonymous']

async function accessToken(
  tx: Queryable,
  settings: AuthSettings,
  issuer: string,
  user: UserRow,
  sessionId: string,
  method: string,
): Promise<{ token: string; expiresAt: number }> {
  // Session.CalculateAALAndAMR: amr entries most recent first, stamped with each claim's
  // updated_at (Go's Unix() truncates); aal2 once the session holds an MFA method.
  const { rows: amrRows } = await tx.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, created_at desc`,
    [sessionId],
  )
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + settings.jwtExpiry
  let claims: Record<string, unknown> = {
    iss: issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: amrRows.some((r) => AAL2_METHODS.has(r.method)) ? 'aal2' : 'aal1',
    amr: amrRows.map((r) => ({ method: r.method, timestamp: r.timestamp })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  }
  if (settings.hooks.customAccessToken) {
    const output = await invokeHook(tx, settings.hooks.customAccessToken, {
      user_id: user.id,
      claims,
      authentication_method: method,
    })
    const next = output.claims
    if (!next || typeof next !== 'object') {
      throw new ApiError(
        500,
        'unexpected_failure',
        'output claims do not conform to the expected schema',
      )
    }
    const missing = REQUIRED_CLAIMS.filter((key) => !(key in next))
    if (missing.length) {
      throw new ApiError(
        500,
        'unexpected_failure',
        `output claims do not conform to the expected schema: missing ${missing.join(', ')}`,
      )
    }
    claims = next as Record<string, unknown>
  }
  // signJwt in GoTrue: the signing key's algorithm, its kid in the header.
  const { signing } = keySetOf(issuer)
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: 'JWT' })
    .sign(signing.key)
  return { token, expiresAt: Number(claims.exp ?? exp) }
}

export async function sessionJson(
  tx: Queryable,
  settings: AuthSettings,
  issuer: string,
  userId: string,
  sessionId: string,
  refreshToken: string,
  method: string,
  extra: Record<string, unknown> = {},
) {
  const user = await findUserById(tx, userId)
  if (!user) throw new ApiError(500, 'unexpected_failure', 'user vanished while issuing a session')
  const { token, expiresAt } = await accessToken(tx, settings, issuer, user, sessionId, method)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await withFactors(tx, userJson(user, await identitiesOf(tx, userId))),
    ...extra,
  }
}

/** A new session (sign-in of any kind): session row, amr claim, first refresh token. */
export async function issueSession(
  tx: Queryable,
  settings: AuthSettings,
  issuer: string,
  userId: string,
  method: string,
  client: ClientInfo,
  extra: Record<string, unknown> = {},
) {
  const sessionId = randomUUID()
  const ip = /^[0-9a-f.:]+$/i.test(client.ip) ? client.ip : null
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, userId, client.userAgent, ip],
  )
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, now(), now(), $2)`,
    [sessionId, method],
  )
  const refreshToken = newRefreshToken()
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
    [refreshToken, userId, sessionId],
  )
  await tx.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [userId],
  )
  return sessionJson(tx, settings, issuer, userId, sessionId, refreshToken, method, extra)
}

const ALREADY_USED = () =>
  badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used')

/** grant_type=refresh_token with rotation, the reuse interval and reuse detection. */
export async function refreshSession(
  tx: Queryable,
  settings: AuthSettings,
  issuer: string,
  presented: string,
) {
  const { rows } = await tx.query<{
    id: string
    user_id: string
    revoked: boolean
    session_id: string | null
    reusable: boolean
    session_exists: boolean
  }>(
    `select rt.id, rt.user_id, rt.revoked, rt.session_id,
            rt.updated_at + make_interval(secs => $2::double precision / 1000) > now() as reusable,
            s.id is not null as session_exists
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
      where rt.token = $1
      for update of rt`,
    [presented, settings.reuseIntervalMs],
  )
  const row = rows[0]
  if (!row) {
    throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  }
  if (!row.session_id || !row.session_exists) {
    throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found')
  }
  const user = await findUserById(tx, row.user_id)
  if (!user) throw badRequest('user_not_found', 'Invalid Refresh Token: User Not Found')
  if (user.banned) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned')

  let token = presented
  if (row.revoked) {
    if (!settings.rotation || !row.reusable) {
      // A revoked token presented after the reuse interval means it leaked: end the family.
      // Returned, not thrown, so the caller commits the revocation before answering the error.
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
        [row.session_id],
      )
      return ALREADY_USED()
    }
    // Within the interval a client that lost the rotated answer gets the active token again.
    const { rows: active } = await tx.query<{ token: string }>(
      `select token from auth.refresh_tokens
        where session_id = $1 and revoked = false order by id desc limit 1`,
      [row.session_id],
    )
    if (!active[0]) throw ALREADY_USED()
    token = active[0].token
  } else if (settings.rotation) {
    token = newRefreshToken()
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
      [row.id],
    )
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [token, row.user_id, presented, row.session_id],
    )
  }
  await tx.query(
    'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
    [row.session_id],
  )
  return sessionJson(tx, settings, issuer, row.user_id, row.session_id, token, 'token_refresh')
}
