import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { useSession } from '@/hooks/use-session'
import { mailLinkPaths } from '@/lib/account-paths'
import { paths } from '@/lib/paths'
import { isOpenBeforeLaunch } from '../allowed-paths'
import { useIsAdmin } from '../hooks/use-is-admin'
import { useIsLaunched, useLaunchStatusSync } from '../hooks/use-launch-status'

type GateState = { gatedFrom?: string } | null

/**
 * Spec 4: while the platform is not launched, everyone but admins is sent to /waitlist, except on
 * the paths of spec 9.4. Wraps the whole route table; once launched it renders every route as is,
 * and a visitor the gate had sent to /waitlist returns to the page they asked for.
 */
export function LaunchGate() {
  useLaunchStatusSync()
  const launched = useIsLaunched()
  const location = useLocation()
  const { session } = useSession()
  // Issue 49: the links of the mail (the password-changed mail's lock link, the newsletter's
  // confirmation) work before launch too. App routes only, so they are checked here rather than
  // in the static pages' list.
  const gated =
    !launched &&
    !isOpenBeforeLaunch(location.pathname, location.search) &&
    !mailLinkPaths.includes(location.pathname)
  const admin = useIsAdmin(session, !launched)

  const gatedFrom = (location.state as GateState)?.gatedFrom
  if (launched && location.pathname === paths.waitlist && gatedFrom) {
    return <Navigate to={gatedFrom} replace />
  }
  if (!gated || admin.isAdmin) return <Outlet />
  if (admin.pending) return <Spinner className="min-h-dvh" label="جارٍ التحميل..." />
  const from = `${location.pathname}${location.search}${location.hash}`
  return <Navigate to={paths.waitlist} replace state={{ gatedFrom: from }} />
}
