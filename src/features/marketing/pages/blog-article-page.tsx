import { CalendarDays, Clock } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { BackLink } from '@/components/layout/back-link'
import { Container } from '@/components/layout/container'
import { PageHeader } from '@/components/layout/page-header'
import { usePageMeta } from '@/hooks/use-page-meta'
import { formatLongDate, formatReadTime } from '@/lib/format'
import { paths } from '@/lib/paths'
import { CtaSection } from '../components/cta-section'
import { blogArticles, getArticle, type BlogArticle } from '../content/blog'
import NotFoundPage from './not-found-page'

function Article({ article }: { article: BlogArticle }) {
  usePageMeta(article.title, article.description)
  const others = blogArticles.filter((other) => other.id !== article.id).slice(0, 3)

  return (
    <>
      <PageHeader
        before={<BackLink to={paths.blog.root}>العودة إلى المدونة</BackLink>}
        title={article.title}
        description={article.description}
      >
        <div className="flex flex-wrap gap-4 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          </span>
          <span className="flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {`${formatReadTime(article.readTime)} قراءة`}
          </span>
        </div>
      </PageHeader>
      <Container className="max-w-3xl py-12">
        <article className="flex flex-col gap-8 text-lg leading-loose">
          {article.body.map((section, index) => (
            <section key={section.heading ?? index} className="flex flex-col gap-4">
              {section.heading ? <h2 className="text-2xl font-bold">{section.heading}</h2> : null}
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="text-foreground/90">
                  {paragraph}
                </p>
              ))}
              {section.list ? (
                <ul className="list-disc space-y-2 ps-6 text-foreground/90 marker:text-primary">
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
        <aside aria-labelledby="more-articles" className="mt-16 border-t border-border pt-8">
          <h2 id="more-articles" className="mb-4 text-xl font-bold">
            مقالات أخرى
          </h2>
          <ul className="flex flex-col gap-3">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  to={paths.blog.article.to(other.id)}
                  className="text-primary underline underline-offset-4 hover:decoration-2"
                >
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </Container>
      <CtaSection />
    </>
  )
}

export default function BlogArticlePage() {
  const { id } = useParams()
  const article = getArticle(id)
  if (!article) return <NotFoundPage />
  return <Article article={article} />
}
