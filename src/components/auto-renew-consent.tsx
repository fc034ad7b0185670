import { useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { useRenewalQuote } from '@/hooks/use-renewal-quote'
import { formatLongDate, formatSar } from '@/lib/format'

type Props = {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** The monthly plan being bought: the server prices its renewal as the renewal job will. */
  planSlug: string
  /** The plan's price, shown only if the server's renewal price cannot be read. */
  amount: number
  /** When the first renewal would be charged. */
  nextDate: Date | string
  disabled?: boolean
  /** A year bought at the annual price renews yearly at `amount` (issue 46). */
  period?: 'month' | 'year'
}

/**
 * The consent to renew a monthly plan automatically, shown before the customer goes to Tap
 * (issue 28). On by default; the wording says what will be charged (the renewal job's own price,
 * with a promotion that still runs then), when, and how to stop it.
 */
export function AutoRenewConsent({
  checked,
  onCheckedChange,
  planSlug,
  amount,
  nextDate,
  disabled,
  period = 'month',
}: Props) {
  const id = useId()
  const yearly = period === 'year'
  // A year being bought renews at the annual price, which is `amount` (renewal_quote follows an
  // existing subscription's period, not the one being bought).
  const quote = useRenewalQuote(yearly ? null : planSlug, nextDate)
  const price = yearly
    ? formatSar(amount)
    : quote.isPending
      ? 'يُحسب على الخادم…'
      : formatSar(quote.isError ? amount : quote.data)
  return (
    <div className="flex items-start gap-3 rounded-md border border-border p-4 text-start">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-details`}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium">
          {yearly ? 'تجديد تلقائي كل سنة' : 'تجديد تلقائي كل شهر'}
        </label>
        <p id={`${id}-details`} className="text-sm text-muted-foreground">
          {checked
            ? `سيُجدَّد اشتراكك تلقائياً في ${formatLongDate(nextDate)} ثم كل ${yearly ? 'سنة' : 'شهر'} بمبلغ ${price} شاملاً ضريبة القيمة المضافة، من البطاقة التي تدفع بها الآن. يمكنك إيقاف التجديد في أي وقت من صفحة إدارة الاشتراك. الدفع عبر كي نت أو بنفت لا يتجدد تلقائياً، وسنرسل إليك رابط دفع قبل انتهاء اشتراكك.`
            : `لن يُجدَّد اشتراكك تلقائياً: ينتهي في ${formatLongDate(nextDate)} ولن يُخصم أي مبلغ آخر.`}
        </p>
      </div>
    </div>
  )
}
