import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { safeHttpUrl } from '@/lib/safe-url'
import { AddToCollection } from '@/components/collections/add-to-collection'
import { toolDetailsQuery, toolsQuery } from '../api/directory'
import { catalogueLocksQuery } from '../api/entitlements'
import { useUserId } from '../hooks/use-catalogue'
import { matchesQuery } from '@/lib/normalize-arabic'
import { countTools } from '../lib/plurals'
import { DirectorySearch } from './directory-search'
import { FavoriteButton } from './favorite-button'
import { ItemLockLine } from './item-lock-line'

const pricingLabels: Record<string, { label: string; variant: 'default' | 'accent' | 'outline' }> =
  {
    free: { label: 'مجاني', variant: 'default' },
    freemium: { label: 'مجاني مع خطط مدفوعة', variant: 'outline' },
    paid: { label: 'مدفوع', variant: 'accent' },
  }

const arabicSupportLabels: Record<string, string> = {
  full: 'يدعم العربية جيداً',
  partial: 'دعم جزئي للعربية',
  none: 'لا يدعم العربية',
}

/**
 * The AI-tools directory: names, category, description and price marker for everyone; the link
 * and the Arabic guide (ai_tool_details) only where the plan opens the tool's directory level —
 * the database returns no others.
 */
export function ToolsDirectory() {
  const userId = useUserId()
  const tools = useQuery(toolsQuery())
  const details = useQuery({ ...toolDetailsQuery(userId), enabled: userId !== '' })
  const locks = useQuery(catalogueLocksQuery('tool', userId))
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<string | null>(null)

  if (tools.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    )
  }
  if (tools.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10">
        <p>{tools.error.message}</p>
        <Button onClick={() => void tools.refetch()}>إعادة المحاولة</Button>
      </div>
    )
  }
  const categories = [...new Set(tools.data.map((t) => t.category))]
  const visible = tools.data.filter(
    (t) =>
      (!category || t.category === category) &&
      matchesQuery(
        `${t.name} ${t.name_en} ${t.description} ${t.description_en} ${t.category}`,
        query,
      ),
  )

  return (
    <div className="grid gap-6">
      <DirectorySearch
        id="tools-search"
        label="ابحث في الأدوات"
        placeholder="مثال: صور، فيديو، Notion، كتابة"
        query={query}
        onQuery={setQuery}
        options={categories.map((c) => ({ id: c, label: c }))}
        selected={category}
        onSelect={setCategory}
      />
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {countTools(visible.length)}
      </p>
      {visible.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-10 text-center text-muted-foreground">
          لا توجد أدوات مطابقة.
        </p>
      ) : (
        <>
          {/* The cards' names are h3 under this h2 (heading-order), for a screen reader only. */}
          <h2 className="sr-only">أدوات الذكاء الاصطناعي</h2>
          <ul
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-label="أدوات الذكاء الاصطناعي"
          >
            {visible.map((t) => {
              const pricing = pricingLabels[t.pricing] ?? pricingLabels.freemium!
              const detail = details.data?.get(t.id)
              // The website is public (issue 44); what a plan sells is the guide and the notes.
              const url = safeHttpUrl(t.website ?? detail?.url)
              return (
                <li key={t.id}>
                  <article className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-5">
                    <div className="flex items-start justify-between gap-2">
                      <div className="grid">
                        <h3 className="font-bold">{t.name}</h3>
                        <span dir="ltr" className="text-start text-xs text-muted-foreground">
                          {t.name_en}
                        </span>
                      </div>
                      <div className="flex shrink-0">
                        <AddToCollection kind="tool" id={t.id} name={t.name} compact />
                        <FavoriteButton type="tool" id={t.id} name={t.name} compact />
                      </div>
                    </div>
                    <p className="flex-1 text-sm leading-relaxed text-muted-foreground">
                      {t.description}
                    </p>
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="outline">{t.category}</Badge>
                      <Badge variant={pricing.variant}>{pricing.label}</Badge>
                    </div>
                    {detail?.arabic_support ? (
                      <p className="text-sm">{arabicSupportLabels[detail.arabic_support]}</p>
                    ) : null}
                    {detail?.guide ? (
                      <p className="text-sm leading-relaxed">{detail.guide}</p>
                    ) : null}
                    {detail?.pricing_notes ? (
                      <p className="text-sm text-muted-foreground">{detail.pricing_notes}</p>
                    ) : null}
                    {detail?.tips ? (
                      <p className="text-sm text-muted-foreground">نصيحة: {detail.tips}</p>
                    ) : null}
                    {detail ? null : <ItemLockLine lock={locks.data?.get(t.id)} what="الدليل" />}
                    {url ? (
                      <Button asChild variant="outline">
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          <ExternalLink aria-hidden="true" /> زيارة {t.name_en}
                        </a>
                      </Button>
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
