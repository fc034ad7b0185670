import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Container } from './container'

type PageHeaderProps = {
  title: ReactNode
  description?: ReactNode
  eyebrow?: ReactNode
  /** Rendered above the title, e.g. a back link. */
  before?: ReactNode
  children?: ReactNode
  className?: string
}

/** The page's single h1 with an optional lead paragraph. */
export function PageHeader({
  title,
  description,
  eyebrow,
  before,
  children,
  className,
}: PageHeaderProps) {
  return (
    <header
      className={cn(
        'border-b border-border bg-gradient-to-b from-primary/10 to-transparent py-12 sm:py-16',
        className,
      )}
    >
      <Container className="flex flex-col gap-4">
        {before}
        {eyebrow ? <p className="text-sm font-medium text-primary">{eyebrow}</p> : null}
        <h1 className="text-3xl leading-tight font-bold text-balance sm:text-4xl">{title}</h1>
        {description ? (
          <p className="max-w-3xl text-lg leading-relaxed text-muted-foreground">{description}</p>
        ) : null}
        {children}
      </Container>
    </header>
  )
}
