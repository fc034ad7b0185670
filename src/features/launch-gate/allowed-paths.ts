import { paths } from '@/lib/paths'

/** Spec 9.4: the only paths a non-admin may open while the platform is not launched. */
export const pathsOpenBeforeLaunch: readonly string[] = [
  paths.waitlist,
  paths.about,
  paths.contact,
  paths.admin.root,
  paths.admin.securityRoadmap,
  paths.adminSetup,
]

/** Exact matches only (a trailing slash is tolerated): /518/users stays gated. */
export function isOpenBeforeLaunch(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return pathsOpenBeforeLaunch.includes(normalized)
}
