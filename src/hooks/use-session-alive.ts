import { useEffect } from 'react'
import { authStore } from '@/lib/auth-store'
import { getSupabase } from '@/lib/supabase'

const EVERY_MS = 60_000

/**
 * A session ended elsewhere (another device's «تسجيل الخروج», deletion, a password reset) keeps
 * a valid access token until it expires; the auth server refuses it at /auth/v1/user at once.
 * Asked on mount and every minute, so this tab signs out within a minute of it.
 */
export function useSessionAlive(): void {
  useEffect(() => {
    let stopped = false
    async function check() {
      if (!authStore.getSnapshot().session) return
      const supabase = await getSupabase()
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
    const run = () => void check().catch(() => undefined)
    run()
    const timer = setInterval(run, EVERY_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])
}
