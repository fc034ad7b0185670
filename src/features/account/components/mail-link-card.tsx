import type { ReactNode } from 'react'
import { Home } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { paths } from '@/lib/paths'

/**
 * The page a mail's link opens (issue 49: unsubscribe, the newsletter's confirmation): one card,
 * centred, its content, and the way home.
 */
export function MailLinkCard({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto grid w-full max-w-lg px-4 py-16">
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-8 text-center">
          {children}
          <Button asChild variant="outline">
            <Link to={paths.home}>
              <Home aria-hidden="true" />
              العودة إلى الصفحة الرئيسية
            </Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  )
}
