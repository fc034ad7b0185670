import { useEffect, useState } from 'react'
import { LayoutDashboard, Menu, X } from 'lucide-react'
import { SignOutIcon } from '@/components/icons/directional'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { useHydrated } from '@/hooks/use-hydrated'
import { useStaticRender } from '@/hooks/use-static-render'
import { useSession, useSignOut } from '@/hooks/use-session'
import { cn } from '@/lib/cn'
import { isShellPath, paths } from '@/lib/paths'
import { Container } from './container'
import { Logo } from './logo'

const navLinks = [
  { to: paths.home, label: 'الرئيسية' },
  { to: paths.about, label: 'من نحن' },
  { to: paths.products.root, label: 'المنتجات' },
  { to: paths.pricing, label: 'الأسعار' },
  { to: paths.blog.root, label: 'المدونة' },
  { to: paths.contact, label: 'تواصل معنا' },
] as const

const MENU_ID = 'mobile-menu'

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-primary',
    isActive ? 'text-primary' : 'text-muted-foreground',
  )
}

export function Navbar() {
  const { pathname } = useLocation()
  const { status } = useSession()
  const signOut = useSignOut()
  const [menuOpen, setMenuOpen] = useState(false)
  // In the prerendered HTML the menu button does nothing until React is live: shown disabled.
  const hydrated = useHydrated()
  const [signingOut, setSigningOut] = useState(false)
  // A static page (issue 24): src/islands/nav.ts runs the menu and swaps in the signed-in actions.
  const isStatic = useStaticRender() !== null

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  if (isShellPath(pathname)) return null

  const closeMenu = () => setMenuOpen(false)

  async function handleSignOut() {
    setSigningOut(true)
    closeMenu()
    try {
      await signOut()
    } catch {
      toast.error('تعذّر تسجيل الخروج، يرجى المحاولة مرة أخرى')
    } finally {
      setSigningOut(false)
    }
  }

  const signedIn = status === 'signed-in'

  const signedInActions = (onNavigate?: () => void) => (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.dashboard.root} onClick={onNavigate}>
          <LayoutDashboard aria-hidden="true" />
          لوحة التحكم
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={handleSignOut}
        disabled={signingOut}
        data-island={isStatic ? 'sign-out' : undefined}
      >
        <SignOutIcon aria-hidden="true" />
        {signingOut ? 'جارٍ تسجيل الخروج...' : 'تسجيل الخروج'}
      </Button>
    </>
  )

  const accountActions = (onNavigate?: () => void) =>
    signedIn ? (
      signedInActions(onNavigate)
    ) : (
      <>
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.login} onClick={onNavigate}>
            تسجيل الدخول
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link to={paths.registration} onClick={onNavigate}>
            إنشاء حساب
          </Link>
        </Button>
      </>
    )

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="القائمة الرئيسية" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex" data-island="account">
          {accountActions()}
        </div>
        {isStatic ? <template data-island="account-signed-in">{signedInActions()}</template> : null}
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? 'إغلاق القائمة' : 'فتح القائمة'}
          data-island={isStatic ? 'menu-toggle' : undefined}
          disabled={!hydrated}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {isStatic ? (
            <>
              <Menu aria-hidden="true" data-icon="closed" />
              <X aria-hidden="true" data-icon="open" className="hidden" />
            </>
          ) : menuOpen ? (
            <X aria-hidden="true" />
          ) : (
            <Menu aria-hidden="true" />
          )}
        </Button>
      </Container>
      {menuOpen || isStatic ? (
        <div
          id={MENU_ID}
          className="border-t border-border bg-background lg:hidden"
          hidden={isStatic ? true : undefined}
        >
          <Container className="flex flex-col gap-4 py-4">
            <nav aria-label="قائمة الجوال">
              <ul className="flex flex-col gap-1">
                {navLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.to === paths.home}
                      className={(state) => cn(navLinkClass(state), 'block py-3 text-base')}
                      onClick={closeMenu}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex flex-wrap gap-2 border-t border-border pt-4" data-island="account">
              {accountActions(closeMenu)}
            </div>
          </Container>
        </div>
      ) : null}
    </header>
  )
}
