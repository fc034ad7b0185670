import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatInteger, formatSar } from '@/lib/format'
import { toast } from '@/lib/toast'
import { adminKeys } from '../api/keys'
import {
  retryRenewal,
  useRenewals,
  type FailedRenewal,
  type RenewalWindow,
  type RetryOutcome,
  type UpcomingRenewal,
} from '../api/renewals'
import { AdminPage, Section } from '../components/admin-page'
import { ConfirmDialog } from '../components/confirm-dialog'
import { QueryState } from '../components/query-state'
import { formatDateTime } from '../lib/labels'
import { ScrollRegion } from '@/components/ui/scroll-region'

const th = 'p-2 text-start font-medium'
const WINDOWS: { days: RenewalWindow; label: string }[] = [
  { days: 7, label: '7 أيام' },
  { days: 30, label: '30 يوماً' },
]

const OUTCOMES: Record<RetryOutcome, { ok: boolean; text: string }> = {
  captured: { ok: true, text: 'تم تحصيل التجديد ومُدّد الاشتراك شهراً' },
  failed: { ok: false, text: 'رفضت بوابة الدفع العملية مرة أخرى، وأُبلغ العميل بالبريد' },
  unanswered: {
    ok: false,
    text: 'لم تؤكد بوابة الدفع النتيجة بعد؛ ستُراجع المحاولة تلقائياً دون خصم مكرر',
  },
  error: { ok: false, text: 'تعذّر إكمال المحاولة؛ ستُعاد تلقائياً دون خصم مكرر' },
}

/** /518/renewals: upcoming renewals (7 or 30 days), failed ones, and "retry now". */
export default function RenewalsPage() {
  const [days, setDays] = useState<RenewalWindow>(7)
  const renewals = useRenewals(days)

  return (
    <AdminPage
      title="التجديدات"
      description="التجديدات التلقائية القادمة، والمتعثرة منها مع سبب بوابة الدفع وعدد المحاولات."
    >
      <QueryState query={renewals} loadingLabel="جارٍ تحميل التجديدات...">
        {(data) => (
          <>
            <Section
              title="التجديدات المتعثرة"
              description="تُعاد المحاولة تلقائياً في اليوم الأول والثالث من مهلة السماح، ويمكنك إعادتها الآن."
            >
              {data.failed.length === 0 ? (
                <p className="rounded-md border border-dashed border-border p-6 text-sm text-muted-foreground">
                  لا توجد تجديدات متعثرة حالياً
                </p>
              ) : (
                <FailedTable rows={data.failed} />
              )}
            </Section>
            <Section
              title="التجديدات القادمة"
              description="الاشتراكات الشهرية المفعّل تجديدها التلقائي، بالمبلغ الذي سيُحصَّل شاملاً الضريبة."
              actions={
                <div role="group" aria-label="فترة التجديدات القادمة" className="flex gap-2">
                  {WINDOWS.map((window) => (
                    <Button
                      key={window.days}
                      type="button"
                      size="sm"
                      variant={days === window.days ? 'primary' : 'outline'}
                      aria-pressed={days === window.days}
                      onClick={() => setDays(window.days)}
                    >
                      {window.label}
                    </Button>
                  ))}
                </div>
              }
            >
              {data.upcoming.length === 0 ? (
                <p className="rounded-md border border-dashed border-border p-6 text-sm text-muted-foreground">
                  لا توجد تجديدات خلال {days === 7 ? '7 أيام' : '30 يوماً'} القادمة
                </p>
              ) : (
                <UpcomingTable rows={data.upcoming} />
              )}
            </Section>
          </>
        )}
      </QueryState>
    </AdminPage>
  )
}

function FailedTable({ rows }: { rows: FailedRenewal[] }) {
  return (
    <ScrollRegion label="التجديدات المتعثرة" className="rounded-lg border border-border">
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">التجديدات المتعثرة</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              العميل
            </th>
            <th scope="col" className={th}>
              الخطة والمبلغ
            </th>
            <th scope="col" className={th}>
              المحاولات
            </th>
            <th scope="col" className={th}>
              سبب بوابة الدفع
            </th>
            <th scope="col" className={th}>
              المحاولة التالية
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">إجراءات</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.renewal_id}
              className="border-t border-border"
              data-testid="failed-renewal"
            >
              <td className="p-2" dir="ltr">
                {row.email ?? '—'}
              </td>
              <td className="p-2">
                {row.plan_name} · {formatSar(Number(row.amount))}
              </td>
              <td className="p-2">{formatInteger(row.attempts)}</td>
              <td className="p-2" dir="auto">
                {row.last_error ?? '—'}
              </td>
              <td className="p-2">
                {row.next_attempt_at
                  ? formatDateTime(row.next_attempt_at)
                  : `لا محاولات تلقائية أخرى؛ تنتهي المهلة ${formatDateTime(row.grace_ends_at)}`}
              </td>
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

function RetryButton({ row }: { row: FailedRenewal }) {
  const queryClient = useQueryClient()
  const retry = useMutation({
    mutationFn: () => retryRenewal(row.renewal_id),
    onSuccess: (outcome) => {
      const { ok, text } = OUTCOMES[outcome] ?? OUTCOMES.error
      if (ok) toast.success(text)
      else toast.error(text)
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.renewalsAll() }),
  })
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`إعادة المحاولة الآن: ${row.email ?? row.plan_name}`}
        >
          <RefreshCw aria-hidden="true" />
          إعادة المحاولة الآن
        </Button>
      }
      title="إعادة محاولة التجديد الآن"
      description={`سيُحاوَل الآن تحصيل ${formatSar(Number(row.amount))} من البطاقة المحفوظة لـ ${row.email ?? 'العميل'} لتجديد خطة ${row.plan_name}. لا يُخصم المبلغ مرتين مهما تكررت المحاولة.`}
      confirmLabel="إعادة المحاولة الآن"
      onConfirm={() => retry.mutateAsync()}
    />
  )
}

function UpcomingTable({ rows }: { rows: UpcomingRenewal[] }) {
  return (
    <ScrollRegion label="التجديدات القادمة" className="rounded-lg border border-border">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">التجديدات القادمة</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              العميل
            </th>
            <th scope="col" className={th}>
              الخطة
            </th>
            <th scope="col" className={th}>
              موعد التجديد
            </th>
            <th scope="col" className={th}>
              المبلغ
            </th>
            <th scope="col" className={th}>
              طريقة الدفع
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.subscription_id}
              className="border-t border-border"
              data-testid="upcoming-renewal"
            >
              <td className="p-2" dir="ltr">
                {row.email ?? '—'}
              </td>
              <td className="p-2">{row.plan_name}</td>
              <td className="p-2">{formatDateTime(row.expires_at)}</td>
              <td className="p-2 font-bold">{formatSar(Number(row.amount))}</td>
              <td className="p-2">
                {row.method === 'card' ? (
                  <span>
                    {row.brand} <span dir="ltr">•••• {row.last_four}</span>
                  </span>
                ) : (
                  'رابط دفع بالبريد'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
