import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A native select styled like the inputs: works with react-hook-form's register as is. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-11 w-full rounded-md border border-input bg-background/60 px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  )
}
