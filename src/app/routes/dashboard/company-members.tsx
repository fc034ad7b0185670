import { DashboardPage } from '@/components/layout/dashboard-page'
import { MembersPage } from '@/features/companies/components/members-page'

export default function CompanyMembersPageRoute() {
  return (
    <DashboardPage title="الأعضاء" description="أعضاء الشركة وأدوارهم، والدعوات بالبريد أو برابط.">
      <MembersPage />
    </DashboardPage>
  )
}
