import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A box that scrolls sideways when its content (a wide table) does not fit, as on a phone. A
 * keyboard user reaches it with Tab and scrolls it with the arrow keys, so it is focusable, with a
 * visible ring, and a named region for a screen reader (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-label'> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  )
}
