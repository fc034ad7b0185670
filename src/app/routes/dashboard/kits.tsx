import { DashboardPage } from '@/components/layout/dashboard-page'
import { KitsPage } from '@/features/kits/components/kits-page'

export default function KitsRoute() {
  return (
    <DashboardPage
      title="الحزم"
      description="حزم جاهزة لمهمة واحدة: دليل قصير بالخطوات، ومعه الأوامر والمساعدات والأدوات وقوالب الأتمتة التي تحتاجها، بالترتيب."
    >
      <KitsPage />
    </DashboardPage>
  )
}
