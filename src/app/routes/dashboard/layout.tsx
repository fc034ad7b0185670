import { lazy, Suspense } from 'react'
import DashboardShell from '@/components/layout/dashboard-shell'
import { PlanStatusBadge } from '@/features/catalogue/components/plan-status'
import { TrialEndingBanner } from '@/features/onboarding/components/trial-ending-banner'

// Loaded beside the page rather than with the shell: every dashboard page's budget stays as it was.
const WorkspaceSwitcher = lazy(() =>
  import('@/features/companies/components/workspace-switcher').then((m) => ({
    default: m.WorkspaceSwitcher,
  })),
)

export default function DashboardLayout() {
  return (
    <DashboardShell
      planSlot={<PlanStatusBadge />}
      bannerSlot={<TrialEndingBanner />}
      workspaceSlot={(onNavigate) => (
        <Suspense fallback={<div className="h-14" aria-hidden="true" />}>
          <WorkspaceSwitcher onNavigate={onNavigate} />
        </Suspense>
      )}
    />
  )
}
