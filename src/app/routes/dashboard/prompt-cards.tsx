import { DashboardPage } from '@/components/layout/dashboard-page'
import { PromptLibrary } from '@/features/catalogue/components/prompt-library'
import { OwnPromptMatches } from '@/features/user-prompts/components/own-prompt-matches'

export default function PromptCardsRoute() {
  return (
    <DashboardPage
      title="الأوامر الذكية"
      description="مكتبة أوامر عربية جاهزة لـ ChatGPT وGemini وMidjourney وClaude، مع بحث ذكي وتصفية."
    >
      <PromptLibrary renderExtra={(query) => <OwnPromptMatches query={query} />} />
    </DashboardPage>
  )
}
