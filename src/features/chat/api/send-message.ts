import { getSupabase } from '@/lib/supabase'
import { PRODUCT_TYPES, parseChatAnswer, type ProductType } from '../lib/contract'
import { toChatError } from './client'
import type { ChatReply, ChatSuggestion } from './types'

export type SendChatInput = {
  message: string
  /** Smart suggestions on: the function searches, logs and returns cards. */
  suggest: boolean
  limit: number
}

function toSuggestion(value: unknown): ChatSuggestion | null {
  if (!value || typeof value !== 'object') return null
  const item = value as Record<string, unknown>
  if (!PRODUCT_TYPES.includes(item.type as ProductType)) return null
  if (typeof item.productId !== 'string' || typeof item.title !== 'string') return null
  return {
    id: typeof item.id === 'string' ? item.id : null,
    type: item.type as ProductType,
    productId: item.productId,
    title: item.title,
    description: typeof item.description === 'string' ? item.description : '',
    requiredPlan: typeof item.requiredPlan === 'string' ? item.requiredPlan : null,
    available: item.available === true,
  }
}

/** Sends one message through the `chat` edge function (the user is the session's). */
export async function sendChatMessage(input: SendChatInput): Promise<ChatReply> {
  let data: unknown
  try {
    const client = await getSupabase()
    const result = await client.functions.invoke('chat', { body: input })
    if (result.error) throw result.error
    data = result.data
  } catch (error) {
    throw toChatError(error)
  }
  const raw = (data as { suggestions?: unknown } | null)?.suggestions
  return {
    response: parseChatAnswer(data),
    suggestions: Array.isArray(raw)
      ? raw.map(toSuggestion).filter((item): item is ChatSuggestion => item !== null)
      : [],
  }
}
