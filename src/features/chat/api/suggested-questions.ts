import { queryOptions, useQuery } from '@tanstack/react-query'
import { selectSuggestedQuestions } from '../lib/questions'
import { db } from './client'
import { chatKeys } from './keys'

/** site_settings.chat_suggested_questions: active, by order_index, at most 3 (spec 1 §7.4). */
export async function fetchSuggestedQuestions() {
  const client = await db()
  const { data, error } = await client
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'chat_suggested_questions')
    .maybeSingle()
  if (error) throw new Error(error.message)
  return selectSuggestedQuestions(data?.setting_value)
}

export const suggestedQuestionsQuery = () =>
  queryOptions({
    queryKey: chatKeys.suggestedQuestions(),
    queryFn: fetchSuggestedQuestions,
    staleTime: 5 * 60_000,
  })

export function useSuggestedQuestions() {
  return useQuery(suggestedQuestionsQuery())
}
