import { DashboardPage } from '@/components/layout/dashboard-page'
import { CollectionsPage } from '@/features/collections/components/collections-page'

export default function CollectionsRoute() {
  return (
    <DashboardPage
      title="المجموعات"
      description="قوائمك الخاصة من الأوامر والمساعدات والأدوات والقوالب، بالترتيب الذي تختاره. «المفضلة» أولى مجموعاتك."
    >
      <CollectionsPage />
    </DashboardPage>
  )
}
