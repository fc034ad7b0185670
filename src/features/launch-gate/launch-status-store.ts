/**
 * The launch state (site_settings IS_LAUNCHED) the gate decides with. It starts from the copy
 * cached in localStorage (`launch_status`), so the first paint never waits for the network; the
 * sync hook then reads the server and follows realtime changes, writing the cache each time.
 */
export const LAUNCH_STATUS_STORAGE_KEY = 'launch_status'

/** Spec 3: 'true' means launched, anything else not; a missing setting counts as launched. */
export function isLaunchedValue(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true
  return value === 'true'
}

function readCache(): boolean {
  try {
    const cached = window.localStorage.getItem(LAUNCH_STATUS_STORAGE_KEY)
    return cached === null ? true : cached === 'true'
  } catch {
    return true
  }
}

function writeCache(launched: boolean) {
  try {
    window.localStorage.setItem(LAUNCH_STATUS_STORAGE_KEY, String(launched))
  } catch {
    // Storage full or disabled (private mode): the live value still applies to this tab.
  }
}

let launched = readCache()
const listeners = new Set<() => void>()

export const launchStatusStore = {
  getSnapshot: (): boolean => launched,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  set(next: boolean): void {
    writeCache(next)
    if (next === launched) return
    launched = next
    listeners.forEach((listener) => listener())
  },
  /** Re-reads the cache; used by tests and after another tab changed it. */
  reload(): void {
    const next = readCache()
    if (next === launched) return
    launched = next
    listeners.forEach((listener) => listener())
  },
}
