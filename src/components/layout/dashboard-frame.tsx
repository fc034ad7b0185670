import type { ReactNode } from 'react'
import { frameClasses, headingOf } from './frame'

/*
 * A page's heading, in the app's entry (issue 51). On a first visit the layout's and the page's
 * chunks are still on their way when the entry has drawn: the frame (dashboard-frame-fallback.tsx)
 * is drawn at once with the page's heading where the page will draw it, instead of a spinner. The
 * heading (its lead line is the library's largest text) is the page's content, not a
 * placeholder: the page draws the same strings in the same boxes (DashboardPage, ./frame.ts), so
 * nothing moves when it comes.
 */

/** A page's title (h1) and lead line, as every page of the user area opens. */
export function PageHeading({
  title,
  lead,
  actions,
}: {
  title: string
  lead: ReactNode
  actions?: ReactNode
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="max-w-3xl leading-relaxed text-muted-foreground">{lead}</p>
      </div>
      {actions}
    </header>
  )
}

/**
 * While a page's chunk loads: its heading where the page draws it, when known, above `spinner`;
 * else the spinner alone. This module imports no router, icon or `cn`: the entry and the lazy
 * shell and pages share it, and with those imports here the build moved react-router, `cn` and
 * lucide's base out of the entry into chunks of their own (+1.6 kB gzip on the library, observed).
 */
export function PageFallback({ pathname, spinner }: { pathname: string; spinner: ReactNode }) {
  const heading = headingOf(pathname)
  if (!heading) return spinner
  return (
    <div className={frameClasses.page}>
      <PageHeading title={heading.title} lead={heading.lead ?? heading.description} />
      {spinner}
    </div>
  )
}
