import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom'
import { AppProviders } from './providers'
import { routes } from './router'
import { RouteErrorBoundary } from './routes/route-error'

/*
 * Declarative routing (useRoutes) rather than a data router: no page uses loaders or actions, and
 * it keeps react-router's data-router code out of the entry chunk.
 */
export function AppRoutes() {
  const element = useRoutes(routes)
  const { pathname } = useLocation()
  // Navigating away from a failed page clears the error. Not a key: a key rebuilt the whole tree
  // (frame and all) on every navigation; the layouts' pages are keyed by path (PageOutlet).
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
