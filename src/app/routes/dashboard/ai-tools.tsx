import { DashboardPage } from '@/components/layout/dashboard-page'
import { ToolsDirectory } from '@/features/catalogue/components/tools-directory'

export default function AiToolsRoute() {
  return (
    <DashboardPage
      title="أدوات الذكاء الاصطناعي"
      description="دليل عربي لأشهر أدوات الذكاء الاصطناعي: ما تفعله كل أداة، وهل هي مجانية، ورابطها."
    >
      <ToolsDirectory />
    </DashboardPage>
  )
}
