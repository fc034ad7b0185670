import { useState, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/paths'
import { catalogueKeys } from '../api/keys'
import {
  categoriesQuery,
  fetchPromptsByIds,
  fetchRecentPrompts,
  searchPromptsQuery,
} from '../api/prompts'
import { useFavorites, useUserId } from '../hooks/use-catalogue'
import { PromptCard, type PromptCardData } from './prompt-card'

export function QuickSearch() {
  const navigate = useNavigate()
  const [q, setQ] = useState('')
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        const query = q.trim()
        navigate(
          query
            ? `${paths.dashboard.promptCards}?q=${encodeURIComponent(query)}`
            : paths.dashboard.promptCards,
        )
      }}
    >
      <label htmlFor="quick-search" className="sr-only">
        بحث سريع في الأوامر
      </label>
      <Input
        id="quick-search"
        type="search"
        placeholder="ابحث عن أمر: خطة تسويق، وصف منتج، تحليل..."
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <Button type="submit">
        <Search aria-hidden="true" /> بحث
      </Button>
    </form>
  )
}

function Section({
  title,
  more,
  children,
}: {
  title: string
  more?: { to: string; label: string }
  children: ReactNode
}) {
  const id = `home-${title.replaceAll(' ', '-')}`
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="text-sm text-primary hover:underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  )
}

function PromptGrid({
  prompts,
  loading,
  empty,
}: {
  prompts: readonly PromptCardData[] | undefined
  loading: boolean
  empty: ReactNode
}) {
  const categories = useQuery(categoriesQuery())
  if (loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    )
  }
  if (!prompts || prompts.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">
        {empty}
      </div>
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {prompts.map((p) => (
        <li key={p.id}>
          <PromptCard
            prompt={p}
            categoryName={categories.data?.find((c) => c.id === p.category)?.name}
          />
        </li>
      ))}
    </ul>
  )
}

export function RecentPrompts() {
  const userId = useUserId()
  const recent = useQuery({
    queryKey: catalogueKeys.recent(userId),
    queryFn: () => fetchRecentPrompts(6),
    enabled: userId !== '',
  })
  return (
    <Section title="استخدمتها مؤخراً">
      <PromptGrid
        prompts={recent.data}
        loading={recent.isPending}
        empty="لم تفتح أي أمر بعد. ابدأ من مكتبة الأوامر وستظهر هنا آخر الأوامر التي استخدمتها."
      />
    </Section>
  )
}

export function FavoritePromptsPreview() {
  const favorites = useFavorites()
  const ids = (favorites.data ?? [])
    .filter((f) => f.item_type === 'prompt')
    .slice(0, 6)
    .map((f) => f.item_id)
  const prompts = useQuery({
    queryKey: catalogueKeys.promptsByIds(ids),
    queryFn: () => fetchPromptsByIds(ids),
    enabled: favorites.isSuccess,
  })
  return (
    <Section title="أوامرك المفضلة" more={{ to: paths.dashboard.favorites, label: 'كل المفضلة' }}>
      <PromptGrid
        prompts={prompts.data}
        loading={favorites.isPending || (ids.length > 0 && prompts.isPending)}
        empty="اضغط على رمز القلب في أي أمر لتجده هنا بسرعة."
      />
    </Section>
  )
}

export function WhatsNew() {
  const latest = useQuery(
    searchPromptsQuery({
      q: '',
      category: null,
      platform: null,
      sector: null,
      sort: 'newest',
      page: 1,
    }),
  )
  return (
    <Section
      title="الجديد في المكتبة"
      more={{ to: `${paths.dashboard.promptCards}?sort=newest`, label: 'كل الجديد' }}
    >
      <PromptGrid
        prompts={latest.data?.items.slice(0, 6)}
        loading={latest.isPending}
        empty="لا توجد أوامر جديدة حالياً."
      />
    </Section>
  )
}
