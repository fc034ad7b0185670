import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Check, Lock } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatInteger } from '@/lib/format'
import { plansQuery } from '../api/access'
import { planMatrixQuery } from '../api/entitlements'
import { categoriesQuery } from '../api/prompts'
import { useAccess } from '../hooks/use-catalogue'
import { countAssistants, countPrompts, countTemplates, countTools } from '../lib/plurals'

/**
 * The product filter demo: pick a plan and see which prompts (per category), assistants, tools
 * and templates it opens, counted by the database's entitlement rule (plan_access_matrix) — the
 * same rule that opens or refuses each item, so this page cannot promise what is refused.
 */
export function AccessDemo() {
  const plans = useQuery(plansQuery())
  const matrix = useQuery(planMatrixQuery())
  const categories = useQuery(categoriesQuery())
  const access = useAccess()
  const [chosen, setChosen] = useState<string | null>(null)

  if (plans.isPending || matrix.isPending) return <Skeleton className="h-96" />
  if (plans.isError || matrix.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10">
        <p>تعذّر تحميل البيانات. يرجى المحاولة مرة أخرى</p>
        <Button
          onClick={() => {
            void plans.refetch()
            void matrix.refetch()
          }}
        >
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  const selected =
    plans.data.find((p) => p.slug === (chosen ?? access.data?.planSlug)) ?? plans.data[0]
  if (!selected) return null
  const rows = matrix.data.filter((row) => row.plan === selected.slug)
  const sum = (kind: string, field: 'opened' | 'total') =>
    rows.filter((row) => row.kind === kind).reduce((n, row) => n + row[field], 0)
  const promptRows = rows.filter((row) => row.kind === 'prompt')
  const singleSection =
    (selected.limits as { prompts_access?: string } | null)?.prompts_access === 'single_section'
  // One section is chosen: the most it can open is the largest section.
  const openPrompts = singleSection
    ? Math.max(0, ...promptRows.map((row) => row.opened))
    : sum('prompt', 'opened')

  return (
    <div className="grid gap-6">
      <div role="radiogroup" aria-label="اختر باقة" className="flex flex-wrap gap-2">
        {plans.data.map((plan) => {
          const active = plan.slug === selected.slug
          return (
            <button
              key={plan.slug}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() => setChosen(plan.slug)}
              className={cn(
                'rounded-lg border px-4 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                active
                  ? 'border-primary bg-primary/15 text-primary'
                  : 'border-border hover:bg-muted',
              )}
            >
              {plan.name}
              {plan.slug === access.data?.planSlug ? ' (باقتك)' : ''}
            </button>
          )
        })}
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
        {[
          {
            title: singleSection ? 'الأوامر الذكية (قسم واحد تختاره)' : 'الأوامر الذكية',
            value: `${singleSection ? 'حتى ' : ''}${countPrompts(openPrompts)}`,
            total: sum('prompt', 'total'),
            open: openPrompts,
          },
          {
            title: 'المساعدات الرقمية',
            value: countAssistants(sum('assistant', 'opened')),
            total: sum('assistant', 'total'),
            open: sum('assistant', 'opened'),
          },
          {
            title: 'دليل الأدوات (الروابط والأدلة)',
            value: countTools(sum('tool', 'opened')),
            total: sum('tool', 'total'),
            open: sum('tool', 'opened'),
          },
          {
            title: 'قوالب الأتمتة',
            value: countTemplates(sum('template', 'opened')),
            total: sum('template', 'total'),
            open: sum('template', 'opened'),
          },
        ].map((item) => (
          <div key={item.title} className="grid gap-1 rounded-lg border border-border bg-card p-5">
            <span className="text-sm text-muted-foreground">{item.title}</span>
            <span className="text-2xl font-bold">{item.value}</span>
            <span className="text-xs text-muted-foreground">
              من أصل {formatInteger(item.total)} في المكتبة
            </span>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full bg-primary"
                style={{ width: `${item.total ? (item.open / item.total) * 100 : 0}%` }}
              />
            </div>
          </div>
        ))}
      </div>

      <section aria-labelledby="demo-categories" className="grid gap-3">
        <h2 id="demo-categories" className="text-lg font-semibold">
          الأوامر حسب التصنيف في باقة {selected.name}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {categories.data?.map((c) => {
            const row = promptRows.find((r) => r.category === c.id)
            const total = row?.total ?? 0
            const open = row?.opened ?? 0
            return (
              <li
                key={c.id}
                className="flex items-center justify-between rounded-md border border-border p-3 text-sm"
              >
                <span className="flex items-center gap-2">
                  {open > 0 ? (
                    <Check aria-hidden="true" className="size-4 text-primary" />
                  ) : (
                    <Lock aria-hidden="true" className="size-4 text-muted-foreground" />
                  )}
                  {c.name}
                </span>
                <Badge variant={open === total ? 'default' : 'outline'}>
                  {formatInteger(open)} / {formatInteger(total)}
                </Badge>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="demo-features" className="grid gap-2">
        <h2 id="demo-features" className="text-lg font-semibold">
          مزايا باقة {selected.name}
        </h2>
        <ul className="grid gap-1 text-sm">
          {(Array.isArray(selected.features) ? (selected.features as string[]) : []).map((f) => (
            <li key={f} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-primary" /> {f}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          {singleSection
            ? 'في هذه الباقة تختار قسماً واحداً من أوامر ChatGPT، ويمكنك تغييره مرة واحدة في كل فترة اشتراك. '
            : ''}
          ما لا تشمله باقتك يظهر مقفلاً مع سبب القفل والباقة التي تفتحه.
        </p>
      </section>
    </div>
  )
}
