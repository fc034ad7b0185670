import { ArrowBack } from '@/components/icons/directional'
import { Link } from 'react-router-dom'

/** A "back" link: its arrow points the way back, right on an Arabic page. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-2 rounded-md text-sm text-muted-foreground transition-colors hover:text-primary"
    >
      <ArrowBack aria-hidden="true" className="size-4" />
      {children}
    </Link>
  )
}
