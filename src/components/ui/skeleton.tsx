import type { HTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/**
 * A loading placeholder. `inline` draws it as a span, for a place inside text (a card's
 * description is a <p>, which cannot hold a div).
 */
export function Skeleton({
  className,
  inline = false,
  ...props
}: HTMLAttributes<HTMLElement> & { inline?: boolean }) {
  const classes = cn('animate-pulse rounded-md bg-muted', inline && 'inline-block', className)
  return inline ? (
    <span aria-hidden="true" className={classes} {...props} />
  ) : (
    <div aria-hidden="true" className={classes} {...props} />
  )
}
