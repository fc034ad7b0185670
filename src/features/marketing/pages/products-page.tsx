import { Bot, MessageSquareText, Wrench } from 'lucide-react'
import { ArrowForward } from '@/components/icons/directional'
import { Link } from 'react-router-dom'
import { Container } from '@/components/layout/container'
import { PageHeader } from '@/components/layout/page-header'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { CtaSection } from '../components/cta-section'
import { productSummaries, type ProductId } from '../content/products'

const icons: Record<ProductId, typeof Bot> = {
  'smart-commands': MessageSquareText,
  'digital-assistants': Bot,
  'external-tools': Wrench,
}

export default function ProductsPage() {
  usePageMeta(
    'المنتجات',
    'منتجات سند: الأوامر الذكية، والمساعدات الرقمية (GPTs)، ودليل أدوات الذكاء الاصطناعي الخارجية.',
  )
  return (
    <>
      <PageHeader
        eyebrow="المنتجات"
        title="ثلاثة منتجات تتكامل لخدمة عملك"
        description="اختر نقطة البداية التي تناسبك: أوامر جاهزة تنسخها وتستخدمها، أو مساعدات رقمية متخصصة، أو دليل يرشدك إلى الأداة المناسبة لكل مهمة."
      />
      <Container className="py-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {productSummaries.map((product) => {
            const Icon = icons[product.id]
            return (
              <li key={product.id}>
                <Link to={product.to} className="group block h-full rounded-lg">
                  <Card className="flex h-full flex-col transition-colors group-hover:border-primary">
                    <CardHeader className="flex-1">
                      <span className="flex size-14 items-center justify-center rounded-lg bg-primary/15 text-primary">
                        <Icon aria-hidden="true" className="size-7" />
                      </span>
                      <p className="text-sm font-medium text-accent">{product.highlight}</p>
                      <CardTitle as="h2">{product.title}</CardTitle>
                      <CardDescription>{product.tagline}</CardDescription>
                    </CardHeader>
                    <span className="flex items-center gap-2 px-6 pb-6 text-sm font-medium text-primary">
                      استكشف المنتج
                      <ArrowForward
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
                      />
                    </span>
                  </Card>
                </Link>
              </li>
            )
          })}
        </ul>
      </Container>
      <CtaSection />
    </>
  )
}
