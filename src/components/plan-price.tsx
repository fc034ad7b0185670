import { cn } from '@/lib/cn'
import { formatPlanPrice, type Plan } from '@/lib/plans'
import type { PlanPromotion } from '@/lib/promotions'

/**
 * A plan's price as the server will charge it today: with a live promotion, the promoted price
 * after the struck-through one and the promotion's line (issue 46: the same figure on /pricing,
 * in the sign-up wizard, on /payment and in the plan change).
 */
export function PlanPrice({
  plan,
  promotion,
  className,
}: {
  plan: Pick<Plan, 'price' | 'billingCycle'>
  promotion?: PlanPromotion
  className?: string
}) {
  if (!promotion) return <span className={className}>{formatPlanPrice(plan)}</span>
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span data-testid="promoted-price">
        {formatPlanPrice({ ...plan, price: promotion.discountedPrice })}
      </span>
      <s className="text-xs text-muted-foreground">
        <span className="sr-only">بدلاً من </span>
        {formatPlanPrice(plan)}
      </s>
      <span className="text-xs text-success">{promotion.message ?? promotion.name}</span>
    </span>
  )
}
