import { DashboardPage } from '@/components/layout/dashboard-page'
import { ProfileForm } from '@/features/dashboard/components/profile-form'
import { companySizes, companyTypes, countries } from '@/features/registration/options'

export default function ProfileRoute() {
  return (
    <DashboardPage title="الملف الشخصي" description="بياناتك وصورتك الشخصية وبريدك الإلكتروني.">
      <ProfileForm companyTypes={companyTypes} companySizes={companySizes} countries={countries} />
    </DashboardPage>
  )
}
