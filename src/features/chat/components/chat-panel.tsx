import { useRef, type RefObject } from 'react'
import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { ChatConversation } from './chat-conversation'

/**
 * The floating assistant's panel (spec 1 §2.13): a 420x650 dialog at the bottom left (the whole
 * screen on small phones). Focus stays inside, Escape and a click outside close it, and the
 * launcher's button has the focus back. A chunk of its own with Radix's dialog and the
 * conversation, loaded when the visitor reaches for the button (chat-launcher.tsx, issue 51).
 */
export default function ChatPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  const inputRef = useRef<HTMLTextAreaElement>(null)
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          id="chat-panel"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            inputRef.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            // No Radix trigger (the button is the launcher's): give it the focus back here.
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-card text-foreground shadow-2xl outline-none sm:inset-auto sm:bottom-20 sm:left-4 sm:h-[650px] sm:max-h-[calc(100dvh-6rem)] sm:w-[420px] sm:max-w-[calc(100vw-2rem)] sm:rounded-xl sm:border sm:border-border"
        >
          <ChatConversation
            className="h-full"
            inputRef={inputRef}
            onNavigate={() => onOpenChange(false)}
            heading={
              <DialogPrimitive.Title className="text-base font-semibold">
                المساعد الذكي
              </DialogPrimitive.Title>
            }
            headerEnd={
              <DialogPrimitive.Close asChild>
                <Button type="button" variant="ghost" size="icon" aria-label="إغلاق المساعد">
                  <X aria-hidden="true" />
                </Button>
              </DialogPrimitive.Close>
            }
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
