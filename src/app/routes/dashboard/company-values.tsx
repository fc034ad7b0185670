import { DashboardPage } from '@/components/layout/dashboard-page'
import { ValuesManager } from '@/features/companies/components/values-manager'

export default function CompanyValuesManagerRoute() {
  return (
    <DashboardPage title="قيم الشركة" description="قيم تملأ كل أمر يستخدمه الأعضاء في الشركة.">
      <ValuesManager />
    </DashboardPage>
  )
}
