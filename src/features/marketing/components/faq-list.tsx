import { ChevronDown } from 'lucide-react'
import { Container } from '@/components/layout/container'
import type { Faq } from '../content/faqs'
import { SectionHeading } from './section-heading'

type FaqSectionProps = {
  items: readonly Faq[]
  title?: string
  description?: string
}

/*
 * Native <details> disclosure: keyboard and screen-reader support come from the browser, and the
 * marketing pages do not ship the Radix accordion for it.
 */
export function FaqSection({ items, title = 'الأسئلة الشائعة', description }: FaqSectionProps) {
  return (
    <section aria-labelledby="faq-heading" className="py-16">
      <Container className="max-w-3xl">
        <SectionHeading id="faq-heading" title={title} description={description} />
        <div className="divide-y divide-border rounded-lg border border-border px-5">
          {items.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium transition-colors hover:text-primary [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 text-sm leading-relaxed text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  )
}
