import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { forgetOfflineUsers, knownOfflineUsers, rememberOfflineUser } from './marker'

/**
 * The offline store (issue 48): one IndexedDB database per signed-in user, `sanad-offline-<id>`.
 * - `queries`: the persisted TanStack Query cache (persist.ts), one record under `client`.
 * - `meta`: `savedAt` (when the cache was last written) and what persist.ts needs with it.
 * - `outbox`: the queued writes of 48sync (keyPath `seq`, auto-incremented, so the order is the
 *   order they were made in).
 * Not encrypted (the issue does not ask for it); wiped on sign-out and on an account switch.
 */
export const OFFLINE_DB_PREFIX = 'sanad-offline-'
export const OFFLINE_DB_VERSION = 1

export type OutboxEntry = {
  seq?: number
  /** The idempotency key the server checks (never applied twice). */
  key: string
  createdAt: number
  [field: string]: unknown
}

export interface OfflineSchema extends DBSchema {
  queries: { key: string; value: unknown }
  meta: { key: string; value: unknown }
  outbox: { key: number; value: OutboxEntry }
}

export type OfflineDb = IDBPDatabase<OfflineSchema>

export const offlineDbName = (userId: string) => `${OFFLINE_DB_PREFIX}${userId}`

/** Opens (creating on first use) the store of this user. */
export async function openOfflineDb(userId: string): Promise<OfflineDb> {
  if (!userId) throw new Error('openOfflineDb: no user')
  rememberOfflineUser(userId)
  const db = await openDB<OfflineSchema>(offlineDbName(userId), OFFLINE_DB_VERSION, {
    upgrade(database) {
      if (!database.objectStoreNames.contains('queries')) database.createObjectStore('queries')
      if (!database.objectStoreNames.contains('meta')) database.createObjectStore('meta')
      if (!database.objectStoreNames.contains('outbox')) {
        database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true })
      }
    },
    // A wipe (deleteDatabase) or a newer version in another tab: let it through at once.
    blocking() {
      db.close()
    },
  })
  return db
}

/** Every store's name: the browser's list where it has one, and the ones this origin recorded. */
async function storeNames(): Promise<string[]> {
  const names = new Set(knownOfflineUsers().map(offlineDbName))
  if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
    try {
      for (const info of await indexedDB.databases()) {
        if (info.name?.startsWith(OFFLINE_DB_PREFIX)) names.add(info.name)
      }
    } catch {
      // The recorded names are enough.
    }
  }
  return [...names]
}

/**
 * Deletes every `sanad-offline-*` database (sign-out), or every one but `keepUserId`'s (the
 * account switched to that user). Resolves when the browser has deleted them.
 */
export async function wipeOfflineData(keepUserId?: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  const keep = keepUserId ? offlineDbName(keepUserId) : null
  const names = (await storeNames()).filter((name) => name !== keep)
  await Promise.all(names.map((name) => deleteDB(name)))
  forgetOfflineUsers(keepUserId)
}
