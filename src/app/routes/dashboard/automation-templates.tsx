import { DashboardPage } from '@/components/layout/dashboard-page'
import { TemplatesList } from '@/features/catalogue/components/templates-list'

export default function AutomationTemplatesRoute() {
  return (
    <DashboardPage
      title="قوالب الأتمتة"
      description="سيناريوهات أتمتة جاهزة تربط أدواتك ببعضها خطوة بخطوة."
    >
      <TemplatesList />
    </DashboardPage>
  )
}
