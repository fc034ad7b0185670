import type { ReactNode } from 'react'
import { usePageMeta } from '@/hooks/use-page-meta'
import { cn } from '@/lib/cn'

type DashboardPageProps = {
  title: string
  description: string
  /** Shown under the title; defaults to the description. */
  lead?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
}

/** A page of the user area: its title (document and h1), a lead line and the content. */
export function DashboardPage({
  title,
  description,
  lead,
  actions,
  children,
  className,
}: DashboardPageProps) {
  usePageMeta(title, description)
  return (
    <div
      className={cn('mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:py-10', className)}
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
          <p className="max-w-3xl leading-relaxed text-muted-foreground">{lead ?? description}</p>
        </div>
        {actions}
      </header>
      {children}
    </div>
  )
}
