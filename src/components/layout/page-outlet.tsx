import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { releaseClient } from '@/lib/first-paint'

/**
 * A layout's page: mounted afresh for each path (a page's local state never carries over to the
 * next address), while the frame around it — side navigation, header, `main` — stays. The whole
 * tree used to be keyed by path (src/app/app.tsx), so every navigation rebuilt the frame too: the
 * focused link of the side navigation went away and the focus fell to the document's start, which
 * Orca read as the previous page's title (issue 50, docs/accessibility.md «Screen reader»).
 */
export function PageOutlet() {
  const { pathname } = useLocation()
  // Runs once the page has mounted (a page still loading suspends this too): after the next
  // paint, the client held back for the first paint loads (src/lib/first-paint.ts, issue 51).
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => window.setTimeout(releaseClient, 0))
    return () => window.cancelAnimationFrame(frame)
  }, [])
  return <Outlet key={pathname} />
}
