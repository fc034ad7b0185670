import { LoaderCircle } from 'lucide-react'
import { cn } from '@/lib/cn'

type SpinnerProps = {
  /** Visible text next to the spinner; also what assistive technology announces. */
  label?: string
  className?: string
}

export function Spinner({ label = 'جارٍ التحميل...', className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-3 text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span>{label}</span>
    </div>
  )
}
