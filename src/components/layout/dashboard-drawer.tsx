import type { ReactNode, RefObject } from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { Logo } from './logo'

/**
 * The dashboard's side navigation as a drawer on phones (dashboard-shell.tsx). Its own chunk
 * (Radix's dialog, focus trap and scroll lock, about 10 kB gzip): a wide screen never loads it,
 * and a phone loads it once the page is idle (issue 51).
 */
export default function DashboardDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button: it has the focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
  children: ReactNode
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <DialogPrimitive.Content
          id="dashboard-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // No Radix trigger (the button is in the shell): give it the focus back here.
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed inset-y-0 start-0 z-50 flex w-[85vw] max-w-xs flex-col overflow-y-auto border-e border-border bg-card shadow-xl"
        >
          <div className="flex items-center justify-between gap-3 p-4">
            <DialogPrimitive.Title className="sr-only">قائمة لوحة التحكم</DialogPrimitive.Title>
            <Logo />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="sm">
                إغلاق
              </Button>
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
