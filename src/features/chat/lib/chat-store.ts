import type { ChatSuggestion } from '../api/types'

/** Spec 1 §3: a chat message, kept only in memory. */
export type ChatMessage = {
  id: string
  content: string
  role: 'user' | 'assistant'
  timestamp: string
  suggestions?: ChatSuggestion[]
}

export type ChatState = {
  messages: ChatMessage[]
  /** Spec 1 §4: set while the webhook answers. */
  waiting: boolean
  smartSuggestions: boolean
  /** What is typed in the input; kept when the panel closes and restored after a failed send. */
  draft: string
  /** Bumped by reset, so an answer to a cleared conversation is dropped. */
  generation: number
}

type Listener = () => void

/**
 * The conversation, shared by the floating panel and the /dashboard/chatbot page so both show
 * the same messages. Memory only: a reload starts a new conversation.
 */
export function createChatStore(initial?: Partial<ChatState>) {
  let state: ChatState = {
    messages: [],
    waiting: false,
    smartSuggestions: true,
    draft: '',
    generation: 0,
    ...initial,
  }
  const listeners = new Set<Listener>()
  const set = (next: Partial<ChatState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  return {
    getSnapshot: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    setDraft: (draft: string) => set({ draft }),
    setWaiting: (waiting: boolean) => set({ waiting }),
    setSmartSuggestions: (smartSuggestions: boolean) => set({ smartSuggestions }),
    append: (message: ChatMessage) => set({ messages: [...state.messages, message] }),
    remove: (id: string) =>
      set({ messages: state.messages.filter((message) => message.id !== id) }),
    /** Spec 1 §4: reset clears all messages. */
    reset: () => set({ messages: [], waiting: false, draft: '', generation: state.generation + 1 }),
  }
}

export type ChatStore = ReturnType<typeof createChatStore>

export const chatStore = createChatStore()

let counter = 0
export function messageId(): string {
  counter += 1
  return `${Date.now().toString(36)}-${counter}`
}
