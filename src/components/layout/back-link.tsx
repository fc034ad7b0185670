import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'

/** A "back" link. In RTL, back points right, so the arrow is ArrowRight. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-2 rounded-md text-sm text-muted-foreground transition-colors hover:text-primary"
    >
      <ArrowRight aria-hidden="true" className="size-4" />
      {children}
    </Link>
  )
}
