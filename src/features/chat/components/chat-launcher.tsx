import { lazy, Suspense, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { MessageCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useFeatureFlag } from '@/hooks/use-feature-flag'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'

const loadPanel = () => import('./chat-panel')
const ChatPanel = lazy(loadPanel)
const PANEL_FAILED = 'تعذّر فتح المساعد. تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى'

/** Starts the panel's download when the visitor reaches for the button; a failure waits for the click. */
const prefetchPanel = () => void loadPanel().catch(() => undefined)

/**
 * The floating assistant of the user area (spec 1 §2.13): a button at the bottom left opening
 * the panel (chat-panel.tsx). The button alone is in every user page; the panel, Radix's dialog
 * and the conversation (about 20 kB gzip) load when a pointer or the focus reaches it, or on the
 * click, so a visit that never opens the assistant never downloads them (issue 51).
 */
export default function ChatLauncher() {
  const [open, setOpen] = useState(false)
  const [panelLoaded, setPanelLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  // An admin's chat_assistant switch, live: off (or not known yet) shows no button.
  const enabled = useFeatureFlag('chat_assistant')

  // The chatbot page is the same conversation at full size; a second entry would only repeat it.
  if (pathname === paths.dashboard.chatbot || enabled !== true) return null

  return (
    <>
      <Button
        ref={button}
        size="icon"
        aria-label="فتح المساعد الذكي"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'chat-panel' : undefined}
        className="fixed bottom-4 left-4 z-40 size-14 rounded-full shadow-lg shadow-black/40"
        onPointerEnter={prefetchPanel}
        onTouchStart={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={() => {
          // Mounted once its chunk is here: a chunk that cannot load (offline, never fetched)
          // is a message, not the page's error screen.
          loadPanel().then(
            () => {
              setPanelLoaded(true)
              setOpen(true)
            },
            () => toast.error(PANEL_FAILED),
          )
        }}
      >
        <MessageCircle aria-hidden="true" className="size-6!" />
      </Button>
      {panelLoaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  )
}
