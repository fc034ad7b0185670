import { useQuery } from '@tanstack/react-query'
import type { Session } from '@supabase/supabase-js'
import { db } from './client'
import { adminKeys } from './keys'

/** Spec 6: admin is has_role(uid, 'admin') (or the owner's super_admin); a failed check is "no". */
export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const client = await db()
  for (const role of ['admin', 'super_admin'] as const) {
    const { data, error } = await client.rpc('has_role', { _user_id: userId, _role: role })
    if (error) return false
    if (data === true) return true
  }
  return false
}

export type AdminAccess = { status: 'checking' | 'admin' | 'refused' }

/** The route guard's question. Comfort only: every admin call is checked again on the server. */
export function useAdminAccess(session: Session | null): AdminAccess {
  const userId = session?.user.id ?? ''
  const query = useQuery({
    queryKey: adminKeys.isAdmin(userId),
    queryFn: () => fetchIsAdmin(userId),
    enabled: Boolean(userId),
    staleTime: 60_000,
  })
  if (!userId) return { status: 'refused' }
  if (query.data === true) return { status: 'admin' }
  if (query.data === false || query.isError) return { status: 'refused' }
  return { status: 'checking' }
}
