import { isOpenBeforeLaunch } from '@/features/launch-gate/allowed-paths'
import { followIsLaunched, readIsLaunched } from '@/features/launch-gate/api/launch-live'
import { launchStatusStore } from '@/features/launch-gate/launch-status-store'
import { paths } from '@/lib/paths'
import { callRpc, claimsAdmin, liveAccessToken, storedSession } from './session'

/*
 * The launch gate of a static page (spec 4, src/features/launch-gate/components/launch-gate.tsx):
 * while the platform is not launched, everyone but admins goes to /waitlist, live. The same
 * sources as the app's gate: the cached flag first, then one REST read and the realtime channel
 * (launch-live.ts, no supabase-js), and has_role for a signed-in user.
 */
type AdminState = 'none' | 'pending' | 'admin' | 'not-admin'

/**
 * To /waitlist with the page asked for in the history state React Router reads
 * (`{ usr: { gatedFrom } }`), so the waitlist sends the visitor back once the site opens, as after
 * the app's own redirect; the address bar shows /waitlist only.
 */
function toWaitlist(): void {
  const from = `${location.pathname}${location.search}${location.hash}`
  history.replaceState({ usr: { gatedFrom: from }, key: 'gate', idx: 0 }, '', paths.waitlist)
  location.reload()
}

async function checkAdmin(userId: string, token: string): Promise<boolean | null> {
  for (const role of ['admin', 'super_admin']) {
    const { status, data } = await callRpc('has_role', { _user_id: userId, _role: role }, token)
    // A refused token (expired meanwhile): undecided, the claim stands.
    if (status === 401) return null
    if (status >= 400) return false
    if (data === true) return true
  }
  return false
}

export function startLaunchGate(): void {
  if (isOpenBeforeLaunch(location.pathname, location.search)) {
    // Open before launch: only the cached flag is kept current for the next page.
    void readIsLaunched().then((launched) => launchStatusStore.set(launched))
    return
  }
  const session = storedSession()
  const claim = session ? claimsAdmin(session) : false
  let admin: AdminState = session ? 'pending' : 'none'
  let redirected = false

  const decide = () => {
    if (redirected || launchStatusStore.getSnapshot()) return
    if (admin === 'admin') return
    // A signed-in user waits for the role check; the token's claim covers an admin meanwhile.
    if (admin === 'pending') return
    redirected = true
    toWaitlist()
  }

  const set = (launched: boolean) => {
    launchStatusStore.set(launched)
    if (!launched && admin === 'pending' && session) void runAdminCheck()
    decide()
  }

  let checking = false
  const runAdminCheck = async () => {
    if (checking || !session) return
    checking = true
    const token = liveAccessToken(session)
    const result = token ? await checkAdmin(session.user.id, token).catch(() => null) : null
    admin = (result ?? claim) ? 'admin' : 'not-admin'
    decide()
  }

  if (session && !launchStatusStore.getSnapshot()) void runAdminCheck()
  decide()
  void readIsLaunched().then(set)
  followIsLaunched(set)
}
