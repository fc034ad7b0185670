import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router-dom'
import { authStore, type AuthState } from '@/lib/auth-store'
import { AuthContext } from '@/hooks/use-auth'
import { paths } from '@/lib/paths'
import { getSupabase } from '@/lib/supabase'

/** Back from Google: the client must load to read the session the URL carries. */
function isAuthRedirect(): boolean {
  const { hash, search } = window.location
  return (
    /[#&]access_token=/.test(hash) ||
    /[?&]code=/.test(search) ||
    /[#&?]error_description=/.test(hash + search)
  )
}

/**
 * True while the address carries Google's answer (issue 50: Google sign-in comes back to the page
 * the user was going to, often a protected one) and the client has not read it yet: a protected
 * page waits for the session instead of sending the visitor to /login, which would drop the
 * answer with the address. The reading is a chunk of its own (src/lib/auth-redirect.ts), loaded
 * only on such a return.
 */
export function useAuthRedirectPending(): boolean {
  const [reading, setReading] = useState(() => typeof window !== 'undefined' && isAuthRedirect())
  useEffect(() => {
    if (!reading) return
    let live = true
    void import('@/lib/auth-redirect')
      .then(({ completeAuthRedirect }) => completeAuthRedirect(isAuthRedirect))
      .catch(() => undefined)
      .finally(() => {
        if (live) setReading(false)
      })
    return () => {
      live = false
    }
  }, [reading])
  return reading
}

/**
 * Current auth state. A stored session is shown at once; the client is then loaded in the
 * background to confirm or refresh it. Signed-out visitors never load the client here.
 */
export function useSession(): AuthState {
  const state = useSyncExternalStore(
    authStore.subscribe,
    authStore.getSnapshot,
    // Prerendered pages are hydrated only for signed-out visitors, who see the stored state.
    authStore.getSnapshot,
  )
  const hasStoredSession = state.session !== null

  useEffect(() => {
    if (!hasStoredSession && !isAuthRedirect()) return
    getSupabase().catch((error: unknown) => {
      console.warn('Could not load the auth client', error)
    })
  }, [hasStoredSession])

  return state
}

/**
 * Signs out on the server (falling back to a local sign-out when offline), then goes to /login.
 * Under the auth provider this also ends the server session record and the local session.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  const auth = useContext(AuthContext)
  const terminate = auth?.terminateSession
  return useCallback(async () => {
    if (terminate) {
      await terminate('manual')
      navigate(paths.login)
      return
    }
    const client = await getSupabase()
    // This device only; the settings have «تسجيل الخروج من جميع الأجهزة» for every device.
    const { error } = await client.auth.signOut({ scope: 'local' })
    if (error) await client.auth.signOut({ scope: 'local' })
    authStore.setSession(null)
    navigate(paths.login)
  }, [navigate, terminate])
}
