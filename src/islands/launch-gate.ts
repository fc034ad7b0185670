import { isOpenBeforeLaunch } from '@/features/launch-gate/allowed-paths'
import { followIsLaunched, readIsLaunched } from '@/features/launch-gate/api/launch-live'
import { launchStatusStore } from '@/features/launch-gate/launch-status-store'
import { paths } from '@/lib/paths'
import { swapPage } from './page'
import { callRpc, claimsAdmin, liveAccessToken, storedSession } from './session'

/*
 * The launch gate of a static page (spec 4, src/features/launch-gate/components/launch-gate.tsx):
 * while the platform is not launched, everyone but admins goes to /waitlist, live, and a visitor
 * it sent there goes back to the page they asked for once the site opens, without a reload. The
 * same sources as the app's gate: the cached flag first, then one REST read and the realtime
 * channel (launch-live.ts, no supabase-js), and has_role for a signed-in user.
 */
type AdminState = 'none' | 'pending' | 'admin' | 'not-admin'

/** The page the gate sent this visitor from, in the history state React Router reads too. */
function gatedFrom(): string | null {
  const state = history.state as { usr?: { gatedFrom?: unknown } } | null
  const from = state?.usr?.gatedFrom
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null
}

const isWaitlist = (pathname: string) => pathname.replace(/(.)\/+$/, '$1') === paths.waitlist

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
  const { pathname, search } = location
  if (!isWaitlist(pathname) && isOpenBeforeLaunch(pathname, search)) {
    // Open before launch: only the cached flag is kept current for the next page.
    void readIsLaunched().then((launched) => launchStatusStore.set(launched))
    return
  }
  const session = storedSession()
  const claim = session ? claimsAdmin(session) : false
  let admin: AdminState = session ? 'pending' : 'none'
  let moving = false

  const move = (path: string, state: unknown) => {
    moving = true
    void swapPage(path, state).finally(() => {
      moving = false
      decide()
    })
  }

  const decide = () => {
    if (moving) return
    const launched = launchStatusStore.getSnapshot()
    if (isWaitlist(location.pathname)) {
      const from = gatedFrom()
      if (launched && from) move(from, null)
      return
    }
    if (launched || isOpenBeforeLaunch(location.pathname, location.search)) return
    if (admin === 'admin') return
    // A signed-in user waits for the role check; the token's claim covers an admin meanwhile.
    if (admin === 'pending') {
      void runAdminCheck()
      return
    }
    // The address bar shows /waitlist only; the waitlist sends the visitor back from the state.
    const from = `${location.pathname}${location.search}${location.hash}`
    move(paths.waitlist, { usr: { gatedFrom: from }, key: 'gate', idx: 0 })
  }

  const set = (launched: boolean) => {
    launchStatusStore.set(launched)
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

  // The cached flag decides at once; the live state follows (the islands load after the first
  // paint, boot.ts, or at once while the cached flag says closed). Each in a task of its own.
  decide()
  setTimeout(() => void readIsLaunched().then(set), 0)
  setTimeout(() => followIsLaunched(set), 0)
}
