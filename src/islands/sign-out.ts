import { endServerSession, signOutCurrentUser } from '@/features/session/api/session-api'
import { clearLocalSession, readLocalSession } from '@/features/session/lib/local-session'
import { storedSession } from './session'

/*
 * «تسجيل الخروج» on a static page, loaded on the click only (it brings supabase-js): this device's
 * session record ends on the server, then the local sign-out, as the app's session manager does,
 * and the offline stores (issue 48) are deleted as the app's sign-out deletes them
 * (src/lib/offline/bind.ts): the next person at this device finds nothing of this account.
 */
export async function signOutHere(): Promise<void> {
  const session = storedSession()
  const local = readLocalSession()
  if (session && local && local.userId === session.user.id) {
    await endServerSession(local.userId, local.sessionId, 'manual').catch((error: unknown) =>
      console.warn('could not end the session', error),
    )
  }
  clearLocalSession()
  await signOutCurrentUser()
  // Loaded here, not with this module: the static pages' scripts list what a click preloads.
  await import('@/lib/offline/db')
    .then(({ wipeOfflineData }) => wipeOfflineData())
    .catch((error: unknown) => console.warn('Offline store: could not wipe', error))
}
