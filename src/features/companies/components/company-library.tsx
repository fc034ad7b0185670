import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Plus, Search } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { normalizeArabic } from '@/lib/normalize-arabic'
import { companyPaths } from '@/lib/company-paths'
import { companyLibraryQuery, companyWorkbenchQuery, type CompanyPromptRow } from '../api/companies'
import { useCompany } from '../hooks/use-company'
import { can } from '../lib/roles'
import { StateBadge } from './state-badge'
import { SubmitOwnPrompt } from './submit-own-prompt'

function matches(query: string, ...texts: string[]): boolean {
  const q = normalizeArabic(query.trim())
  return q === '' || texts.some((t) => normalizeArabic(t).includes(q))
}

/**
 * «مكتبة الشركة»: the approved prompts every member uses; editors and above also see the
 * prompts still being written or reviewed, with their state.
 */
export function CompanyLibrary() {
  const company = useCompany()
  const allowed = can(company.role)
  const [query, setQuery] = useState('')
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-md">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            className="ps-9"
            aria-label="ابحث في مكتبة الشركة"
            placeholder="ابحث في مكتبة الشركة"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        {allowed.write ? (
          <div className="flex flex-wrap gap-2">
            <SubmitOwnPrompt />
            <Button asChild>
              <Link to={companyPaths.newPrompt.to(company.id)}>
                <Plus aria-hidden="true" />
                أمر جديد للشركة
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
      {allowed.write ? <Workbench query={query} /> : null}
      <Approved query={query} />
    </div>
  )
}

function Approved({ query }: { query: string }) {
  const company = useCompany()
  const library = useQuery(companyLibraryQuery(company.id))
  const shown = useMemo(
    () => (library.data ?? []).filter((p) => matches(query, p.title, p.description)),
    [library.data, query],
  )
  return (
    <section aria-labelledby="approved-prompts" className="grid gap-3">
      <h2 id="approved-prompts" className="text-lg font-semibold">
        الأوامر المعتمدة
      </h2>
      {library.isPending ? (
        <Skeleton className="h-32" />
      ) : library.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{library.error.message}</p>
          <Button size="sm" onClick={() => void library.refetch()}>
            إعادة المحاولة
          </Button>
        </div>
      ) : library.data.length === 0 ? (
        <p className="text-muted-foreground">
          لا أوامر معتمدة بعد. يكتب محررو الشركة الأوامر ويعتمدها المشرفون لتظهر هنا.
        </p>
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground">لا نتائج لبحثك.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="الأوامر المعتمدة">
          {shown.map((p) => (
            <li key={p.id}>
              <Card className="h-full">
                <CardContent className="grid gap-2 pt-6">
                  <Link
                    to={companyPaths.prompt.to(company.id, p.id)}
                    className="font-semibold hover:text-primary"
                  >
                    {p.title}
                  </Link>
                  {p.description ? (
                    <p className="text-sm text-muted-foreground">{p.description}</p>
                  ) : null}
                  {p.newer_in_review ? (
                    <p className="text-xs text-accent">إصدار أحدث قيد المراجعة</p>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Workbench({ query }: { query: string }) {
  const company = useCompany()
  const prompts = useQuery(companyWorkbenchQuery(company.id))
  const working = useMemo(
    () =>
      (prompts.data ?? []).filter(
        (p: CompanyPromptRow) => p.state !== 'approved' && matches(query, p.title, p.description),
      ),
    [prompts.data, query],
  )
  return (
    <section aria-labelledby="working-prompts" className="grid gap-3">
      <h2 id="working-prompts" className="text-lg font-semibold">
        قيد العمل
      </h2>
      {prompts.isPending ? (
        <Skeleton className="h-20" />
      ) : prompts.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{prompts.error.message}</p>
          <Button size="sm" onClick={() => void prompts.refetch()}>
            إعادة المحاولة
          </Button>
        </div>
      ) : working.length === 0 ? (
        <p className="text-sm text-muted-foreground">لا مسودات ولا أوامر بانتظار المراجعة.</p>
      ) : (
        <ul className="grid gap-2" aria-label="أوامر قيد العمل">
          {working.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
            >
              <Link
                to={companyPaths.prompt.to(company.id, p.id)}
                className="font-medium hover:text-primary"
              >
                {p.title}
              </Link>
              <StateBadge state={p.state} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
