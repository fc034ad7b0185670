import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-11 w-full rounded-md border border-input bg-background/60 px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  )
}

/**
 * The look of a native `<select>`: the browser's own list (a phone's picker, the keyboard's
 * type-ahead, no JavaScript to load), at a text field's height. Beside the input, so the forms
 * that use both load one small chunk, not two. Radix's Select (./select.tsx) is for lists whose
 * options need more than text.
 */
export const selectClass =
  'flex h-11 w-full rounded-md border border-input bg-background/60 px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive'

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(selectClass, className)} {...props} />
}
