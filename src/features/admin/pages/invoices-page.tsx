import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input, selectClass } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { formatInteger, formatSar } from '@/lib/format'
import { toast } from '@/lib/toast'
import {
  INVOICES_LIMIT,
  adminRefund,
  invoicesCsv,
  useInvoices,
  useReconciliation,
  type InvoiceFilters,
  type InvoiceRow,
} from '../api/invoices'
import { adminKeys } from '../api/keys'
import { AdminPage } from '../components/admin-page'
import { QueryState } from '../components/query-state'
import { downloadText } from '@/lib/download'
import { exportFilename } from '../lib/download'
import { formatDateTime } from '../lib/labels'
import { ScrollRegion } from '@/components/ui/scroll-region'

const th = 'p-2 text-start font-medium'

/** /518/invoices: every tax invoice and credit note, filters, CSV, refunds, reconciliation. */
export default function InvoicesPage() {
  const [filters, setFilters] = useState<InvoiceFilters>({ kind: '', from: '', to: '', search: '' })
  const invoices = useInvoices(filters)
  const [refunding, setRefunding] = useState<InvoiceRow | null>(null)
  const set = (patch: Partial<InvoiceFilters>) =>
    setFilters((previous) => ({ ...previous, ...patch }))

  return (
    <AdminPage
      title="الفواتير والمدفوعات"
      description="الفواتير الضريبية والإشعارات الدائنة، الاسترداد، وما وجدته المطابقة مع Tap."
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={!invoices.data?.length}
          onClick={() => downloadText(exportFilename('invoices'), invoicesCsv(invoices.data ?? []))}
        >
          <Download aria-hidden="true" />
          تصدير CSV
        </Button>
      }
    >
      <form
        className="grid gap-3 sm:grid-cols-4"
        aria-label="تصفية الفواتير"
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label="النوع">
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={filters.kind}
              onChange={(event) => set({ kind: event.target.value as InvoiceFilters['kind'] })}
            >
              <option value="">الكل</option>
              <option value="invoice">فواتير ضريبية</option>
              <option value="credit_note">إشعارات دائنة</option>
            </select>
          )}
        </Field>
        <Field label="من تاريخ">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filters.from}
              onChange={(event) => set({ from: event.target.value })}
            />
          )}
        </Field>
        <Field label="إلى تاريخ">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={filters.to}
              onChange={(event) => set({ to: event.target.value })}
            />
          )}
        </Field>
        <Field label="بحث بالرقم أو البريد">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={filters.search}
              maxLength={100}
              onChange={(event) => set({ search: event.target.value })}
            />
          )}
        </Field>
      </form>

      <QueryState
        query={invoices}
        isEmpty={(rows) => rows.length === 0}
        empty="لا توجد فواتير مطابقة"
      >
        {(rows) => (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted-foreground">
              {formatInteger(rows.length)} مستند
              {rows.length >= INVOICES_LIMIT ? ` (يُعرض أحدث ${formatInteger(INVOICES_LIMIT)})` : ''}
            </p>
            <ScrollRegion
              label="الفواتير الضريبية والإشعارات الدائنة"
              className="rounded-lg border border-border"
            >
              <table className="w-full min-w-[48rem] text-sm">
                <caption className="sr-only">الفواتير الضريبية والإشعارات الدائنة</caption>
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    <th scope="col" className={th}>
                      الرقم
                    </th>
                    <th scope="col" className={th}>
                      التاريخ
                    </th>
                    <th scope="col" className={th}>
                      البريد
                    </th>
                    <th scope="col" className={th}>
                      الخطة
                    </th>
                    <th scope="col" className={th}>
                      الضريبة
                    </th>
                    <th scope="col" className={th}>
                      الإجمالي
                    </th>
                    <th scope="col" className={th}>
                      <span className="sr-only">إجراءات</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} className="border-t border-border">
                      <td className="p-2" dir="ltr">
                        {row.invoice_number}
                      </td>
                      <td className="p-2">{formatDateTime(row.issued_at)}</td>
                      <td className="p-2" dir="ltr">
                        {row.buyer_email ?? '—'}
                      </td>
                      <td className="p-2">{row.plan_name}</td>
                      <td className="p-2">{formatSar(Number(row.vat_amount))}</td>
                      <td className="p-2 font-bold">
                        {row.kind === 'credit_note' ? '- ' : ''}
                        {formatSar(Number(row.total_amount))}
                      </td>
                      <td className="p-2">
                        {row.kind === 'invoice' ? (
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            onClick={() => setRefunding(row)}
                            aria-label={`استرداد ${row.invoice_number}`}
                          >
                            استرداد
                          </Button>
                        ) : (
                          <span className="text-muted-foreground">{row.reason}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </div>
        )}
      </QueryState>
      <ReconciliationSection />
      <AdminRefundDialog invoice={refunding} onClose={() => setRefunding(null)} />
    </AdminPage>
  )
}

function ReconciliationSection() {
  const runs = useReconciliation()
  return (
    <section aria-labelledby="reconciliation-title" className="flex flex-col gap-3">
      <h2 id="reconciliation-title" className="text-lg font-bold">
        المطابقة مع Tap
      </h2>
      <p className="text-sm text-muted-foreground">
        كل دقائق تُراجَع لدى Tap العمليات المعلّقة منذ أكثر من 30 دقيقة، وتُغلق غير المدفوعة بعد 24
        ساعة.
      </p>
      <QueryState
        query={runs}
        isEmpty={(d) => d.length === 0}
        empty="لم تجد المطابقة ما يستدعي المراجعة بعد"
      >
        {(d) => (
          <ul className="grid gap-2 text-sm">
            {d.map((run) => (
              <li key={run.id} className="rounded-md border border-border p-3">
                <p className="font-medium">{formatDateTime(run.createdAt)}</p>
                <p>
                  رُوجعت {formatInteger(run.checked)}: اكتملت {formatInteger(run.captured.length)}،
                  فشلت {formatInteger(run.failed.length)}، أُغلقت كمهجورة{' '}
                  {formatInteger(run.abandoned.length)}، لا تطابق{' '}
                  {formatInteger(run.mismatched.length)}، تعذّر الوصول{' '}
                  {formatInteger(run.unreachable.length)}
                </p>
                {run.captured.length ? (
                  <p className="text-muted-foreground" dir="ltr">
                    {run.captured.join(' ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  )
}

function AdminRefundDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceRow | null
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const close = () => {
    if (pending) return
    setReason('')
    setAmount('')
    setError(null)
    onClose()
  }
  async function submit() {
    if (!invoice) return
    if (reason.trim().length < 3) {
      setError('سبب الاسترداد مطلوب (3 أحرف على الأقل)')
      return
    }
    const parsed = amount.trim() === '' ? null : Number(amount)
    if (parsed !== null && (!Number.isFinite(parsed) || parsed <= 0)) {
      setError('مبلغ الاسترداد غير صالح')
      return
    }
    setPending(true)
    setError(null)
    try {
      const result = await adminRefund(invoice.payment_id, reason.trim(), parsed)
      toast.success(`تم الاسترداد. الإشعار الدائن ${result.credit_note.number}`)
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
      setPending(false)
      setReason('')
      setAmount('')
      onClose()
    } catch (caught) {
      setPending(false)
      setError(caught instanceof Error ? caught.message : 'تعذّر تنفيذ الاسترداد')
    }
  }
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>استرداد دفعة</DialogTitle>
          <DialogDescription>
            الفاتورة {invoice?.invoice_number} بمبلغ {formatSar(Number(invoice?.total_amount ?? 0))}
            . اترك المبلغ فارغاً لاسترداد ما تبقّى كاملاً؛ الاسترداد الكامل يعيد اشتراك المستخدم إلى ما
            كان عليه قبل الدفعة.
          </DialogDescription>
        </DialogHeader>
        <Field label="المبلغ (اختياري، للاسترداد الجزئي)">
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              dir="ltr"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </Field>
        <Field label="سبب الاسترداد" required error={error ?? undefined}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={close} disabled={pending}>
            إلغاء
          </Button>
          <Button type="button" onClick={() => void submit()} disabled={pending}>
            {pending ? 'جارٍ التنفيذ...' : 'تأكيد الاسترداد'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
