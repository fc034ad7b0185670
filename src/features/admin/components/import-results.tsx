import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import type { ImportResult, ImportStatus } from '../lib/prompt-import'

const statusLabel = (status: ImportStatus, dryRun: boolean): string => {
  if (status === 'created') return dryRun ? 'جديد' : 'أُنشئ'
  if (status === 'duplicate') return 'مكرر'
  return 'خطأ'
}

const statusVariant = {
  created: 'default',
  duplicate: 'outline',
  error: 'destructive',
} as const

/** The totals of a dry run or of an import. */
export function ImportTotals({ result, label }: { result: ImportResult; label: string }) {
  const { totals, dry_run: dryRun } = result
  const items = [
    { term: 'صفوف الملف', value: totals.rows },
    { term: dryRun ? 'صالحة وجديدة' : 'أُنشئت', value: totals.created },
    { term: 'مكررة (لن تُستورد)', value: totals.duplicates },
    { term: 'فيها أخطاء', value: totals.errors },
  ]
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.term} className="rounded-md border border-border bg-muted/30 p-3">
          <dt className="text-xs text-muted-foreground">{item.term}</dt>
          <dd className="text-2xl font-bold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * One line per row of the file: its number, title, status and the Arabic reasons. With errors
 * among many rows, the admin can show those rows only.
 */
export function ImportRowsTable({ result, caption }: { result: ImportResult; caption: string }) {
  const [errorsOnly, setErrorsOnly] = useState(false)
  const rows = errorsOnly ? result.rows.filter((row) => row.status === 'error') : result.rows
  return (
    <div className="flex flex-col gap-2">
      {result.totals.errors > 0 ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={errorsOnly}
            onChange={(event) => setErrorsOnly(event.target.checked)}
          />
          عرض الصفوف التي فيها أخطاء فقط ({result.totals.errors})
        </label>
      ) : null}
      <RowsTable rows={rows} dryRun={result.dry_run} caption={caption} />
    </div>
  )
}

function RowsTable({
  rows,
  dryRun,
  caption,
}: {
  rows: ImportResult['rows']
  dryRun: boolean
  caption: string
}) {
  return (
    <div className="max-h-[32rem] overflow-auto rounded-lg border border-border">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="w-16 p-3 text-start font-medium">
              الصف
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              العنوان
            </th>
            <th scope="col" className="w-24 p-3 text-start font-medium">
              الحالة
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              الأخطاء والملاحظات
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.row}
              className={
                row.status === 'error'
                  ? 'border-t border-border bg-destructive/5 align-top'
                  : 'border-t border-border align-top'
              }
            >
              <td className="p-3 tabular-nums">{row.row}</td>
              <td className="p-3">
                <span className="block font-medium">{row.title || '—'}</span>
                {row.slug ? (
                  <span className="block font-mono text-xs text-muted-foreground" dir="ltr">
                    {row.slug}
                  </span>
                ) : null}
              </td>
              <td className="p-3">
                <Badge variant={statusVariant[row.status]}>{statusLabel(row.status, dryRun)}</Badge>
              </td>
              <td className="p-3">
                {row.errors.length > 0 ? (
                  <ul className="flex list-disc flex-col gap-1 ps-4 text-destructive">
                    {row.errors.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-muted-foreground">{row.message ?? '—'}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
