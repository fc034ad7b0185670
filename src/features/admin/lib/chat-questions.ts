import type { ChatQuestion } from '../api/settings'

/** Trimmed questions, empty ones dropped, order_index renumbered 1..n in the shown order. */
export function normalizeChatQuestions(items: readonly ChatQuestion[]): ChatQuestion[] {
  return items
    .map((q) => ({ ...q, question: q.question.trim() }))
    .filter((q) => q.question.length > 0)
    .map((q, i) => ({ id: q.id, question: q.question, is_active: q.is_active, order_index: i + 1 }))
}
