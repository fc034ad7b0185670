/**
 * The links of the mail (issue 49) defined once like `paths` but in a module of its own: the
 * static marketing pages load `paths` and must not grow for them. `lock`: the password-changed
 * mail's lock link; `newsletterConfirm`: the newsletter's double opt-in link.
 */
export const accountPaths = {
  lock: '/account/lock',
  newsletterConfirm: '/newsletter/confirm',
} as const

/** App routes that work before launch: a mail's link must work whenever it arrives. */
export const mailLinkPaths: readonly string[] = [accountPaths.lock, accountPaths.newsletterConfirm]
