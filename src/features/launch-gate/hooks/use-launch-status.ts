import { useEffect, useSyncExternalStore } from 'react'
import { fetchIsLaunched, watchIsLaunched } from '../api/launch-status'
import { launchStatusStore } from '../launch-status-store'

/** The current launch state (cached value first, then the server's, live). */
export function useIsLaunched(): boolean {
  return useSyncExternalStore(
    launchStatusStore.subscribe,
    launchStatusStore.getSnapshot,
    // Prerendered pages (launched) are hydrated only when the cached state says launched.
    launchStatusStore.getSnapshot,
  )
}

/**
 * Keeps the store in step with the server: one read at start, then realtime changes (each
 * (re)subscription reads again, so nothing missed while offline stays missed). Mount once.
 */
export function useLaunchStatusSync(): void {
  useEffect(() => {
    let active = true
    fetchIsLaunched().then((launched) => {
      if (active) launchStatusStore.set(launched)
    })
    const stop = watchIsLaunched((launched) => {
      if (active) launchStatusStore.set(launched)
    })
    return () => {
      active = false
      stop()
    }
  }, [])
}
