import { authStore } from './auth-store'
import { getSupabase } from './supabase'
import { toast } from './toast'

const GOOGLE_FAILED = 'فشل في تسجيل الدخول باستخدام Google'

/**
 * Reads Google's answer in the address through the client (issue 50; useAuthRedirectPending):
 * the session goes to the store at once, the answer leaves the address (supabase-js leaves a bare
 * «#» after a session, and an error's fragment in place), and a sign-in that did not complete is
 * said in Arabic, as the static pages say it. Answers whether a session was stored.
 */
export async function completeAuthRedirect(isAuthRedirect: () => boolean): Promise<boolean> {
  let signedIn = false
  try {
    const { data } = await (await getSupabase()).auth.getSession()
    authStore.setSession(data.session)
    signedIn = data.session !== null
  } catch {
    signedIn = false
  }
  if (isAuthRedirect() || window.location.href.endsWith('#')) {
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}`)
  }
  if (!signedIn) toast.error(GOOGLE_FAILED)
  return signedIn
}
