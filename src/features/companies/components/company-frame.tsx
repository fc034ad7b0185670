import { Suspense, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/lib/paths'
import { myCompaniesQuery } from '../api/my-companies'
import { CompanyContext } from '../hooks/use-company'
import { roleLabel } from '../lib/roles'
import { OwnershipOffer } from './ownership-offer'

/**
 * Every page of a company workspace: a strip naming the company and the user's role (so no page
 * leaves a doubt about where it is), then the page. A company the user does not belong to gets
 * the same answer as one that does not exist.
 */
export function CompanyFrame({ children }: { children: ReactNode }) {
  const { companyId = '' } = useParams()
  const companies = useQuery(myCompaniesQuery())

  if (companies.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6 sm:px-6" aria-busy="true">
        <Skeleton className="h-12" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (companies.isError) {
    return (
      <div role="alert" className="mx-auto grid max-w-xl justify-items-start gap-3 px-4 py-10">
        <p>{companies.error.message}</p>
        <Button size="sm" onClick={() => void companies.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  const company = companies.data.find((c) => c.id === companyId)
  if (!company) {
    return (
      <div className="mx-auto grid max-w-xl justify-items-start gap-3 px-4 py-10">
        <h1 className="text-2xl font-bold">الشركة غير متاحة</h1>
        <p className="text-muted-foreground">
          لا توجد شركة بهذا الرابط أو لست عضواً فيها. إن وصلتك دعوة فافتح رابطها لتنضم.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.root}>العودة إلى حسابي الشخصي</Link>
        </Button>
      </div>
    )
  }
  return (
    <CompanyContext.Provider value={company}>
      <div className="border-b border-border bg-card/40">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-2 px-4 py-3 text-sm sm:px-6">
          <span>
            مساحة الشركة: <strong data-testid="company-workspace">{company.name}</strong>
          </span>
          <span className="text-muted-foreground">· دورك: {roleLabel(company.role)}</span>
        </div>
      </div>
      <OwnershipOffer />
      <Suspense fallback={<Spinner className="py-24" />}>{children}</Suspense>
    </CompanyContext.Provider>
  )
}
