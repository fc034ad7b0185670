import { useParams } from 'react-router-dom'
import { DashboardPage } from '@/components/layout/dashboard-page'
import { UserPromptEditor } from '@/features/user-prompts/components/user-prompt-editor'
import { UserPromptLoader } from '@/features/user-prompts/components/user-prompt-view'

/** /dashboard/user-prompts/new and /dashboard/user-prompts/:id/edit. */
export default function UserPromptEditRoute() {
  const { id } = useParams()
  return (
    <DashboardPage
      title={id ? 'تعديل أمر' : 'أمر جديد'}
      description="اكتب عنوان الأمر ونصه بمتغيراته، وشاهد المعاينة أثناء الكتابة."
    >
      {id ? (
        <UserPromptLoader id={id}>
          {(prompt) => <UserPromptEditor key={prompt.id} prompt={prompt} />}
        </UserPromptLoader>
      ) : (
        <UserPromptEditor prompt={null} />
      )}
    </DashboardPage>
  )
}
