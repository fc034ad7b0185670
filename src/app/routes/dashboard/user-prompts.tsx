import { DashboardPage } from '@/components/layout/dashboard-page'
import { UserPromptsList } from '@/features/user-prompts/components/user-prompts-list'

export default function UserPromptsRoute() {
  return (
    <DashboardPage
      title="أوامري"
      description="أوامرك الخاصة: اكتبها بمتغيراتها، وعدّلها مع حفظ كل إصدار، وانسخ إليها ما تحب من المكتبة."
    >
      <UserPromptsList />
    </DashboardPage>
  )
}
