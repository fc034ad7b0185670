import {
  lazy,
  startTransition,
  useCallback,
  Suspense,
  useEffect,
  useOptimistic,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { ChevronNext, ChevronPrevious } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { Input, NativeSelect } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatInteger } from '@/lib/format'
import { paths } from '@/lib/paths'
import {
  categoriesQuery,
  platformsQuery,
  openedTodayQuery,
  searchPromptsQuery,
  type OwnPromptHit,
  type PromptHit,
} from '../api/prompts'
import type { SearchSuggestion } from '../api/suggest'
import { SECTORS } from '@/lib/sectors'
import {
  browseSort,
  filtersFromParams,
  filtersToParams,
  PAGE_SIZE,
  sortLabels,
  type LibraryFilters,
  type LibrarySort,
} from '../lib/filters'
import { countSearchResults } from '../lib/plurals'
import { EntitlementsBanner } from './entitlements-banner'
import { PromptCard } from './prompt-card'
import { SUGGESTIONS_ID, suggestionId, useTypedSuggestions } from '../hooks/use-search-suggestions'
import { useEntitlements, useUserId } from '../hooks/use-catalogue'
import { SuggestionList } from './search-suggestions'

const ALL = 'all'

// Issue 45: what a search that found nothing shows and the click count load on first use, out
// of the library's chunk (the route's size budget, docs/performance.md).
const EmptyResults = lazy(() => import('./no-match'))
function logSearchClick(query: string, slug: string, position: number) {
  void import('../api/search-click')
    .then((m) => m.logSearchClick(query, slug, position))
    .catch(() => undefined)
}

/**
 * The prompt library: Arabic search, category/platform filters, sort and pages, all in the URL.
 * With `ownLimit` (signed-in pages) the search also returns up to that many of the user's own
 * matching prompts, which `renderExtra` shows above the library's results on the first page of a
 * search.
 */
export function PromptLibrary({
  ownLimit = 0,
  renderExtra,
}: {
  ownLimit?: number
  renderExtra?: (own: OwnPromptHit[]) => ReactNode
} = {}) {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  const [text, setText] = useState(filters.q)
  const typedOn = useRef('')
  const categories = useQuery(categoriesQuery())
  const platforms = useQuery(platformsQuery())
  const userId = useUserId()
  // Signed out (the moment before the dashboard's guard leaves), the library alone.
  const results = useQuery(
    searchPromptsQuery(filters, ownLimit > 0 && userId ? { userId, limit: ownLimit } : undefined),
  )
  const navigate = useNavigate()
  const [suggesting, setSuggesting] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useTypedSuggestions(text, suggesting)
  const listOpen = suggesting && suggestions.length > 0

  // The address as last set here. The router commits a change in a transition, after this
  // render's `params`: a change built on `filters` meanwhile undid the one before it (a category
  // chosen while the typed search was pending was lost when the search's pause ended).
  const latest = useRef(params)
  useEffect(() => {
    latest.current = params
  }, [params])
  const setAddress = useCallback(
    (next: URLSearchParams, options?: { replace: boolean }) => {
      latest.current = next
      setParams(next, options)
    },
    [setParams],
  )

  const update = (patch: Partial<LibraryFilters>) => {
    const next = { ...filtersFromParams(latest.current), page: 1, ...patch }
    setAddress(filtersToParams(next), { replace: patch.page === undefined })
  }

  // Typing searches after a short pause; the address follows so the search can be shared. The
  // pause restarts when the text or the address's search changes, not on every render (the
  // suggestions answering, a query settling): `filters` is a new object each render.
  const addressQ = filters.q
  useEffect(() => {
    if (text.trim() === addressQ) return
    const timer = window.setTimeout(() => {
      // A link followed during the pause (a result, the side navigation) has already changed the
      // address while the library may stay on screen until the next page's code loads: the
      // pending search must not bring the visitor back.
      if (window.location.pathname !== typedOn.current) return
      const q = text.trim()
      setAddress(
        filtersToParams({ ...filtersFromParams(latest.current), q, page: 1, sort: browseSort(q) }),
        { replace: true },
      )
    }, 300)
    return () => window.clearTimeout(timer)
  }, [text, addressQ, setAddress])

  const pick = (item: SearchSuggestion) => {
    setSuggesting(false)
    setActive(-1)
    if (item.kind === 'prompt') {
      void navigate(paths.dashboard.promptCard.to(item.value))
    } else if (item.kind === 'category') {
      setText('')
      update({ q: '', category: item.value, sort: browseSort('') })
    } else {
      setText(item.value)
      update({ q: item.value, sort: 'relevance' })
    }
  }

  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.name
  const quotaHint = useQuotaHint()
  const total = results.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))

  return (
    <div className="grid gap-6">
      <EntitlementsBanner />
      <form
        role="search"
        className="grid gap-4 rounded-lg border border-border bg-card/60 p-4 md:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
        onSubmit={(event) => {
          event.preventDefault()
          setSuggesting(false)
          update({ q: text.trim(), sort: browseSort(text.trim()) })
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="library-search">ابحث في الأوامر</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="library-search"
              type="search"
              className="ps-9"
              placeholder="مثال: خطة تسويق، إعلان، تحليل منافسين"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={listOpen}
              aria-controls={listOpen ? SUGGESTIONS_ID : undefined}
              aria-activedescendant={listOpen && active >= 0 ? suggestionId(active) : undefined}
              value={text}
              onChange={(event) => {
                typedOn.current = window.location.pathname
                setText(event.target.value)
                setSuggesting(true)
                setActive(-1)
              }}
              onBlur={() => setSuggesting(false)}
              onKeyDown={(event) => {
                if (!listOpen) return
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault()
                  const step = event.key === 'ArrowDown' ? 1 : -1
                  setActive((i) => (i + step + suggestions.length) % suggestions.length)
                } else if (event.key === 'Escape') {
                  event.preventDefault()
                  setSuggesting(false)
                } else if (event.key === 'Enter' && active >= 0 && suggestions[active]) {
                  event.preventDefault()
                  pick(suggestions[active])
                }
              }}
            />
            {listOpen ? <SuggestionList items={suggestions} active={active} onPick={pick} /> : null}
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="library-category">التصنيف</Label>
          <FilterSelect
            id="library-category"
            value={filters.category ?? ALL}
            onValue={(value) => update({ category: value === ALL ? null : value })}
          >
            <option value={ALL}>كل التصنيفات</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="library-platform">المنصة</Label>
          <FilterSelect
            id="library-platform"
            value={filters.platform ?? ALL}
            onValue={(value) => update({ platform: value === ALL ? null : value })}
          >
            <option value={ALL}>كل المنصات</option>
            {platforms.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name_en}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="library-sector">القطاع</Label>
          <FilterSelect
            id="library-sector"
            value={filters.sector ?? ALL}
            onValue={(value) => update({ sector: value === ALL ? null : value })}
          >
            <option value={ALL}>كل القطاعات</option>
            {SECTORS.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="library-sort">الترتيب</Label>
          <FilterSelect
            id="library-sort"
            value={filters.sort}
            onValue={(value) => update({ sort: value as LibrarySort })}
          >
            {(Object.keys(sortLabels) as LibrarySort[])
              .filter((s) => s !== 'relevance' || filters.q)
              .map((s) => (
                <option key={s} value={s}>
                  {sortLabels[s]}
                </option>
              ))}
          </FilterSelect>
        </div>
      </form>

      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite" data-testid="results-count" className="text-muted-foreground">
          {results.isPending ? 'جارٍ البحث...' : results.isError ? '' : countSearchResults(total)}
        </p>
        {filters.q || filters.category || filters.platform || filters.sector ? (
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              setText('')
              setAddress(new URLSearchParams())
            }}
          >
            مسح عوامل التصفية
          </Button>
        ) : null}
      </div>

      {renderExtra && filters.q && filters.page === 1 && results.data?.own.length
        ? renderExtra(results.data.own)
        : null}

      {results.isPending ? (
        <ul
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label="جارٍ التحميل"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-44" />
            </li>
          ))}
        </ul>
      ) : results.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-lg border border-border p-10 text-center"
        >
          <p>{results.error.message}</p>
          <Button onClick={() => void results.refetch()}>إعادة المحاولة</Button>
        </div>
      ) : results.data.items.length === 0 ? (
        <Suspense fallback={<Skeleton className="h-48 rounded-lg" />}>
          <EmptyResults
            query={filters.q}
            filtered={Boolean(filters.category || filters.platform || filters.sector)}
            onPick={pick}
            categoryName={categoryName}
          />
        </Suspense>
      ) : (
        <ResultGroups
          quotaHint={quotaHint}
          items={results.data.items}
          grouped={filters.sort === 'available'}
          dimmed={results.isPlaceholderData}
          categoryName={categoryName}
          onOpen={
            filters.q
              ? (slug, index) =>
                  logSearchClick(filters.q, slug, (filters.page - 1) * PAGE_SIZE + index + 1)
              : undefined
          }
        />
      )}

      {pages > 1 ? (
        <nav aria-label="الصفحات" className="flex items-center justify-center gap-3">
          <Button
            variant="outline"
            disabled={filters.page <= 1}
            onClick={() => update({ page: filters.page - 1 })}
          >
            <ChevronPrevious aria-hidden="true" /> السابق
          </Button>
          <span className="text-sm text-muted-foreground">
            صفحة {formatInteger(filters.page)} من {formatInteger(pages)}
          </span>
          <Button
            variant="outline"
            disabled={filters.page >= pages}
            onClick={() => update({ page: filters.page + 1 })}
          >
            التالي <ChevronNext aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  )
}

/**
 * A filter's select, its value in the address. The router changes the address in a transition, and
 * until that render commits React puts a controlled select back to the value it had: a key pressed
 * meanwhile (ArrowDown again, on a slow phone) started from there, and the select seemed stuck (the
 * keyboard e2e journey, on a loaded CI machine, pressed ArrowDown 40 times without reaching
 * «التسويق»). The choice shows at once, an optimistic value, while the address follows.
 */
function FilterSelect({
  value,
  onValue,
  ...props
}: Omit<ComponentProps<typeof NativeSelect>, 'value' | 'onChange'> & {
  value: string
  onValue: (value: string) => void
}) {
  const [shown, show] = useOptimistic(value)
  return (
    <NativeSelect
      {...props}
      value={shown}
      onChange={(event) => {
        const next = event.target.value
        startTransition(() => {
          show(next)
          onValue(next)
        })
      }}
    />
  )
}

/**
 * The page's cards. In «المتاح لي» order the prompts the plan opens come first and the locked ones
 * follow under their own heading, so a subscriber never has to tell them apart card by card.
 */
function ResultGroups({
  items,
  grouped,
  dimmed,
  categoryName,
  quotaHint,
  onOpen,
}: {
  quotaHint: (id: string) => string | null
  items: PromptHit[]
  grouped: boolean
  dimmed: boolean
  categoryName: (id: string) => string | undefined
  /** A result opened from a search: its slug and its index on the page. */
  onOpen?: (slug: string, index: number) => void
}) {
  // «المتاح لي» splits at the first locked prompt; a short list at the first related one (the
  // prompts closest to its first match, search_prompts' `related`).
  const split = items.findIndex((item) => (grouped ? item.locked : item.related))
  const groups =
    split > 0
      ? [
          { label: 'نتائج الأوامر', heading: null, items: items.slice(0, split) },
          grouped
            ? {
                label: 'أوامر تحتاج باقة أعلى',
                heading: 'تفتحها باقة أعلى',
                items: items.slice(split),
              }
            : { label: 'قريب مما طلبت', heading: 'قريب مما طلبت', items: items.slice(split) },
        ]
      : [{ label: 'نتائج الأوامر', heading: null, items }]
  return (
    <div className="grid gap-6">
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label} className="grid gap-3">
          {group.heading ? (
            <h2 className="flex items-center gap-3 text-sm font-semibold text-muted-foreground">
              <span className="h-px flex-1 bg-border" aria-hidden="true" />
              {group.heading}
              <span className="h-px flex-1 bg-border" aria-hidden="true" />
            </h2>
          ) : (
            // The cards' titles are h3: the results are the h2 under the page's h1, named for a
            // screen reader only (heading-order).
            <h2 className="sr-only">{group.label}</h2>
          )}
          <ul
            className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', dimmed && 'opacity-60')}
            aria-label={group.label}
            aria-busy={dimmed}
          >
            {group.items.map((prompt) => (
              <li key={prompt.id}>
                <PromptCard
                  prompt={prompt}
                  categoryName={categoryName(prompt.category)}
                  quotaHint={quotaHint(prompt.id)}
                  onOpen={onOpen ? () => onOpen(prompt.slug, items.indexOf(prompt)) : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/**
 * Before a click (issue 44): for a metered plan, what opening each prompt costs today — «سيُحتسب
 * من أوامر اليوم: 4 من 10» — or that it is free again because it was opened today.
 */
function useQuotaHint(): (id: string) => string | null {
  const userId = useUserId()
  const entitlements = useEntitlements()
  const limit = entitlements.data?.dailyLimit ?? -1
  const used = entitlements.data?.opensToday ?? 0
  const opened = useQuery(openedTodayQuery(userId, userId !== '' && limit >= 0))
  return (id) => {
    if (limit < 0 || !opened.data) return null
    if (opened.data.has(id)) return 'فتحته اليوم: لا يُحتسب مرة أخرى'
    if (used >= limit) return `استنفدت أوامر اليوم (${formatInteger(limit)})، وتتجدد منتصف الليل`
    return `سيُحتسب من أوامر اليوم: ${formatInteger(used + 1)} من ${formatInteger(limit)}`
  }
}
