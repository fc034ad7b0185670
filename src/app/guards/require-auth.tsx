import { lazy, Suspense } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { useAuthRedirectPending, useSession } from '@/hooks/use-session'
import { useSessionAlive } from '@/hooks/use-session-alive'
import { paths } from '@/lib/paths'

// Lazy: its dialog (Radix) is only for signed-in users, not in a marketing page's initial JS.
const VerificationGate = lazy(() =>
  import('@/features/verification/components/verification-gate').then((m) => ({
    default: m.VerificationGate,
  })),
)

/**
 * Signed-in only: others go to /login, remembering where they were heading; a visitor coming back
 * from Google (the session in the address) waits for the client to read it. Unverified users see
 * the blocking verification modal instead of the page.
 */
export function RequireAuth() {
  const { status, pending } = useSession()
  // Back from Google on this page (issue 50): wait for the client to read the session.
  const returning = useAuthRedirectPending()
  const location = useLocation()
  useSessionAlive()

  if (status === 'signed-out' && !returning) {
    return <Navigate to={paths.login} replace state={{ from: location }} />
  }
  if (pending || returning) return <Spinner className="min-h-dvh" label="جارٍ التحميل..." />
  return (
    <Suspense fallback={<Spinner className="min-h-dvh" label="جارٍ التحميل..." />}>
      <VerificationGate>
        <Outlet />
      </VerificationGate>
    </Suspense>
  )
}
