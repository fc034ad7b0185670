/**
 * The lock link of the password-changed mail (issue 49), defined once like `paths` but in a
 * module of its own: the static marketing pages load `paths` and must not grow for it.
 */
export const accountPaths = {
  lock: '/account/lock',
} as const
