import type { QueryClient } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import { hasOfflineData } from './marker'
import type { Persistence } from './persist'

/*
 * Binds the offline store (issue 48) to the signed-in user. Loaded after the first paint in its own
 * chunk (src/app/providers.tsx); the store's code (idb, persist.ts) loads only once someone is
 * signed in. Sign-out (here or in another tab) wipes every store; switching to another account
 * wipes the previous user's.
 */

type Session = { userId: string; persistence: Promise<Persistence | null> }

const loadPersist = () => import('./persist')
const loadDb = () => import('./db')

/** Stops the session's writes, then deletes the stores (all, or all but `keep`'s). */
async function endAndWipe(session: Session | null, keep?: string): Promise<void> {
  const persistence = await session?.persistence
  await persistence?.stop()
  const { wipeOfflineData } = await loadDb()
  await wipeOfflineData(keep)
}

const warn = (what: string) => (error: unknown) => console.warn(`Offline store: ${what}`, error)

/**
 * The app's offline side (issue 48), from the providers after the first paint: the service worker
 * (production builds; its own chunk) and the store bound to the user. Returns the unbinding.
 */
export function startOffline(client: QueryClient): () => void {
  if (import.meta.env.PROD) {
    import('@/lib/pwa/register-sw')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(warn('could not load the service worker module'))
  }
  return bindOfflineStore(client)
}

/** Follows the auth store until the returned function is called. */
export function bindOfflineStore(client: QueryClient): () => void {
  let session: Session | null = null
  let hadUser = false
  // A wipe under way: the next start waits for it (sign-out then sign-in in quick succession).
  let wiping: Promise<void> = Promise.resolve()

  const follow = () => {
    const userId = authStore.getSnapshot().session?.user.id ?? null
    if (session?.userId === userId || (!session && !userId && !hadUser && !hasOfflineData())) {
      return
    }
    const previous = session
    session = null
    if (!userId) {
      // Signed out: every store goes, whether this tab had one open or a past session left one.
      hadUser = false
      wiping = wiping.then(() => endAndWipe(previous)).catch(warn('could not wipe'))
      return
    }
    hadUser = true
    const ready = wiping.then(() => endAndWipe(previous, userId)).catch(warn('could not wipe'))
    wiping = ready
    session = {
      userId,
      persistence: ready
        .then(loadPersist)
        .then(({ startPersistence }) => startPersistence(client, userId))
        .catch((error: unknown) => {
          // Offline before the chunk was ever cached, or no IndexedDB (private mode): online only.
          warn('unavailable')(error)
          return null
        }),
    }
  }

  follow()
  const unsubscribe = authStore.subscribe(follow)
  return () => {
    unsubscribe()
    const current = session
    session = null
    void current?.persistence.then((persistence) => persistence?.stop())
  }
}
