import { DashboardPage } from '@/components/layout/dashboard-page'
import { ReviewQueue } from '@/features/companies/components/review-queue'

export default function CompanyReviewQueueRoute() {
  return (
    <DashboardPage
      title="المراجعة"
      description="الأوامر المرسلة للمراجعة مع الفرق عن النسخة المعتمدة."
    >
      <ReviewQueue />
    </DashboardPage>
  )
}
