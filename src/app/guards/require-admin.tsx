import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { AdminAccessGate } from '@/features/admin/components/mfa/admin-access-gate'
import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'

/**
 * /518: signed-out visitors go to /login (and come back after signing in); signed-in users pass
 * the admin gate (not an admin: a refusal; an admin below aal2: TOTP enrolment or code). Comfort
 * only: the database checks every call, and refuses admin calls below aal2.
 */
export default function RequireAdmin() {
  const { status, pending, session } = useSession()
  const location = useLocation()

  if (status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />
  }
  if (pending || !session) {
    return <Spinner className="min-h-dvh" label="جارٍ التحقق من صلاحيات الإدارة..." />
  }
  return (
    <AdminAccessGate session={session}>
      <Outlet />
    </AdminAccessGate>
  )
}
