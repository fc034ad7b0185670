import type { QueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { sendOfflineWrite } from './send'
import { OFFLINE_WRITE, type OfflineWriteKind } from './writes'

/** What follows a queued write (src/lib/offline/writes.ts); loaded with the first write. */

/** What each kind of write touches: the lists read again here and in the other tabs. */
const TOUCHED: Record<OfflineWriteKind, (key: readonly unknown[]) => boolean> = {
  prompt: (key) => key[0] === 'user-prompts' || key[0] === 'collections',
  favorite: (key) => key.includes('favorites') || key[0] === 'collections',
  membership: (key) => key[0] === 'collections',
}

const isKind = (kind: unknown): kind is OfflineWriteKind =>
  typeof kind === 'string' && kind in TOUCHED

/** Reads again what a write of `kind` touched (here, or announced by another tab). */
export function refreshAfter(client: QueryClient, kind: unknown): void {
  if (!isKind(kind)) return
  void client.invalidateQueries({ predicate: (query) => TOUCHED[kind](query.queryKey) })
}

/*
 * What was shown while queued gives way to what the server holds, once the queue is through: read
 * in between, a prompt created offline would be missing until its own create is sent (its page
 * would show «not found» and lose the editor that waits for its edit).
 */
const touched = new WeakMap<QueryClient, Set<OfflineWriteKind>>()

function settled(client: QueryClient, kind: OfflineWriteKind) {
  const kinds = touched.get(client) ?? new Set<OfflineWriteKind>()
  touched.set(client, kinds)
  kinds.add(kind)
  const queued = client
    .getMutationCache()
    .findAll({ mutationKey: [OFFLINE_WRITE], status: 'pending' }).length
  if (queued > 1) return
  kinds.forEach((each) => refreshAfter(client, each))
  kinds.clear()
}

/** One queued write: sent, announced to the other tabs, its refusal said once in Arabic. */
export async function runOfflineWrite(
  client: QueryClient,
  kind: unknown,
  variables: unknown,
  channel: BroadcastChannel | null,
): Promise<unknown> {
  if (!isKind(kind)) throw new Error(`Unknown offline write ${String(kind)}`)
  try {
    const answer = await sendOfflineWrite(kind, variables)
    channel?.postMessage({ kind })
    return answer
  } catch (error) {
    // Said here rather than by the page: a write sent after a reload has no page behind it. A
    // lost connection is not a refusal: the write is tried again.
    if ((error as { code?: string }).code !== 'network') {
      toast.error((error as Error).message, { id: `${OFFLINE_WRITE}-failed` })
    }
    throw error
  } finally {
    settled(client, kind)
  }
}
