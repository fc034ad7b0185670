import { Navigate, Outlet } from 'react-router-dom'
import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'

/** Pages such as /login make no sense for a signed-in user, who goes to the home page. */
export function PublicOnly() {
  const { status } = useSession()
  if (status === 'signed-in') return <Navigate to={paths.home} replace />
  return <Outlet />
}
