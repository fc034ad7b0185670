import { lazy, Suspense } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { useSession } from '@/hooks/use-session'
import { useSessionAlive } from '@/hooks/use-session-alive'
import { paths } from '@/lib/paths'

// Lazy: its dialog (Radix) is only for signed-in users, not in a marketing page's initial JS.
const VerificationGate = lazy(() =>
  import('@/features/verification/components/verification-gate').then((m) => ({
    default: m.VerificationGate,
  })),
)

/**
 * Signed-in only: others go to /login, remembering where they were heading. Unverified users see
 * the blocking verification modal instead of the page.
 */
export function RequireAuth() {
  const { status, pending } = useSession()
  const location = useLocation()
  useSessionAlive()

  if (status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />
  }
  if (pending) return <Spinner className="min-h-dvh" label="جارٍ التحميل..." />
  return (
    <Suspense fallback={<Spinner className="min-h-dvh" label="جارٍ التحميل..." />}>
      <VerificationGate>
        <Outlet />
      </VerificationGate>
    </Suspense>
  )
}
