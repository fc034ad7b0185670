import { ArrowDown, ArrowUp } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Up and down buttons that move an item one place in an ordered list (keyboard reachable). */
export function MoveButtons({
  label,
  index,
  count,
  disabled = false,
  onMove,
}: {
  /** The item's name, for the buttons' accessible names ("نقل … للأعلى"). */
  label: string
  index: number
  count: number
  disabled?: boolean
  onMove: (direction: -1 | 1) => void
}) {
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`نقل ${label} للأعلى`}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`نقل ${label} للأسفل`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  )
}
