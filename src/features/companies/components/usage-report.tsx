import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { downloadText } from '@/lib/download'
import { formatInteger, formatLongDate } from '@/lib/format'
import { companyUsageQuery, type UsageRow } from '../api/companies'
import { useCompany } from '../hooks/use-company'
import { roleLabel } from '../lib/roles'
import { usageCsv } from '../lib/usage-csv'
import { AiUsage } from './ai-usage'

type Totals = { opened: number; copied: number; assistant: number; last: string | null }

function total(rows: UsageRow[], keyOf: (r: UsageRow) => string | null) {
  const out = new Map<string, { label: string; sub: string } & Totals>()
  for (const r of rows) {
    const key = keyOf(r)
    if (key === null) continue
    const seen = out.get(key) ?? {
      label: '',
      sub: '',
      opened: 0,
      copied: 0,
      assistant: 0,
      last: null,
    }
    seen.opened += r.opened
    seen.copied += r.copied
    seen.assistant += r.opened_in_assistant
    if (r.last_used_at && (!seen.last || r.last_used_at > seen.last)) seen.last = r.last_used_at
    out.set(key, seen)
  }
  return out
}

/**
 * Usage for admins: per member and per approved prompt (opened, copied, opened in an assistant,
 * last used; counts only, never the filled text) and the rows as CSV for Excel.
 */
export function UsageReport() {
  const company = useCompany()
  const usage = useQuery(companyUsageQuery(company.id))

  const byMember = useMemo(() => {
    const rows = usage.data ?? []
    const totals = total(rows, (r) => r.user_id)
    for (const r of rows) {
      const t = totals.get(r.user_id)
      if (t) {
        t.label = r.member_name || r.member_email
        t.sub = roleLabel(r.role)
      }
    }
    return [...totals.values()]
  }, [usage.data])
  const byPrompt = useMemo(() => {
    const rows = usage.data ?? []
    const totals = total(rows, (r) => r.prompt_id)
    for (const r of rows) {
      const t = r.prompt_id ? totals.get(r.prompt_id) : undefined
      if (t) t.label = r.prompt_title ?? ''
    }
    return [...totals.values()]
  }, [usage.data])

  function exportCsv() {
    const rows = (usage.data ?? []).map((r) => [
      r.member_name,
      r.member_email,
      roleLabel(r.role),
      r.prompt_title ?? '',
      r.opened,
      r.copied,
      r.opened_in_assistant,
      r.last_used_at ?? '',
    ])
    downloadText(
      `usage-${company.name}.csv`,
      usageCsv(
        [
          'العضو',
          'البريد الإلكتروني',
          'الدور',
          'الأمر',
          'مرات الفتح',
          'مرات النسخ',
          'الفتح في مساعد',
          'آخر استخدام',
        ],
        rows,
      ),
    )
  }

  if (usage.isPending) return <Skeleton className="h-48" />
  if (usage.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{usage.error.message}</p>
        <Button size="sm" onClick={() => void usage.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  return (
    <div className="grid gap-6">
      <div>
        <Button variant="outline" onClick={exportCsv} disabled={usage.data.length === 0}>
          <Download aria-hidden="true" />
          تصدير CSV
        </Button>
      </div>
      <UsageTable title="حسب العضو" first="العضو" rows={byMember} />
      <UsageTable title="حسب الأمر" first="الأمر" rows={byPrompt} />
      <AiUsage />
    </div>
  )
}

function UsageTable({
  title,
  first,
  rows,
}: {
  title: string
  first: string
  rows: ({ label: string; sub: string } & Totals)[]
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent
        role="region"
        aria-label={title}
        // A table wider than a phone scrolls sideways: reachable by keyboard (ScrollRegion's reason).
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {rows.length === 0 ? (
          <p className="text-muted-foreground">لا استخدام مسجل بعد.</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{`الاستخدام ${title}`}</caption>
            <thead>
              <tr className="border-b border-border text-start">
                <th scope="col" className="p-2 text-start">
                  {first}
                </th>
                <th scope="col" className="p-2 text-start">
                  فتح
                </th>
                <th scope="col" className="p-2 text-start">
                  نسخ
                </th>
                <th scope="col" className="p-2 text-start">
                  فتح في مساعد
                </th>
                <th scope="col" className="p-2 text-start">
                  آخر استخدام
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} className="border-b border-border/60">
                  <th scope="row" className="p-2 text-start font-medium">
                    {r.label}
                    {r.sub ? (
                      <span className="ms-2 text-xs text-muted-foreground">{r.sub}</span>
                    ) : null}
                  </th>
                  <td className="p-2">{formatInteger(r.opened)}</td>
                  <td className="p-2">{formatInteger(r.copied)}</td>
                  <td className="p-2">{formatInteger(r.assistant)}</td>
                  <td className="p-2">{r.last ? formatLongDate(r.last) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  )
}
