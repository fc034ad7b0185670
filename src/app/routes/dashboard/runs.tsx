import { DashboardPage } from '@/components/layout/dashboard-page'
import { RunHistory } from '@/features/run-prompts/components/run-history'

export default function RunsRoute() {
  return (
    <DashboardPage
      title="سجل التشغيل"
      description="الأوامر التي شغّلتها داخل سند وإجاباتها: ابحث فيها، واحذف ما لا تحتاجه."
    >
      <RunHistory />
    </DashboardPage>
  )
}
