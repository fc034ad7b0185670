import type { Session } from '@supabase/supabase-js'
import { anonBackend } from '@/lib/anon-rest'
import { readStoredSession } from '@/lib/auth-store'

/*
 * The signed-in state of a static page, read from the session supabase-js stored (the same read
 * the app's first paint does, src/lib/auth-store.ts), without loading supabase-js.
 */
export function storedSession(): Session | null {
  return readStoredSession()
}

/** The role claim our access-token hook adds: a first-paint hint only, never the decision. */
export function claimsAdmin(session: Session): boolean {
  try {
    const payload = session.access_token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const role = (JSON.parse(json) as { user_role?: unknown }).user_role
    return role === 'admin' || role === 'super_admin'
  } catch {
    return false
  }
}

/** An access token that has not expired yet (a minute of margin), else null. */
export function liveAccessToken(session: Session | null): string | null {
  if (!session) return null
  const expiresAt = session.expires_at
  if (typeof expiresAt === 'number' && expiresAt * 1000 < Date.now() + 60_000) return null
  return session.access_token
}

/**
 * POST /rest/v1/rpc/<name> as the signed-in user when `token` is given, else as anon. Resolves to
 * the HTTP status and the parsed body; rejects only when the request itself failed (offline).
 */
export async function callRpc(
  name: string,
  args: Record<string, unknown>,
  token: string | null = null,
): Promise<{ status: number; data: unknown }> {
  const { url, key } = anonBackend()
  const response = await fetch(`${url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: key,
      authorization: `Bearer ${token ?? key}`,
      accept: 'application/json',
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  })
  let data: unknown = null
  try {
    data = await response.json()
  } catch {
    data = null
  }
  return { status: response.status, data }
}
