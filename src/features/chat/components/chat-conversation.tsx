import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react'
import { Bot, RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/cn'
import { useFeatureFlag } from '@/hooks/use-feature-flag'
import { useSuggestedQuestions } from '../api/suggested-questions'
import { useMarkSuggestionClicked } from '../api/suggestions-log'
import { useChat } from '../hooks/use-chat'
import { SUGGESTION_LIMIT_CHAT } from '../lib/contract'
import { chatMessages } from '../messages'
import { MessageInput } from './message-input'
import { SuggestionCards, type SuggestionCardItem } from './suggestion-cards'
import { TalkToSupport } from './talk-to-support'
import { TypingIndicator } from './typing-indicator'

type ChatConversationProps = {
  /** The panel's dialog title or the page's heading. */
  heading: ReactNode
  /** Extra header controls (the panel's close button). */
  headerEnd?: ReactNode
  /** Called after a suggestion is opened (the panel closes). */
  onNavigate?: () => void
  inputRef?: Ref<HTMLTextAreaElement>
  className?: string
}

function Bubble({ from, children }: { from: 'user' | 'assistant'; children: ReactNode }) {
  return (
    <div
      className={cn(
        'w-fit max-w-[85%] whitespace-pre-line rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
        from === 'user'
          ? 'ms-auto rounded-se-sm bg-primary text-primary-foreground'
          : 'rounded-ss-sm bg-muted text-foreground',
      )}
    >
      {children}
    </div>
  )
}

/**
 * The conversation (spec 1 §2.13): welcome message, up to 3 suggested questions, smart
 * suggestions toggle, reset, the messages with their suggestion cards, the typing indicator and
 * the input. Used by the floating panel and, full size, by /dashboard/chatbot.
 */
export function ChatConversation({
  heading,
  headerEnd,
  onNavigate,
  inputRef,
  className,
}: ChatConversationProps) {
  // An admin's smart_suggestions switch (live): off hides the toggle and the cards.
  const suggestionsAllowed = useFeatureFlag('smart_suggestions') !== false
  const chat = useChat(undefined, suggestionsAllowed)
  const showSuggestions = suggestionsAllowed && chat.smartSuggestions
  const questions = useSuggestedQuestions()
  const markClicked = useMarkSuggestionClicked()
  const switchId = useId()
  const endRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [chat.messages.length, chat.waiting])

  const open = (item: SuggestionCardItem) => {
    if (item.id) markClicked.mutate(item.id)
    onNavigate?.()
  }

  const suggested = questions.data ?? []

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-border px-4 py-3">
        <div className="flex items-center gap-2">
          <Bot aria-hidden="true" className="size-5 text-primary" />
          {heading}
        </div>
        <div className="flex items-center gap-1">
          {suggestionsAllowed ? (
            <div className="flex items-center gap-2 pe-2">
              <Switch
                id={switchId}
                checked={chat.smartSuggestions}
                onCheckedChange={chat.setSmartSuggestions}
              />
              <label htmlFor={switchId} className="text-xs text-muted-foreground">
                الاقتراحات الذكية
              </label>
            </div>
          ) : null}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={chat.reset}
            aria-label="إعادة تعيين المحادثة"
            title="إعادة تعيين المحادثة"
          >
            <RotateCcw aria-hidden="true" />
          </Button>
          {headerEnd}
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        <div
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label="المحادثة"
          className="grid gap-3"
        >
          <Bubble from="assistant">{chatMessages.welcome}</Bubble>
          {chat.messages.map((message) => (
            <div key={message.id} className="grid gap-2">
              <Bubble from={message.role}>
                <span className="sr-only">{message.role === 'user' ? 'أنت: ' : 'المساعد: '}</span>
                {message.content}
              </Bubble>
              {message.role === 'assistant' && showSuggestions && message.suggestions ? (
                <SuggestionCards
                  items={message.suggestions}
                  limit={SUGGESTION_LIMIT_CHAT}
                  onOpen={open}
                  compact
                />
              ) : null}
            </div>
          ))}
        </div>
        {chat.messages.length === 0 && suggested.length > 0 ? (
          <div className="mt-4 grid gap-2">
            <p className="text-xs font-medium text-muted-foreground">أسئلة مقترحة</p>
            <ul className="grid gap-2">
              {suggested.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => void chat.send(item.question)}
                    disabled={chat.waiting}
                    className="w-full rounded-lg border border-border px-3 py-2 text-start text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
                  >
                    {item.question}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {chat.waiting ? (
          <div className="mt-3">
            <TypingIndicator />
          </div>
        ) : null}
        <div ref={endRef} />
      </div>

      <div className="grid gap-2 border-t border-border p-3">
        <div className="flex justify-end">
          <TalkToSupport messages={chat.messages} onNavigate={onNavigate} />
        </div>
        <MessageInput
          value={chat.draft}
          onChange={chat.setDraft}
          onSend={(text) => void chat.send(text)}
          waiting={chat.waiting}
          inputRef={inputRef}
        />
      </div>
    </div>
  )
}
