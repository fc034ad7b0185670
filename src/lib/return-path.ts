import type { Location } from 'react-router-dom'
import { paths } from '@/lib/paths'

/**
 * Where sign-in (or sign-up) returns to: the page the visitor came from (its location is in the
 * navigation state, put there by the protected-route guard or a «سجّل الدخول» link), else the
 * dashboard (issue 50: a customer signs in to use the product, not to see the marketing home).
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (!from?.pathname || from.pathname === paths.login) return paths.dashboard.root
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}

/**
 * The page the visitor came from, when there is one worth offering back (not the home page, not
 * the sign-in page): the verification screen's «متابعة إلى الصفحة التي كنت فيها».
 */
export function cameFrom(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (!from?.pathname || from.pathname === paths.login || from.pathname === paths.home) return null
  return returnPath(state)
}

/**
 * Google sign-in's way back (the OAuth `redirect_to`): the page e-mail sign-in goes to (`path`, from
 * returnPath), as an address on this site. Anything that would leave the site (a `//host` path)
 * is the dashboard instead; the auth server's allow-list (site_url, additional_redirect_urls)
 * refuses other hosts too.
 */
export function oauthRedirectTo(path: string, origin: string = window.location.origin): string {
  const url = new URL(path, origin)
  return url.origin === origin ? url.href : new URL(paths.dashboard.root, origin).href
}
