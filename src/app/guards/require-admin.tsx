import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { useAdminAccess } from '@/features/admin/api/access'
import { AdminRefusal } from '@/features/admin/components/admin-refusal'
import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'

/**
 * /518: signed-out visitors go to /login (and come back after signing in); signed-in users who
 * are not admins (has_role) see a clear refusal. Comfort only: the server checks every call.
 */
export default function RequireAdmin() {
  const { status, pending, session } = useSession()
  const location = useLocation()
  const access = useAdminAccess(status === 'signed-in' ? session : null)

  if (status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />
  }
  if (pending || access.status === 'checking') {
    return <Spinner className="min-h-dvh" label="جارٍ التحقق من صلاحيات الإدارة..." />
  }
  if (access.status === 'refused') return <AdminRefusal />
  return <Outlet />
}
