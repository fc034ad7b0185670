/*
 * Offline mode (spec 4): the browser's offline event turns it on; the online event, when it was
 * on, turns it off and, 1 second later, tells every `onReconnect` subscriber (the subscription
 * check re-runs then). Shared, so any feature can read the flag or subscribe without importing
 * the session feature.
 */
export const RECONNECT_DELAY_MS = 1000

type Listener = () => void

let offline = typeof navigator !== 'undefined' ? !navigator.onLine : false
const listeners = new Set<Listener>()
const reconnectListeners = new Set<Listener>()
let reconnectTimer: ReturnType<typeof setTimeout> | undefined

function emit() {
  listeners.forEach((listener) => listener())
}

function handleOffline() {
  clearTimeout(reconnectTimer)
  if (offline) return
  offline = true
  emit()
}

function handleOnline() {
  if (!offline) return
  offline = false
  emit()
  clearTimeout(reconnectTimer)
  reconnectTimer = setTimeout(() => {
    reconnectListeners.forEach((listener) => {
      try {
        listener()
      } catch (error) {
        console.error('A reconnect listener failed', error)
      }
    })
  }, RECONNECT_DELAY_MS)
}

export const connectivity = {
  isOffline: (): boolean => offline,
  subscribe(listener: Listener): () => void {
    if (listeners.size === 0) {
      window.addEventListener('offline', handleOffline)
      window.addEventListener('online', handleOnline)
      // The state may have changed while nobody listened.
      offline = !navigator.onLine
    }
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) {
        window.removeEventListener('offline', handleOffline)
        window.removeEventListener('online', handleOnline)
      }
    }
  },
  /** Called 1 second after the connection comes back from offline mode. */
  onReconnect(listener: Listener): () => void {
    reconnectListeners.add(listener)
    return () => reconnectListeners.delete(listener)
  },
}
