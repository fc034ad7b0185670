import { Check, Sparkles } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { formatPlanPrice, type Plan } from '@/lib/plans'
import { supportLevels } from '@/lib/support-levels'

function ctaLabel(plan: Plan): string {
  if (plan.billingCycle === 'trial') return 'ابدأ التجربة المجانية'
  if (plan.billingCycle === 'lifetime') return 'احصل عليها مدى الحياة'
  return 'اشترك الآن'
}

type PlanCardProps = {
  plan: Plan
  href: string
  /** The compact variant (home page teaser) lists only the first features. */
  compact?: boolean
  /** The plan's current promotion (pricing page), shown over the struck-through price. */
  promotion?: { name: string; discountedPrice: number; message: string | null }
  /** 2 where the cards are the page's first level under its h1 (/pricing), else 3 (a section's). */
  headingLevel?: 2 | 3
}

export function PlanCard({
  plan,
  href,
  compact = false,
  promotion,
  headingLevel = 3,
}: PlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const features = compact ? plan.features.slice(0, 3) : plan.features
  const titleId = `plan-${plan.slug}-title`
  const message = promotion ? (promotion.message ?? promotion.name) : undefined
  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan.slug}
      className={cn(
        'relative flex flex-col gap-5 rounded-lg border bg-card p-6',
        plan.isPopular ? 'border-primary shadow-lg shadow-primary/10' : 'border-border',
      )}
    >
      {plan.isPopular ? (
        <Badge variant="accent" className="absolute -top-3 start-6">
          <Sparkles aria-hidden="true" className="size-3" />
          الأكثر شيوعاً
        </Badge>
      ) : null}
      <div className="flex flex-col gap-2">
        <Heading id={titleId} className="text-xl font-bold">
          {plan.name}
        </Heading>
        <p className="text-sm leading-relaxed text-muted-foreground">{plan.description}</p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-bold text-primary" data-price>
          {formatPlanPrice(promotion ? { ...plan, price: promotion.discountedPrice } : plan)}
        </p>
        {/* The promotion's line sits under the price. The full card always lays it out and makes
            it visible (aria-hidden → visibility) only while a promotion is live, so a promotion
            read after the first paint (src/islands/plans.ts on the static page, the live plans'
            query in the app) moves nothing on the page. */}
        {promotion || !compact ? (
          <div
            className="flex flex-col items-start gap-1 aria-hidden:invisible"
            data-promotion
            aria-hidden={promotion ? undefined : true}
          >
            <p className="text-sm text-muted-foreground">
              <span className="sr-only">بدلاً من </span>
              <s data-promotion-was>{formatPlanPrice(plan)}</s>
            </p>
            {/* Up to two lines, always laid out for two, so a long message in a narrow card is read
                whole (a cut «خصم 20% على خطة م…» told nothing) and still moves nothing when it
                arrives after the first paint; a longer one ends in an ellipsis, whole in its title. */}
            <Badge variant="accent" className="max-w-full rounded-2xl py-1">
              <span
                className="line-clamp-2 min-h-[2lh] min-w-0"
                data-promotion-message
                title={message}
              >
                {message ?? 'عرض'}
              </span>
            </Badge>
          </div>
        ) : null}
      </div>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {compact ? null : (
        <p className="text-xs text-muted-foreground">
          الدعم: {supportLevels[plan.limits.support_level].target} (الأحد–الخميس 9–18، السبت 10–16)
        </p>
      )}
      <Button asChild variant={plan.isPopular ? 'primary' : 'outline'} className="w-full">
        <Link
          to={href}
          aria-label={`${ctaLabel(plan)}: باقة ${plan.name}`}
          data-plan-link={plan.slug}
        >
          {ctaLabel(plan)}
        </Link>
      </Button>
    </article>
  )
}
