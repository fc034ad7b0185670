/*
 * What the offline banner needs to know (issue 48) without loading the store's code: when the copy
 * it shows was last in step with the server (the newest fetch among the persisted queries), or
 * null when nothing is stored. persist.ts sets it on restore and on every save.
 */
type Listener = () => void

let savedAt: number | null = null
const listeners = new Set<Listener>()

export const offlineStatus = {
  getSavedAt: (): number | null => savedAt,
  setSavedAt(next: number | null): void {
    if (next === savedAt) return
    savedAt = next
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
