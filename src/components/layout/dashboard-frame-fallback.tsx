import { useLocation } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { PageFallback } from './dashboard-frame'
import { frameClasses } from './frame'
import { Logo } from './logo'

/**
 * The user area before the layout's chunk is here (a first visit, issue 51): the shell's bar and
 * side column, and the page's heading where the page will draw it (dashboard-frame.tsx). In the
 * app's entry only.
 */
export function DashboardFrameFallback() {
  const { pathname } = useLocation()
  return (
    <div className={frameClasses.root}>
      <aside className={frameClasses.aside}>
        <div className={frameClasses.asideTop}>
          <Logo />
        </div>
      </aside>
      <div className={frameClasses.bar}>
        {/* The menu button's place (size-11), the logo and the bar's other end, as the shell's. */}
        <span className="size-11" aria-hidden="true" />
        <Logo />
        <span className="w-11" aria-hidden="true" />
      </div>
      <main id="main" className={frameClasses.main}>
        <PageFallback pathname={pathname} spinner={<Spinner className="py-24" />} />
      </main>
    </div>
  )
}
