import { Link } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { Lock } from 'lucide-react'
import { ArrowOut } from '@/components/icons/directional'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSession } from '@/hooks/use-session'
import { KitIcon } from '@/components/kit-icon'
import { kitKindLabels } from '@/lib/kit-icons'
import { paths } from '@/lib/paths'
import { kitContentsQuery, kitQuery, type KitItem } from '../api/kits'

/** The library card's lock labels, so a locked item reads the same here as there. */
const lockLabels: Record<string, string> = {
  choose_section: 'اختر قسمك',
  outside_section: 'خارج قسمك',
  sign_in: 'سجّل الدخول',
}

function KitItemRow({ item, index }: { item: KitItem; index: number }) {
  return (
    <li
      className="grid gap-2 rounded-lg border border-border bg-card p-4"
      data-testid="kit-item"
      data-locked={item.locked ? 'true' : 'false'}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-muted text-sm"
        >
          {index + 1}
        </span>
        <Badge variant="outline">{kitKindLabels[item.kind]}</Badge>
        {item.locked ? (
          <Badge variant="accent" className="ms-auto">
            <Lock aria-hidden="true" className="size-3" />{' '}
            {lockLabels[item.lockReason ?? ''] ?? 'يتطلب ترقية'}
          </Badge>
        ) : null}
      </div>
      <h3 className="font-semibold">
        <Link to={item.to} className="hover:text-primary hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="text-sm leading-relaxed text-muted-foreground">{item.description}</p>
      {item.note ? <p className="text-sm">{item.note}</p> : null}
      {item.locked && item.lockMessage ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>{item.lockMessage}</span>
          <Link
            to={item.lockReason === 'choose_section' ? item.to : paths.subscription}
            className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
          >
            {item.lockReason === 'choose_section' ? 'اختر قسمك' : 'الترقية'}
          </Link>
        </p>
      ) : null}
    </li>
  )
}

/** One kit: its guide, then its items in order, each with its own lock from the database. */
export function KitView({ slug }: { slug: string }) {
  const kit = useQuery(kitQuery(slug))
  const userId = useSession().session?.user.id ?? ''
  const contents = useQuery({
    ...kitContentsQuery(kit.data?.id ?? '', userId),
    enabled: Boolean(kit.data),
  })
  usePageMeta(kit.data?.title ?? 'حزمة', kit.data?.description ?? 'حزمة من مكتبة سند')

  if (kit.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40" />
      </div>
    )
  }
  if (kit.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{kit.error.message}</h1>
        <Button asChild>
          <Link to={paths.dashboard.kits.root}>كل الحزم</Link>
        </Button>
      </div>
    )
  }

  return (
    <article className="grid gap-8">
      <header className="grid gap-3">
        <nav aria-label="مسار التنقل" className="text-sm text-muted-foreground">
          <Link to={paths.dashboard.kits.root} className="hover:text-primary">
            الحزم
          </Link>
        </nav>
        <div className="flex items-start gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
            <KitIcon name={kit.data.icon} className="size-7" />
          </span>
          <div className="grid gap-2">
            <h1 className="text-2xl font-bold md:text-3xl">{kit.data.title}</h1>
            <p className="leading-relaxed text-muted-foreground">{kit.data.description}</p>
          </div>
        </div>
      </header>

      <section aria-labelledby="kit-guide" className="grid gap-3">
        <h2 id="kit-guide" className="text-xl font-semibold">
          الدليل المختصر
        </h2>
        <ol className="grid list-decimal gap-2 ps-6 leading-relaxed marker:text-primary">
          {kit.data.steps.map((step, i) => (
            <li key={i} dir="auto">
              {step}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="kit-items" className="grid gap-3">
        <h2 id="kit-items" className="text-xl font-semibold">
          محتوى الحزمة
        </h2>
        {contents.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : contents.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 p-8">
            <p>{contents.error.message}</p>
            <Button onClick={() => void contents.refetch()}>إعادة المحاولة</Button>
          </div>
        ) : contents.data.length === 0 ? (
          <p className="text-muted-foreground">لا عناصر منشورة في هذه الحزمة بعد.</p>
        ) : (
          <ol className="grid gap-3">
            {contents.data.map((item, i) => (
              <KitItemRow key={`${item.kind}:${item.id}`} item={item} index={i} />
            ))}
          </ol>
        )}
        {contents.data?.some((item) => !item.locked) ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <ArrowOut aria-hidden="true" className="size-4" />
            افتح أي عنصر من عنوانه؛ يبقى كل عنصر خاضعاً لصلاحيات باقتك كما في المكتبة.
          </p>
        ) : null}
      </section>
    </article>
  )
}
