import { Link, useParams } from 'react-router-dom'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { Button } from '@/components/ui/button'
import { CollectionView } from '@/features/collections/components/collection-view'
import { paths } from '@/lib/paths'

export default function CollectionRoute() {
  const { id = '' } = useParams()
  return (
    <DashboardPage
      title="مجموعة"
      description="رتّب عناصر المجموعة بالسحب، أو بلوحة المفاتيح (المسافة ثم الأسهم)، أو بزرّي النقل لأعلى ولأسفل."
      actions={
        <Button asChild variant="outline">
          <Link to={paths.dashboard.collections.root}>كل المجموعات</Link>
        </Button>
      }
    >
      <CollectionView key={id} id={id} />
    </DashboardPage>
  )
}
