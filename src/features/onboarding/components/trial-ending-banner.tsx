import { Clock } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/hooks/use-auth'
import { formatLongDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { useTrialEnding } from '../api/trial'

/**
 * The dashboard's banner in the trial's last 2 days (issue 32): when it ends, what locks, and the
 * one-click path to the paid plan chosen in the wizard (the payment page with that plan
 * preselected) or to the pricing page. Nothing for a paying account, nor while loading or when
 * the check failed (the subscription page still shows the days left).
 */
export function TrialEndingBanner() {
  const { user } = useAuth()
  const ending = useTrialEnding(user?.id ?? '')
  const data = ending.data
  if (!data) return null
  const to = data.plan
    ? `${paths.payment}?plan=${encodeURIComponent(data.plan.slug)}`
    : paths.pricing
  return (
    <section
      aria-labelledby="trial-ending-title"
      data-testid="trial-ending-banner"
      className="flex flex-col gap-3 border-b border-accent/40 bg-accent/10 px-4 py-3 sm:flex-row sm:items-center sm:justify-between lg:px-8"
    >
      <div className="flex items-start gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="grid gap-0.5">
          <h2 id="trial-ending-title" className="font-semibold">
            {data.lastDay
              ? 'تنتهي فترتك التجريبية خلال أقل من يوم'
              : 'تنتهي فترتك التجريبية خلال يومين'}
          </h2>
          <p className="text-sm text-muted-foreground">
            تنتهي في {formatLongDate(data.endsAt)}، وبعدها تُقفل الأوامر الذكية حتى تشترك. تبقى
            بياناتك ومفضلتك ومتغيراتك محفوظة.
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to={to}>{data.plan ? `اشترك في باقة ${data.plan.name}` : 'اختر باقتك'}</Link>
      </Button>
    </section>
  )
}
