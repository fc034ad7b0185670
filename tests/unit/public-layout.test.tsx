/**
 * The public layout shows its footer with the page, never under a page still loading: a footer
 * shown under the loading spinner was pushed down when the page arrived (Lighthouse's CLS on
 * /login was 0.64, on /registration 0.30).
 */
import { lazy } from 'react'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'
import { PublicLayout } from '@/components/layout/public-layout'

vi.mock('@/hooks/use-session', () => ({
  useSession: () => ({ status: 'signed-out', session: null }),
  useSignOut: () => ({ mutate: () => {}, isPending: false }),
}))

function renderAt(page: React.ReactNode) {
  const router = createMemoryRouter([
    { element: <PublicLayout />, children: [{ path: '/', element: page }] },
  ])
  return render(<RouterProvider router={router} />)
}

describe('PublicLayout', () => {
  it('shows the spinner and no footer while the page loads', async () => {
    const Never = lazy(() => new Promise<never>(() => {}))
    renderAt(<Never />)
    expect(await screen.findByRole('status')).toHaveTextContent('جارٍ التحميل...')
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })

  it('shows the page and the footer together', async () => {
    const Page = lazy(async () => ({ default: () => <h1>الصفحة</h1> }))
    renderAt(<Page />)
    expect(await screen.findByRole('heading', { name: 'الصفحة' })).toBeVisible()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
