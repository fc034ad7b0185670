import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'

type StatCardProps = {
  label: string
  value: ReactNode
  hint?: ReactNode
  to?: string
  tone?: 'default' | 'warning'
}

export function StatCard({ label, value, hint, to, tone = 'default' }: StatCardProps) {
  const body = (
    <>
      <span className="text-sm text-muted-foreground">{label}</span>
      <span
        className={cn(
          'text-2xl font-bold',
          tone === 'warning' ? 'text-destructive' : 'text-foreground',
        )}
      >
        {value}
      </span>
      {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
    </>
  )
  const className =
    'flex flex-col gap-1 rounded-lg border border-border bg-card p-4 transition-colors'
  if (to) {
    return (
      <Link
        to={to}
        className={cn(
          className,
          'hover:border-primary focus-visible:outline-2 focus-visible:outline-ring',
        )}
      >
        {body}
      </Link>
    )
  }
  return <div className={className}>{body}</div>
}
