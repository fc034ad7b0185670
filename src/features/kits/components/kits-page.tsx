import { useDeferredValue } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger } from '@/lib/format'
import { KitIcon } from '@/components/kit-icon'
import { paths } from '@/lib/paths'
import { kitsQuery } from '../api/kits'

/** «خطوة واحدة»، «خطوتان»، «3 خطوات»، «11 خطوة». */
function countSteps(n: number): string {
  if (n === 1) return 'خطوة واحدة'
  if (n === 2) return 'خطوتان'
  if (n >= 3 && n <= 10) return `${formatInteger(n)} خطوات`
  return `${formatInteger(n)} خطوة`
}

/** The published kits, searchable by title, description and guide (the query is in the URL). */
export function KitsPage() {
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const deferred = useDeferredValue(query)
  const kits = useQuery({ ...kitsQuery(deferred), placeholderData: keepPreviousData })

  return (
    <div className="grid gap-6">
      <form role="search" className="grid max-w-xl gap-2" onSubmit={(e) => e.preventDefault()}>
        <Label htmlFor="kits-search">ابحث في الحزم</Label>
        <Input
          id="kits-search"
          type="search"
          dir="auto"
          value={query}
          placeholder="مثال: متجر، رمضان، توظيف"
          onChange={(event) => {
            const next = new URLSearchParams(params)
            if (event.target.value) next.set('q', event.target.value)
            else next.delete('q')
            setParams(next, { replace: true })
          }}
        />
      </form>

      {kits.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : kits.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 p-10">
          <p>{kits.error.message}</p>
          <Button onClick={() => void kits.refetch()}>إعادة المحاولة</Button>
        </div>
      ) : kits.data.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <p className="font-medium">
            {query ? `لا توجد حزمة تطابق «${query}».` : 'لا توجد حزم منشورة بعد.'}
          </p>
          {query ? (
            <Button variant="outline" onClick={() => setParams(new URLSearchParams())}>
              عرض كل الحزم
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="الحزم">
          {kits.data.map((kit) => {
            return (
              <li key={kit.id}>
                <Link
                  to={paths.dashboard.kits.to(kit.slug)}
                  className="flex h-full gap-4 rounded-lg border border-border bg-card p-5 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                    <KitIcon name={kit.icon} className="size-6" />
                  </span>
                  <span className="grid gap-1.5">
                    <span className="text-lg font-semibold">{kit.title}</span>
                    <span className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
                      {kit.description}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {countSteps(kit.steps.length)}
                    </span>
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
