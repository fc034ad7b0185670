import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { PAGE_HEADINGS } from '@/components/layout/frame'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/hooks/use-auth'
import {
  FavoritePromptsPreview,
  QuickSearch,
  RecentPrompts,
  WhatsNew,
} from '@/features/catalogue/components/home-widgets'
import { PlanStatusCard } from '@/features/catalogue/components/plan-status'
import { useAccess } from '@/features/catalogue/hooks/use-catalogue'
import { myCompaniesQuery, wizardCompanyQuery } from '@/features/companies/api/my-companies'
import { CompanyHomeCard } from '@/features/companies/components/company-home-card'
import { LastWorkspace } from '@/features/companies/components/last-workspace'
import { checklistQuery } from '@/features/onboarding/api/checklist'
import { completionOfferQuery } from '@/features/onboarding/api/completion'
import { CompletionPanel } from '@/features/onboarding/components/completion-panel'
import { FirstRunChecklist } from '@/features/onboarding/components/first-run-checklist'
import { paths } from '@/lib/paths'

/** A read that has answered, failed, or cannot run now (disabled, or paused offline). */
const settled = (query: UseQueryResult) => !query.isPending || query.fetchStatus !== 'fetching'

/**
 * Whether the reads that decide what the top of the home shows have answered: the company card
 * (and the company named at registration), the completion offer, the checklist and the plan. The
 * same queries as the widgets' (TanStack Query shares them), so waiting costs no request.
 */
function useTopOfHomeSettled(): boolean {
  const userId = useAuth().user?.id ?? ''
  const companies = useQuery(myCompaniesQuery())
  const wizard = useQuery({ ...wizardCompanyQuery(), enabled: companies.data?.length === 0 })
  const offer = useQuery(completionOfferQuery(userId))
  const checklist = useQuery(checklistQuery(userId))
  const access = useAccess()
  return [companies, wizard, offer, checklist, access].every(settled)
}

/**
 * The home, where a sign-in lands. Its top widgets each draw nothing, a skeleton or a tall panel
 * depending on their data, which came at different moments and pushed the plan card and the
 * search down a screen at a time (CLS 0.27–0.53 in every Lighthouse run, issue 51). The page now
 * mounts every widget at once (their reads start together) but shows them in one frame, when the
 * top's reads have answered, with one placeholder until then: new content below the heading,
 * nothing that was drawn moves.
 */
export default function DashboardHomeRoute() {
  const ready = useTopOfHomeSettled()
  return (
    <DashboardPage {...PAGE_HEADINGS[paths.dashboard.root]}>
      {ready ? null : (
        <div role="status" aria-label="جارٍ التحميل..." className="grid gap-6">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      )}
      <div className={ready ? 'contents' : 'hidden'}>
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
      </div>
    </DashboardPage>
  )
}
