import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { openOfflineDb, type OfflineDb } from './db'
import { offlineStatus } from './status'

/*
 * The persisted query cache (issue 48, docs/architecture.md "Offline"). Written with TanStack's own
 * dehydrate/hydrate rather than @tanstack/query-persist-client-core: that package pins an older
 * query-core exactly, which would ship a second copy of it (docs/decisions.md).
 *
 * What is kept (everything else stays in memory only):
 * - `own`: the user's own data — own prompts and their versions, favourites, collections, saved
 *   variable values, the companies' approved prompts — and what the pages need to show them
 *   (plan/access, categories). Kept up to MAX_AGE_MS after the last save.
 * - `paid`: library prompts the user opened. Kept only while the plan allows them: written only
 *   while the access the server last reported grants a plan, stamped with the plan's end
 *   (`paidUntil`), dropped on restore once that moment has passed (even offline), and removed from
 *   memory and store as soon as a fetch of the access reports another plan or none.
 */

/** Bump when a persisted query's data changes shape: an older store is then ignored. */
export const CACHE_VERSION = 1
/** How long a store not written since is still restored. */
export const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000
/** In a grace period the end date has passed: opened prompts stay one more day at most. */
export const GRACE_KEEP_MS = 24 * 60 * 60 * 1000
/** Writes are batched: at most one per second. */
export const SAVE_DELAY_MS = 1000

export type PersistClass = 'own' | 'paid'

const OWN_USER_KEYS = new Map<string, ReadonlySet<string>>([
  ['catalogue', new Set(['favorites', 'access', 'entitlements'])],
  ['collections', new Set(['list', 'limit'])],
  ['variables', new Set(['saved', 'company', 'dialect'])],
  ['subscription', new Set(['status'])],
  // The protected pages' gate (verification-gate.tsx): without it nothing renders offline.
  ['verification', new Set(['status'])],
])
const SHARED_OPTIONS = new Set(['categories', 'platforms', 'plans'])
const USER_PROMPT_PARTS = new Set(['list', 'one', 'versions', 'usage'])
const COMPANY_PARTS = new Set(['prompts', 'prompt', 'values', 'collections'])
const LIBRARY_PARTS = new Set(['prompt', 'prompts', 'recent'])

/** Whether a query is persisted for this user, and under which rule. */
export function persistClass(key: QueryKey, userId: string): PersistClass | null {
  const [root, a, b, c] = key
  if (root === 'user-prompts') {
    if (a === 'options') return 'own'
    return a === userId && USER_PROMPT_PARTS.has(String(b)) ? 'own' : null
  }
  if (root === 'companies') {
    if (a !== userId) return null
    if (b === 'mine') return 'own'
    // ['companies', uid, companyId, 'prompts' | 'prompt' | 'values' | 'collections', …]
    return typeof b === 'string' && COMPANY_PARTS.has(String(c)) ? 'own' : null
  }
  if (root === 'collections' && a === 'items') return 'own'
  if (root === 'catalogue' && SHARED_OPTIONS.has(String(a))) return 'own'
  const userParts = OWN_USER_KEYS.get(String(root))
  if (userParts?.has(String(a))) {
    // [root, part, uid].
    return b === userId ? 'own' : null
  }
  if (root === 'catalogue' && LIBRARY_PARTS.has(String(a))) return 'paid'
  return null
}

type AccessLike = { rank?: unknown; expiresAt?: unknown; inGrace?: unknown; planSlug?: unknown }

const accessKey = (userId: string) => ['catalogue', 'access', userId] as const

function readAccess(client: QueryClient, userId: string) {
  const state = client.getQueryState<AccessLike>(accessKey(userId))
  const data = state?.data
  if (!data || typeof data.rank !== 'number') return null
  return { ...data, rank: data.rank, updatedAt: state.dataUpdatedAt }
}

/** Until when opened library prompts may be kept, or null when the plan allows none. */
export function paidUntil(
  access: { rank: number; expiresAt?: unknown; inGrace?: unknown; updatedAt: number } | null,
  now = Date.now(),
): number | null {
  if (!access || access.rank < 0) return null
  const end = typeof access.expiresAt === 'string' ? Date.parse(access.expiresAt) : NaN
  if (Number.isFinite(end) && end > now) return end
  if (access.inGrace === true) return Math.max(now, access.updatedAt) + GRACE_KEEP_MS
  // A plan without an end (lifetime): as long as the store itself.
  if (access.expiresAt == null) return now + MAX_AGE_MS
  return null
}

export type StoredCache = {
  version: number
  userId: string
  savedAt: number
  /** The newest fetch among the stored queries: what the offline banner shows. */
  syncedAt: number
  paidUntil: number | null
  state: DehydratedState
}

const CACHE_RECORD = 'client'

/**
 * The queries whose data changed since the store last took them, in localStorage: written
 * synchronously with the change, so the list survives an unload that the store's own
 * (asynchronous) write may not. A write removes the ones it holds.
 */
export const unsavedKey = (userId: string) => `sanad-offline-unsaved:${userId}`

function readUnsaved(userId: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(unsavedKey(userId)) ?? '[]')
    return new Set(
      Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string') : [],
    )
  } catch {
    return new Set()
  }
}

function writeUnsaved(userId: string, hashes: ReadonlySet<string>): void {
  try {
    if (hashes.size === 0) window.localStorage.removeItem(unsavedKey(userId))
    else window.localStorage.setItem(unsavedKey(userId), JSON.stringify([...hashes]))
  } catch {
    // Storage blocked: the restored data is revalidated online anyway (it is marked invalid).
  }
}

function isPaid(query: { queryKey: QueryKey }, userId: string) {
  return persistClass(query.queryKey, userId) === 'paid'
}

/** The snapshot to store now. */
export function snapshot(client: QueryClient, userId: string, now = Date.now()): StoredCache {
  const until = paidUntil(readAccess(client, userId), now)
  const allowPaid = until !== null
  let syncedAt = 0
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query: Query) => {
      if (query.state.status !== 'success') return false
      const rule = persistClass(query.queryKey, userId)
      if (!rule || (rule === 'paid' && !allowPaid)) return false
      syncedAt = Math.max(syncedAt, query.state.dataUpdatedAt)
      return true
    },
    // 48sync's queued writes (paused mutations) survive a reload with the cache.
    shouldDehydrateMutation: (mutation) => mutation.state.isPaused,
  })
  return {
    version: CACHE_VERSION,
    userId,
    savedAt: now,
    syncedAt: syncedAt || now,
    paidUntil: until,
    state,
  }
}

/** What of a stored cache may be restored now (null: nothing). */
export function restorable(
  stored: StoredCache | undefined,
  userId: string,
  now = Date.now(),
): DehydratedState | null {
  if (!stored || stored.version !== CACHE_VERSION || stored.userId !== userId) return null
  if (now - stored.savedAt > MAX_AGE_MS) return null
  const paidExpired = stored.paidUntil === null || stored.paidUntil <= now
  const queries = stored.state.queries.filter(
    (query) =>
      persistClass(query.queryKey, userId) === 'own' || (!paidExpired && isPaid(query, userId)),
  )
  return { ...stored.state, queries }
}

/** Drops every opened library prompt from memory (the plan no longer allows them). */
export function dropPaid(client: QueryClient, userId: string): void {
  client.removeQueries({ predicate: (query) => isPaid(query, userId) })
}

/**
 * The prefixes of the kept queries (persistClass decides exactly which): they stay in memory for
 * good. One garbage-collected after the default 5 minutes would vanish from the store at its next
 * save, and a prompt opened this morning would not be there offline tonight. Queries observed
 * before this ran take it at their next render.
 */
const KEPT_PREFIXES: QueryKey[] = [
  ['user-prompts'],
  ['companies'],
  ['collections'],
  ['variables'],
  ['verification', 'status'],
  ['subscription', 'status'],
  ['catalogue', 'favorites'],
  ['catalogue', 'access'],
  ['catalogue', 'entitlements'],
  ['catalogue', 'prompt'],
  ['catalogue', 'prompts'],
]

export type Persistence = {
  /** Resolves once the store's copy is in the cache (or there was none). */
  restored: Promise<void>
  /** Writes now what is pending. */
  flush: () => Promise<void>
  /** Stops writing; resolves when a write under way is done (before a wipe). */
  stop: () => Promise<void>
}

/**
 * Restores this user's store into the client, then keeps the store in step with the cache. Opened
 * library prompts follow the plan: a fetched access that changes the plan or ends it removes them.
 */
export function startPersistence(client: QueryClient, userId: string): Persistence {
  let db: OfflineDb | null = null
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let writing: Promise<void> = Promise.resolve()
  let lastPlan: string | null = null
  // Read before this page changes anything: what the last page changed and did not live to write.
  const leftUnsaved = readUnsaved(userId)
  const unsaved = new Set(leftUnsaved)
  for (const prefix of KEPT_PREFIXES) client.setQueryDefaults(prefix, { gcTime: Infinity })

  const planOf = (access: ReturnType<typeof readAccess>) =>
    access ? `${String(access.planSlug)}:${access.rank}:${paidUntil(access) === null}` : null

  const write = async () => {
    if (stopped || !db) return
    const held = [...unsaved]
    const value = snapshot(client, userId)
    try {
      const tx = db.transaction(['queries', 'meta'], 'readwrite')
      await Promise.all([
        tx.objectStore('queries').put(value, CACHE_RECORD),
        tx.objectStore('meta').put(value.savedAt, 'savedAt'),
        tx.done,
      ])
      offlineStatus.setSavedAt(value.syncedAt)
      if (held.length > 0) {
        for (const hash of held) unsaved.delete(hash)
        writeUnsaved(userId, unsaved)
      }
    } catch (error) {
      // Closed by a wipe in another tab, quota, or data the browser cannot clone: memory goes on.
      if (!stopped) console.warn('Offline store: could not save', error)
    }
  }

  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    writing = writing.then(write)
    return writing
  }

  const schedule = () => {
    if (stopped || timer !== undefined) return
    timer = setTimeout(() => void flush(), SAVE_DELAY_MS)
  }

  const restored = (async () => {
    try {
      db = await openOfflineDb(userId)
      const stored = (await db.get('queries', CACHE_RECORD)) as StoredCache | undefined
      if (stopped) return
      const restoredState = restorable(stored, userId)
      // The page that wrote the store changed data it did not live to write (a reload right after
      // a change): online, those queries are not shown from the store — they would show what the
      // user has just changed, deleted or created as it was before. Offline, the store's copy is
      // still the best there is.
      const online = typeof navigator === 'undefined' || navigator.onLine
      const state =
        restoredState && online && leftUnsaved.size > 0
          ? {
              ...restoredState,
              queries: restoredState.queries.filter((q) => !leftUnsaved.has(q.queryHash)),
            }
          : restoredState
      if (state) {
        hydrate(client, state)
        // Everything restored shows at once and offline, and is asked for again when next shown
        // online: the store may be older than the page that wrote it (a write on leaving the page
        // can lose the race with the unload), and the plan, the section or the data may have
        // changed since. An opened library prompt is opened again (prompt-detail.tsx shows a
        // skeleton meanwhile, not the stored text); the user's own data shows while it refetches.
        void client.invalidateQueries({
          predicate: (query) => state.queries.some((q) => q.queryHash === query.queryHash),
          refetchType: 'none',
        })
        offlineStatus.setSavedAt(stored?.syncedAt ?? null)
      }
    } catch (error) {
      console.warn('Offline store: could not restore', error)
    }
    lastPlan = planOf(readAccess(client, userId))
    if (stopped) return
    // Queued writes restored with the cache go out when online (their defaults are 48sync's).
    if (typeof navigator === 'undefined' || navigator.onLine) {
      void client.resumePausedMutations()
    }
  })()

  const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
    if (stopped) return
    const key = event.query.queryKey
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      key[0] === 'catalogue' &&
      key[1] === 'access' &&
      key[2] === userId
    ) {
      // A sync of the plan: another plan or none drops what the old one opened.
      const plan = planOf(readAccess(client, userId))
      if (lastPlan !== null && plan !== lastPlan) dropPaid(client, userId)
      else if (paidUntil(readAccess(client, userId)) === null) dropPaid(client, userId)
      lastPlan = plan
    }
    if (persistClass(key, userId) !== null) {
      // New data (a fetch, a setQueryData) or a query gone: the store is behind until its write.
      const changed =
        event.type === 'removed' ||
        (event.type === 'updated' &&
          (event.action.type === 'success' || event.action.type === 'setState'))
      if (changed && !unsaved.has(event.query.queryHash)) {
        unsaved.add(event.query.queryHash)
        writeUnsaved(userId, unsaved)
      }
      schedule()
    }
  })
  const unsubscribeMutations = client.getMutationCache().subscribe(() => schedule())

  // Leaving the page (reload, another address, closing the tab) writes what is pending at once.
  const onHide = () => {
    if (document.visibilityState === 'hidden') void flush()
  }
  const onPageHide = () => void flush()
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', onPageHide)
  }

  return {
    restored,
    flush: () => restored.then(flush),
    async stop() {
      stopped = true
      clearTimeout(timer)
      unsubscribeQueries()
      unsubscribeMutations()
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', onHide)
        window.removeEventListener('pagehide', onPageHide)
      }
      await restored
      await writing
      db?.close()
      db = null
      offlineStatus.setSavedAt(null)
    },
  }
}
