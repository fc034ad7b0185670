import { useState, type ReactNode } from 'react'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  destructive?: boolean
  /** Resolves when done; the dialog closes on success and stays open on failure. */
  onConfirm: () => Promise<unknown>
}

/** Asks before a destructive or far-reaching action. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)

  async function confirm() {
    setPending(true)
    try {
      await onConfirm()
      setOpen(false)
    } catch {
      // The mutation already toasted the reason; keep the dialog for another try.
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              إلغاء
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            disabled={pending}
            onClick={() => void confirm()}
          >
            {pending ? 'جارٍ التنفيذ...' : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** A bin button that deletes `label` after confirmation (the mutation toasts the outcome). */
export function DeleteButton({
  label,
  description = `سيُحذف «${label}» نهائياً.`,
  confirmLabel = 'حذف',
  onConfirm,
}: {
  label: string
  description?: string
  confirmLabel?: string
  onConfirm: () => Promise<unknown>
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" aria-label={`حذف ${label}`}>
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      }
      title="تأكيد الحذف"
      description={description}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={onConfirm}
    />
  )
}
