import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { chatMessages } from '../messages'
import { PRODUCT_TYPES, type ProductType } from '../lib/contract'
import { ChatError, currentUserId, db, type Db } from './client'
import { chatKeys } from './keys'
import type { LoggedSuggestion } from './types'

/** Spec 1 §9.4: the latest 20 suggestions. */
export const RECENT_SUGGESTIONS_LIMIT = 20

async function titlesOf(client: Db, type: ProductType, ids: string[]) {
  if (ids.length === 0) return []
  const query =
    type === 'prompt'
      ? client.from('prompts').select('id, title:title_ar').in('id', ids)
      : type === 'assistant'
        ? client.from('gpt_assistants').select('id, title:name').in('id', ids)
        : type === 'tool'
          ? client.from('ai_tools').select('id, title:name').in('id', ids)
          : client.from('automation_templates').select('id, title').in('id', ids)
  const { data, error } = await query
  if (error) throw error
  return (data ?? []) as { id: string; title: string }[]
}

/** The user's latest suggestions, newest first, with the products' titles (spec 1 §7.4). */
export async function fetchRecentSuggestions(userId: string): Promise<LoggedSuggestion[]> {
  try {
    const client = await db()
    const { data, error } = await client
      .from('bot_suggestions_log')
      .select(
        'id, suggested_product_type, suggested_product_id, is_available_in_plan, user_clicked, suggestion_timestamp',
      )
      .eq('user_id', userId)
      .order('suggestion_timestamp', { ascending: false })
      .limit(RECENT_SUGGESTIONS_LIMIT)
    if (error) throw error
    const rows = (data ?? []).filter((row) =>
      PRODUCT_TYPES.includes(row.suggested_product_type as ProductType),
    )
    const titles = new Map<string, string>()
    await Promise.all(
      PRODUCT_TYPES.map(async (type) => {
        const ids = [
          ...new Set(
            rows
              .filter((row) => row.suggested_product_type === type)
              .map((row) => row.suggested_product_id),
          ),
        ]
        for (const item of await titlesOf(client, type, ids)) {
          titles.set(`${type}:${item.id}`, item.title)
        }
      }),
    )
    return rows.map((row) => ({
      id: row.id,
      type: row.suggested_product_type as ProductType,
      productId: row.suggested_product_id,
      title: titles.get(`${row.suggested_product_type}:${row.suggested_product_id}`) ?? null,
      available: row.is_available_in_plan,
      clicked: row.user_clicked,
      timestamp: row.suggestion_timestamp,
    }))
  } catch (error) {
    if (error instanceof ChatError) throw error
    console.error('Could not fetch the chat suggestions', error)
    throw new ChatError('fetch_suggestions', chatMessages.suggestionsFetchError)
  }
}

export const recentSuggestionsQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.recentSuggestions(userId),
    queryFn: () => fetchRecentSuggestions(userId),
  })

export function useRecentSuggestions(userId: string) {
  return useQuery(recentSuggestionsQuery(userId))
}

/** Spec 1 §7.4: set user_clicked for the given id and user. Failures are only logged (§8). */
export async function markSuggestionClicked(id: string): Promise<void> {
  const client = await db()
  const { error } = await client
    .from('bot_suggestions_log')
    .update({ user_clicked: true })
    .eq('id', id)
    .eq('user_id', currentUserId())
  if (error) throw error
}

export function useMarkSuggestionClicked() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markSuggestionClicked,
    onError: (error) => console.error('Could not record the suggestion click', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.recentSuggestionsAll() }),
  })
}
