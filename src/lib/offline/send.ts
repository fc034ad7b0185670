import type { SupabaseClient } from '@supabase/supabase-js'
import { authStore } from '@/lib/auth-store'
import { setCollectionMembership } from '@/lib/collections'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { getSupabase } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import type { Database, Json } from '@/types/database'
import type {
  FavoriteWrite,
  MembershipWrite,
  OfflineWriteKind,
  PromptWrite,
  SyncAnswer,
} from './writes'

/** Sends one queued write (src/lib/offline/writes.ts) to the server. */

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

/** A refusal in Arabic; `code` is the server's hint, or `network` (tried again when back online). */
export class OfflineWriteError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

const arabic = /[\u0600-\u06FF]/

function refusal(error: { hint?: string | null; message?: string }, fallback: string) {
  if (isNetworkError(error)) return new OfflineWriteError(NETWORK_ERROR_MESSAGE, 'network')
  const message = error.message && arabic.test(error.message) ? error.message : fallback
  return new OfflineWriteError(message, error.hint ?? 'refused')
}

const PROMPT_FAILED = {
  create: 'تعذّر حفظ الأمر',
  edit: 'تعذّر حفظ التعديلات',
  delete: 'تعذّر حذف الأمر',
} as const

async function sendPrompt(write: PromptWrite): Promise<SyncAnswer> {
  const client = await db()
  const { data, error } = await client.rpc('sync_prompt_write', {
    p_key: write.key,
    p_op: write.op,
    p_prompt_id: write.promptId,
    // The generated types make every argument required; a create has no base.
    p_base_revision: write.base as number,
    p_payload: write.payload as Json,
    ...(write.after ? { p_after_key: write.after } : {}),
  })
  if (error) throw refusal(error, PROMPT_FAILED[write.op])
  const answer = data as SyncAnswer
  // Said once per write: a repeated answer (another tab sent it first) was already said there.
  if (!answer.replayed && answer.status === 'conflict' && !answer.continued) {
    toast.warning(
      `عُدّل «${write.title}» على جهاز آخر قبل وصول تعديلك، فحفظناه «نسخة متعارضة» في أوامري ولم نغيّر الأصل.`,
      { duration: 10_000 },
    )
  } else if (!answer.replayed && answer.status === 'deleted') {
    toast.warning(
      `حُذف «${write.title}» على جهاز آخر قبل وصول تعديلك، فلم يُطبَّق. تجده في «المحذوفة مؤخراً» إن أردت استعادته.`,
      { duration: 10_000 },
    )
  }
  return answer
}

const FAVORITE_FAILED = 'تعذّر تحديث المفضلة. يرجى المحاولة مرة أخرى'

async function sendFavorite({ type, id, on }: FavoriteWrite): Promise<null> {
  const userId = authStore.getSnapshot().session?.user.id
  if (!userId) throw new OfflineWriteError('سجّل الدخول لإدارة مفضلتك', 'sign_in_required')
  const client = await db()
  if (on) {
    const { error } = await client
      .from('favorites')
      .insert({ user_id: userId, item_type: type, item_id: id })
    // Already a favorite (another tab, or this write sent before): the wanted state holds.
    if (error && error.code !== '23505') throw refusal(error, FAVORITE_FAILED)
    return null
  }
  const { error } = await client
    .from('favorites')
    .delete()
    .eq('user_id', userId)
    .eq('item_type', type)
    .eq('item_id', id)
  if (error) throw refusal(error, FAVORITE_FAILED)
  return null
}

/** Its errors are already Arabic, with `code` 'network' for a lost connection. */
async function sendMembership({ collection, kind, id, on }: MembershipWrite): Promise<null> {
  await setCollectionMembership(collection.id, kind, id, on)
  return null
}

export function sendOfflineWrite(kind: OfflineWriteKind, variables: unknown): Promise<unknown> {
  if (kind === 'prompt') return sendPrompt(variables as PromptWrite)
  if (kind === 'favorite') return sendFavorite(variables as FavoriteWrite)
  return sendMembership(variables as MembershipWrite)
}
