import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { VerificationGate } from '@/features/verification/components/verification-gate'
import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'

/**
 * Signed-in only: others go to /login, remembering where they were heading. Unverified users see
 * the blocking verification modal instead of the page.
 */
export function RequireAuth() {
  const { status, pending } = useSession()
  const location = useLocation()

  if (status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />
  }
  if (pending) return <Spinner className="min-h-dvh" label="جارٍ التحميل..." />
  return (
    <VerificationGate>
      <Outlet />
    </VerificationGate>
  )
}
