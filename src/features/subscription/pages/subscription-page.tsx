import { useMemo, useRef, useState } from 'react'
import { AlertTriangle } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useAuth } from '@/hooks/use-auth'
import { useSubscriptionStatus } from '@/hooks/use-subscription-status'
import type { PlanRow } from '../api/subscription-api'
import { AutoRenewPanel } from '../components/auto-renew-panel'
import { PlanChangeDialog } from '../components/plan-change-dialog'
import { QuotaRule } from '../components/quota-rule'
import { InvoicesSection } from '../components/invoices-section'
import { AvailablePlansTab, CurrentPlanTab, HistoryTab } from '../components/subscription-tabs'
import {
  useHistory,
  useInvoices,
  usePlanDetails,
  usePlans,
  usePromotions,
  useRank,
  useScheduledChange,
} from '../hooks/use-subscription-data'
import { useTabParam } from '../hooks/use-tab-param'
import type { StartCheckout } from '../types'

const TABS = ['current', 'plans', 'history', 'invoices']

/**
 * /dashboard/subscription: current plan, available plans, change history, invoices (their own tab,
 * issue 46) and the plan-change modal, inside the user area's layout.
 */
export default function SubscriptionPage({ startCheckout }: { startCheckout: StartCheckout }) {
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const email = user?.email ?? ''
  const { status, refresh } = useSubscriptionStatus()
  const [params, setParams] = useSearchParams()
  const expiredArrival = params.get('expired') === 'true'
  // The open tab and the plan being changed live in the URL (?tab=, ?plan=), not in component
  // state: the shell's guards may remount the page once the session and launch checks settle,
  // which used to send the user back to the first tab and close the dialog they had opened.
  const [tab, setTab] = useTabParam(TABS, params.get('plan') ? 'plans' : 'current')
  const [target, setTarget] = useState<PlanRow | null>(null)

  const plans = usePlans()
  const details = usePlanDetails(userId)
  const rank = useRank(userId)
  const history = useHistory(userId)
  const scheduled = useScheduledChange(userId)
  const invoices = useInvoices(userId)
  const paidSlugs = useMemo(
    () => (plans.data ?? []).filter((plan) => plan.price > 0).map((plan) => plan.slug),
    [plans.data],
  )
  const promotions = usePromotions(paidSlugs)

  const currentSlug = details.data?.slug ?? null
  const currentPlan = plans.data?.find((plan) => plan.slug === currentSlug) ?? null
  const planName = (slug: string) => plans.data?.find((plan) => plan.slug === slug)?.name ?? slug
  const paidCycleEndsAt =
    currentPlan && currentPlan.price > 0 && status?.hasAccess && !status.isInGracePeriod
      ? status.expiresAt
      : null

  // /pricing sends members here with ?plan=slug: the change for that plan opens once loaded.
  const requested = params.get('plan')
  const requestedPlan =
    requested && currentSlug && requested !== currentSlug
      ? (plans.data?.find((candidate) => candidate.slug === requested) ?? null)
      : null
  const dialogTarget = target ?? requestedPlan
  const canRenew =
    currentPlan?.billingCycle === 'monthly' &&
    currentPlan.price > 0 &&
    status !== null &&
    status.subscriptionStatus !== 'active'
  const selectPlan = (plan: PlanRow) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous)
        updated.set('plan', plan.slug)
        return updated
      },
      { replace: true },
    )
  // After a change the current plan is shown; set with closing, in one URL update.
  const changed = useRef(false)
  const closeDialog = () => {
    setTarget(null)
    const showCurrent = changed.current
    changed.current = false
    if (requested || showCurrent) {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          next.delete('plan')
          if (showCurrent) next.set('tab', 'current')
          return next
        },
        { replace: true },
      )
    }
  }

  const onChanged = () => {
    void refresh()
    changed.current = true
  }

  return (
    <DashboardPage
      title="إدارة الاشتراك"
      description="اعرض خطتك الحالية وقارن الباقات وغيّر اشتراكك وراجع سجل التغييرات والفواتير."
      lead="خطتك الحالية، الباقات المتاحة، سجل التغييرات والفواتير."
    >
      {expiredArrival && status && !status.hasAccess ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm"
        >
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          انتهى اشتراكك. اختر باقة من الباقات المتاحة لتجديد وصولك.
        </p>
      ) : null}
      <Tabs value={tab} onValueChange={setTab} dir="rtl">
        <TabsList aria-label="أقسام الاشتراك">
          <TabsTrigger value="current">الخطة الحالية</TabsTrigger>
          <TabsTrigger value="plans">الخطط المتاحة</TabsTrigger>
          <TabsTrigger value="history">سجل التغييرات</TabsTrigger>
          <TabsTrigger value="invoices">الفواتير</TabsTrigger>
        </TabsList>
        <TabsContent value="current" className="grid gap-6">
          <CurrentPlanTab
            details={details.data ?? null}
            status={status}
            rank={rank.data}
            scheduled={scheduled.data}
            planName={planName}
            error={details.isError ? details.error.message : null}
            onRetry={() => void details.refetch()}
            onRenew={canRenew && currentPlan ? () => setTarget(currentPlan) : undefined}
          />
          <AutoRenewPanel userId={userId} />
          <QuotaRule plans={plans.data} />
        </TabsContent>
        <TabsContent value="plans">
          <AvailablePlansTab
            plans={plans.data}
            promotions={promotions.data}
            currentSlug={currentSlug}
            error={plans.isError ? plans.error.message : null}
            onRetry={() => void plans.refetch()}
            onSelect={selectPlan}
          />
        </TabsContent>
        <TabsContent value="history" className="grid gap-6">
          <HistoryTab
            entries={history.data}
            planName={planName}
            error={history.isError ? history.error.message : null}
            onRetry={() => void history.refetch()}
          />
        </TabsContent>
        <TabsContent value="invoices" className="grid gap-6">
          <InvoicesSection
            invoices={invoices.data}
            error={invoices.isError ? invoices.error.message : null}
            onRetry={() => void invoices.refetch()}
            onRefunded={() => void refresh()}
          />
        </TabsContent>
      </Tabs>
      {currentPlan ? (
        <PlanChangeDialog
          userId={userId}
          email={email}
          current={currentPlan}
          target={dialogTarget}
          paidCycleEndsAt={paidCycleEndsAt}
          onClose={closeDialog}
          onChanged={onChanged}
          startCheckout={startCheckout}
        />
      ) : null}
    </DashboardPage>
  )
}
