/**
 * Who calls a function, from the bearer token. Access tokens are signed with the project's
 * asymmetric key, so `auth.getClaims()` verifies them here against the JWKS
 * (`/auth/v1/.well-known/jwks.json`, cached by supabase-js for the life of the worker) instead
 * of asking the auth server on every call as `getUser()` does. A token signed with the legacy
 * HS256 secret has no public key: getClaims then falls back to `/user` itself.
 *
 * What the claims cannot tell: they are the user as of when the token was issued (up to
 * `jwt_expiry` ago). A function that needs the account as it is now (its current e-mail or
 * app_metadata) calls `getUser()` instead and says why.
 */
import type { SupabaseClient } from '@supabase/supabase-js'

/** The signed-in caller as the verified access token names them. */
export interface Caller {
  id: string
  email: string | null
  role: string
  /** The assurance level of the session: 'aal2' after a verified second factor. */
  aal: string
}

export function bearerToken(req: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? null
}

/**
 * The caller of a user token verified with getClaims, or null (no token, a bad signature, an
 * expired token, or a token without a user such as the anon or service_role key).
 */
export async function callerFromClaims(
  req: Request,
  client: SupabaseClient,
): Promise<Caller | null> {
  const jwt = bearerToken(req)
  if (!jwt) return null
  const { data, error } = await client.auth.getClaims(jwt)
  const claims = error ? null : data?.claims
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') return null
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' && claims.email !== '' ? claims.email : null,
    role: typeof claims.role === 'string' ? claims.role : 'authenticated',
    aal: typeof claims.aal === 'string' ? claims.aal : 'aal1',
  }
}
