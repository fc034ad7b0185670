import { DashboardPage } from '@/components/layout/dashboard-page'
import { HelpCenter } from '@/features/dashboard/components/help-center'
import { SupportCenter } from '@/features/support/components/support-center'

export default function HelpRoute() {
  return (
    <DashboardPage
      title="المساعدة"
      description="طلبات الدعم، وإجابات الأسئلة الشائعة وطرق التواصل مع فريق الدعم."
    >
      <SupportCenter />
      <HelpCenter />
    </DashboardPage>
  )
}
