import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
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
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { formatLongDate, formatSar } from '@/lib/format'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { mayAskRefund, requestRefund, type Invoice } from '../api/invoices-api'
import { subscriptionKeys } from '../api/keys'
import { invoiceTitle } from '../lib/invoice-display'
import { InvoicePdfButton } from './invoice-pdf-button'

type Props = {
  invoices: Invoice[] | undefined
  error: string | null
  onRetry: () => void
  /** The 7-day refund of a personal plan; a company's invoices (issue 46) have none here. */
  onRefunded?: () => void
}

/**
 * Tax invoices and credit notes: the subscription page's «الفواتير» tab, with the 7-day refund,
 * and the company billing page's (issue 46). Each can be viewed, printed and downloaded as PDF.
 */
export function InvoicesSection({ invoices, error, onRetry, onRefunded }: Props) {
  const [refunding, setRefunding] = useState<Invoice | null>(null)
  return (
    <section aria-labelledby="invoices-title" className="grid gap-3">
      <h3 id="invoices-title" className="font-bold">
        الفواتير الضريبية والإشعارات الدائنة
      </h3>
      {error ? (
        <div role="alert" className="flex items-center gap-3 text-sm">
          <p>{error}</p>
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            إعادة المحاولة
          </Button>
        </div>
      ) : !invoices ? (
        <Skeleton className="h-16 w-full" aria-label="جارٍ تحميل الفواتير" />
      ) : invoices.length === 0 ? (
        <p className="rounded-lg border border-border p-6 text-center text-muted-foreground">
          لا توجد فواتير بعد. تصدر الفاتورة الضريبية تلقائياً بعد كل دفعة.
        </p>
      ) : (
        <ul className="grid gap-2">
          {invoices.map((invoice) => (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3 text-sm"
            >
              <div className="flex flex-wrap items-center gap-3">
                <FileText aria-hidden="true" className="size-4 text-primary" />
                <span className="font-bold" dir="ltr">
                  {invoice.number}
                </span>
                <Badge variant={invoice.kind === 'invoice' ? 'default' : 'destructive'}>
                  {invoiceTitle(invoice)}
                </Badge>
                <span>{invoice.planName}</span>
                <span>{formatLongDate(invoice.issuedAt)}</span>
                <span className="font-bold">{formatSar(invoice.total)}</span>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={paths.invoice.to(invoice.id)}
                    aria-label={`عرض ${invoice.kind === 'invoice' ? 'الفاتورة' : 'الإشعار الدائن'} ${invoice.number}`}
                  >
                    عرض وطباعة
                  </Link>
                </Button>
                <InvoicePdfButton invoice={invoice} />
                {onRefunded && mayAskRefund(invoice, invoices) ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() => setRefunding(invoice)}
                  >
                    طلب استرداد
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {onRefunded ? (
        <RefundDialog invoice={refunding} onClose={() => setRefunding(null)} onDone={onRefunded} />
      ) : null}
    </section>
  )
}

function RefundDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: Invoice | null
  onClose: () => void
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const close = () => {
    if (submitting) return
    setReason('')
    setError(null)
    onClose()
  }
  const submit = async () => {
    if (!invoice) return
    if (reason.trim().length < 3) {
      setError('يرجى كتابة سبب طلب الاسترداد (3 أحرف على الأقل)')
      return
    }
    setSubmitting(true)
    setError(null)
    try {
      const result = await requestRefund(invoice.paymentId, reason.trim())
      toast.success(`تم قبول طلب الاسترداد. رقم الإشعار الدائن ${result.credit_note.number}`)
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
      setSubmitting(false)
      setReason('')
      onDone()
      onClose()
    } catch (caught) {
      setSubmitting(false)
      setError(caught instanceof Error ? caught.message : 'تعذّر إرسال طلب الاسترداد')
    }
  }
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>طلب استرداد المبلغ</DialogTitle>
          <DialogDescription>
            يُسترد مبلغ الفاتورة {invoice?.number} كاملاً ({formatSar(invoice?.total ?? 0)}) خلال 7
            أيام من الدفع لأول اشتراك في الخطة، وتعود خطتك إلى ما كانت عليه قبل هذه الدفعة.
          </DialogDescription>
        </DialogHeader>
        <Field label="سبب طلب الاسترداد" required error={error ?? undefined}>
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
          <Button type="button" variant="ghost" onClick={close} disabled={submitting}>
            إلغاء
          </Button>
          <Button type="button" onClick={() => void submit()} disabled={submitting}>
            {submitting ? 'جارٍ الإرسال...' : 'تأكيد طلب الاسترداد'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
