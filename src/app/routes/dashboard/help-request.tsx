import { Link, useParams } from 'react-router-dom'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { Button } from '@/components/ui/button'
import { SupportRequestView } from '@/features/support/components/support-request-view'
import { paths } from '@/lib/paths'

export default function HelpRequestRoute() {
  const { id = '' } = useParams()
  return (
    <DashboardPage
      title="طلب دعم"
      description="محادثتك مع فريق الدعم: الردود تظهر فور وصولها وتصلك نسخة منها بالبريد."
      actions={
        <Button asChild variant="outline">
          <Link to={paths.dashboard.help}>كل الطلبات</Link>
        </Button>
      }
    >
      <SupportRequestView key={id} id={id} />
    </DashboardPage>
  )
}
