import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, NavLink, useParams } from 'react-router-dom'
import { DropdownMenu } from 'radix-ui'
import {
  BarChart3,
  Building2,
  Check,
  ChevronDown,
  ClipboardCheck,
  FolderOpen,
  Library,
  Plus,
  Settings,
  User,
  Users,
  Variable,
} from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSession } from '@/hooks/use-session'
import { cn } from '@/lib/cn'
import { paths } from '@/lib/paths'
import { myCompaniesQuery, type MyCompany } from '../api/companies'
import { can, roleLabel } from '../lib/roles'
import { PERSONAL, writeWorkspace } from '../lib/workspace'

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted'

/**
 * «مساحة العمل»: the personal account or one of the user's companies. The URL is the authority
 * (a company's pages live under /dashboard/company/:companyId); the last one visited is
 * remembered on this device so the dashboard opens there next time.
 */
export function WorkspaceSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { companyId } = useParams()
  const { session } = useSession()
  const uid = session?.user.id ?? ''
  const companies = useQuery({ ...myCompaniesQuery(), enabled: uid !== '' })
  const active = companyId ? companies.data?.find((c) => c.id === companyId) : undefined

  useEffect(() => {
    if (uid) writeWorkspace(uid, companyId ?? PERSONAL)
  }, [uid, companyId])

  const current = companyId ? (active?.name ?? 'شركة') : 'حسابي الشخصي'

  return (
    <div className="grid gap-3">
      <DropdownMenu.Root dir="rtl" modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button
            variant="outline"
            className="h-auto w-full justify-between px-3 py-2"
            aria-label={`مساحة العمل: ${current}`}
          >
            <span className="grid min-w-0 text-start">
              <span className="text-xs text-muted-foreground">مساحة العمل</span>
              <span className="truncate font-semibold" data-testid="active-workspace">
                {current}
              </span>
            </span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={4}
            className="z-50 grid max-h-96 w-64 gap-0.5 overflow-y-auto rounded-lg border border-border bg-popover p-1 shadow-xl"
          >
            <DropdownMenu.Item className={itemClass} asChild>
              <Link to={paths.dashboard.root} onClick={onNavigate}>
                <User aria-hidden="true" className="size-4" />
                <span className="flex-1">حسابي الشخصي</span>
                {!companyId ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
              </Link>
            </DropdownMenu.Item>
            {companies.isError ? (
              <p role="alert" className="px-2 py-2 text-sm text-destructive">
                {companies.error.message}
              </p>
            ) : null}
            {(companies.data ?? []).map((company) => (
              <CompanyItem
                key={company.id}
                company={company}
                active={company.id === companyId}
                onNavigate={onNavigate}
              />
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={itemClass} asChild>
              <Link to={paths.dashboard.newCompany} onClick={onNavigate}>
                <Plus aria-hidden="true" className="size-4" />
                إنشاء شركة
              </Link>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {companyId ? (
        <CompanyNavigation companyId={companyId} company={active} onNavigate={onNavigate} />
      ) : null}
    </div>
  )
}

function CompanyItem({
  company,
  active,
  onNavigate,
}: {
  company: MyCompany
  active: boolean
  onNavigate?: () => void
}) {
  return (
    <DropdownMenu.Item className={itemClass} asChild>
      <Link to={paths.dashboard.company.library.to(company.id)} onClick={onNavigate}>
        <Building2 aria-hidden="true" className="size-4" />
        <span className="grid flex-1">
          <span className="truncate">{company.name}</span>
          <span className="text-xs text-muted-foreground">{roleLabel(company.role)}</span>
        </span>
        {active ? <Check aria-hidden="true" className="size-4 text-primary" /> : null}
      </Link>
    </DropdownMenu.Item>
  )
}

function CompanyNavigation({
  companyId,
  company,
  onNavigate,
}: {
  companyId: string
  company: MyCompany | undefined
  onNavigate?: () => void
}) {
  const allowed = can(company?.role)
  const links = [
    { to: paths.dashboard.company.library.to(companyId), label: 'مكتبة الشركة', icon: Library },
    ...(allowed.review
      ? [
          {
            to: paths.dashboard.company.review.to(companyId),
            label: 'المراجعة',
            icon: ClipboardCheck,
          },
        ]
      : []),
    {
      to: paths.dashboard.company.collections.to(companyId),
      label: 'مجموعات الشركة',
      icon: FolderOpen,
    },
    { to: paths.dashboard.company.values.to(companyId), label: 'قيم الشركة', icon: Variable },
    { to: paths.dashboard.company.members.to(companyId), label: 'الأعضاء', icon: Users },
    ...(allowed.seeUsage
      ? [{ to: paths.dashboard.company.usage.to(companyId), label: 'الاستخدام', icon: BarChart3 }]
      : []),
    { to: paths.dashboard.company.settings.to(companyId), label: 'إعدادات الشركة', icon: Settings },
  ]
  return (
    <nav aria-label="الشركة">
      <ul className="grid gap-0.5">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  isActive ? 'bg-primary/10 font-medium text-primary' : 'text-muted-foreground',
                )
              }
            >
              <Icon aria-hidden className="size-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
