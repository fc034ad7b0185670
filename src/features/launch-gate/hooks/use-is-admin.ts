import { useQuery } from '@tanstack/react-query'
import type { Session } from '@supabase/supabase-js'
import { fetchIsAdmin, launchGateKeys } from '../api/launch-status'

/** The role claim our access-token hook adds; only a first-paint hint, never the decision. */
function claimsAdmin(session: Session): boolean {
  try {
    const payload = session.access_token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const role = (JSON.parse(json) as { user_role?: unknown }).user_role
    return role === 'admin' || role === 'super_admin'
  } catch {
    return false
  }
}

export type AdminCheck = { isAdmin: boolean; pending: boolean }

/**
 * Whether the signed-in user is an admin (has_role on the server). While the check runs, the
 * token's role claim stands in, so an admin never sees a redirect flash.
 */
export function useIsAdmin(session: Session | null, enabled: boolean): AdminCheck {
  const userId = session?.user.id
  const query = useQuery({
    queryKey: launchGateKeys.isAdmin(userId ?? ''),
    queryFn: () => fetchIsAdmin(userId ?? ''),
    enabled: enabled && Boolean(userId),
    staleTime: 5 * 60_000,
  })
  if (!session || !userId) return { isAdmin: false, pending: false }
  if (query.data !== undefined) return { isAdmin: query.data, pending: false }
  if (query.isError) return { isAdmin: false, pending: false }
  return { isAdmin: claimsAdmin(session), pending: true }
}
