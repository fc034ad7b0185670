import { DashboardPage } from '@/components/layout/dashboard-page'
import { CompanySettings } from '@/features/companies/components/company-settings'

export default function CompanyCompanySettingsRoute() {
  return (
    <DashboardPage
      title="إعدادات الشركة"
      description="بيانات الشركة والمراجعة ومفاتيح الذكاء الاصطناعي وحذف الشركة."
    >
      <CompanySettings />
    </DashboardPage>
  )
}
