import { lazy, Suspense } from 'react'
import DashboardShell from '@/components/layout/dashboard-shell'
import { SignOutButton } from '@/components/layout/sign-out-button'
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
      footerSlot={<SignOutButton />}
      workspaceSlot={(onNavigate) => (
        <Suspense fallback={<div className="h-14" aria-hidden="true" />}>
          <WorkspaceSwitcher onNavigate={onNavigate} />
        </Suspense>
      )}
    />
  )
}
