import { useQuery } from '@tanstack/react-query'
import type { Session } from '@supabase/supabase-js'
import { db } from './client'
import { adminKeys } from './keys'

export type AdminAccessStatus = 'checking' | 'refused' | 'enrol' | 'verify' | 'admin'

/**
 * Spec 6 with admin MFA: mfa_requirement() says whether the caller is an admin and whether the
 * session has passed TOTP (aal2), which the database demands of every admin call; an admin at
 * aal1 enrols an authenticator when the auth server lists no verified TOTP factor, and otherwise
 * enters a code. A failed check is "no".
 */
export async function fetchAdminAccess(): Promise<Exclude<AdminAccessStatus, 'checking'>> {
  const client = await db()
  const { data, error } = await client.rpc('mfa_requirement')
  if (error) return 'refused'
  if (data === 'ok') return 'admin'
  if (data !== 'mfa_required') return 'refused'
  const factors = await client.auth.mfa.listFactors()
  if (factors.error) return 'refused'
  const enrolled = factors.data.all.some((f) => f.factor_type === 'totp' && f.status === 'verified')
  return enrolled ? 'verify' : 'enrol'
}

/** The assurance level the access token carries ('aal1' when it cannot be read). */
export function sessionAal(session: Session | null): string {
  const payload = session?.access_token.split('.')[1]
  if (!payload) return 'aal1'
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const aal = (JSON.parse(json) as { aal?: unknown }).aal
    return typeof aal === 'string' ? aal : 'aal1'
  } catch {
    return 'aal1'
  }
}

/** The route guard's question. Comfort only: every admin call is checked again on the server. */
export function useAdminAccess(session: Session | null): { status: AdminAccessStatus } {
  const userId = session?.user.id ?? ''
  // Keyed by the token's aal too: a new sign-in (aal1) never reuses an earlier aal2 answer, and
  // a verified code (aal2) asks again at once.
  const query = useQuery({
    queryKey: adminKeys.access(userId, sessionAal(session)),
    queryFn: fetchAdminAccess,
    enabled: Boolean(userId),
    staleTime: 60_000,
  })
  if (!userId) return { status: 'refused' }
  if (query.data) return { status: query.data }
  if (query.isError) return { status: 'refused' }
  return { status: 'checking' }
}
