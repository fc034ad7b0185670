import { DashboardPage } from '@/components/layout/dashboard-page'
import { PromptLibrary } from '@/features/catalogue/components/prompt-library'
import { OwnPromptMatches } from '@/features/user-prompts/components/own-prompt-matches'

export default function PromptCardsRoute() {
  return (
    <DashboardPage
      title="الأوامر الذكية"
      description="مكتبة أوامر عربية جاهزة لـ ChatGPT وGemini وMidjourney وClaude، مع بحث ذكي وتصفية."
    >
      {/* Up to 5 of the user's own matches come with the library's first page (one call). */}
      <PromptLibrary ownLimit={5} renderExtra={(own) => <OwnPromptMatches hits={own} />} />
    </DashboardPage>
  )
}
