import type { Location } from 'react-router-dom'
import { paths } from '@/lib/paths'

/**
 * Where sign-in returns to: the page the protected-route guard came from (its location is in the
 * navigation state), else the home page (spec: success goes to /).
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (!from?.pathname || from.pathname === paths.login) return paths.home
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}
