import { NavLink } from 'react-router-dom'
import {
  BarChart3,
  ClipboardCheck,
  FolderOpen,
  Library,
  Receipt,
  Settings,
  SlidersHorizontal,
  Users,
} from 'lucide-react'
import { cn } from '@/lib/cn'
import { companyPaths } from '@/lib/company-paths'
import type { MyCompany } from '../api/my-companies'
import { can } from '../lib/roles'

/** The active company's own pages, under the switcher (its own chunk: only in a company). */
export default function CompanyNavigation({
  companyId,
  company,
  onNavigate,
}: {
  companyId: string
  company: MyCompany | undefined
  onNavigate?: () => void
}) {
  const allowed = can(company?.role)
  const reviewer = allowed.review || (company?.role === 'editor' && company.editors_review)
  const links = [
    { to: companyPaths.library.to(companyId), label: 'مكتبة الشركة', icon: Library },
    ...(reviewer
      ? [{ to: companyPaths.review.to(companyId), label: 'المراجعة', icon: ClipboardCheck }]
      : []),
    { to: companyPaths.collections.to(companyId), label: 'مجموعات الشركة', icon: FolderOpen },
    { to: companyPaths.values.to(companyId), label: 'قيم الشركة', icon: SlidersHorizontal },
    { to: companyPaths.members.to(companyId), label: 'الأعضاء', icon: Users },
    ...(allowed.seeUsage
      ? [{ to: companyPaths.usage.to(companyId), label: 'الاستخدام', icon: BarChart3 }]
      : []),
    { to: companyPaths.settings.to(companyId), label: 'إعدادات الشركة', icon: Settings },
    // Issue 46: plan, seats, billing details and invoices are the owner's.
    ...(allowed.transferOwnership
      ? [{ to: companyPaths.billing.to(companyId), label: 'الفوترة', icon: Receipt }]
      : []),
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
