import { DashboardPage } from '@/components/layout/dashboard-page'
import { CompanyCollections } from '@/features/companies/components/company-collections'

export default function CompanyCompanyCollectionsRoute() {
  return (
    <DashboardPage
      title="مجموعات الشركة"
      description="أوامر الشركة المعتمدة في مجموعات يختارها المشرفون."
    >
      <CompanyCollections />
    </DashboardPage>
  )
}
