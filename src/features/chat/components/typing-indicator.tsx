import { chatMessages } from '../messages'

/** Spec 1 §2.13: shown while the assistant's answer is awaited. */
export function TypingIndicator() {
  return (
    <div
      role="status"
      className="flex w-fit items-center gap-2 rounded-2xl rounded-ss-sm bg-muted px-4 py-3 text-sm text-muted-foreground"
    >
      <span className="flex gap-1" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-current motion-reduce:animate-none"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span>{chatMessages.typing}</span>
    </div>
  )
}
