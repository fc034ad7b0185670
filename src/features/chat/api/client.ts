import type { SupabaseClient } from '@supabase/supabase-js'
import { authStore } from '@/lib/auth-store'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { chatMessages } from '../messages'

export type Db = SupabaseClient<Database>

export const db = getSupabase

export type ChatErrorCode =
  'connection' | 'rate_limited' | 'signed_out' | 'fetch_suggestions' | 'disabled'

export class ChatError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message)
  }
}

export function currentUserId(): string {
  const id = authStore.getSnapshot().session?.user.id
  if (!id) throw new ChatError('signed_out', chatMessages.signedOut)
  return id
}

/**
 * The one place the chat's failures become the spec's Arabic messages. The function answers
 * 429 when rate-limited and 401 without a valid session; every other failure (502 when the
 * webhook is down, a network error, a 5xx) is the spec's connection error.
 */
export function toChatError(error: unknown): ChatError {
  if (error instanceof ChatError) return error
  const status = (error as { context?: { status?: unknown } } | null)?.context?.status
  if (status === 429) return new ChatError('rate_limited', chatMessages.rateLimited)
  if (status === 401) return new ChatError('signed_out', chatMessages.signedOut)
  // 403 chat_disabled: an admin turned the assistant off while the panel was open.
  if (status === 403) return new ChatError('disabled', chatMessages.disabled)
  return new ChatError('connection', chatMessages.connectionErrorDescription)
}
