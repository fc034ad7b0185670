/**
 * What the Orca pass of the keyboard journey found (issue 50, docs/accessibility.md «Screen
 * reader»): a new page of the user area was not announced and the focus stayed behind; the side
 * navigation's plan link ran its two lines together; the favourite button said an action and a
 * contradicting pressed state.
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState, useEffect } from 'react'
import {
  Link,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useSearchParams,
} from 'react-router-dom'
import FocusHeadingOnNavigate from '@/components/layout/focus-heading-on-navigate'
import { PlanStatusBadge } from '@/features/catalogue/components/plan-status'
import { FavoriteButton } from '@/features/catalogue/components/favorite-button'
import { RouteErrorBoundary } from '@/app/routes/route-error'

const favourite = vi.hoisted(() => ({ on: false }))
vi.mock('@/features/catalogue/hooks/use-catalogue', () => ({
  useAccess: () => ({
    isPending: false,
    isError: false,
    data: { planName: 'تجريبي', daysLeft: 7, inGrace: false, isExpired: false },
  }),
  useIsFavorite: () => favourite.on,
  useToggleFavorite: () => ({ mutate: () => undefined }),
}))

function Shell() {
  const main = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  return (
    <>
      <FocusHeadingOnNavigate container={main} pathname={pathname} />
      <nav aria-label="لوحة التحكم">
        <Link to="/library">الأوامر الذكية</Link>
        <Link to="/search">البحث</Link>
      </nav>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  )
}

function Home() {
  return (
    <>
      <h1>لوحة التحكم</h1>
      <Link to="/prompt">خطة تسويقية</Link>
    </>
  )
}

/** A page whose h1 comes after its data, as the prompt page's does. */
function Prompt() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20)
    return () => clearTimeout(timer)
  }, [])
  return loaded ? <h1>خطة تسويقية لمدة 90 يوماً</h1> : <p role="status">جارٍ التحميل...</p>
}

function Library() {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <h1>الأوامر الذكية</h1>
      <button type="button" onClick={() => setParams({ q: `${params.get('q') ?? ''}خ` })}>
        بحث
      </button>
    </>
  )
}

function Search() {
  return (
    <>
      <h1>البحث</h1>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the case under test */}
      <input aria-label="ابحث" autoFocus />
    </>
  )
}

function renderShell() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<Shell />}>
          <Route index element={<Home />} />
          <Route path="library" element={<Library />} />
          <Route path="prompt" element={<Prompt />} />
          <Route path="search" element={<Search />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

describe('a new page of the user area takes the focus to its h1', () => {
  it('not on the first load', () => {
    renderShell()
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).not.toHaveFocus()
    expect(document.body).toHaveFocus()
  })

  it('from the side navigation: the focus leaves the link for the new h1', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.tab()
    expect(screen.getByRole('link', { name: 'الأوامر الذكية' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const heading = screen.getByRole('heading', { level: 1, name: 'الأوامر الذكية' })
    await waitFor(() => expect(heading).toHaveFocus())
    // Focusable by script only: not a Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1')
  })

  it('from a link that goes away with the old page, once the new h1 is there', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.click(screen.getByRole('link', { name: 'خطة تسويقية' }))
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'خطة تسويقية لمدة 90 يوماً',
    })
    await waitFor(() => expect(heading).toHaveFocus())
  })

  it('not when only the query changes (the library search writes its terms in the address)', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.click(screen.getByRole('link', { name: 'الأوامر الذكية' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
    const search = screen.getByRole('button', { name: 'بحث' })
    await user.click(search)
    expect(search).toHaveFocus()
  })

  it('not away from a field the new page focused itself', async () => {
    const user = userEvent.setup()
    renderShell()
    await user.click(screen.getByRole('link', { name: 'البحث' }))
    expect(await screen.findByRole('textbox', { name: 'ابحث' })).toHaveFocus()
  })
})

describe('the side navigation’s plan link', () => {
  it('reads its two lines apart («باقة تجريبي، متبقٍ 7 أيام»)', () => {
    render(
      <MemoryRouter>
        <PlanStatusBadge />
      </MemoryRouter>,
    )
    const link = screen.getByTestId('plan-status')
    expect(link).toHaveAccessibleName(/^باقة تجريبي، متبقٍ/)
  })
})

describe('the favourite button', () => {
  it('says the action, and no pressed state beside it', () => {
    favourite.on = false
    const { rerender } = render(<FavoriteButton type="prompt" id="p1" name="خطة" />)
    const add = screen.getByRole('button', { name: 'إضافة «خطة» إلى المفضلة' })
    expect(add).not.toHaveAttribute('aria-pressed')
    favourite.on = true
    rerender(<FavoriteButton type="prompt" id="p1" name="خطة" />)
    const remove = screen.getByRole('button', { name: 'إزالة «خطة» من المفضلة' })
    expect(remove).not.toHaveAttribute('aria-pressed')
  })
})

describe('the route error boundary', () => {
  function Boom(): never {
    throw new Error('boom')
  }

  it('clears its error on the next address without a key (the frame is not rebuilt)', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { rerender } = render(
        <RouteErrorBoundary resetKey="/a">
          <Boom />
        </RouteErrorBoundary>,
      )
      expect(screen.getByRole('heading', { name: 'حدث خطأ غير متوقع' })).toBeInTheDocument()
      rerender(
        <RouteErrorBoundary resetKey="/a">
          <p>الصفحة</p>
        </RouteErrorBoundary>,
      )
      expect(screen.getByRole('heading', { name: 'حدث خطأ غير متوقع' })).toBeInTheDocument()
      rerender(
        <RouteErrorBoundary resetKey="/b">
          <p>الصفحة</p>
        </RouteErrorBoundary>,
      )
      expect(screen.getByText('الصفحة')).toBeInTheDocument()
    } finally {
      spy.mockRestore()
    }
  })
})
