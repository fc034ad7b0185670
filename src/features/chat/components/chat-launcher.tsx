import { useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { MessageCircle, X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { useFeatureFlag } from '@/hooks/use-feature-flag'
import { paths } from '@/lib/paths'
import { ChatConversation } from './chat-conversation'

/**
 * The floating assistant of the user area (spec 1 §2.13): a button at the bottom left opening a
 * 420x650 panel (the whole screen on small phones). The panel is a dialog: focus stays inside,
 * Escape and a click outside close it, and focus returns to the button.
 */
export default function ChatLauncher() {
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const { pathname } = useLocation()
  // An admin's chat_assistant switch, live: off (or not known yet) shows no button.
  const enabled = useFeatureFlag('chat_assistant')

  // The chatbot page is the same conversation at full size; a second entry would only repeat it.
  if (pathname === paths.dashboard.chatbot || enabled !== true) return null

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button
          size="icon"
          aria-label="فتح المساعد الذكي"
          className="fixed bottom-4 left-4 z-40 size-14 rounded-full shadow-lg shadow-black/40"
        >
          <MessageCircle aria-hidden="true" className="size-6!" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            inputRef.current?.focus()
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-card text-foreground shadow-2xl outline-none sm:inset-auto sm:bottom-20 sm:left-4 sm:h-[650px] sm:max-h-[calc(100dvh-6rem)] sm:w-[420px] sm:max-w-[calc(100vw-2rem)] sm:rounded-xl sm:border sm:border-border"
        >
          <ChatConversation
            className="h-full"
            inputRef={inputRef}
            onNavigate={() => setOpen(false)}
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
