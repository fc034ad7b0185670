import { DashboardPage } from '@/components/layout/dashboard-page'
import { UsageReport } from '@/features/companies/components/usage-report'

export default function CompanyUsageReportRoute() {
  return (
    <DashboardPage
      title="الاستخدام"
      description="استخدام الأعضاء لأوامر الشركة: أعداد فقط، دون النصوص."
    >
      <UsageReport />
    </DashboardPage>
  )
}
