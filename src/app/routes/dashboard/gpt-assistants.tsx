import { DashboardPage } from '@/components/layout/dashboard-page'
import { AssistantsDirectory } from '@/features/catalogue/components/assistants-directory'

export default function GptAssistantsRoute() {
  return (
    <DashboardPage
      title="المساعدات الرقمية"
      description="مساعدات GPT عربية جاهزة للإعلانات والخطط التسويقية والبريد وأفكار المشاريع وتنظيم المهام."
    >
      <AssistantsDirectory />
    </DashboardPage>
  )
}
