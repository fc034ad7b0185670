import { Suspense, type ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { Logo } from './logo'
import { PageOutlet } from './page-outlet'

export type ShellLink = { to: string; label: string; end?: boolean }

type ShellLayoutProps = {
  label: string
  links: readonly ShellLink[]
  actions?: ReactNode
}

/** The frame shared by the user area and the admin area: no top site navigation (spec 2.2). */
export function ShellLayout({ label, links, actions }: ShellLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <aside className="border-b border-border bg-card/60 lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-e lg:border-b-0">
        <div className="flex items-center justify-between gap-3 p-4">
          <Logo />
          <span className="text-xs text-muted-foreground">{label}</span>
        </div>
        <nav aria-label={label} className="overflow-x-auto px-2 pb-3">
          <ul className="flex gap-1 lg:flex-col">
            {links.map((link) => (
              <li key={link.to} className="shrink-0">
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm transition-colors hover:bg-muted',
                      isActive ? 'bg-muted font-medium text-primary' : 'text-muted-foreground',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {actions ? <div className="border-t border-border p-4">{actions}</div> : null}
      </aside>
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner className="py-24" />}>
          <PageOutlet />
        </Suspense>
      </main>
    </div>
  )
}
