import { Link } from 'react-router-dom'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { SecuritySettings } from '@/features/dashboard/components/security-settings'
import { useSignOut } from '@/hooks/use-session'
import { paths } from '@/lib/paths'

export default function SettingsRoute() {
  const signOut = useSignOut()
  return (
    <DashboardPage
      title="الإعدادات"
      description="أمان حسابك: كلمة المرور والأجهزة المتصلة."
      lead={
        <>
          أمان حسابك. لإدارة المتغيرات المحفوظة انتقل إلى{' '}
          <Link className="text-primary hover:underline" to={paths.dashboard.savedPreferences}>
            المتغيرات والتفضيلات
          </Link>
          ، وللاشتراك إلى{' '}
          <Link className="text-primary hover:underline" to={paths.subscription}>
            إدارة الاشتراك
          </Link>
          .
        </>
      }
    >
      <SecuritySettings onSignedOut={() => void signOut()} />
    </DashboardPage>
  )
}
