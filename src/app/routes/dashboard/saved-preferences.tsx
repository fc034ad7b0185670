import { DashboardPage } from '@/components/layout/dashboard-page'
import { GlobalVariablesManager } from '@/features/variables/components/global-variables-manager'

export default function SavedPreferencesRoute() {
  return (
    <DashboardPage
      title="المتغيرات والتفضيلات المحفوظة"
      description="القيم التي تملؤها في الأوامر تُحفظ هنا كمتغيرات عامة تُقترح في كل أمر يستخدمها."
    >
      <GlobalVariablesManager />
    </DashboardPage>
  )
}
