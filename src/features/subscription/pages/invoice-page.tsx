import { ArrowRight, Printer } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { usePageMeta } from '@/hooks/use-page-meta'
import { companyPaths } from '@/lib/company-paths'
import { formatInteger, formatLongDate, formatSar } from '@/lib/format'
import { paths } from '@/lib/paths'
import type { Invoice, InvoiceLine } from '../api/invoices-api'
import { InvoicePdfButton } from '../components/invoice-pdf-button'
import { ZatcaQrImage } from '../components/zatca-qr-image'
import { useInvoice } from '../hooks/use-subscription-data'
import { invoiceTitle } from '../lib/invoice-display'
import { formatBuyerAddress, formatInvoiceDateTime } from '../lib/invoice-document'

/**
 * /dashboard/subscription/invoices/:id — a tax invoice (standard «فاتورة ضريبية» with the buyer
 * block as issued, or the simplified one) or credit note, A4, printable, and its PDF.
 */
export default function InvoicePage() {
  const { id = '' } = useParams()
  const invoice = useInvoice(id)
  usePageMeta('الفاتورة الضريبية', 'فاتورتك الضريبية من سند، جاهزة للطباعة والتنزيل.')

  if (invoice.isPending) return <Spinner className="min-h-[60dvh]" label="جارٍ تحميل الفاتورة..." />
  if (invoice.isError || !invoice.data) {
    return (
      <section className="mx-auto grid max-w-xl gap-4 py-16 text-center" role="alert">
        <p>
          {invoice.isError
            ? invoice.error.message
            : 'لم يتم العثور على هذه الفاتورة، أو أنها ليست ضمن حسابك.'}
        </p>
        <div className="flex justify-center gap-2">
          {invoice.isError ? (
            <Button type="button" variant="outline" onClick={() => void invoice.refetch()}>
              إعادة المحاولة
            </Button>
          ) : null}
          <Button asChild>
            <Link to={`${paths.subscription}?tab=invoices`}>العودة إلى الاشتراك</Link>
          </Button>
        </div>
      </section>
    )
  }
  return <InvoiceSheet invoice={invoice.data} />
}

/** Where «العودة» goes: the company's billing page for its invoices, else the user's. */
function backTo(invoice: Invoice): string {
  return invoice.companyId
    ? `${companyPaths.billing.to(invoice.companyId)}?tab=invoices`
    : `${paths.subscription}?tab=invoices`
}

/** «3 مقاعد × 49٫00 ر.س.» and the line's period, under its label. */
function lineDetail(line: InvoiceLine): string | null {
  const parts: string[] = []
  if (line.quantity && line.unitPrice !== null && line.unitPrice !== undefined) {
    parts.push(`${formatInteger(line.quantity)} × ${formatSar(line.unitPrice)}`)
  }
  if (line.periodStart && line.periodEnd) {
    parts.push(`من ${formatLongDate(line.periodStart)} إلى ${formatLongDate(line.periodEnd)}`)
  }
  return parts.length ? parts.join(' — ') : null
}

function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const isNote = invoice.kind === 'credit_note'
  const isStandard = invoice.invoiceType === 'standard'
  const title = invoiceTitle(invoice)
  const buyer = invoice.buyer ?? null
  const ratePercent = `${(invoice.vatRate * 100).toLocaleString('en', { maximumFractionDigits: 2 })}٪`
  return (
    <section className="py-8 print:py-0">
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap justify-between gap-2 px-4 print:hidden">
        <Button asChild variant="ghost">
          <Link to={backTo(invoice)}>
            <ArrowRight aria-hidden="true" className="size-4" />
            {invoice.companyId ? 'العودة إلى فوترة الشركة' : 'العودة إلى الاشتراك'}
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <InvoicePdfButton invoice={invoice} size="md" />
          <Button type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            طباعة
          </Button>
        </div>
      </div>
      <article
        className="invoice-sheet mx-auto grid min-h-[297mm] w-full max-w-[210mm] content-start gap-6 border border-border bg-white p-[14mm] text-black shadow-sm"
        dir="rtl"
        lang="ar"
        aria-labelledby="invoice-title"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-neutral-300 pb-4">
          <div className="grid gap-1">
            <h1 id="invoice-title" className="text-2xl font-bold">
              {title}
            </h1>
            <p className="text-sm">
              رقم {isNote ? 'الإشعار' : 'الفاتورة'}:{' '}
              <span dir="ltr" className="font-bold" data-testid="invoice-number">
                {invoice.number}
              </span>
            </p>
            <p className="text-sm">تاريخ الإصدار: {formatInvoiceDateTime(invoice.issuedAt)}</p>
            {isNote && invoice.originalInvoiceNumber ? (
              <p className="text-sm">
                الفاتورة الأصلية:{' '}
                <span dir="ltr" data-testid="original-invoice-number">
                  {invoice.originalInvoiceNumber}
                </span>
              </p>
            ) : null}
            {isNote && invoice.reason ? (
              <p className="text-sm">سبب الإشعار: {invoice.reason}</p>
            ) : null}
          </div>
          <ZatcaQrImage payload={invoice.qr} />
        </header>

        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="grid gap-1">
            <h2 className="font-bold">البائع</h2>
            <p>{invoice.sellerName}</p>
            <p>
              الرقم الضريبي: <span dir="ltr">{invoice.sellerVatNumber}</span>
            </p>
            <p>{invoice.sellerAddress}</p>
          </div>
          <div className="grid gap-1" data-testid="invoice-buyer">
            <h2 className="font-bold">المشتري</h2>
            {buyer ? (
              <>
                <p>{buyer.legalName}</p>
                {buyer.vatNumber ? (
                  <p>
                    الرقم الضريبي: <span dir="ltr">{buyer.vatNumber}</span>
                  </p>
                ) : null}
                {buyer.crNumber ? (
                  <p>
                    السجل التجاري: <span dir="ltr">{buyer.crNumber}</span>
                  </p>
                ) : null}
                {buyer.address ? <p>{formatBuyerAddress(buyer.address)}</p> : null}
              </>
            ) : invoice.buyerName ? (
              <p>{invoice.buyerName}</p>
            ) : null}
            {invoice.buyerEmail && !isStandard ? (
              <p dir="ltr" className="text-end">
                {invoice.buyerEmail}
              </p>
            ) : null}
          </div>
        </div>

        <div className="grid gap-1 text-sm">
          <p>
            الخطة: <span className="font-bold">{invoice.planName}</span>
          </p>
          {invoice.periodStart ? (
            <p>
              الفترة: من {formatLongDate(invoice.periodStart)}{' '}
              {invoice.periodEnd ? `إلى ${formatLongDate(invoice.periodEnd)}` : '(مدى الحياة)'}
            </p>
          ) : null}
        </div>

        <table className="w-full text-sm">
          <caption className="sr-only">بنود {title}</caption>
          <thead>
            <tr className="border-b border-neutral-400">
              <th scope="col" className="p-2 text-start">
                البيان
              </th>
              <th scope="col" className="p-2 text-end">
                المبلغ (شامل الضريبة)
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="border-b border-neutral-200">
                <td className="p-2">
                  {line.label}
                  {lineDetail(line) ? (
                    <span className="block text-xs text-neutral-600">{lineDetail(line)}</span>
                  ) : null}
                </td>
                <td className="p-2 text-end">
                  {line.amount < 0 ? `- ${formatSar(-line.amount)}` : formatSar(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className="ms-auto grid w-full max-w-xs gap-2 text-sm" data-testid="invoice-totals">
          <div className="flex justify-between">
            <dt>الإجمالي غير شامل الضريبة</dt>
            <dd>{formatSar(invoice.netAmount)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>ضريبة القيمة المضافة ({ratePercent})</dt>
            <dd>{formatSar(invoice.vatAmount)}</dd>
          </div>
          <div className="flex justify-between border-t border-neutral-400 pt-2 text-base font-bold">
            <dt>{isNote ? 'المبلغ المسترد' : 'الإجمالي شامل الضريبة'}</dt>
            <dd>{formatSar(invoice.total)}</dd>
          </div>
        </dl>

        <footer className="mt-auto border-t border-neutral-300 pt-4 text-xs text-neutral-600">
          الأسعار شاملة ضريبة القيمة المضافة. هذه {title} صادرة إلكترونياً ولا تحتاج إلى توقيع.
        </footer>
      </article>
    </section>
  )
}
