import { DashboardPage } from '@/components/layout/dashboard-page'
import { CreateCompany } from '@/features/companies/components/create-company'

export default function NewCompanyRoute() {
  return (
    <DashboardPage
      title="إنشاء شركة"
      description="مساحة لشركتك: أعضاء بأدوار، مكتبة أوامر بمراجعة، وقيم تملأ كل أمر."
    >
      <CreateCompany />
    </DashboardPage>
  )
}
