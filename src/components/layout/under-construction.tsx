import { Construction } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { usePageMeta } from '@/hooks/use-page-meta'
import { paths } from '@/lib/paths'

type UnderConstructionProps = {
  title: string
  description: string
  /** Where the visitor can go meanwhile; defaults to the home page. */
  backTo?: string
  backLabel?: string
}

/** An honest placeholder for a page that a later release delivers: says so, and offers a way on. */
export function UnderConstruction({
  title,
  description,
  backTo = paths.home,
  backLabel = 'العودة إلى الرئيسية',
}: UnderConstructionProps) {
  usePageMeta(title, description)
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent/15 text-accent">
        <Construction aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="rounded-full bg-accent/15 px-4 py-1 text-sm font-medium text-accent">
        قيد الإنشاء - قريباً
      </p>
      <p className="leading-relaxed text-muted-foreground">{description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={backTo}>{backLabel}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact}>تواصل معنا</Link>
        </Button>
      </div>
    </section>
  )
}
