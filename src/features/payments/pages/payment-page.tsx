import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { CreditCard } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { AutoRenewConsent } from '@/components/auto-renew-consent'
import { PeriodChoice } from '@/components/period-choice'
import { DiscountCodeField } from '@/components/discount-code-field'
import { PriceBreakdown } from '@/components/price-breakdown'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from '@/hooks/use-auth'
import { usePageMeta } from '@/hooks/use-page-meta'
import { DAYS_IN_PERIOD, type BillingPeriod } from '@/lib/annual'
import { formatSar } from '@/lib/format'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { checkPaymentCode, fetchPaymentQuote, paymentKeys, startPayment } from '../api/payments-api'

/**
 * /payment?plan=&user= — pays for a plan as the signed-in user. The `user` parameter is ignored:
 * the server takes the user from the session, so a link can never pay for someone else.
 */
export default function PaymentPage() {
  usePageMeta('الدفع', 'ادفع اشتراكك في سند بأمان عبر بوابة Tap.')
  const [params] = useSearchParams()
  const plan = params.get('plan')?.trim() ?? ''
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const email = user?.email ?? ''
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [autoRenew, setAutoRenew] = useState(true)
  // A code the server accepted; the quote is asked again with it (issue 46: the first payment
  // takes a code as an upgrade does).
  const [code, setCode] = useState<string | null>(null)
  // A monthly plan with an annual offer may be bought for a year (issue 46).
  const [period, setPeriod] = useState<BillingPeriod>('month')
  // The first renewal falls one period (30 or 365 days) after today's payment.
  const [now] = useState(() => Date.now())
  const nextRenewal = new Date(now + DAYS_IN_PERIOD[period] * 86_400_000)

  const quote = useQuery({
    queryKey: paymentKeys.quote(userId, plan, code, period),
    queryFn: () => fetchPaymentQuote(userId, plan, code, period),
    enabled: Boolean(userId && plan),
    placeholderData: keepPreviousData,
  })

  const pay = async () => {
    setStarting(true)
    setError(null)
    try {
      const monthly = quote.data?.billingCycle === 'monthly'
      const { url } = await startPayment({
        plan,
        discountCode: code,
        ...(monthly ? { autoRenew } : {}),
        ...(monthly && period === 'year' ? { period } : {}),
      })
      window.location.assign(url)
    } catch (caught) {
      const text = caught instanceof Error ? caught.message : 'تعذّر بدء عملية الدفع'
      setError(text)
      toast.error(text)
      setStarting(false)
    }
  }

  let body
  if (!plan) {
    body = <p role="alert">Invalid plan selected</p>
  } else if (quote.isPending) {
    body = <Spinner label="جارٍ حساب المبلغ..." />
  } else if (quote.isError) {
    body = (
      <>
        <p role="alert">{quote.error.message}</p>
        {period === 'year' ? (
          <Button variant="outline" onClick={() => setPeriod('month')}>
            العودة إلى الدفع الشهري
          </Button>
        ) : null}
      </>
    )
  } else if (!quote.data.valid) {
    body = <p role="alert">{quote.data.message}</p>
  } else {
    body = (
      <>
        <p className="text-lg">
          باقة <strong>{quote.data.planName}</strong>
        </p>
        <p className="text-3xl font-bold text-primary" data-testid="payment-total">
          {formatSar(quote.data.finalAmount)}
        </p>
        <div className="grid w-full gap-4 text-start">
          {quote.data.billingCycle === 'monthly' && quote.data.annualPrice !== null ? (
            <PeriodChoice
              value={period}
              onChange={setPeriod}
              monthlyPrice={quote.data.planPrice}
              annualPrice={quote.data.annualPrice}
              disabled={starting}
            />
          ) : null}
          <PriceBreakdown quote={quote.data} />
          <DiscountCodeField
            check={(entered) =>
              checkPaymentCode(entered, email, quote.data.finalAmount + quote.data.discountAmount)
            }
            onApplied={setCode}
            quoteError={code ? quote.data.codeError : null}
            disabled={starting}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          يُحسب المبلغ على الخادم بعد العروض والتناسب مع دورتك الحالية، وتتم عملية الدفع في صفحة Tap
          الآمنة.
        </p>
        {quote.data.billingCycle === 'monthly' ? (
          <AutoRenewConsent
            checked={autoRenew}
            onCheckedChange={setAutoRenew}
            planSlug={plan}
            amount={
              period === 'year' && quote.data.annualPrice !== null
                ? quote.data.annualPrice
                : quote.data.planPrice
            }
            nextDate={nextRenewal}
            period={period}
            disabled={starting}
          />
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button size="lg" disabled={starting} onClick={() => void pay()}>
          <CreditCard aria-hidden="true" className="size-5" />
          {starting ? 'جارٍ التحويل إلى بوابة الدفع...' : 'ادفع الآن'}
        </Button>
      </>
    )
  }

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">الدفع</h1>
      {body}
      <Link to={paths.subscription} className="text-sm text-muted-foreground hover:text-primary">
        إدارة الاشتراك وتغيير الباقة
      </Link>
    </section>
  )
}
