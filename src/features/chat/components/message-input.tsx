import { useId, type FormEvent, type KeyboardEvent, type Ref } from 'react'
import { SendHorizontalForward } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { isSendable, shouldSendOnKey } from '../lib/compose'
import { CHAT_MAX_MESSAGE_LENGTH } from '../lib/contract'

type MessageInputProps = {
  value: string
  onChange: (value: string) => void
  onSend: (text: string) => void
  /** While an answer is awaited the text can be edited but not sent. */
  waiting: boolean
  inputRef?: Ref<HTMLTextAreaElement>
  className?: string
}

/** Spec 1 §2.13: Enter sends, Shift+Enter adds a line; blank messages are not sent. */
export function MessageInput({
  value,
  onChange,
  onSend,
  waiting,
  inputRef,
  className,
}: MessageInputProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const canSend = !waiting && isSendable(value)

  const submit = () => {
    if (canSend) onSend(value)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (shouldSendOnKey({ ...event, isComposing: event.nativeEvent.isComposing })) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <form onSubmit={onSubmit} className={cn('flex items-end gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        رسالتك إلى المساعد
      </label>
      <textarea
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={CHAT_MAX_MESSAGE_LENGTH}
        placeholder="اكتب سؤالك هنا…"
        aria-describedby={hintId}
        className="max-h-40 min-h-11 flex-1 resize-none rounded-md border border-input bg-background/60 px-3 py-2.5 text-base leading-6 text-foreground [field-sizing:content] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
      />
      <span id={hintId} className="sr-only">
        اضغط Enter للإرسال و Shift مع Enter لسطر جديد
      </span>
      <Button type="submit" size="icon" disabled={!canSend} aria-label="إرسال">
        <SendHorizontalForward aria-hidden="true" />
      </Button>
    </form>
  )
}
