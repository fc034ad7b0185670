import { DashboardPage } from '@/components/layout/dashboard-page'
import { PAGE_HEADINGS } from '@/components/layout/frame'
import {
  FavoritePromptsPreview,
  QuickSearch,
  RecentPrompts,
  WhatsNew,
} from '@/features/catalogue/components/home-widgets'
import { PlanStatusCard } from '@/features/catalogue/components/plan-status'
import { CompanyHomeCard } from '@/features/companies/components/company-home-card'
import { LastWorkspace } from '@/features/companies/components/last-workspace'
import { CompletionPanel } from '@/features/onboarding/components/completion-panel'
import { FirstRunChecklist } from '@/features/onboarding/components/first-run-checklist'
import { paths } from '@/lib/paths'

export default function DashboardHomeRoute() {
  return (
    <DashboardPage {...PAGE_HEADINGS[paths.dashboard.root]}>
      <LastWorkspace />
      <CompletionPanel showLoading />
      <CompanyHomeCard />
      <FirstRunChecklist />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <PlanStatusCard />
        <div className="grid content-center gap-3 rounded-lg border border-border bg-card p-6">
          <h2 className="text-lg font-semibold">بحث سريع</h2>
          <QuickSearch />
        </div>
      </div>
      <RecentPrompts />
      <FavoritePromptsPreview />
      <WhatsNew />
    </DashboardPage>
  )
}
