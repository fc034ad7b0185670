import { CalendarDays, Clock } from 'lucide-react'
import { ArrowForward } from '@/components/icons/directional'
import { Link } from 'react-router-dom'
import { BackLink } from '@/components/layout/back-link'
import { Container } from '@/components/layout/container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { formatLongDate, formatReadTime } from '@/lib/format'
import { paths } from '@/lib/paths'
import { blogArticles } from '../content/blog'

export default function BlogPage() {
  usePageMeta(
    'المدونة',
    'مقالات عملية بالعربية عن الذكاء الاصطناعي للأعمال: كتابة الأوامر، والتسويق، والمساعدات الرقمية، واختيار الأدوات.',
  )
  return (
    <>
      <PageHeader
        before={<BackLink to={paths.home}>العودة إلى الرئيسية</BackLink>}
        eyebrow="المدونة"
        title="مقالات تساعدك على العمل بذكاء"
        description="نصائح وأدلة عملية لاستخدام الذكاء الاصطناعي في التسويق والإدارة وتطوير الأعمال."
      />
      <Container className="py-16">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {blogArticles.map((article) => (
            <li key={article.id}>
              <Card className="flex h-full flex-col">
                <CardHeader className="flex-1">
                  <div className="flex flex-wrap gap-4 text-xs text-muted-foreground">
                    <span className="flex items-center gap-1">
                      <CalendarDays aria-hidden="true" className="size-4" />
                      <time dateTime={article.date}>{formatLongDate(article.date)}</time>
                    </span>
                    <span className="flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-4" />
                      {`${formatReadTime(article.readTime)} قراءة`}
                    </span>
                  </div>
                  <CardTitle as="h2">
                    <span className="text-lg">{article.title}</span>
                  </CardTitle>
                  <CardDescription>{article.description}</CardDescription>
                </CardHeader>
                <CardFooter>
                  <Button asChild variant="outline" size="sm">
                    <Link to={paths.blog.article.to(article.id)}>
                      اقرأ المزيد
                      <span className="sr-only">: {article.title}</span>
                      <ArrowForward aria-hidden="true" />
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </>
  )
}
