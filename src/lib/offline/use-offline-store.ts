import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import { hasOfflineData } from './marker'
import type { Persistence } from './persist'

/*
 * Wires the offline store (issue 48) to the signed-in user, after the first paint: the store's
 * code loads in its own chunk once someone is signed in. Sign-out (here or in another tab) wipes
 * every store; switching to another account wipes the previous user's.
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

/** A wipe under way: the next start waits for it (sign-out then sign-in in quick succession). */
let wiping: Promise<void> = Promise.resolve()

export function useOfflineStore(client: QueryClient): void {
  const userId = useSyncExternalStore(
    authStore.subscribe,
    () => authStore.getSnapshot().session?.user.id ?? null,
    () => null,
  )
  const sessionRef = useRef<Session | null>(null)

  useEffect(() => {
    const previous = sessionRef.current
    if (previous?.userId === userId) return
    sessionRef.current = null
    if (!userId) {
      // Signed out: every store goes, whether this tab had one open or a past session left one.
      if (previous || hasOfflineData()) {
        wiping = wiping
          .then(() => endAndWipe(previous))
          .catch((error: unknown) => console.warn('Offline store: could not wipe', error))
      }
      return
    }
    const startAfter = wiping
      .then(() => endAndWipe(previous, userId))
      .catch((error: unknown) => console.warn('Offline store: could not wipe', error))
    wiping = startAfter
    sessionRef.current = {
      userId,
      persistence: startAfter
        .then(loadPersist)
        .then(({ startPersistence }) => startPersistence(client, userId))
        .catch((error: unknown) => {
          // Offline before the chunk was ever cached, or no IndexedDB (private mode): online only.
          console.warn('Offline store unavailable', error)
          return null
        }),
    }
  }, [client, userId])

  useEffect(
    () => () => {
      const session = sessionRef.current
      sessionRef.current = null
      void session?.persistence.then((persistence) => persistence?.stop())
    },
    [],
  )
}
