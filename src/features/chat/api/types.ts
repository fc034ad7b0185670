import type { ProductType } from '../lib/contract'

/** A product card suggested with an answer (the `chat` function's `suggestions`). */
export type ChatSuggestion = {
  /** The bot_suggestions_log row, null when logging failed (the card still shows). */
  id: string | null
  type: ProductType
  productId: string
  title: string
  description: string
  requiredPlan: string | null
  available: boolean
}

export type ChatReply = { response: string; suggestions: ChatSuggestion[] }

/** One row of bot_suggestions_log with the product's title, for the recent suggestions list. */
export type LoggedSuggestion = {
  id: string
  type: ProductType
  productId: string
  title: string | null
  available: boolean
  clicked: boolean
  timestamp: string
}
