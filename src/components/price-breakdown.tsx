import { cn } from '@/lib/cn'
import { formatLongDate, formatSar } from '@/lib/format'
import type { PriceQuote } from '@/lib/price-quote'

const signed = (amount: number) => (amount < 0 ? `- ${formatSar(-amount)}` : formatSar(amount))

/**
 * Original price, promotion, code, proration and the total the server will charge. The proration
 * is the price difference for what is left of the subscriber's own period (quote_plan_change),
 * which ends on `periodEndsAt`.
 */
export function PriceBreakdown<Q extends PriceQuote>({
  quote,
  periodEndsAt = null,
}: {
  /** Any quote carrying these figures (the subscription's and the payment's both do). */
  quote: Q
  periodEndsAt?: string | null
}) {
  const rows: { label: string; value: string; tone?: 'discount'; detail?: boolean }[] = [
    { label: 'السعر الأصلي', value: formatSar(quote.originalAmount) },
  ]
  if (quote.prorationAmount !== null) {
    rows.push({
      label: periodEndsAt
        ? `فرق السعر لبقية فترتك الحالية (حتى ${formatLongDate(periodEndsAt)})`
        : 'فرق السعر لبقية فترتك الحالية',
      value: formatSar(quote.prorationAmount),
    })
    // Issue 46: the difference line by line, the credit for the unused part included.
    for (const line of quote.creditLines ?? []) {
      const dates =
        line.periodStart && line.periodEnd
          ? ` (من ${formatLongDate(line.periodStart)} إلى ${formatLongDate(line.periodEnd)})`
          : ''
      rows.push({
        label: `${line.label}${dates}`,
        value: signed(line.amount),
        tone: line.amount < 0 ? 'discount' : undefined,
        detail: true,
      })
    }
  }
  if (quote.promotionDiscount > 0) {
    rows.push({
      label: `العرض الترويجي${quote.promotionName ? ` (${quote.promotionName})` : ''}`,
      value: `- ${formatSar(quote.promotionDiscount)}`,
      tone: 'discount',
    })
  }
  if (quote.discountAmount > 0) {
    rows.push({
      label: `كود الخصم${quote.discountCode ? ` (${quote.discountCode})` : ''}`,
      value: `- ${formatSar(quote.discountAmount)}`,
      tone: 'discount',
    })
  }
  return (
    <div className="grid gap-2">
      <dl
        aria-label="تفاصيل السعر"
        className="grid gap-2 rounded-md border border-border p-4 text-sm"
      >
        {rows.map((row) => (
          <div
            key={row.label}
            className={cn(
              'flex items-center justify-between gap-4',
              row.detail && 'border-s-2 border-border ps-3 text-xs',
            )}
          >
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className={row.tone === 'discount' ? 'text-success' : undefined}>{row.value}</dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 border-t border-border pt-2 font-bold">
          <dt>الإجمالي المستحق الآن</dt>
          <dd data-testid="quote-total">{formatSar(quote.finalAmount)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        الأسعار شاملة ضريبة القيمة المضافة، وتصلك فاتورة ضريبية بعد الدفع.
      </p>
    </div>
  )
}
