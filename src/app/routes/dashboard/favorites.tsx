import { DashboardPage } from '@/components/layout/dashboard-page'
import { FavoritesList } from '@/features/catalogue/components/favorites-list'

export default function FavoritesRoute() {
  return (
    <DashboardPage
      title="المفضلة"
      description="الأوامر والمساعدات والأدوات والقوالب التي حفظتها للرجوع إليها بسرعة."
    >
      <FavoritesList />
    </DashboardPage>
  )
}
