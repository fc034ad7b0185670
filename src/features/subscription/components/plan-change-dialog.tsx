import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AutoRenewConsent } from '@/components/auto-renew-consent'
import { DiscountCodeField } from '@/components/discount-code-field'
import { PeriodChoice } from '@/components/period-choice'
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
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { DAYS_IN_PERIOD, type BillingPeriod } from '@/lib/annual'
import { formatLongDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import { subscriptionKeys } from '../api/keys'
import { checkDiscountCode, updateSubscription, type PlanRow } from '../api/subscription-api'
import { usePlanValidation, useQuote } from '../hooks/use-subscription-data'
import { changeTypeLabels, formatPrice } from '../lib/display'
import type { StartCheckout } from '../types'
import { PriceBreakdown } from '@/components/price-breakdown'

type Props = {
  userId: string
  email: string
  current: PlanRow
  target: PlanRow | null
  /** The current plan is paid, active and ends at this date: a downgrade waits until then. */
  paidCycleEndsAt: string | null
  onClose: () => void
  onChanged: () => void
  startCheckout: StartCheckout
}

export function PlanChangeDialog(props: Props) {
  return (
    <Dialog open={props.target !== null} onOpenChange={(open) => (open ? null : props.onClose())}>
      {props.target ? (
        <DialogContent className="max-h-[90dvh] overflow-y-auto">
          <PlanChangeForm key={props.target.slug} {...props} target={props.target} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function PlanChangeForm({
  userId,
  email,
  current,
  target,
  paidCycleEndsAt,
  onClose,
  onChanged,
  startCheckout,
}: Props & { target: PlanRow }) {
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [appliedCode, setAppliedCode] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [autoRenew, setAutoRenew] = useState(true)
  const [period, setPeriod] = useState<BillingPeriod>('month')
  const [now] = useState(() => Date.now())

  const validation = usePlanValidation(userId, current.slug, target.slug)
  const verdict = validation.data
  const isDowngrade = verdict?.changeType === 'downgrade'
  const scheduled = isDowngrade && paidCycleEndsAt !== null
  const withoutPayment = target.price === 0 || scheduled
  const monthly = target.billingCycle === 'monthly'
  const annualPrice = monthly ? (target.annualPrice ?? null) : null
  const yearly = period === 'year' && annualPrice !== null
  // A monthly upgrade paid by proration keeps the current cycle's end; otherwise a new period
  // (30 days; a year: 365 days, starting when a paid month ends, as quote_plan_change prices it).
  const nextRenewal = yearly
    ? new Date(new Date(paidCycleEndsAt ?? now).getTime() + DAYS_IN_PERIOD.year * 86_400_000)
    : verdict?.changeType === 'upgrade' && paidCycleEndsAt
      ? paidCycleEndsAt
      : new Date(now + DAYS_IN_PERIOD.month * 86_400_000)
  const quote = useQuote(
    userId,
    target.slug,
    appliedCode,
    Boolean(verdict?.isValid) && !withoutPayment,
    yearly ? 'year' : 'month',
  )

  const confirm = async () => {
    setSubmitting(true)
    setError(null)
    try {
      if (withoutPayment) {
        const result = await updateSubscription(target.slug, reason.trim())
        toast.success(result.message)
        await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })
        onChanged()
        onClose()
        return
      }
      const { url } = await startCheckout({
        plan: target.slug,
        discountCode: appliedCode,
        reason: reason.trim() || undefined,
        ...(monthly ? { autoRenew } : {}),
        ...(yearly ? { period: 'year' as const } : {}),
      })
      window.location.assign(url)
    } catch (caught) {
      const text = caught instanceof Error ? caught.message : 'تعذّر إتمام العملية'
      setError(text)
      toast.error(text)
      setSubmitting(false)
    }
  }

  const quoteCodeError = appliedCode ? quote.data?.codeError : null
  const confirmDisabled =
    submitting ||
    validation.isPending ||
    !verdict?.isValid ||
    (!withoutPayment && (quote.isPending || quote.isError))

  return (
    <>
      <DialogHeader>
        <DialogTitle>تأكيد تغيير الخطة</DialogTitle>
        <DialogDescription>
          من {current.name} إلى {target.name} ({formatPrice(target.price, target.billingCycle)})
        </DialogDescription>
      </DialogHeader>

      {validation.isPending ? (
        <Spinner label="جارٍ التحقق من إمكانية التغيير..." />
      ) : validation.isError ? (
        // The spec's message (spec «Plan validity»: 'Validation error'), marked English so a
        // screen reader says it in English, then what to do, in Arabic (the Orca pass had it
        // read as Arabic).
        <p role="alert" className="text-sm text-destructive">
          <span lang="en" dir="ltr">
            Validation error
          </span>
          {' — '}
          تعذّر التحقق من إمكانية التغيير. حاول مرة أخرى.
        </p>
      ) : verdict ? (
        <p
          role="status"
          className={verdict.isValid ? 'text-sm text-success' : 'text-sm text-destructive'}
        >
          {verdict.changeType ? `${changeTypeLabels[verdict.changeType] ?? ''}: ` : ''}
          {verdict.message}
        </p>
      ) : null}

      {verdict?.isValid && scheduled && paidCycleEndsAt ? (
        <p className="rounded-md border border-border p-4 text-sm">
          لن يُخصم أي مبلغ الآن. ستنتقل إلى {target.name} في {formatLongDate(paidCycleEndsAt)} عند
          انتهاء دورة الفوترة الحالية.
        </p>
      ) : null}

      {verdict?.isValid && !withoutPayment ? (
        <>
          {annualPrice !== null ? (
            <PeriodChoice
              value={period}
              onChange={setPeriod}
              monthlyPrice={target.price}
              annualPrice={annualPrice}
              disabled={submitting}
            />
          ) : null}
          <DiscountCodeField
            check={(code) => {
              const base = quote.data
                ? quote.data.finalAmount + quote.data.discountAmount
                : target.price
              return checkDiscountCode(code, email, base)
            }}
            onApplied={setAppliedCode}
            quoteError={quoteCodeError}
            disabled={submitting}
          />
          {quote.isPending ? (
            <Spinner label="جارٍ حساب السعر..." />
          ) : quote.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {quote.error.message}
            </p>
          ) : (
            <PriceBreakdown quote={quote.data} periodEndsAt={paidCycleEndsAt} />
          )}
          {monthly ? (
            <AutoRenewConsent
              checked={autoRenew}
              onCheckedChange={setAutoRenew}
              planSlug={target.slug}
              amount={yearly && annualPrice !== null ? annualPrice : target.price}
              nextDate={nextRenewal}
              period={yearly ? 'year' : 'month'}
              disabled={submitting}
            />
          ) : null}
        </>
      ) : null}

      <Field label="سبب التغيير (اختياري)">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>

      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose}>
          إلغاء
        </Button>
        <Button type="button" disabled={confirmDisabled} onClick={() => void confirm()}>
          {submitting
            ? 'جارٍ التنفيذ...'
            : withoutPayment
              ? scheduled
                ? 'جدولة التغيير'
                : 'تأكيد التغيير'
              : 'المتابعة إلى الدفع'}
        </Button>
      </DialogFooter>
    </>
  )
}
