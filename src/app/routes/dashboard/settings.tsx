import { Link, useNavigate } from 'react-router-dom'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { DeleteAccountCard } from '@/features/account/components/delete-account-card'
import { DevicesCard } from '@/features/account/components/devices-card'
import { ExportDataCard } from '@/features/account/components/export-data-card'
import { MailPreferencesCard } from '@/features/account/components/mail-preferences-card'
import { SecuritySettings } from '@/features/dashboard/components/security-settings'
import { AiKeysCard } from '@/features/run-prompts/components/ai-keys-card'
import { useSignOut } from '@/hooks/use-session'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'

export default function SettingsRoute() {
  const signOut = useSignOut()
  const navigate = useNavigate()
  return (
    <DashboardPage
      title="الإعدادات"
      description="أمان حسابك: كلمة المرور والأجهزة المتصلة ورسائل البريد ومفاتيح الذكاء الاصطناعي."
      lead={
        <>
          أمان حسابك. لإدارة المتغيرات المحفوظة انتقل إلى{' '}
          <Link
            className="text-primary underline underline-offset-4 hover:decoration-2"
            to={paths.dashboard.savedPreferences}
          >
            المتغيرات والتفضيلات
          </Link>
          ، وللاشتراك إلى{' '}
          <Link
            className="text-primary underline underline-offset-4 hover:decoration-2"
            to={paths.subscription}
          >
            إدارة الاشتراك
          </Link>
          .
        </>
      }
    >
      <div className="grid gap-6">
        <SecuritySettings onSignedOut={() => void signOut()} />
        <DevicesCard />
        <MailPreferencesCard />
        <AiKeysCard />
        <ExportDataCard />
        <DeleteAccountCard
          onDeleted={() => {
            toast.success('تم حذف حسابك', {
              description: 'أرسلنا رسالة تأكيد إلى بريدك. نأسف لرحيلك.',
            })
            navigate(paths.home, { replace: true })
          }}
        />
      </div>
    </DashboardPage>
  )
}
