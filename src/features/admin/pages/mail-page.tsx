import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatInteger } from '@/lib/format'
import { MAIL_KINDS, useFailedMails, useRetryMail, type FailedMail } from '../api/mail'
import { AdminPage, Section } from '../components/admin-page'
import { QueryState } from '../components/query-state'
import { formatDateTime } from '../lib/labels'
import { ScrollRegion } from '@/components/ui/scroll-region'

const th = 'p-2 text-start font-medium'

/** /518/mail: «البريد المتعثر», the mails the outbox gave up on (issue 49), with "send again". */
export default function MailPage() {
  const failed = useFailedMails()
  return (
    <AdminPage
      title="البريد المتعثر"
      description="الرسائل التي رفضها مزوّد البريد أو تعذّر إرسالها بعد 8 محاولات. تُعاد المحاولة تلقائياً قبل ذلك بفواصل متزايدة."
    >
      <Section title="رسائل لم تُرسل">
        <QueryState
          query={failed}
          isEmpty={(rows) => rows.length === 0}
          empty="لا توجد رسائل متعثرة حالياً"
          loadingLabel="جارٍ تحميل البريد المتعثر..."
        >
          {(rows) => <FailedTable rows={rows} />}
        </QueryState>
      </Section>
    </AdminPage>
  )
}

function FailedTable({ rows }: { rows: FailedMail[] }) {
  return (
    <ScrollRegion label="البريد المتعثر" className="rounded-lg border border-border">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">البريد المتعثر</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              المستلم
            </th>
            <th scope="col" className={th}>
              النوع
            </th>
            <th scope="col" className={th}>
              المحاولات
            </th>
            <th scope="col" className={th}>
              سبب التعثر
            </th>
            <th scope="col" className={th}>
              آخر محاولة
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">إجراءات</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border" data-testid="failed-mail">
              <td className="p-2" dir="ltr">
                {row.to_email}
              </td>
              <td className="p-2">{MAIL_KINDS[row.kind] ?? row.kind}</td>
              <td className="p-2">{formatInteger(row.attempts)}</td>
              <td className="p-2 break-all" dir="ltr">
                {row.last_error ?? '—'}
              </td>
              <td className="p-2">{formatDateTime(row.failed_at)}</td>
              <td className="p-2">
                <RetryButton row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function RetryButton({ row }: { row: FailedMail }) {
  const retry = useRetryMail()
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      aria-label={`إعادة الإرسال إلى ${row.to_email}`}
      onClick={() => retry.mutate(row.id)}
    >
      <RefreshCw aria-hidden="true" />
      إعادة الإرسال
    </Button>
  )
}
