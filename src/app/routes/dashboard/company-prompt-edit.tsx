import { useParams } from 'react-router-dom'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { CompanyPromptEditor } from '@/features/companies/components/company-prompt-editor'
import { CompanyPromptLoader } from '@/features/companies/components/company-prompt-loader'

/** /dashboard/company/:companyId/library/new and …/library/:promptId/edit. */
export default function CompanyPromptEditRoute() {
  const { promptId } = useParams()
  return (
    <DashboardPage
      title={promptId ? 'تعديل أمر الشركة' : 'أمر جديد للشركة'}
      description="اكتب الأمر بمتغيراته؛ يعتمده المشرفون قبل أن يراه الأعضاء."
    >
      {promptId ? (
        <CompanyPromptLoader id={promptId}>
          {(prompt) => <CompanyPromptEditor key={prompt.id} prompt={prompt} />}
        </CompanyPromptLoader>
      ) : (
        <CompanyPromptEditor prompt={null} />
      )}
    </DashboardPage>
  )
}
