import { paths } from '@/lib/paths'

/** Spec 9.4: the only paths a non-admin may open while the platform is not launched. */
export const pathsOpenBeforeLaunch: readonly string[] = [
  paths.waitlist,
  paths.about,
  paths.contact,
  paths.admin.root,
  paths.admin.securityRoadmap,
  paths.adminSetup,
  // Issue 30: an admin (or an invitee) who forgot the password gets back in before launch too.
  paths.forgotPassword,
  paths.resetPassword,
]

/**
 * Issue 20: a person an admin invited before launch registers through the link
 * /registration?invite=1 (the auth server accepts only e-mails on launch_invitations; for anyone
 * else the wizard shows the server's refusal).
 */
export const pathsOpenToInvitees: readonly string[] = [
  paths.registration,
  paths.register,
  paths.verifyEmail,
]

/** Exact matches only (a trailing slash is tolerated): /518/users stays gated. */
export function isOpenBeforeLaunch(pathname: string, search = ''): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (pathsOpenBeforeLaunch.includes(normalized)) return true
  return pathsOpenToInvitees.includes(normalized) && new URLSearchParams(search).has('invite')
}
