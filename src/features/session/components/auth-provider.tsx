import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { AuthContext, type AuthContextValue, type TerminateReason } from '@/hooks/use-auth'
import { authStore } from '@/lib/auth-store'
import { connectivity } from '@/lib/connectivity'
import { getSupabase } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { signOutCurrentUser } from '../api/session-api'
import { resolveTimeouts, type SessionEndReason, type SessionTimeouts } from '../constants'
import { clearLocalSession } from '../lib/local-session'
import { sessionMessages as m } from '../messages'
import { OfflineBanner } from './offline-banner'
import type { SessionControls, SessionManagerState } from './session-manager'

// Both load only when needed: a signed-out visitor downloads neither them nor supabase-js.
const SessionManager = lazy(() => import('./session-manager'))
const SessionEndedDialog = lazy(() => import('./session-ended-dialog'))

const initialManagerState: SessionManagerState = { currentSessionId: null, isSessionValid: true }

/**
 * The auth context of spec 3. The signed-in state comes from the shell's auth store (read from
 * storage at first paint); the session manager with its timers and server checks is mounted only
 * while someone is signed in.
 */
export function AuthProvider({
  children,
  timeouts: timeoutOverrides,
}: {
  children: ReactNode
  /** Shorter timeouts (tests); development builds also read them from localStorage. */
  timeouts?: Partial<SessionTimeouts>
}) {
  const auth = useSyncExternalStore(
    authStore.subscribe,
    authStore.getSnapshot,
    authStore.getSnapshot,
  )
  const isOffline = useSyncExternalStore(
    connectivity.subscribe,
    connectivity.isOffline,
    // Prerendered pages show the online state; the banner follows once hydrated.
    () => false,
  )
  const [managerState, setManagerState] = useState(initialManagerState)
  const [endedReason, setEndedReason] = useState<SessionEndReason | null>(null)
  const controlsRef = useRef<SessionControls | null>(null)
  // Read once: the timers are set up with these values.
  const [timeouts] = useState(() => resolveTimeouts(timeoutOverrides))

  const signedIn = auth.status === 'signed-in'
  const userId = auth.session?.user.id ?? null

  useEffect(() => {
    if (signedIn) return
    // Signed out (here, in another tab, or by the auth client): the local record is over too.
    clearLocalSession()
  }, [signedIn])

  useEffect(() => {
    if (!signedIn) return
    getSupabase().catch((error: unknown) => console.warn('Could not load the auth client', error))
    // The offline banner's line about the stored copy (issue 48): in the cache before it is needed.
    import('./offline-copy').catch(() => undefined)
  }, [signedIn])

  // Offline mode toasts (spec 8): on going offline, and on coming back.
  const signedInRef = useRef(signedIn)
  useEffect(() => {
    signedInRef.current = signedIn
  }, [signedIn])
  useEffect(
    () =>
      connectivity.subscribe(() => {
        if (connectivity.isOffline()) {
          toast.info(m.offline.title, { description: m.offline.description })
        } else {
          toast.success(m.online.title, {
            description: signedInRef.current ? m.online.signedIn : undefined,
          })
        }
      }),
    [],
  )

  const extendSession = useCallback(() => controlsRef.current?.extend(), [])

  const terminateSession = useCallback(async (reason: TerminateReason = 'manual') => {
    if (controlsRef.current) {
      await controlsRef.current.terminate(reason)
      return
    }
    // The manager has not loaded yet (or nobody is signed in): end what exists locally.
    clearLocalSession()
    await signOutCurrentUser().catch((error: unknown) => console.warn('Sign-out failed', error))
    authStore.setSession(null)
  }, [])

  const value = useMemo<AuthContextValue>(
    () => ({
      user: auth.session?.user ?? null,
      session: auth.session,
      loading: auth.pending,
      currentSessionId: signedIn ? managerState.currentSessionId : null,
      isSessionValid: signedIn ? managerState.isSessionValid : false,
      extendSession,
      terminateSession,
      isOffline,
      onReconnect: connectivity.onReconnect,
    }),
    [auth, signedIn, managerState, extendSession, terminateSession, isOffline],
  )

  return (
    <AuthContext.Provider value={value}>
      {children}
      {isOffline ? <OfflineBanner /> : null}
      <Suspense fallback={null}>
        {signedIn && userId ? (
          <SessionManager
            key={userId}
            timeouts={timeouts}
            controlsRef={controlsRef}
            onStateChange={setManagerState}
            onEnded={setEndedReason}
          />
        ) : null}
        {endedReason ? (
          <SessionEndedDialog reason={endedReason} onClose={() => setEndedReason(null)} />
        ) : null}
      </Suspense>
    </AuthContext.Provider>
  )
}
