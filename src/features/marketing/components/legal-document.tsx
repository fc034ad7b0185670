import { Container } from '@/components/layout/container'
import { PageHeader } from '@/components/layout/page-header'
import { formatLongDate } from '@/lib/format'
import { siteConfig } from '@/lib/site'
import type { LegalSection } from '../content/legal'

type LegalDocumentProps = {
  title: string
  intro: string
  sections: readonly LegalSection[]
}

export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <>
      <PageHeader title={title} description={intro}>
        <p className="text-sm text-muted-foreground">
          آخر تحديث:{' '}
          <time dateTime={siteConfig.legalLastUpdated}>
            {formatLongDate(siteConfig.legalLastUpdated)}
          </time>
        </p>
      </PageHeader>
      <Container className="max-w-3xl py-12">
        <nav aria-label="محتويات الصفحة" className="mb-10 rounded-lg border border-border p-5">
          <h2 className="mb-3 font-bold">المحتويات</h2>
          <ol className="list-decimal space-y-1 ps-6 text-sm text-muted-foreground">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-primary">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex flex-col gap-10 leading-loose">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="scroll-mt-24">
              <h2 className="mb-3 text-xl font-bold">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mb-3 text-foreground/90">
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
        </div>
        <p className="mt-12 rounded-lg bg-muted p-5 text-sm text-muted-foreground">
          لأي استفسار بخصوص هذه الوثيقة، راسلنا على{' '}
          <a
            href={`mailto:${siteConfig.email}`}
            className="text-primary underline underline-offset-4 hover:decoration-2"
            dir="ltr"
          >
            {siteConfig.email}
          </a>
          .
        </p>
      </Container>
    </>
  )
}
