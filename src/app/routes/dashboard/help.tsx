import { DashboardPage } from '@/components/layout/dashboard-page'
import { HelpCenter } from '@/features/dashboard/components/help-center'

export default function HelpRoute() {
  return (
    <DashboardPage
      title="المساعدة"
      description="إجابات الأسئلة الشائعة وطرق التواصل مع فريق الدعم."
    >
      <HelpCenter />
    </DashboardPage>
  )
}
