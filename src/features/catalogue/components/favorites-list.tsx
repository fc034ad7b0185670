import { Link } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { Heart } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/paths'
import { assistantsQuery, templatesQuery, toolsQuery } from '../api/directory'
import { catalogueKeys } from '../api/keys'
import { categoriesQuery, fetchPromptsByIds } from '../api/prompts'
import { useFavorites } from '../hooks/use-catalogue'
import { FavoriteButton } from './favorite-button'
import { PromptCard } from './prompt-card'

function EmptyFavorites() {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <Heart aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">لا توجد عناصر في المفضلة بعد</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        اضغط على رمز القلب في أي أمر أو مساعد أو أداة أو قالب ليظهر هنا.
      </p>
      <Button asChild>
        <Link to={paths.dashboard.promptCards}>تصفح الأوامر</Link>
      </Button>
    </div>
  )
}

/** Everything the user marked as a favorite, grouped by kind. */
export function FavoritesList() {
  const favorites = useFavorites()
  const ids = (type: string) =>
    (favorites.data ?? []).filter((f) => f.item_type === type).map((f) => f.item_id)
  const promptIds = ids('prompt')
  const prompts = useQuery({
    queryKey: catalogueKeys.promptsByIds(promptIds),
    queryFn: () => fetchPromptsByIds(promptIds),
    enabled: favorites.isSuccess && promptIds.length > 0,
  })
  const categories = useQuery(categoriesQuery())
  const assistantIds = ids('assistant')
  const toolIds = ids('tool')
  const templateIds = ids('template')
  const assistants = useQuery({ ...assistantsQuery(), enabled: assistantIds.length > 0 })
  const tools = useQuery({ ...toolsQuery(), enabled: toolIds.length > 0 })
  const templates = useQuery({ ...templatesQuery(), enabled: templateIds.length > 0 })

  if (favorites.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    )
  }
  if (favorites.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10">
        <p>{favorites.error.message}</p>
        <Button onClick={() => void favorites.refetch()}>إعادة المحاولة</Button>
      </div>
    )
  }
  if (favorites.data.length === 0) return <EmptyFavorites />

  const others = [
    ...(assistants.data?.assistants ?? [])
      .filter((a) => assistantIds.includes(a.id))
      .map((a) => ({
        type: 'assistant' as const,
        id: a.id,
        name: a.name,
        kind: 'مساعد رقمي',
        to: paths.dashboard.gptAssistants,
      })),
    ...(tools.data ?? [])
      .filter((t) => toolIds.includes(t.id))
      .map((t) => ({
        type: 'tool' as const,
        id: t.id,
        name: t.name,
        kind: 'أداة',
        to: paths.dashboard.aiTools,
      })),
    ...(templates.data ?? [])
      .filter((t) => templateIds.includes(t.id))
      .map((t) => ({
        type: 'template' as const,
        id: t.id,
        name: t.title,
        kind: 'قالب أتمتة',
        to: paths.dashboard.automationTemplates,
      })),
  ]

  return (
    <div className="grid gap-8">
      {promptIds.length > 0 ? (
        <section aria-labelledby="fav-prompts" className="grid gap-3">
          <h2 id="fav-prompts" className="text-lg font-semibold">
            الأوامر
          </h2>
          {prompts.isPending ? (
            <Skeleton className="h-40" />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="الأوامر المفضلة">
              {prompts.data?.map((p) => (
                <li key={p.id}>
                  <PromptCard
                    prompt={p}
                    categoryName={categories.data?.find((c) => c.id === p.category)?.name}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {others.length > 0 ? (
        <section aria-labelledby="fav-others" className="grid gap-3">
          <h2 id="fav-others" className="text-lg font-semibold">
            المساعدات والأدوات والقوالب
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {others.map((item) => (
              <li
                key={`${item.type}-${item.id}`}
                className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
              >
                <div className="grid">
                  <Link to={item.to} className="font-semibold hover:text-primary">
                    {item.name}
                  </Link>
                  <span className="text-xs text-muted-foreground">{item.kind}</span>
                </div>
                <FavoriteButton type={item.type} id={item.id} name={item.name} compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
