/** One item of site_settings.chat_suggested_questions (spec 1 §3). */
export type SuggestedQuestion = {
  id: string
  question: string
  is_active: boolean
  order_index: number
}

/** Spec 1 §9.4: at most 3 suggested questions. */
export const SUGGESTED_QUESTIONS_LIMIT = 3

function isQuestion(value: unknown): value is SuggestedQuestion {
  if (!value || typeof value !== 'object') return false
  const item = value as Record<string, unknown>
  return (
    (typeof item.id === 'string' || typeof item.id === 'number') &&
    typeof item.question === 'string' &&
    item.question.trim() !== ''
  )
}

/**
 * The questions the chat offers: active only, ordered by order_index, at most 3 (spec 1 §9.4).
 * A malformed setting gives no questions rather than breaking the chat.
 */
export function selectSuggestedQuestions(settingValue: string | null | undefined) {
  let parsed: unknown
  try {
    parsed = JSON.parse(settingValue ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed
    .filter(isQuestion)
    .filter((item) => item.is_active === true)
    .map((item) => ({
      id: String(item.id),
      question: item.question.trim(),
      is_active: true,
      order_index: Number.isFinite(Number(item.order_index)) ? Number(item.order_index) : 0,
    }))
    .sort((a, b) => a.order_index - b.order_index)
    .slice(0, SUGGESTED_QUESTIONS_LIMIT)
}
