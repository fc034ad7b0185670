import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-lg border border-border bg-card text-card-foreground shadow-sm shadow-black/20',
        className,
      )}
      {...props}
    />
  )
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-6', className)} {...props} />
}

/** `as="h2"` where the cards are the page's first level under its h1 (headings in order). */
export function CardTitle({
  className,
  children,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' }) {
  return (
    <Heading className={cn('text-lg leading-snug font-bold', className)} {...props}>
      {children}
    </Heading>
  )
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm leading-relaxed text-muted-foreground', className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6 pb-6', className)} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-3 px-6 pb-6', className)} {...props} />
}
