import { useQuery } from '@tanstack/react-query'
import { FolderOpen, SearchX } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { searchNearbyQuery } from '../api/search-nearby'
import { searchSuggestionsQuery, type SearchSuggestion } from '../api/suggest'
import { PromptCard } from './prompt-card'

// What the library shows when a search returns nothing: loaded on first use, out of the library's
// chunk (issue 45; the route's size budget, docs/performance.md).

/**
 * A search nothing fits (issue 45): search_prompts returns no row under its relevance threshold,
 * so the page says so instead of showing unrelated cards, offers «هل تقصد» when a better query
 * exists, the closest categories, and the nearest useful prompts («قد يفيدك»). The search itself
 * logged the query as unmet for the content team.
 */
export function NoMatch({
  query,
  onPick,
  categoryName,
}: {
  query: string
  onPick: (item: SearchSuggestion) => void
  categoryName: (id: string) => string | undefined
}) {
  const nearby = useQuery(searchNearbyQuery(query))
  return (
    <section
      aria-labelledby="no-match-title"
      data-testid="no-match"
      className="grid gap-6 rounded-lg border border-dashed border-border p-6 md:p-10"
    >
      <div className="grid justify-items-center gap-3 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 id="no-match-title" className="text-lg font-semibold">
          لم نجد أمراً مطابقاً
        </h2>
        <p className="max-w-lg text-sm leading-relaxed text-muted-foreground">
          لا يوجد في المكتبة بعد أمر يطابق «{query}»، وقد وصل طلبك إلى فريق المحتوى. جرّب وصف المهمة
          بكلمات أخرى، أو ابدأ من أقرب التصنيفات.
        </p>
        <NoResultSuggestions query={query} onPick={onPick} correctionOnly />
      </div>
      {nearby.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : nearby.isError ? (
        <div role="alert" className="grid justify-items-center gap-2 text-center text-sm">
          <p>{nearby.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void nearby.refetch()}>
            إعادة المحاولة
          </Button>
        </div>
      ) : (
        <>
          {nearby.data.categories.length ? (
            <div className="grid gap-3">
              <h3 className="text-sm font-semibold">أقرب التصنيفات</h3>
              <ul className="flex flex-wrap gap-2" aria-label="أقرب التصنيفات">
                {nearby.data.categories.map((category) => (
                  <li key={category.id}>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        onPick({ kind: 'category', value: category.id, label: category.name })
                      }
                    >
                      <FolderOpen aria-hidden="true" /> {category.name}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {nearby.data.prompts.length ? (
            <div className="grid gap-3">
              <h3 className="text-sm font-semibold">قد يفيدك</h3>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="قد يفيدك">
                {nearby.data.prompts.map((prompt) => (
                  <li key={prompt.id}>
                    <PromptCard prompt={prompt} categoryName={categoryName(prompt.category)} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}

/**
 * A search that returned nothing: nothing fits a typed query («لم نجد أمراً مطابقاً»), or a
 * filtered list (category, platform, sector) is empty.
 */
export default function EmptyResults({
  query,
  filtered,
  onPick,
  categoryName,
}: {
  query: string
  filtered: boolean
  onPick: (item: SearchSuggestion) => void
  categoryName: (id: string) => string | undefined
}) {
  return query && !filtered ? (
    <NoMatch query={query} onPick={onPick} categoryName={categoryName} />
  ) : (
    <NoResults query={query} onPick={onPick} />
  )
}

/** A filtered search (category, platform or sector) that returned nothing. */
export function NoResults({
  query,
  onPick,
}: {
  query: string
  onPick: (item: SearchSuggestion) => void
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">لا توجد نتائج مطابقة</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        جرّب كلمات أخرى أو أزل بعض عوامل التصفية. البحث يتجاهل التشكيل واختلاف الهمزات ويتسامح مع
        الأخطاء الإملائية البسيطة.
      </p>
      <NoResultSuggestions query={query} onPick={onPick} />
    </div>
  )
}

/**
 * For a search that found nothing: the corrected spelling («هل تقصد», offered by search_suggest
 * only when it finds prompts) and, unless `correctionOnly`, the nearest categories.
 */
export function NoResultSuggestions({
  query,
  onPick,
  correctionOnly = false,
}: {
  query: string
  onPick: (item: SearchSuggestion) => void
  correctionOnly?: boolean
}) {
  const suggestions = useQuery(searchSuggestionsQuery(query))
  if (!query.trim() || !suggestions.data?.length) return null
  const correction = suggestions.data.find((s) => s.kind === 'correction')
  const others = correctionOnly ? [] : suggestions.data.filter((s) => s.kind !== 'correction')
  if (!correction && !others.length) return null
  return (
    <div className="grid justify-items-center gap-3" data-testid="no-result-suggestions">
      {correction ? (
        <p className="text-sm">
          هل تقصد{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => onPick(correction)}>
            «{correction.label}»
          </Button>
          ؟
        </p>
      ) : null}
      {others.length ? (
        <>
          <p className="text-sm text-muted-foreground">جرّب هذه الأقسام:</p>
          <ul className="flex flex-wrap justify-center gap-2" aria-label="اقتراحات">
            {others.map((item) => (
              <li key={`${item.kind}-${item.value}`}>
                <Button variant="outline" size="sm" onClick={() => onPick(item)}>
                  {item.label}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
