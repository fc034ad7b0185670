import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import type { SessionEndReason } from '../constants'
import { sessionMessages as m } from '../messages'

/** Shown when the single-session rule (or a security check) ended the session (spec 8). */
export default function SessionEndedDialog({
  reason,
  onClose,
}: {
  reason: SessionEndReason
  onClose: () => void
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.ended.title}</DialogTitle>
          <DialogDescription>{m.ended.reasons[reason]}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {m.ended.confirm}
          </Button>
          {/* A full load of /login: the provider sits outside the router. */}
          <Button asChild>
            <a href={paths.login}>{m.ended.signIn}</a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
