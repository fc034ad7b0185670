import { Suspense } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { Footer } from './footer'
import { Navbar } from './navbar'
import { ScrollToTop } from './scroll-to-top'
import { PageOutlet } from './page-outlet'

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50"
      >
        انتقل إلى المحتوى
      </a>
      <ScrollToTop />
      <Navbar />
      {/* The footer comes with the page, not before it: shown under a loading page, it was
          pushed down when the page arrived (a layout shift of 0.64 on /login). */}
      <Suspense
        fallback={
          <main id="main" className="flex-1">
            <Spinner className="py-32" />
          </main>
        }
      >
        <main id="main" className="flex-1">
          <PageOutlet />
        </main>
        <Footer />
      </Suspense>
    </div>
  )
}
