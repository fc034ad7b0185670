/*
 * The request/answer contract shared with the `chat` edge function: the same answer parsing,
 * product kinds and card limits on both sides, from one file.
 */
export {
  CHAT_FALLBACK_ANSWER,
  CHAT_MAX_MESSAGE_LENGTH,
  PRODUCT_TYPES,
  SUGGESTION_LIMIT_CHAT,
  SUGGESTION_LIMIT_DEFAULT,
  parseChatAnswer,
  type ProductType,
} from '../../../../supabase/functions/_shared/chat.ts'
