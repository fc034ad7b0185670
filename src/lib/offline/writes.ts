import {
  onlineManager,
  type MutationFunctionContext,
  type QueryClient,
} from '@tanstack/react-query'
import type { CollectionItemKind } from '@/lib/collections'
import { toast } from '@/lib/toast'

/*
 * Offline writes (issue 48, docs/architecture.md "Offline"): own-prompt creates, edits and deletes,
 * favourites and collection entries are TanStack mutations under one key. Offline they pause
 * (networkMode 'online'), the offline store keeps the paused ones with the cache, and on reconnect
 * (or after a reload, src/lib/offline/persist.ts) they resume one after another in the order they
 * were made (one `scope`). Their function is registered here as the key's default, before the store
 * is restored, so a write restored after a reload still knows how to send itself; the features only
 * name the key and pass plain, storable variables.
 * Each reaches the server once: a prompt write carries a key the server never applies twice
 * (sync_prompt_write), favourites and collection entries are set-states (sending one again is
 * harmless). Other tabs hear of every write that reached the server (BroadcastChannel) and read
 * the touched lists again.
 */

export const OFFLINE_WRITE = 'offline-write'
export const offlineWriteKeys = {
  prompt: [OFFLINE_WRITE, 'prompt'] as const,
  favorite: [OFFLINE_WRITE, 'favorite'] as const,
  membership: [OFFLINE_WRITE, 'membership'] as const,
}
export type OfflineWriteKind = keyof typeof offlineWriteKeys

export type PromptPayload = {
  title: string
  description: string
  body: string
  category: string
  platforms: string[]
  tags: string[]
  note?: string
}

/** One queued own-prompt write; `key` is drawn when it is made and never changes. */
export type PromptWrite = {
  key: string
  op: 'create' | 'edit' | 'delete'
  promptId: string
  /** The revision the edit was made on (the last one the server reported). */
  base: number | null
  /** The key of the write of the same prompt queued just before this one, if any. */
  after: string | null
  /** The title shown in the answer's toast (the payload is empty for a delete). */
  title: string
  payload: PromptPayload | Record<string, never>
}

export type SyncAnswer = {
  status: 'applied' | 'conflict' | 'deleted'
  id: string
  copy_id?: string
  revision?: number
  version?: number
  continued?: boolean
  replayed: boolean
}

export type FavoriteWrite = {
  type: 'prompt' | 'assistant' | 'tool' | 'template'
  id: string
  on: boolean
}

export type MembershipWrite = {
  collection: { id: string; name: string }
  kind: CollectionItemKind
  id: string
  on: boolean
}

const CHANNEL = 'sanad-offline-writes'

const isNetworkFailure = (error: unknown) => (error as { code?: string }).code === 'network'

export const QUEUED_MESSAGE = 'أنت غير متصل: حُفظ التغيير على هذا الجهاز وسيُرسل عند عودة الاتصال'

/** Tells the user a write made now waits for the connection (called when it is made). */
export function announceIfQueued(): void {
  if (!onlineManager.isOnline()) {
    toast.info(QUEUED_MESSAGE, { id: 'offline-queued' })
  }
}

/**
 * Registers the offline writes on this client (before its store is restored) and listens to the
 * other tabs. Returns the clean-up (tests).
 */
export function registerOfflineWrites(client: QueryClient): () => void {
  // TanStack assumes a connection until the first `offline` event: a page reloaded without one
  // would send its writes (and fail) instead of queueing them.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  // Only in a browser: the static pages' prerender (Node, which has BroadcastChannel) would keep
  // an open channel and never exit.
  const channel =
    typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(CHANNEL)
  // The sending and what follows it (run.ts) load with the first write, not with every page.
  const runtime = () => import('./run')
  client.setMutationDefaults([OFFLINE_WRITE], {
    networkMode: 'online',
    scope: { id: OFFLINE_WRITE },
    // A dropped connection mid-send is tried again (paused while offline) until it goes through:
    // the key makes another try harmless, and giving up would lose the write.
    retry: (_count, error) => isNetworkFailure(error),
    mutationFn: async (variables: unknown, context: MutationFunctionContext) =>
      (await runtime()).runOfflineWrite(client, context.mutationKey?.[1], variables, channel),
  })
  if (channel) {
    channel.onmessage = (event: MessageEvent<{ kind?: string }>) =>
      void runtime().then((m) => m.refreshAfter(client, event.data.kind))
  }
  return () => channel?.close()
}
