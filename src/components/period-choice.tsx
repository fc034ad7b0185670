import { useId } from 'react'
import { annualSaving, type BillingPeriod } from '@/lib/annual'
import { formatInteger, formatSar } from '@/lib/format'

type Props = {
  value: BillingPeriod
  onChange: (period: BillingPeriod) => void
  monthlyPrice: number
  annualPrice: number
  disabled?: boolean
}

/**
 * «شهري / سنوي» for a personal plan with an annual offer: the list prices and what the year saves
 * against 12 months. The amount charged (with a running promotion) is the server's quote, shown
 * by PriceBreakdown for the period chosen.
 */
export function PeriodChoice({ value, onChange, monthlyPrice, annualPrice, disabled }: Props) {
  const name = useId()
  const saving = annualSaving(monthlyPrice, annualPrice)
  const options: { period: BillingPeriod; label: string; detail: string }[] = [
    { period: 'month', label: 'شهري', detail: `${formatSar(monthlyPrice)} كل شهر` },
    {
      period: 'year',
      label: 'سنوي',
      detail: `${formatSar(annualPrice)} لسنة كاملة${
        saving
          ? ` — توفّر ${formatSar(saving.amount)} (${formatInteger(saving.percent)}٪) مقارنة بـ١٢ شهراً`
          : ''
      }`,
    },
  ]
  return (
    <fieldset className="grid gap-2 text-start" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">مدة الاشتراك</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <div
            key={option.period}
            className="flex items-start gap-2 rounded-md border border-border p-3 text-sm has-[:checked]:border-primary"
          >
            <input
              type="radio"
              id={`${name}-${option.period}`}
              name={name}
              className="mt-1"
              checked={value === option.period}
              aria-describedby={`${name}-${option.period}-detail`}
              onChange={() => onChange(option.period)}
            />
            <div className="grid gap-0.5">
              <label htmlFor={`${name}-${option.period}`} className="font-medium">
                {option.label}
              </label>
              <span
                id={`${name}-${option.period}-detail`}
                className="text-muted-foreground"
                data-testid={`period-${option.period}`}
              >
                {option.detail}
              </span>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
