import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, CircleSlash, LogIn, XCircle } from 'lucide-react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from '@/hooks/use-auth'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSubscriptionStatus } from '@/hooks/use-subscription-status'
import { formatSar } from '@/lib/format'
import { companyPaths } from '@/lib/company-paths'
import { paths } from '@/lib/paths'
import { fetchPaymentStatus, paymentKeys } from '../api/payments-api'
import {
  declineMessage,
  outcomeFromCharge,
  outcomeFromStatus,
  recheckHint,
  resultMessages,
  signInPrompt,
  type PaymentOutcome,
} from '../lib/result'

type View =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'error' | 'notApplied'; message: string }
  | { kind: PaymentOutcome; amount?: number; reason?: string | null; companyId?: string | null }

const titles: Record<PaymentOutcome | 'error' | 'notApplied', string> = {
  success: 'تم الدفع بنجاح',
  failed: 'لم تكتمل عملية الدفع',
  cancelled: 'تم إلغاء الدفع',
  error: 'تعذّر التحقق من الدفع',
  notApplied: 'تم استلام الدفعة ولم يتغير اشتراكك',
}

/** /payment-result?tap_id=&status=|tap_status= — Tap sends the customer back here. */
export default function PaymentResultPage() {
  const [params] = useSearchParams()
  const location = useLocation()
  const tapId = params.get('tap_id')?.trim() || null
  const statusParam = params.get('status') ?? params.get('tap_status')
  const { user, loading } = useAuth()
  const { refresh } = useSubscriptionStatus()
  const queryClient = useQueryClient()

  // The charge is always read from the server when there is one; the query string is a hint only.
  const charge = useQuery({
    queryKey: paymentKeys.status(tapId ?? ''),
    queryFn: () => fetchPaymentStatus(tapId!),
    enabled: Boolean(tapId && user),
    retry: 1,
    staleTime: Infinity,
  })

  let view: View
  if (tapId) {
    // Only the payer may read a charge: a signed-out visitor (another browser, an expired
    // session) is asked to sign in and comes back here afterwards.
    if (!user && !loading) view = { kind: 'signedOut' }
    else if (charge.isPending) view = { kind: 'loading' }
    else if (charge.isError) view = { kind: 'error', message: resultMessages.checkError }
    else if (charge.data.notApplied) view = { kind: 'notApplied', message: charge.data.notApplied }
    else {
      view = {
        kind: outcomeFromCharge(charge.data.status),
        amount: charge.data.amount,
        reason: declineMessage(charge.data.declineReason),
        companyId: charge.data.companyId,
      }
    }
  } else {
    const outcome = outcomeFromStatus(statusParam)
    view = outcome ? { kind: outcome } : { kind: 'error', message: resultMessages.missingId }
  }

  const succeeded = view.kind === 'success'
  useEffect(() => {
    if (!succeeded) return
    void refresh()
    void queryClient.invalidateQueries()
  }, [succeeded, refresh, queryClient])

  usePageMeta('نتيجة الدفع', 'نتيجة عملية الدفع الإلكتروني لاشتراكك في سند.')

  if (view.kind === 'loading') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <Spinner label="جارٍ التحقق من حالة الدفع..." />
      </section>
    )
  }

  if (view.kind === 'signedOut') {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
        <LogIn aria-hidden="true" className="size-16 text-primary" />
        <h1 className="text-3xl font-bold">{signInPrompt.title}</h1>
        <p role="status" className="leading-relaxed text-muted-foreground">
          {signInPrompt.message}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={paths.login} state={{ from: location }}>
              {signInPrompt.action}
            </Link>
          </Button>
        </div>
      </section>
    )
  }

  const title = titles[view.kind]
  const message =
    view.kind === 'error' || view.kind === 'notApplied'
      ? view.message
      : view.kind === 'failed'
        ? resultMessages.failed
        : view.kind === 'cancelled'
          ? resultMessages.cancelled
          : 'تم تفعيل خطتك الجديدة بنجاح. شكراً لثقتك بنا.'
  const Icon = succeeded ? CheckCircle2 : view.kind === 'cancelled' ? CircleSlash : XCircle
  // The charge could not be read (Tap or the server unreachable): it may well be paid, so the
  // first offer is to check again, not to pay again.
  const checkFailed = Boolean(tapId && user && charge.isError)
  const companyId = 'companyId' in view ? (view.companyId ?? null) : null

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <Icon
        aria-hidden="true"
        className={succeeded ? 'size-16 text-success' : 'size-16 text-destructive'}
      />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p role={succeeded ? 'status' : 'alert'} className="leading-relaxed text-muted-foreground">
        {message}
      </p>
      {succeeded && view.kind === 'success' && view.amount ? (
        <p className="text-sm text-muted-foreground">المبلغ المدفوع: {formatSar(view.amount)}</p>
      ) : null}
      {view.kind === 'failed' && view.reason ? (
        <p className="text-sm font-medium" data-testid="decline-reason">
          {view.reason}
        </p>
      ) : null}
      {checkFailed ? <p className="text-sm text-muted-foreground">{recheckHint}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        {checkFailed ? (
          <Button size="lg" disabled={charge.isFetching} onClick={() => void charge.refetch()}>
            {charge.isFetching ? 'جارٍ التحقق...' : 'إعادة التحقق من الدفع'}
          </Button>
        ) : null}
        {succeeded ? (
          <Button asChild size="lg">
            <Link to={`${paths.thankYou}?type=subscription`}>متابعة</Link>
          </Button>
        ) : (
          <Button asChild size="lg" variant={checkFailed ? 'outline' : 'primary'}>
            {/* A company's purchase is tried again from its billing page, with the same seats. */}
            <Link to={companyId ? companyPaths.billing.to(companyId) : paths.pricing}>
              إعادة المحاولة
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to={companyId ? companyPaths.billing.to(companyId) : paths.subscription}>
            الذهاب إلى الاشتراكات
          </Link>
        </Button>
      </div>
    </section>
  )
}
