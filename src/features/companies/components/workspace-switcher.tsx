import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router-dom'
import { ChevronDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSession } from '@/hooks/use-session'
import { companyPaths } from '@/lib/company-paths'
import { paths } from '@/lib/paths'
import { myCompaniesQuery } from '../api/my-companies'
import { roleLabel } from '../lib/roles'
import { PERSONAL, writeWorkspace } from '../lib/workspace'

const CompanyNavigation = lazy(() => import('./company-navigation'))

const itemClass =
  'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=true]:bg-primary/10 aria-[current=true]:font-medium aria-[current=true]:text-primary'

/**
 * «مساحة العمل»: the personal account or one of the user's companies, as a disclosure of links
 * (no menu library: it is on every dashboard page). The URL is the authority (a company's pages
 * live under /dashboard/company/:companyId); the last one visited is remembered on this device so
 * the dashboard opens there next time.
 */
export function WorkspaceSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { companyId } = useParams()
  const { session } = useSession()
  const uid = session?.user.id ?? ''
  const [open, setOpen] = useState(false)
  const listId = useId()
  const companies = useQuery({ ...myCompaniesQuery(), enabled: uid !== '' })
  const active = companyId ? companies.data?.find((c) => c.id === companyId) : undefined

  useEffect(() => {
    if (uid) writeWorkspace(uid, companyId ?? PERSONAL)
  }, [uid, companyId])

  const current = companyId ? (active?.name ?? '…') : 'حسابي الشخصي'
  // A choice is remembered at once, not after the next page renders: the dashboard home reads the
  // remembered workspace as it renders (LastWorkspace), and would send «حسابي الشخصي» back to the
  // company just left.
  const choose = (workspace?: string) => {
    if (uid && workspace) writeWorkspace(uid, workspace)
    setOpen(false)
    onNavigate?.()
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <Button
          variant="outline"
          className="h-auto w-full justify-between px-3 py-2"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`مساحة العمل: ${current}`}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="grid min-w-0 text-start">
            <span className="text-xs text-muted-foreground">مساحة العمل</span>
            <span className="truncate font-semibold" data-testid="active-workspace">
              {current}
            </span>
          </span>
          <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : undefined} />
        </Button>
        <ul
          id={listId}
          hidden={!open}
          aria-label="مساحات العمل"
          className="grid gap-0.5 rounded-lg border border-border bg-popover p-1"
        >
          <li>
            <Link
              to={paths.dashboard.root}
              className={itemClass}
              aria-current={!companyId}
              onClick={() => choose(PERSONAL)}
            >
              حسابي الشخصي
            </Link>
          </li>
          {companies.isError ? (
            <li role="alert" className="px-3 py-2 text-sm text-destructive">
              {companies.error.message}
            </li>
          ) : null}
          {(companies.data ?? []).map((company) => (
            <li key={company.id}>
              <Link
                to={companyPaths.library.to(company.id)}
                className={itemClass}
                aria-current={company.id === companyId}
                onClick={() => choose(company.id)}
              >
                <span className="truncate">{company.name}</span>
                <span className="text-xs text-muted-foreground">{roleLabel(company.role)}</span>
              </Link>
            </li>
          ))}
          <li className="border-t border-border pt-0.5">
            <Link to={paths.dashboard.newCompany} className={itemClass} onClick={() => choose()}>
              + إنشاء شركة
            </Link>
          </li>
        </ul>
      </div>
      {companyId ? (
        <Suspense fallback={null}>
          <CompanyNavigation companyId={companyId} company={active} onNavigate={onNavigate} />
        </Suspense>
      ) : null}
    </div>
  )
}
