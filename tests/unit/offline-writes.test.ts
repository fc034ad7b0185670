/**
 * Offline writes (issue 48): made offline they wait; kept with the offline store's snapshot they
 * survive a reload and are sent after it, in the order they were made, each once; an edit names
 * the write of the same prompt queued before it; what the server answers is read again here and
 * in the other tabs. The network call itself (src/lib/offline/send.ts) is replaced by a recorder;
 * the server's side is tests/integration/user-prompts/offline-sync.test.ts.
 */
import { hydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { promptWrite } from '@/features/user-prompts/api/offline-writes'
import { restorable, snapshot } from '@/lib/offline/persist'
import { offlineWriteKeys, registerOfflineWrites, type PromptWrite } from '@/lib/offline/writes'
import { createQueryClient } from '@/lib/query-client'

const sent = vi.hoisted(() => [] as { kind: string; variables: unknown }[])
const toasts = vi.hoisted(() => [] as string[])
vi.mock('@/lib/toast', () => ({
  toast: { error: (message: string) => toasts.push(message), info: () => undefined },
}))
vi.mock('@/lib/offline/send', () => ({
  sendOfflineWrite: (kind: string, variables: { promptId?: string; refuse?: string }) => {
    sent.push({ kind, variables })
    if (variables.refuse) {
      return Promise.reject(Object.assign(new Error(variables.refuse), { code: 'plan_limit' }))
    }
    return Promise.resolve(
      kind === 'prompt' ? { status: 'applied', id: variables.promptId, replayed: false } : null,
    )
  },
}))

const U = 'user-a'

function write(client: QueryClient, kind: keyof typeof offlineWriteKeys, variables: unknown) {
  const observer = new MutationObserver(client, { mutationKey: offlineWriteKeys[kind] })
  return observer.mutate(variables as never).catch(() => undefined)
}

async function until(check: () => boolean) {
  await vi.waitFor(() => expect(check()).toBe(true))
}

beforeEach(() => {
  sent.length = 0
  toasts.length = 0
  onlineManager.setOnline(true)
})
afterEach(() => onlineManager.setOnline(true))

describe('offline writes', () => {
  it('queue offline, survive a reload in the store, and go out in order once when online', async () => {
    const before = createQueryClient()
    before.mount()
    onlineManager.setOnline(false)
    const created = promptWrite(before, 'create', null, {
      title: 'أمر جديد',
      description: '',
      body: 'نص {{س}}',
      category: '',
      platforms: [],
      tags: [],
    })
    void write(before, 'prompt', created)
    await until(() => before.getMutationCache().getAll()[0]?.state.isPaused === true)
    const edited = promptWrite(
      before,
      'edit',
      { id: created.promptId, title: 'أمر جديد', revision: 1 },
      {
        title: 'أمر جديد',
        description: '',
        body: 'نص معدّل {{س}}',
        category: '',
        platforms: [],
        tags: [],
      },
    )
    // The edit names the create queued before it: the server checks it against what that made.
    expect(edited).toMatchObject({ op: 'edit', base: 1, after: created.key })
    void write(before, 'prompt', edited)
    void write(before, 'favorite', { type: 'prompt', id: 'lib1', on: true })
    await until(
      () =>
        before
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.isPaused).length === 3,
    )
    expect(sent).toEqual([])

    // The reload, still offline: the store's snapshot into a fresh client of the app.
    const stored = snapshot(before, U)
    before.unmount()
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    const after = createQueryClient()
    vi.unstubAllGlobals()
    after.mount()
    hydrate(after, restorable(stored, U)!)
    expect(after.getMutationCache().getAll()).toHaveLength(3)
    expect(sent).toEqual([])

    window.dispatchEvent(new Event('online'))
    await until(() => sent.length === 3)
    await until(() =>
      after
        .getMutationCache()
        .getAll()
        .every((m) => m.state.status === 'success'),
    )
    expect(sent.map((s) => s.kind)).toEqual(['prompt', 'prompt', 'favorite'])
    expect(sent.map((s) => (s.variables as PromptWrite).key).slice(0, 2)).toEqual([
      created.key,
      edited.key,
    ])
    after.unmount()
  })

  it('reads the touched lists again here and in another tab', async () => {
    const here = new QueryClient()
    const there = new QueryClient()
    const stop = [registerOfflineWrites(here), registerOfflineWrites(there)]
    for (const client of [here, there]) {
      client.setQueryData(['user-prompts', U, 'list', false], [])
      client.setQueryData(['catalogue', 'prompts', {}], [])
    }
    await write(here, 'prompt', {
      key: 'k',
      op: 'delete',
      promptId: 'p1',
      base: null,
      after: null,
      title: 'أمر',
      payload: {},
    })
    for (const client of [here, there]) {
      await until(() => client.getQueryState(['user-prompts', U, 'list', false])!.isInvalidated)
      expect(client.getQueryState(['catalogue', 'prompts', {}])!.isInvalidated).toBe(false)
    }
    stop.forEach((close) => close())
  })

  it('reads the lists again once the whole queue is through, not between its writes', async () => {
    const client = createQueryClient()
    client.mount()
    client.setQueryData(['user-prompts', U, 'list', false], [])
    onlineManager.setOnline(false)
    const remove = (promptId: string) => ({
      key: `k-${promptId}`,
      op: 'delete',
      promptId,
      base: null,
      after: null,
      title: 'أمر',
      payload: {},
    })
    void write(client, 'prompt', remove('p0'))
    void write(client, 'prompt', remove('p1'))
    await until(
      () =>
        client
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.isPaused).length === 2,
    )
    const seen: boolean[] = []
    client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') {
        seen.push(client.getQueryState(['user-prompts', U, 'list', false])!.isInvalidated)
      }
    })
    void write(client, 'prompt', remove('p2'))
    onlineManager.setOnline(true)
    await until(() =>
      client
        .getMutationCache()
        .getAll()
        .every((m) => m.state.status === 'success'),
    )
    // Read between the writes, a prompt queued later would vanish from the list for a moment.
    expect(seen).toEqual([false, false, true])
    client.unmount()
  })

  it('says a refusal in Arabic once and reads the touched lists again', async () => {
    const client = new QueryClient()
    const stop = registerOfflineWrites(client)
    client.setQueryData(['user-prompts', U, 'list', false], [{ id: 'queued' }])
    await write(client, 'prompt', { promptId: 'queued', refuse: 'وصلت إلى حدّ خطتك' })
    expect(toasts).toEqual(['وصلت إلى حدّ خطتك'])
    expect(client.getQueryState(['user-prompts', U, 'list', false])!.isInvalidated).toBe(true)
    stop()
  })

  it('waits when the page is opened without a connection', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    const client = createQueryClient()
    client.mount()
    expect(onlineManager.isOnline()).toBe(false)
    void write(client, 'favorite', { type: 'prompt', id: 'lib2', on: false })
    await until(() => client.getMutationCache().getAll()[0]?.state.isPaused === true)
    expect(sent).toEqual([])
    vi.unstubAllGlobals()
    client.unmount()
  })
})
