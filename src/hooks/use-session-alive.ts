import { useEffect } from 'react'
import { authStore } from '@/lib/auth-store'
import { getSupabase } from '@/lib/supabase'

const EVERY_MS = 60_000

let inFlight: Promise<void> = Promise.resolve()
let endingToken: string | undefined

/**
 * The session manager is ending this session (src/features/session/components/session-manager.tsx):
 * no new check for its token, and the one in flight answers first. Ending the server's session
 * refuses the token at once, so a check sent meanwhile was answered 403 (the idle e2e caught it).
 */
export function beforeSessionEnds(): Promise<void> {
  endingToken = authStore.getSnapshot().session?.access_token
  // A check that hangs (a stalled connection) does not hold the sign-out for long.
  return Promise.race([inFlight, new Promise<void>((done) => setTimeout(done, 3000))])
}

/**
 * A session ended elsewhere (another device's «تسجيل الخروج», deletion, a password reset) keeps
 * a valid access token until it expires; the auth server refuses it at /auth/v1/user at once.
 * Asked on mount and every minute, so this tab signs out within a minute of it.
 */
export function useSessionAlive(): void {
  useEffect(() => {
    let stopped = false
    async function check() {
      const token = authStore.getSnapshot().session?.access_token
      if (!token || token === endingToken) return
      const supabase = await getSupabase()
      if (authStore.getSnapshot().session?.access_token === endingToken) return
      const { error } = await supabase.auth.getUser()
      // supabase-js answers a refused session (session_not_found) as "session missing" and drops it.
      const code = (error as { code?: string } | null)?.code
      const ended =
        error?.name === 'AuthSessionMissingError' ||
        code === 'session_not_found' ||
        code === 'user_not_found'
      if (stopped || !ended) return
      await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined)
      authStore.setSession(null)
    }
    const run = () => {
      inFlight = check().catch(() => undefined)
    }
    run()
    const timer = setInterval(run, EVERY_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])
}
