import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { ArrowForward } from '@/components/icons/directional'
import { Link } from 'react-router-dom'
import { BackLink } from '@/components/layout/back-link'
import { Container } from '@/components/layout/container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/lib/paths'
import { SectionHeading } from './section-heading'

export type ProductFeature = { icon: LucideIcon; title: string; description: string }

type ProductLayoutProps = {
  eyebrow: string
  title: string
  description: string
  features: readonly ProductFeature[]
  featuresTitle: string
  children?: ReactNode
}

/** Shared frame of the three product pages: back link, hero with CTAs, then the features. */
export function ProductLayout({
  eyebrow,
  title,
  description,
  features,
  featuresTitle,
  children,
}: ProductLayoutProps) {
  return (
    <>
      <PageHeader
        before={<BackLink to={paths.products.root}>العودة إلى المنتجات</BackLink>}
        eyebrow={eyebrow}
        title={title}
        description={description}
      >
        <div className="flex flex-wrap gap-3 pt-2">
          <Button asChild size="lg">
            <Link to={paths.register}>
              ابدأ الآن
              <ArrowForward aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.pricing}>عرض الأسعار</Link>
          </Button>
        </div>
      </PageHeader>
      <section aria-labelledby="product-features" className="py-16">
        <Container>
          <SectionHeading id="product-features" title={featuresTitle} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: Icon, title: featureTitle, description: text }) => (
              <li key={featureTitle}>
                <Card className="h-full">
                  <CardHeader>
                    <Icon aria-hidden="true" className="size-7 text-primary" />
                    <CardTitle>{featureTitle}</CardTitle>
                    <CardDescription>{text}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {children}
    </>
  )
}
