import type { ReactNode } from 'react'
import { usePageMeta } from '@/hooks/use-page-meta'
import { cn } from '@/lib/cn'
import { PageHeading } from './dashboard-frame'
import { frameClasses } from './frame'

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
    <div className={cn(frameClasses.page, className)}>
      <PageHeading title={title} lead={lead ?? description} actions={actions} />
      {children}
    </div>
  )
}
