import { onlineManager, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { authStore } from '@/lib/auth-store'
import {
  announceIfQueued,
  offlineWriteKeys,
  type PromptPayload,
  type PromptWrite,
  type SyncAnswer,
} from '@/lib/offline/writes'
import { parseTemplate } from '@/lib/prompt-template'
import { userPromptKeys, type UserPrompt, type UserPromptInput } from './user-prompts'

/*
 * Own-prompt writes that also work offline (issue 48): creates, edits and deletes go through
 * sync_prompt_write under the offline writes' key (src/lib/offline/writes.ts). Online they are
 * sent at once; offline they queue, «أوامري» shows them at once from the cache, and they are sent
 * in order when the connection returns (after a reload too).
 */

/** Writes queued by this tab (paused or under way) for one own prompt, in order. */
function queuedPromptWrites(client: QueryClient, promptId: string): PromptWrite[] {
  return client
    .getMutationCache()
    .findAll({ mutationKey: offlineWriteKeys.prompt, status: 'pending' })
    .map((mutation) => mutation.state.variables as PromptWrite)
    .filter((write) => write.promptId === promptId)
}

/** Builds the write: a create draws the prompt's id; an edit names the revision it was made on. */
export function promptWrite(
  client: QueryClient,
  op: PromptWrite['op'],
  prompt: Pick<UserPrompt, 'id' | 'title' | 'revision'> | null,
  input?: UserPromptInput,
): PromptWrite {
  const promptId = prompt?.id ?? crypto.randomUUID()
  const earlier = queuedPromptWrites(client, promptId).at(-1)
  const payload: PromptPayload | Record<string, never> = input
    ? { ...input, note: input.note ?? '' }
    : {}
  return {
    key: crypto.randomUUID(),
    op,
    promptId,
    base: op === 'edit' ? (prompt?.revision ?? null) : null,
    after: earlier?.key ?? null,
    title: input?.title ?? prompt?.title ?? '',
    payload,
  }
}

/** What a queued write makes of the prompt on screen until the server has it. */
function queuedPrompt(write: PromptWrite, userId: string, before: UserPrompt | undefined) {
  const input = write.payload as PromptPayload
  const now = new Date().toISOString()
  const next: UserPrompt = {
    id: write.promptId,
    user_id: userId,
    example: null,
    forked_from: null,
    library_fork: false,
    shared_from_slug: null,
    share_slug: null,
    shared_at: null,
    version: 1,
    revision: 1,
    deleted_at: null,
    created_at: now,
    ...before,
    title: input.title.trim(),
    description: input.description.trim(),
    body: input.body,
    category: input.category || null,
    platforms: input.platforms,
    tags: input.tags,
    variables: parseTemplate(input.body),
    updated_at: now,
  }
  return next
}

/** Shows a queued write in the cached list and prompt (the offline store keeps them). */
function showQueued(client: QueryClient, userId: string, write: PromptWrite) {
  const listKey = userPromptKeys.list(userId, false)
  const oneKey = userPromptKeys.one(userId, write.promptId)
  if (write.op === 'delete') {
    client.setQueryData<UserPrompt[]>(listKey, (list) =>
      list?.filter((p) => p.id !== write.promptId),
    )
    client.setQueryData(oneKey, null)
    return
  }
  const before =
    client.getQueryData<UserPrompt | null>(oneKey) ??
    client.getQueryData<UserPrompt[]>(listKey)?.find((p) => p.id === write.promptId)
  const next = queuedPrompt(write, userId, before ?? undefined)
  client.setQueryData(oneKey, next)
  client.setQueryData<UserPrompt[]>(listKey, (list = []) => [
    next,
    ...list.filter((p) => p.id !== write.promptId),
  ])
}

type Handlers = {
  /** The server answered, and the page that made the write is still open. */
  onSent?: (answer: SyncAnswer, write: PromptWrite) => void | Promise<void>
  /** The write is queued for when the connection returns. */
  onQueued?: (write: PromptWrite) => void
  onError?: (error: Error) => void
}

/**
 * A create, edit or delete of an own prompt that waits for the connection when there is none.
 * `send` reports back only while the page that made the write is open (a write sent after the
 * user moved on, or after a reload, must not take them anywhere).
 */
export function usePromptWrite(handlers: Handlers) {
  const client = useQueryClient()
  const mutation = useMutation<SyncAnswer, Error, PromptWrite, { queued: boolean }>({
    mutationKey: offlineWriteKeys.prompt,
    onMutate: (write) => {
      const queued = !onlineManager.isOnline()
      if (queued) {
        showQueued(client, authStore.getSnapshot().session?.user.id ?? '', write)
        announceIfQueued()
      }
      return { queued }
    },
  })
  const send = (write: PromptWrite) => {
    mutation.mutate(write, { onSuccess: handlers.onSent, onError: handlers.onError })
    if (!onlineManager.isOnline()) handlers.onQueued?.(write)
  }
  return { ...mutation, send }
}
