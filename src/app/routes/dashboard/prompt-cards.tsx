import { PAGE_HEADINGS } from '@/components/layout/frame'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { PromptLibrary } from '@/features/catalogue/components/prompt-library'
import { OwnPromptMatches } from '@/features/user-prompts/components/own-prompt-matches'
import { paths } from '@/lib/paths'

export default function PromptCardsRoute() {
  return (
    <DashboardPage {...PAGE_HEADINGS[paths.dashboard.promptCards]}>
      {/* Up to 5 of the user's own matches come with the library's first page (one call). */}
      <PromptLibrary ownLimit={5} renderExtra={(own) => <OwnPromptMatches hits={own} />} />
    </DashboardPage>
  )
}
