/*
 * Which users have an offline store on this device (db.ts), kept in localStorage: read at sign-out
 * without loading IndexedDB code, so a visitor with no store downloads nothing, and a fallback list
 * for browsers without indexedDB.databases().
 */
const MARKER_KEY = 'sanad-offline-users'

export function knownOfflineUsers(): string[] {
  try {
    const raw = window.localStorage.getItem(MARKER_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

function write(users: string[]) {
  try {
    if (users.length === 0) window.localStorage.removeItem(MARKER_KEY)
    else window.localStorage.setItem(MARKER_KEY, JSON.stringify(users))
  } catch {
    // Storage full or blocked: the browser's own list (indexedDB.databases) still finds them.
  }
}

export function rememberOfflineUser(userId: string): void {
  const users = knownOfflineUsers()
  if (!users.includes(userId)) write([...users, userId])
}

/** After a wipe: no user is left but `keepUserId`, when given. */
export function forgetOfflineUsers(keepUserId?: string): void {
  write(knownOfflineUsers().filter((id) => id === keepUserId))
}

export const hasOfflineData = (): boolean => knownOfflineUsers().length > 0
