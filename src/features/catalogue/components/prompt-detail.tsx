import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, Eye } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageMeta } from '@/hooks/use-page-meta'
import { formatInteger } from '@/lib/format'
import { variableLabel } from '@/lib/prompt-template'
import { paths } from '@/lib/paths'
import { AddToCollection } from '@/components/collections/add-to-collection'
import { catalogueKeys } from '../api/keys'
import { promptExampleQuery } from '../api/prompt-example'
import {
  categoriesQuery,
  isPromptLock,
  openPromptQuery,
  promptQuery,
  recordPromptUsage,
  type PromptRow,
} from '../api/prompts'
import { useAccess, useUserId } from '../hooks/use-catalogue'
import { FavoriteButton } from './favorite-button'
import { platformName } from '../lib/platforms'
import { LockedNotice } from './locked-notice'
import { PromptRating } from './prompt-rating'
import { QuotaMeter } from './quota-meter'

export type PromptBodyRenderer = (args: {
  prompt: PromptRow
  body: string
  onCopied: () => void
}) => ReactNode

/** Hidden while the page's variables filler shows its loading skeleton (data-filler-loading). */
const AFTER_FILLER = 'group-has-[[data-filler-loading]]/prompt:hidden'

/**
 * One prompt: its card, and either the body (through `renderBody`, which the app fills with the
 * variables form) or, when the database withholds the body, the upgrade path.
 */
export function PromptDetail({ id, renderBody }: { id: string; renderBody: PromptBodyRenderer }) {
  const queryClient = useQueryClient()
  const prompt = useQuery(promptQuery(id))
  const userId = useUserId()
  const body = useQuery(openPromptQuery(id))
  const exampleWanted = body.isSuccess && !isPromptLock(body.data) && userId !== ''
  const example = useQuery(promptExampleQuery(id, exampleWanted))
  const categories = useQuery(categoriesQuery())
  const access = useAccess()
  usePageMeta(prompt.data?.title_ar ?? 'تفاصيل الأمر', prompt.data?.description_ar ?? 'أمر ذكي')

  // A body kept from before (the offline store, or a section change since) is asked for again
  // whenever there is a connection: the plan may no longer open it, and the database decides. It
  // shows while the connection is down (the fetch is paused then, not running).
  const recheck = body.isFetching && body.isStale && body.data !== undefined
  // What follows the body (the rating) waits for the body and its example: shown earlier, it was
  // pushed down the page when they arrived (Lighthouse's CLS on a prompt page was 0.15–0.24).
  const bodyShown = !(body.isPending || recheck)
  const belowShown = bodyShown && !(exampleWanted && example.isPending)

  // An open changes today's count everywhere it is shown.
  const opened = body.data && !isPromptLock(body.data) ? body.data.opensToday : null
  useEffect(() => {
    if (opened === null || userId === '') return
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.entitlements(userId) })
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.openedToday(userId) })
  }, [opened, userId, queryClient])

  const viewed = useRef<string | null>(null)
  useEffect(() => {
    if (!prompt.data || viewed.current === id) return
    viewed.current = id
    recordPromptUsage(id, 'view')
      .then(() => queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'recent'] }))
      .catch((error: unknown) => console.warn('Could not record the view', error))
  }, [id, prompt.data, queryClient])

  if (prompt.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (prompt.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{prompt.error.message}</h1>
        <Button asChild>
          <Link to={paths.dashboard.promptCards}>العودة إلى الأوامر</Link>
        </Button>
      </div>
    )
  }

  const p = prompt.data
  const category = categories.data?.find((c) => c.id === p.category)
  const onCopied = () => {
    recordPromptUsage(id, 'copy')
      // exact: the body query under this key is a metered open_prompt, not to be repeated.
      .then(() =>
        queryClient.invalidateQueries({ queryKey: catalogueKeys.prompt(id), exact: true }),
      )
      .catch((error: unknown) => console.warn('Could not record the copy', error))
  }

  return (
    // While the body's filler is still loading (its short skeleton), what follows it is hidden
    // (AFTER_FILLER): shown, it was pushed down the page when the fields arrived.
    <article className="group/prompt grid gap-6">
      <header className="grid gap-3">
        <nav aria-label="مسار التنقل" className="text-sm text-muted-foreground">
          <Link to={paths.dashboard.promptCards} className="hover:text-primary">
            الأوامر الذكية
          </Link>
          {category ? (
            <>
              {' / '}
              <Link
                to={`${paths.dashboard.promptCards}?category=${encodeURIComponent(category.id)}`}
                className="hover:text-primary"
              >
                {category.name}
              </Link>
            </>
          ) : null}
        </nav>
        <div className="flex flex-wrap items-start justify-between gap-3">
          {/* The English title stays in the data and in search, not on an Arabic page. */}
          <h1 className="text-2xl font-bold md:text-3xl">{p.title_ar}</h1>
          <div className="flex flex-wrap gap-2">
            <FavoriteButton type="prompt" id={p.id} name={p.title_ar} />
            <AddToCollection kind="prompt" id={p.id} name={p.title_ar} />
          </div>
        </div>
        <p className="leading-relaxed text-muted-foreground">{p.description_ar}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {p.platforms.map((platform) => (
            <Badge key={platform}>{platformName(platform)}</Badge>
          ))}
          {p.trial_sample ? <Badge variant="outline">ضمن العيّنة التجريبية</Badge> : null}
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Eye aria-hidden="true" className="size-4" /> {formatInteger(p.view_count)} مشاهدة
          </span>
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Copy aria-hidden="true" className="size-4" /> {formatInteger(p.copy_count)} نسخ
          </span>
        </div>
      </header>

      {!bodyShown ? (
        <Skeleton className="h-64" aria-busy="true" />
      ) : body.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-lg border border-border p-8"
        >
          <p>{body.error.message}</p>
          <Button onClick={() => void body.refetch()}>إعادة المحاولة</Button>
        </div>
      ) : isPromptLock(body.data) ? (
        <LockedNotice lock={body.data} category={category} />
      ) : (
        <>
          <QuotaMeter opensToday={body.data.opensToday} dailyLimit={body.data.dailyLimit} />
          {renderBody({ prompt: p, body: body.data.body, onCopied })}
          {example.data ? (
            <div className={AFTER_FILLER}>
              <PromptExampleSection example={example.data} />
            </div>
          ) : null}
        </>
      )}
      {body.data && belowShown ? (
        <div className={AFTER_FILLER}>
          <PromptRating prompt={p} userId={userId} canVote={!isPromptLock(body.data)} />
        </div>
      ) : null}
      {body.data && isPromptLock(body.data) && access.data && access.data.rank < 0 ? (
        <p className="text-center text-sm text-muted-foreground">
          انتهى اشتراكك. جدّده لتستعيد الوصول إلى أوامرك.
        </p>
      ) : null}
    </article>
  )
}

/** «مثال»: the values the prompt was filled with and what a good answer looks like. */
function PromptExampleSection({
  example,
}: {
  example: { values: Record<string, string>; answer: string }
}) {
  const values = Object.entries(example.values)
  return (
    <section
      aria-labelledby="prompt-example-heading"
      className="grid gap-4 rounded-lg border border-border bg-card/40 p-5"
    >
      <h2 id="prompt-example-heading" className="text-lg font-bold">
        مثال
      </h2>
      {values.length > 0 ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
          {values.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-muted-foreground">{variableLabel(key)}</dt>
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">جواب نموذجي</h3>
        <div className="rounded-md bg-muted/40 p-4 text-sm leading-relaxed whitespace-pre-line">
          {example.answer}
        </div>
      </div>
    </section>
  )
}
