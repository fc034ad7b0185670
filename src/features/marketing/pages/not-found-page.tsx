import { useEffect } from 'react'
import { Home, Mail } from 'lucide-react'
import { ArrowBack } from '@/components/icons/directional'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useStaticRender } from '@/hooks/use-static-render'
import { paths } from '@/lib/paths'

export default function NotFoundPage() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  // The static not-found page (issue 24, dist/404.html): src/islands/not-found.ts writes the path
  // asked for and shows «رجوع»; without JavaScript the two links remain.
  const isStatic = useStaticRender() !== null
  usePageMeta('الصفحة غير موجودة', 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.')

  // With no earlier entry in this tab (a direct visit), "back" would leave the site: go home.
  function goBack() {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) navigate(-1)
    else navigate(paths.home)
  }

  useEffect(() => {
    // A broken link somewhere sends people here; the path in the log helps find it.
    console.warn(`404: no page at ${pathname}`)
  }, [pathname])

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-24 text-center">
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">الصفحة غير موجودة</h1>
      <p lang="en" dir="ltr" className="text-lg text-muted-foreground">
        Page not found
      </p>
      <p className="leading-relaxed text-muted-foreground">
        عذراً، لم نجد الصفحة{' '}
        <code
          dir="ltr"
          className="rounded bg-muted px-2 py-0.5 text-sm text-foreground"
          data-island={isStatic ? 'not-found-path' : undefined}
        >
          {pathname}
        </code>
        . ربما نُقلت أو أن الرابط غير صحيح.
      </p>
      <p lang="en" dir="ltr" className="text-sm text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <Button asChild>
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            الصفحة الرئيسية
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact}>
            <Mail aria-hidden="true" />
            تواصل معنا
          </Link>
        </Button>
        <Button
          variant="ghost"
          onClick={goBack}
          hidden={isStatic ? true : undefined}
          data-island={isStatic ? 'go-back' : undefined}
        >
          <ArrowBack aria-hidden="true" />
          رجوع
        </Button>
      </div>
    </section>
  )
}
