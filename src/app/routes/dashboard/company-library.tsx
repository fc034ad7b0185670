import { DashboardPage } from '@/components/layout/dashboard-page'
import { CompanyLibrary } from '@/features/companies/components/company-library'

export default function CompanyLibraryRoute() {
  return (
    <DashboardPage
      title="مكتبة الشركة"
      description="أوامر الشركة المعتمدة، تملؤها قيم الشركة تلقائياً."
    >
      <CompanyLibrary />
    </DashboardPage>
  )
}
