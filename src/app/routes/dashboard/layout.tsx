import DashboardShell from '@/components/layout/dashboard-shell'
import { PlanStatusBadge } from '@/features/catalogue/components/plan-status'
import { WorkspaceSwitcher } from '@/features/companies/components/workspace-switcher'
import { TrialEndingBanner } from '@/features/onboarding/components/trial-ending-banner'

export default function DashboardLayout() {
  return (
    <DashboardShell
      planSlot={<PlanStatusBadge />}
      bannerSlot={<TrialEndingBanner />}
      workspaceSlot={(onNavigate) => <WorkspaceSwitcher onNavigate={onNavigate} />}
    />
  )
}
