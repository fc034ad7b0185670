import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  title: ReactNode
  description?: ReactNode
  className?: string
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto mb-10 flex max-w-2xl flex-col gap-3 text-center', className)}>
      {eyebrow ? <p className="text-sm font-medium text-primary">{eyebrow}</p> : null}
      <h2 id={id} className="text-2xl font-bold text-balance sm:text-3xl">
        {title}
      </h2>
      {description ? <p className="leading-relaxed text-muted-foreground">{description}</p> : null}
    </div>
  )
}
