import { returnPath } from '@/lib/return-path'
import { swapPage } from './page'
import { storedSession } from './session'

/** Where a visitor goes once signed in: the protected page that sent them here, else the dashboard. */
export function destination(): string {
  return returnPath((history.state as { usr?: unknown } | null)?.usr ?? null)
}

/**
 * PublicOnly (src/app/guards/public-only.tsx) on a static page: a signed-in visitor has nothing
 * to do on /login or /forgot-password and goes where PublicOnly sends them. Answers whether so.
 */
export function leaveIfSignedIn(): boolean {
  if (!storedSession()) return false
  void swapPage(destination())
  return true
}
