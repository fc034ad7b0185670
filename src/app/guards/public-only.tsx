import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { returnPath } from '@/lib/return-path'
import { useSession } from '@/hooks/use-session'

/**
 * Pages such as /login make no sense for a signed-in user, who goes to the home page, or back to
 * the protected page that sent them to sign in.
 */
export function PublicOnly() {
  const { status } = useSession()
  const location = useLocation()
  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />
  return <Outlet />
}
