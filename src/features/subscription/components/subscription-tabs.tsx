import { Award, CalendarClock, Check } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { SubscriptionStatus } from '@/hooks/use-subscription-status'
import { cn } from '@/lib/cn'
import { formatInteger, formatLongDate, formatSar } from '@/lib/format'
import type {
  HistoryEntry,
  PlanDetails,
  PlanRow,
  Promotion,
  RegistrationRank,
  ScheduledChange,
} from '../api/subscription-api'
import { formatDays } from '../lib/access'
import {
  badgeTierLabels,
  changeTypeLabels,
  formatLimit,
  formatPrice,
  limitLabels,
  statusLabels,
} from '../lib/display'
import { ScrollRegion } from '@/components/ui/scroll-region'

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4 text-sm"
    >
      <p>{message}</p>
      <Button type="button" size="sm" variant="outline" onClick={onRetry}>
        إعادة المحاولة
      </Button>
    </div>
  )
}

export function TabSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label="جارٍ التحميل">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  )
}

type CurrentPlanProps = {
  details: PlanDetails | null
  status: SubscriptionStatus | null
  rank: RegistrationRank | null | undefined
  scheduled: ScheduledChange | null | undefined
  planName: (slug: string) => string
  error: string | null
  onRetry: () => void
  /** Shown when a paid monthly plan is no longer active: pay the same plan again. */
  onRenew?: () => void
}

export function CurrentPlanTab({
  details,
  status,
  rank,
  scheduled,
  planName,
  error,
  onRetry,
  onRenew,
}: CurrentPlanProps) {
  if (error) return <LoadError message={error} onRetry={onRetry} />
  if (!details) return <TabSkeleton />
  const state = status?.subscriptionStatus ?? 'active'
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="current-plan-title"
        className="grid gap-4 rounded-lg border border-border bg-card p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="current-plan-title" className="text-2xl font-bold">
            {details.name}
          </h2>
          <Badge variant={state === 'active' ? 'default' : 'destructive'}>
            {statusLabels[state] ?? state}
          </Badge>
        </div>
        <p className="text-muted-foreground">{details.description}</p>
        <p className="text-xl font-bold text-primary" data-testid="current-plan-price">
          {formatPrice(details.price, details.billingCycle)}
        </p>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">تاريخ الانتهاء</dt>
            <dd>
              {status?.expiresAt
                ? formatLongDate(status.expiresAt)
                : details.billingCycle === 'lifetime'
                  ? 'لا ينتهي (مدى الحياة)'
                  : '—'}
            </dd>
          </div>
          {status?.daysUntilExpiry !== null && status?.daysUntilExpiry !== undefined ? (
            <div>
              <dt className="text-muted-foreground">المدة المتبقية</dt>
              <dd>{formatDays(status.daysUntilExpiry)}</dd>
            </div>
          ) : null}
          {status?.isInGracePeriod && status.gracePeriodEndsAt ? (
            <div>
              <dt className="text-muted-foreground">نهاية فترة السماح</dt>
              <dd>{formatLongDate(status.gracePeriodEndsAt)}</dd>
            </div>
          ) : null}
        </dl>
        {onRenew ? (
          <Button type="button" className="justify-self-start" onClick={onRenew}>
            تجديد الاشتراك
          </Button>
        ) : null}
        {scheduled ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md bg-muted p-3 text-sm"
            data-testid="scheduled-change"
          >
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
            تغيير مجدول: ستنتقل إلى {planName(scheduled.toPlan)} في{' '}
            {formatLongDate(scheduled.effectiveAt)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="limits-title" className="grid gap-3">
        <h3 id="limits-title" className="font-bold">
          حدود الخطة
        </h3>
        <dl className="grid gap-3 sm:grid-cols-3">
          {limitLabels.map(({ key, label, unit }) => (
            <div key={key} className="rounded-md border border-border p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-lg font-bold">{formatLimit(details.limits[key], unit)}</dd>
            </div>
          ))}
        </dl>
        <ul className="grid gap-2 text-sm">
          {details.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      </section>

      {rank ? (
        <section
          aria-label="شارة العضوية"
          className="flex items-center gap-4 rounded-lg border border-border p-4"
        >
          <Award
            aria-hidden="true"
            className={cn(
              'size-10',
              rank.tier === 'platinum'
                ? 'text-sky-300'
                : rank.tier === 'gold'
                  ? 'text-amber-400'
                  : 'text-slate-300',
            )}
          />
          <div>
            <p className="font-bold">عضو {badgeTierLabels[rank.tier]}</p>
            <p className="text-sm text-muted-foreground">
              ترتيبك في التسجيل {formatInteger(rank.rank)} من أصل {formatInteger(rank.totalUsers)}{' '}
              مستخدم
            </p>
          </div>
        </section>
      ) : null}
    </div>
  )
}

type AvailablePlansProps = {
  plans: PlanRow[] | undefined
  promotions: Record<string, Promotion> | undefined
  currentSlug: string | null
  error: string | null
  onRetry: () => void
  onSelect: (plan: PlanRow) => void
}

export function AvailablePlansTab({
  plans,
  promotions,
  currentSlug,
  error,
  onRetry,
  onSelect,
}: AvailablePlansProps) {
  if (error) return <LoadError message={error} onRetry={onRetry} />
  if (!plans) return <TabSkeleton />
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((plan) => {
        const isCurrent = plan.slug === currentSlug
        const promotion = promotions?.[plan.slug]
        return (
          <li
            key={plan.slug}
            aria-label={`باقة ${plan.name}`}
            className={cn(
              'flex flex-col gap-3 rounded-lg border bg-card p-5',
              isCurrent ? 'border-primary' : 'border-border',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg font-bold">{plan.name}</h3>
              {isCurrent ? <Badge>خطتك الحالية</Badge> : null}
            </div>
            <p className="text-sm text-muted-foreground">{plan.description}</p>
            {promotion ? (
              <div className="grid gap-1">
                <p className="text-sm text-muted-foreground line-through">
                  {formatPrice(plan.price, plan.billingCycle)}
                </p>
                <p className="text-xl font-bold text-primary">
                  {formatPrice(promotion.discountedAmount, plan.billingCycle)}
                </p>
                <Badge variant="accent">{promotion.message ?? promotion.name}</Badge>
              </div>
            ) : (
              <p className="text-xl font-bold text-primary">
                {formatPrice(plan.price, plan.billingCycle)}
              </p>
            )}
            <Button
              type="button"
              className="mt-auto"
              variant={isCurrent ? 'outline' : 'primary'}
              disabled={isCurrent}
              aria-label={isCurrent ? `${plan.name}: خطتك الحالية` : `اختيار باقة ${plan.name}`}
              onClick={() => onSelect(plan)}
            >
              {isCurrent ? 'خطتك الحالية' : 'اختيار هذه الخطة'}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}

type HistoryProps = {
  entries: HistoryEntry[] | undefined
  planName: (slug: string) => string
  error: string | null
  onRetry: () => void
}

export function HistoryTab({ entries, planName, error, onRetry }: HistoryProps) {
  if (error) return <LoadError message={error} onRetry={onRetry} />
  if (!entries) return <TabSkeleton />
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border border-border p-6 text-center text-muted-foreground">
        لا توجد تغييرات على اشتراكك بعد.
      </p>
    )
  }
  return (
    <ScrollRegion label="آخر تغييرات اشتراكك">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">آخر 10 تغييرات على اشتراكك</caption>
        <thead className="text-muted-foreground">
          <tr className="border-b border-border text-start">
            <th scope="col" className="p-2 text-start">
              التاريخ
            </th>
            <th scope="col" className="p-2 text-start">
              من
            </th>
            <th scope="col" className="p-2 text-start">
              إلى
            </th>
            <th scope="col" className="p-2 text-start">
              النوع
            </th>
            <th scope="col" className="p-2 text-start">
              المبلغ
            </th>
            <th scope="col" className="p-2 text-start">
              السبب
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border">
              <td className="p-2">{formatLongDate(entry.changedAt)}</td>
              <td className="p-2">{entry.fromPlan ? planName(entry.fromPlan) : '—'}</td>
              <td className="p-2">{planName(entry.toPlan)}</td>
              <td className="p-2">
                {entry.changeType ? (changeTypeLabels[entry.changeType] ?? entry.changeType) : '—'}
              </td>
              <td className="p-2">{entry.amount !== null ? formatSar(entry.amount) : '—'}</td>
              <td className="p-2">{entry.reason ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
