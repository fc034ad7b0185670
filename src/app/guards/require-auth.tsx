import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import type { Session } from '@supabase/supabase-js'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { useAuthRedirectPending, useSession } from '@/hooks/use-session'
import { useSessionAlive } from '@/hooks/use-session-alive'
import { paths } from '@/lib/paths'
import { holdClientUntilPainted, releaseClient } from '@/lib/first-paint'

// Lazy: its dialog (Radix) is only for signed-in users, not in a marketing page's initial JS.
const VerificationGate = lazy(() =>
  import('@/features/verification/components/verification-gate').then((m) => ({
    default: m.VerificationGate,
  })),
)

/** A minute of margin: a token about to expire is refreshed by the client before the page asks. */
const EXPIRY_MARGIN_MS = 60_000

/**
 * A stored session whose access token is still good (issue 51): the page can show while the auth
 * client loads to confirm it. The server checks the token on every request, so this only decides
 * when the page is drawn; a token revoked meanwhile signs the visitor out when the client says so.
 */
function usableNow(session: Session | null): boolean {
  return Boolean(session?.expires_at && session.expires_at * 1000 - Date.now() > EXPIRY_MARGIN_MS)
}

/**
 * Signed-in only: others go to /login, remembering where they were heading; a visitor coming back
 * from Google (the session in the address) waits for the client to read it. Unverified users see
 * the blocking verification modal instead of the page. `preload` starts the chunks of the page
 * at the address as soon as someone is signed in.
 */
export function RequireAuth({
  preload,
  fallback = <Spinner className="min-h-dvh" label="جارٍ التحميل..." />,
}: {
  preload?: (pathname: string) => void
  /** What shows while the client or the gate's chunk is awaited: the area's frame, or a spinner. */
  fallback?: ReactNode
}) {
  const { status, pending, session } = useSession()
  // Back from Google on this page (issue 50): wait for the client to read the session.
  const returning = useAuthRedirectPending()
  const location = useLocation()
  useSessionAlive()
  const signedIn = status === 'signed-in'
  useEffect(() => {
    if (signedIn) preload?.(location.pathname)
  }, [signedIn, preload, location.pathname])
  // An expired token waits for the client to refresh it (and Google's answer for the client to
  // read it); a good one lets the page paint before the client loads.
  const waitsForClient = (pending && !usableNow(session)) || returning
  // In render, not an effect: the hold must be set before any effect asks for the client (the
  // providers' and this tree's run after this first render). It is idempotent.
  if (signedIn && pending && !waitsForClient) holdClientUntilPainted()
  useEffect(() => {
    if (waitsForClient) releaseClient()
  }, [waitsForClient])

  if (status === 'signed-out' && !returning) {
    return <Navigate to={paths.login} replace state={{ from: location }} />
  }
  if (waitsForClient) return fallback
  return (
    <Suspense fallback={fallback}>
      <VerificationGate>
        <Outlet />
      </VerificationGate>
    </Suspense>
  )
}
