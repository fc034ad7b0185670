import { useEffect } from 'react'
import { Check, CreditCard } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/hooks/use-auth'
import { paths } from '@/lib/paths'
import { formatPlanPrice } from '@/lib/plans'
import { toast } from '@/lib/toast'
import { useCompletionOffer, useDismissCompletionOffer } from '../api/completion'

type CompletionPanelProps = {
  /** Told once the panel knows whether it has something to show (false also when it failed). */
  onResolved?: (shown: boolean) => void
  /** After «المتابعة بالفترة التجريبية» was saved. */
  onContinueTrial?: () => void
  /** The dashboard shows a placeholder while loading; the verification page shows nothing. */
  showLoading?: boolean
}

/**
 * «أكمل اشتراكك في باقة …»: the paid plan chosen in the wizard, its price and what it opens (the
 * plan cards' own `plans.features`), one button into the existing payment flow with the plan
 * preselected, and the way to keep the trial. Nothing is granted here: the plan starts only when
 * the payment is captured (the webhook), which also clears the wizard's choice.
 */
export function CompletionPanel({
  onResolved,
  onContinueTrial,
  showLoading = false,
}: CompletionPanelProps) {
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const offer = useCompletionOffer(userId)
  const dismiss = useDismissCompletionOffer(userId)

  const resolved = !userId || offer.isError ? false : offer.isSuccess ? Boolean(offer.data) : null
  useEffect(() => {
    if (resolved !== null) onResolved?.(resolved)
  }, [resolved, onResolved])

  if (!userId || offer.isError) return null
  if (offer.isPending) return showLoading ? <Skeleton className="h-48" /> : null
  const plan = offer.data
  if (!plan) return null

  const continueTrial = () =>
    dismiss.mutate(undefined, {
      onSuccess: () => onContinueTrial?.(),
      onError: (error) => toast.error(error.message),
    })

  return (
    <section
      aria-labelledby="completion-title"
      className="grid gap-4 rounded-lg border border-primary/60 bg-card p-6 text-start shadow-lg shadow-primary/10"
    >
      <div className="grid gap-1">
        <h2 id="completion-title" className="text-xl font-bold">
          أكمل اشتراكك في باقة {plan.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          اخترت هذه الباقة عند التسجيل، وأنت الآن على الفترة التجريبية. ادفع لتفتح كل ما فيها.
        </p>
      </div>
      <p>
        <span className="text-2xl font-bold text-primary" data-testid="completion-price">
          {formatPlanPrice(plan)}
        </span>{' '}
        <span className="text-sm text-muted-foreground">شامل ضريبة القيمة المضافة</span>
      </p>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">ما تفتحه لك الباقة</h3>
        <ul className="grid gap-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to={`${paths.payment}?plan=${encodeURIComponent(plan.slug)}`}>
            <CreditCard aria-hidden="true" className="size-5" />
            إتمام الاشتراك والدفع
          </Link>
        </Button>
        <Button size="lg" variant="outline" disabled={dismiss.isPending} onClick={continueTrial}>
          {dismiss.isPending ? 'جارٍ الحفظ...' : 'المتابعة بالفترة التجريبية'}
        </Button>
      </div>
    </section>
  )
}
