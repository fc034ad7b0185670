import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { Logo } from './logo'

/** Tailwind's `lg`, where the side navigation is a column of the page (dashboard-shell.tsx). */
const WIDE = '(min-width: 1024px)'

/**
 * The dashboard's side navigation as a drawer on phones (dashboard-shell.tsx), mounted while it
 * is open. A native modal <dialog> (issue 51): the browser makes the page behind it inert, closes
 * it on Escape and draws its backdrop, so the drawer needs no dialog library (Radix's dialog,
 * focus scope and scroll lock were about 13 kB gzip a phone fetched on every first visit to have
 * the menu ready, and offline). A tap on the backdrop closes it too, and the menu button has the
 * focus back.
 */
export function DashboardDrawer({
  onClose,
  returnFocusTo,
  children,
}: {
  onClose: () => void
  /** The menu button: it has the focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // A screen that becomes wide (a tablet turned) shows the side column: the drawer closes.
  useEffect(() => {
    const wide = window.matchMedia?.(WIDE)
    if (!wide) return
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose()
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [onClose])
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    // The page behind does not scroll under the finger (a modal dialog does not stop that).
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    const button = returnFocusTo.current
    return () => {
      root.style.overflow = overflow
      if (element.open) element.close()
      button?.focus()
    }
  }, [returnFocusTo])
  return (
    // The click below is the backdrop's; its keyboard way is Escape, which the dialog handles
    // itself (onClose).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      id="dashboard-drawer"
      aria-labelledby={titleId}
      // Escape (the dialog's cancel, then close) and a link chosen in it both end here.
      onClose={onClose}
      // The dialog's own box is only reached around its content: that is the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className="fixed inset-y-0 start-0 end-auto m-0 h-dvh max-h-none w-[85vw] max-w-xs overflow-y-auto border-0 border-e border-border bg-card p-0 text-foreground shadow-xl backdrop:bg-black/70"
    >
      <div className="flex min-h-full flex-col">
        <div className="flex items-center justify-between gap-3 p-4">
          <h2 id={titleId} className="sr-only">
            قائمة لوحة التحكم
          </h2>
          <Logo />
          <Button variant="ghost" size="sm" onClick={onClose}>
            إغلاق
          </Button>
        </div>
        {children}
      </div>
    </dialog>
  )
}
