import { DashboardPage } from '@/components/layout/dashboard-page'
import { AccessDemo } from '@/features/catalogue/components/access-demo'

export default function AccessDemoRoute() {
  return (
    <DashboardPage
      title="ماذا تفتح كل باقة"
      description="اختر باقة لترى ما تفتحه من الأوامر والمساعدات والقوالب في المكتبة الحالية."
    >
      <AccessDemo />
    </DashboardPage>
  )
}
