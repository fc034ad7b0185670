import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/paths'
import { safeHttpUrl } from '@/lib/safe-url'
import { AddToCollection } from '@/components/collections/add-to-collection'
import { assistantLinksQuery, assistantsQuery, type AssistantDetails } from '../api/directory'
import { catalogueLocksQuery } from '../api/entitlements'
import { useUserId } from '../hooks/use-catalogue'
import { matchesQuery } from '@/lib/normalize-arabic'
import { countAssistants } from '../lib/plurals'
import { DirectorySearch } from './directory-search'
import { FavoriteButton } from './favorite-button'
import { ItemLockLine } from './item-lock-line'

/**
 * GPT assistants by category. Links come only for the assistants the user's plan opens (the
 * database withholds the others); the rest say which plan opens them (catalogue_locks).
 */
export function AssistantsDirectory() {
  const userId = useUserId()
  const data = useQuery(assistantsQuery())
  const links = useQuery({ ...assistantLinksQuery(userId), enabled: userId !== '' })
  const locks = useQuery(catalogueLocksQuery('assistant', userId))
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<string | null>(null)

  if (data.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    )
  }
  if (data.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10">
        <p>{data.error.message}</p>
        <Button onClick={() => void data.refetch()}>إعادة المحاولة</Button>
      </div>
    )
  }
  const { assistants, categories } = data.data
  const visible = assistants.filter(
    (a) =>
      (!category || a.category === category) &&
      matchesQuery(
        `${a.name} ${a.name_en ?? ''} ${a.description} ${a.description_en ?? ''}`,
        query,
      ),
  )

  return (
    <div className="grid gap-6">
      {locks.data && [...locks.data.values()].some((lock) => lock.locked) ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent/40 bg-accent/10 p-4 text-sm">
          <span>المساعدات الرقمية متاحة لمشتركي الباقة الكاملة ومدى الحياة.</span>
          <Button asChild size="sm" variant="accent">
            <Link to={paths.subscription}>ترقية الاشتراك</Link>
          </Button>
        </div>
      ) : null}
      <DirectorySearch
        id="assistants-search"
        label="ابحث في المساعدات"
        placeholder="مثال: إعلانات، خطة، بريد"
        query={query}
        onQuery={setQuery}
        options={categories.map((c) => ({ id: c.id, label: c.name }))}
        selected={category}
        onSelect={setCategory}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {countAssistants(visible.length)}
      </p>
      {visible.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-10 text-center text-muted-foreground">
          لا توجد مساعدات مطابقة. جرّب كلمة أخرى أو تصنيفاً آخر.
        </p>
      ) : (
        <>
          {/* The cards' names are h3 under this h2 (heading-order), for a screen reader only. */}
          <h2 className="sr-only">المساعدات الرقمية</h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="المساعدات الرقمية">
            {visible.map((a) => {
              const details = links.data?.get(a.id)
              const url = safeHttpUrl(details?.url)
              const categoryName = categories.find((c) => c.id === a.category)?.name
              return (
                <li key={a.id}>
                  <article className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-5">
                    <div className="flex items-start justify-between gap-2">
                      {/* The English name is searched, not shown: the page is Arabic. */}
                      <h3 className="font-bold">{a.name}</h3>
                      <div className="flex shrink-0">
                        <AddToCollection kind="assistant" id={a.id} name={a.name} compact />
                        <FavoriteButton type="assistant" id={a.id} name={a.name} compact />
                      </div>
                    </div>
                    <p className="flex-1 text-sm leading-relaxed text-muted-foreground">
                      {a.description}
                    </p>
                    <div className="flex flex-wrap items-center gap-2">
                      {categoryName ? <Badge variant="outline">{categoryName}</Badge> : null}
                    </div>
                    {url ? (
                      <Button asChild>
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          <ExternalLink aria-hidden="true" /> افتح المساعد
                        </a>
                      </Button>
                    ) : details ? (
                      <AssistantInChat name={a.name} details={details} />
                    ) : locks.data?.get(a.id)?.locked ? (
                      <ItemLockLine lock={locks.data.get(a.id)} what="المساعد" />
                    ) : null}
                  </article>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </div>
  )
}

/** The longest ChatGPT address the app opens (as «افتح في», src/features/variables/lib/open-in.ts). */
const CHATGPT_URL_LIMIT = 8000

/**
 * An assistant the plan opens whose GPT is not published yet: its instructions start the same
 * conversation in ChatGPT, with a starter the user picks.
 */
function AssistantInChat({ name, details }: { name: string; details: AssistantDetails }) {
  const open = (starter: string) => {
    const text = `${details.instructions}\n\n${starter}`.trim()
    const url = `https://chatgpt.com/?q=${encodeURIComponent(text)}`
    return url.length <= CHATGPT_URL_LIMIT ? url : 'https://chatgpt.com/'
  }
  const starters = details.starters.length > 0 ? details.starters : ['']
  return (
    <div className="grid gap-2">
      <Button asChild>
        <a href={open(starters[0]!)} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" /> ابدأ مع {name} في ChatGPT
        </a>
      </Button>
      {details.starters.length > 1 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">بدايات أخرى للمحادثة</summary>
          <ul className="mt-2 grid gap-1">
            {details.starters.slice(1).map((starter) => (
              <li key={starter}>
                <a
                  className="text-primary underline underline-offset-4 hover:decoration-2"
                  href={open(starter)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {starter}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}
