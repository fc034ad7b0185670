import { useCallback, useSyncExternalStore } from 'react'
import { toast } from '@/lib/toast'
import { ChatError } from '../api/client'
import { sendChatMessage } from '../api/send-message'
import { chatStore as defaultStore, messageId, type ChatStore } from '../lib/chat-store'
import { isSendable } from '../lib/compose'
import { SUGGESTION_LIMIT_CHAT } from '../lib/contract'
import { chatMessages } from '../messages'

/**
 * The conversation and its actions: send (with the spec's toasts), reset, toggles.
 * `suggestionsAllowed`: the smart_suggestions flag; while an admin has it off no suggestions are
 * asked for, whatever the user's own toggle says (the chat function refuses them too).
 */
export function useChat(store: ChatStore = defaultStore, suggestionsAllowed = true) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot)

  const send = useCallback(
    async (text: string) => {
      const current = store.getSnapshot()
      if (!isSendable(text) || current.waiting) return false
      const generation = current.generation
      const question = {
        id: messageId(),
        content: text.trim(),
        role: 'user' as const,
        timestamp: new Date().toISOString(),
      }
      store.append(question)
      store.setDraft('')
      store.setWaiting(true)
      try {
        const reply = await sendChatMessage({
          message: question.content,
          suggest: current.smartSuggestions && suggestionsAllowed,
          limit: SUGGESTION_LIMIT_CHAT,
        })
        if (store.getSnapshot().generation !== generation) return false
        store.append({
          id: messageId(),
          content: reply.response,
          role: 'assistant',
          timestamp: new Date().toISOString(),
          suggestions: reply.suggestions,
        })
        return true
      } catch (error) {
        if (store.getSnapshot().generation !== generation) return false
        // Nothing typed is lost: the question leaves the log and goes back into the input.
        store.remove(question.id)
        if (store.getSnapshot().draft.trim() === '') store.setDraft(text)
        if (error instanceof ChatError && error.code !== 'connection') {
          toast.error(error.message)
        } else {
          toast.error(chatMessages.connectionErrorTitle, {
            description: chatMessages.connectionErrorDescription,
          })
        }
        return false
      } finally {
        if (store.getSnapshot().generation === generation) store.setWaiting(false)
      }
    },
    [store, suggestionsAllowed],
  )

  const reset = useCallback(() => {
    store.reset()
    toast.success(chatMessages.resetTitle, { description: chatMessages.resetDescription })
  }, [store])

  return {
    ...state,
    send,
    reset,
    setDraft: store.setDraft,
    setSmartSuggestions: store.setSmartSuggestions,
  }
}
