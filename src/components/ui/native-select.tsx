import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * The look of a native `<select>`: the browser's own list (a phone's picker, the keyboard's
 * type-ahead, no JavaScript to load), at a text field's height. Radix's Select (./select.tsx) is
 * for lists that need more than text in their options.
 */
export const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background/60 px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive'

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(selectClass, className)} {...props} />
}
