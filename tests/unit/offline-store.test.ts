/**
 * The offline store (issue 48): which queries are kept, opened library prompts only while the
 * plan allows them, the round trip through IndexedDB (fake-indexeddb stands in for the
 * browser's), and the wipe of every user's store.
 */
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineDbName, openOfflineDb, wipeOfflineData } from '@/lib/offline/db'
import { hasOfflineData } from '@/lib/offline/marker'
import {
  MAX_AGE_MS,
  paidUntil,
  unsavedKey,
  persistClass,
  restorable,
  snapshot,
  startPersistence,
} from '@/lib/offline/persist'
import { offlineStatus } from '@/lib/offline/status'

const U = 'user-a'
const DAY = 24 * 60 * 60 * 1000

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  window.localStorage.clear()
})

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((info) => info.name ?? '')
}

function clientWith(access: object | null) {
  const client = new QueryClient()
  client.setQueryData(['user-prompts', U, 'list', false], [{ id: 'p1', title: 'أمري' }])
  client.setQueryData(['catalogue', 'favorites', U], [{ item_type: 'prompt', item_id: 'lib1' }])
  client.setQueryData(['catalogue', 'prompt', 'lib1', 'body'], { body: 'نص مدفوع' })
  client.setQueryData(['catalogue', 'search', {}], { rows: [] })
  client.setQueryData(['user-prompts', 'someone-else', 'list', false], [{ id: 'x' }])
  if (access) client.setQueryData(['catalogue', 'access', U], access)
  return client
}

const keys = (state: { queries: { queryKey: readonly unknown[] }[] }) =>
  state.queries.map((query) => JSON.stringify(query.queryKey)).sort()

describe('persistClass', () => {
  it('keeps own data and opened library prompts, never another user’s or other answers', () => {
    expect(persistClass(['user-prompts', U, 'list', false], U)).toBe('own')
    expect(persistClass(['user-prompts', U, 'versions', 'p1'], U)).toBe('own')
    expect(persistClass(['user-prompts', 'b', 'list', false], U)).toBeNull()
    expect(persistClass(['catalogue', 'favorites', U], U)).toBe('own')
    expect(persistClass(['catalogue', 'favorites', 'b'], U)).toBeNull()
    expect(persistClass(['collections', 'list', U], U)).toBe('own')
    expect(persistClass(['variables', 'saved', U], U)).toBe('own')
    expect(persistClass(['companies', U, 'c1', 'prompts', 'library'], U)).toBe('own')
    expect(persistClass(['companies', U, 'c1', 'members'], U)).toBeNull()
    expect(persistClass(['subscription', 'status', U], U)).toBe('own')
    expect(persistClass(['verification', 'status', U], U)).toBe('own')
    expect(persistClass(['verification', 'status', 'b'], U)).toBeNull()
    expect(persistClass(['catalogue', 'prompt', 'lib1', 'body'], U)).toBe('paid')
    expect(persistClass(['catalogue', 'search', {}], U)).toBeNull()
    expect(persistClass(['admin', 'users'], U)).toBeNull()
    expect(persistClass(['run-prompts', U], U)).toBeNull()
  })
})

describe('paidUntil', () => {
  const now = Date.parse('2026-11-29T00:00:00Z')
  it('is the plan’s end while it runs, a day in grace, and nothing without a plan', () => {
    const end = '2026-12-10T00:00:00Z'
    expect(paidUntil({ rank: 2, expiresAt: end, updatedAt: now }, now)).toBe(Date.parse(end))
    expect(
      paidUntil({ rank: 2, expiresAt: '2026-11-28T00:00:00Z', inGrace: true, updatedAt: now }, now),
    ).toBe(now + DAY)
    expect(paidUntil({ rank: 2, expiresAt: '2026-11-28T00:00:00Z', updatedAt: now }, now)).toBe(
      null,
    )
    expect(paidUntil({ rank: -1, expiresAt: end, updatedAt: now }, now)).toBeNull()
    expect(paidUntil(null, now)).toBeNull()
  })
})

describe('snapshot and restore', () => {
  const now = Date.parse('2026-11-29T00:00:00Z')
  const active = { rank: 2, planSlug: 'pro', expiresAt: '2026-12-10T00:00:00Z' }

  it('stores own data and, while the plan runs, opened library prompts', () => {
    const stored = snapshot(clientWith(active), U, now)
    expect(keys(stored.state)).toEqual(
      [
        ['catalogue', 'access', U],
        ['catalogue', 'favorites', U],
        ['catalogue', 'prompt', 'lib1', 'body'],
        ['user-prompts', U, 'list', false],
      ]
        .map((key) => JSON.stringify(key))
        .sort(),
    )
    expect(stored.paidUntil).toBe(Date.parse(active.expiresAt))
  })

  it('stores no library prompt without a plan', () => {
    const stored = snapshot(clientWith({ ...active, rank: -1 }), U, now)
    expect(keys(stored.state)).not.toContain(
      JSON.stringify(['catalogue', 'prompt', 'lib1', 'body']),
    )
    expect(snapshot(clientWith(null), U, now).paidUntil).toBeNull()
  })

  it('drops the library prompts once the plan’s end has passed, even offline', () => {
    const stored = snapshot(clientWith(active), U, now)
    const before = restorable(stored, U, now + DAY)
    expect(before && keys(before)).toContain(
      JSON.stringify(['catalogue', 'prompt', 'lib1', 'body']),
    )
    const after = restorable(stored, U, Date.parse(active.expiresAt) + 1)
    expect(after && keys(after)).not.toContain(
      JSON.stringify(['catalogue', 'prompt', 'lib1', 'body']),
    )
    expect(after && keys(after)).toContain(JSON.stringify(['user-prompts', U, 'list', false]))
  })

  it('restores nothing for another user, an old version or past the maximum age', () => {
    const stored = snapshot(clientWith(active), U, now)
    expect(restorable(stored, 'user-b', now)).toBeNull()
    expect(restorable({ ...stored, version: 0 }, U, now)).toBeNull()
    expect(restorable(stored, U, now + MAX_AGE_MS + 1)).toBeNull()
  })
})

describe('startPersistence', () => {
  it('writes the cache to the user’s store and restores it in a new client', async () => {
    const first = clientWith({ rank: 2, planSlug: 'pro', expiresAt: '2099-01-01T00:00:00Z' })
    const persistence = startPersistence(first, U)
    await persistence.restored
    // Kept queries are never garbage-collected from memory (they would vanish from the store).
    expect(first.getQueryDefaults(['user-prompts', U, 'list', false]).gcTime).toBe(Infinity)
    expect(first.getQueryDefaults(['catalogue', 'search', {}]).gcTime).toBeUndefined()
    await persistence.flush()
    await persistence.stop()
    expect(await databaseNames()).toEqual([offlineDbName(U)])
    expect(hasOfflineData()).toBe(true)

    const second = new QueryClient()
    const again = startPersistence(second, U)
    await again.restored
    expect(second.getQueryData(['user-prompts', U, 'list', false])).toEqual([
      { id: 'p1', title: 'أمري' },
    ])
    expect(second.getQueryData(['catalogue', 'prompt', 'lib1', 'body'])).toEqual({
      body: 'نص مدفوع',
    })
    // Everything from the store is asked for again when next shown online (the store may be
    // older than the page that wrote it; the plan, section or data may have changed since).
    expect(second.getQueryState(['catalogue', 'prompt', 'lib1', 'body'])?.isInvalidated).toBe(true)
    expect(second.getQueryState(['user-prompts', U, 'list', false])?.isInvalidated).toBe(true)
    expect(second.getQueryData(['catalogue', 'search', {}])).toBeUndefined()
    expect(offlineStatus.getSavedAt()).not.toBeNull()
    await again.stop()
  })

  describe('a store its page left behind (a change not written before the page went)', () => {
    afterEach(() => {
      vi.restoreAllMocks()
    })

    async function leftBehind() {
      const first = clientWith({ rank: 2, planSlug: 'pro', expiresAt: '2099-01-01T00:00:00Z' })
      const persistence = startPersistence(first, U)
      await persistence.restored
      await persistence.flush()
      // Written: the store holds every change.
      expect(window.localStorage.getItem(unsavedKey(U))).toBeNull()
      // A change, then the page goes before its write (stop writes nothing new).
      first.setQueryData(['user-prompts', U, 'list', false], [{ id: 'p2', title: 'أمر جديد' }])
      expect(JSON.parse(window.localStorage.getItem(unsavedKey(U))!)).toEqual([
        first.getQueryCache().find({ queryKey: ['user-prompts', U, 'list', false] })!.queryHash,
      ])
      await persistence.stop()
    }

    it('online: the queries it did not write are not shown (older than what the user did)', async () => {
      await leftBehind()
      const second = new QueryClient()
      const again = startPersistence(second, U)
      await again.restored
      expect(second.getQueryData(['user-prompts', U, 'list', false])).toBeUndefined()
      // What did not change since the store's write is shown.
      expect(second.getQueryData(['catalogue', 'favorites', U])).toEqual([
        { item_type: 'prompt', item_id: 'lib1' },
      ])
      // The next write that holds this page's changes clears the mark.
      second.setQueryData(['user-prompts', U, 'list', false], [{ id: 'p2', title: 'أمر جديد' }])
      await again.flush()
      expect(window.localStorage.getItem(unsavedKey(U))).toBeNull()
      await again.stop()
    })

    it('offline: it is still the best there is, and is shown', async () => {
      await leftBehind()
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      const second = new QueryClient()
      const again = startPersistence(second, U)
      await again.restored
      expect(second.getQueryData(['user-prompts', U, 'list', false])).toEqual([
        { id: 'p1', title: 'أمري' },
      ])
      await again.stop()
    })
  })

  it('removes the opened library prompts when a fetch of the access ends the plan', async () => {
    const client = clientWith({ rank: 2, planSlug: 'pro', expiresAt: '2099-01-01T00:00:00Z' })
    const persistence = startPersistence(client, U)
    await persistence.restored
    await client.fetchQuery({
      queryKey: ['catalogue', 'access', U],
      queryFn: () => ({ rank: -1, planSlug: 'pro', expiresAt: '2026-01-01T00:00:00Z' }),
    })
    expect(client.getQueryData(['catalogue', 'prompt', 'lib1', 'body'])).toBeUndefined()
    await persistence.flush()
    const db = await openOfflineDb(U)
    const stored = (await db.get('queries', 'client')) as { state: { queries: unknown[] } }
    db.close()
    expect(JSON.stringify(stored.state)).not.toContain('نص مدفوع')
    await persistence.stop()
  })
})

describe('wipeOfflineData', () => {
  it('deletes every user’s store, or all but the one kept, and the outbox with them', async () => {
    const a = await openOfflineDb('user-a')
    await a.add('outbox', { key: 'k1', createdAt: 1 })
    const b = await openOfflineDb('user-b')
    await wipeOfflineData('user-b')
    expect(await databaseNames()).toEqual([offlineDbName('user-b')])
    b.close()
    await wipeOfflineData()
    expect(await databaseNames()).toEqual([])
    expect(hasOfflineData()).toBe(false)
    a.close()
  })
})
