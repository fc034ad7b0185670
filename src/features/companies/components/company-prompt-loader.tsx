import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { companyPaths } from '@/lib/company-paths'
import { companyPromptQuery, type CompanyPrompt } from '../api/companies'
import { useCompany } from '../hooks/use-company'

/** Loads a company prompt for editing, with the loading, error and not-found states. */
export function CompanyPromptLoader({
  id,
  children,
}: {
  id: string
  children: (prompt: CompanyPrompt) => ReactNode
}) {
  const company = useCompany()
  const prompt = useQuery(companyPromptQuery(company.id, id))
  if (prompt.isPending) return <Skeleton className="h-64" />
  if (prompt.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{prompt.error.message}</p>
        <Button size="sm" onClick={() => void prompt.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  if (!prompt.data) {
    return (
      <div className="grid justify-items-start gap-3">
        <p>الأمر غير موجود أو لا يحق لك تعديله.</p>
        <Button asChild variant="outline">
          <Link to={companyPaths.library.to(company.id)}>العودة إلى مكتبة الشركة</Link>
        </Button>
      </div>
    )
  }
  return children(prompt.data)
}
