import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { Navbar } from '@/components/layout/navbar'
import type { AuthState } from '@/lib/auth-store'

const session = vi.hoisted(() => ({
  state: { status: 'signed-out', session: null, pending: false } as AuthState,
}))

vi.mock('@/hooks/use-session', () => ({
  useSession: () => session.state,
  useSignOut: () => vi.fn(),
}))

function renderAt(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

const mainNav = () => screen.getByRole('navigation', { name: 'القائمة الرئيسية' })

describe('Navbar', () => {
  beforeEach(() => {
    session.state = { status: 'signed-out', session: null, pending: false }
  })

  it('links to the six public sections', () => {
    renderAt()
    const links = within(mainNav()).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/products',
      '/pricing',
      '/blog',
      '/contact',
    ])
  })

  it('offers login and registration when signed out', () => {
    renderAt()
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute(
      'href',
      '/registration',
    )
    expect(screen.queryByRole('button', { name: 'تسجيل الخروج' })).not.toBeInTheDocument()
  })

  it('offers the dashboard and sign-out when signed in', () => {
    session.state = {
      status: 'signed-in',
      session: { access_token: 'a', refresh_token: 'r' } as AuthState['session'],
      pending: false,
    }
    renderAt()
    expect(screen.getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'تسجيل الدخول' })).not.toBeInTheDocument()
  })

  it('opens the mobile menu and closes it when a link is tapped', async () => {
    const user = renderAt()
    await user.click(screen.getByRole('button', { name: 'فتح القائمة' }))
    const mobileNav = screen.getByRole('navigation', { name: 'قائمة الجوال' })
    expect(screen.getByRole('button', { name: 'إغلاق القائمة' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    await user.click(within(mobileNav).getByRole('link', { name: 'الأسعار' }))
    expect(screen.queryByRole('navigation', { name: 'قائمة الجوال' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'فتح القائمة' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it.each(['/dashboard', '/dashboard/favorites', '/518', '/518/users'])(
    'is hidden on %s',
    (path) => {
      renderAt(path)
      expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    },
  )
})
