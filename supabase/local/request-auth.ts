/**
 * How the Supabase gateway (Kong) and PostgREST decide who a request is: the `sb_` opaque keys
 * are mapped to the role JWTs, then the bearer JWT is verified (30 s clock skew): a `kid` names
 * one of the auth server's asymmetric keys (the JWKS the CLI hands PostgREST, Realtime and the
 * edge runtime), no `kid` means the legacy HS256 secret; no token means anon. Shared by REST,
 * functions and realtime.
 */
import { errors as joseErrors, type JWTPayload } from 'jose'
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './config.ts'
import { verifyWithKeys } from './jwt-keys.ts'

export interface RequestAuth {
  role: string
  claims: JWTPayload & { role: string; sub?: string; email?: string }
  token: string | null
}

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status = 401,
    readonly code = 'PGRST301',
  ) {
    super(message)
  }
}

/** Kong's rewrite of `Authorization` for the opaque `sb_` keys. */
export function mapApiKey(authorization: string | null, apikey: string | null): string | null {
  if (authorization && !authorization.startsWith('Bearer sb_')) return authorization
  const key = apikey ?? authorization?.slice('Bearer '.length) ?? null
  if (key === SECRET_KEY) return `Bearer ${SERVICE_ROLE_KEY}`
  if (key === PUBLISHABLE_KEY) return `Bearer ${ANON_KEY}`
  return authorization ?? (apikey ? `Bearer ${apikey}` : null)
}

export async function verifyJwt(token: string): Promise<RequestAuth['claims']> {
  try {
    const payload = await verifyWithKeys(token, { clockTolerance: 30 })
    return { ...payload, role: typeof payload.role === 'string' ? payload.role : 'anon' }
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AuthError('JWT expired', 401, 'PGRST303')
    throw new AuthError(
      'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)',
    )
  }
}

export async function resolveRequestAuth(headers: Headers): Promise<RequestAuth> {
  const authorization = mapApiKey(headers.get('authorization'), headers.get('apikey'))
  if (!authorization) return { role: 'anon', claims: { role: 'anon' }, token: null }
  const match = /^Bearer\s+(.+)$/i.exec(authorization)
  if (!match) throw new AuthError('Authorization header is not a Bearer token')
  const token = match[1]!
  const claims = await verifyJwt(token)
  return { role: claims.role, claims, token }
}
