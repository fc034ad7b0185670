import { getSupabase } from '@/lib/supabase'

/*
 * Google sign-in returns to `/` with the session in the URL's fragment (`#access_token=…`, or
 * `#error=…`). `/` is a static page, so supabase-js is loaded for this return only: it reads the
 * fragment, stores the session where the app and the nav read it, and clears the fragment, as the
 * React app did on this page. Answers whether a session was stored.
 */
export async function completeOAuthReturn(): Promise<boolean> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.auth.getSession()
  if (/[#&](access_token|error)=/.test(window.location.hash)) {
    window.history.replaceState(window.history.state, '', window.location.pathname)
  }
  return !error && data.session !== null
}
