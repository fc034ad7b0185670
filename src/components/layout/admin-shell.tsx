import { Suspense, useState } from 'react'
import {
  Activity,
  ArrowDownUp,
  BarChart3,
  Funnel,
  Gauge,
  Home,
  Image,
  LayoutDashboard,
  Library,
  LifeBuoy,
  MailWarning,
  Newspaper,
  Lock,
  Menu,
  MessageSquareText,
  Package,
  ScrollText,
  SearchCheck,
  Settings,
  ShieldCheck,
  SquareTerminal,
  Users,
  ReceiptText,
  RefreshCw,
  UserRoundPlus,
  X,
  type LucideIcon,
} from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { Link, NavLink } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { paths } from '@/lib/paths'
import { Logo } from './logo'
import { PageOutlet } from './page-outlet'

type AdminLink = { to: string; label: string; icon: LucideIcon; end?: boolean }

const adminLinks: readonly AdminLink[] = [
  { to: paths.admin.root, label: 'لوحة الإدارة', icon: LayoutDashboard, end: true },
  { to: paths.admin.overview, label: 'نظرة عامة', icon: BarChart3 },
  { to: paths.admin.funnel, label: 'قمع التسجيل', icon: Funnel },
  { to: paths.admin.securityRoadmap, label: 'خارطة الأمان', icon: ShieldCheck },
  { to: paths.admin.prompts, label: 'إدارة الأوامر', icon: SquareTerminal },
  { to: paths.admin.catalogue, label: 'إدارة المحتوى', icon: Library },
  { to: paths.admin.content, label: 'تغطية المكتبة', icon: Gauge },
  { to: paths.admin.kits, label: 'الحزم', icon: Package },
  { to: paths.admin.importExport, label: 'الاستيراد والتصدير', icon: ArrowDownUp },
  { to: paths.admin.feedback, label: 'الملاحظات', icon: MessageSquareText },
  { to: paths.admin.icons, label: 'الأيقونات', icon: Image },
  { to: paths.admin.users, label: 'المستخدمون', icon: Users },
  { to: paths.admin.lockedAccounts, label: 'الحسابات المجمدة', icon: Lock },
  { to: paths.admin.leads, label: 'قائمة الانتظار والرسائل', icon: UserRoundPlus },
  { to: paths.admin.invoices, label: 'الفواتير والمدفوعات', icon: ReceiptText },
  { to: paths.admin.renewals, label: 'التجديدات', icon: RefreshCw },
  { to: paths.admin.mail, label: 'البريد المتعثر', icon: MailWarning },
  { to: paths.admin.newsletter, label: 'النشرة البريدية', icon: Newspaper },
  { to: paths.admin.search, label: 'البحث والمرادفات', icon: SearchCheck },
  { to: paths.admin.support, label: 'الدعم', icon: LifeBuoy },
  { to: paths.admin.logs, label: 'السجلات', icon: ScrollText },
  { to: paths.admin.settings, label: 'إعدادات النظام', icon: Settings },
]

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="قائمة الإدارة" className="flex flex-col gap-1 px-2 pb-4">
      {adminLinks.map(({ to, label, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
              isActive ? 'bg-muted font-medium text-primary' : 'text-muted-foreground',
            )
          }
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {label}
        </NavLink>
      ))}
      <Link
        to={paths.home}
        onClick={onNavigate}
        className="mt-4 flex items-center gap-3 rounded-md border-t border-border px-3 pt-4 pb-2 text-sm text-muted-foreground hover:text-primary"
      >
        <Home aria-hidden="true" className="size-4" />
        العودة إلى الموقع
      </Link>
    </nav>
  )
}

/**
 * The admin area's frame: its own side navigation (no site top nav, spec 2.2), and on small
 * screens a bar with a menu button that opens the same navigation as a drawer.
 */
export default function AdminShell() {
  const [open, setOpen] = useState(false)
  return (
    <div className="flex min-h-dvh flex-col lg:flex-row">
      <aside className="hidden border-e border-border bg-card/60 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:overflow-y-auto">
        <div className="flex items-center justify-between gap-3 p-4">
          <Logo />
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <Activity aria-hidden="true" className="size-3" />
            الإدارة
          </span>
        </div>
        <AdminNav />
      </aside>

      {/* A landmark (banner), as the user area's phone bar: nothing outside landmarks (axe region). */}
      <header className="sticky top-0 z-40 flex items-center justify-between gap-3 border-b border-border bg-card/95 px-4 py-3 backdrop-blur lg:hidden">
        <Logo />
        <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
          <DialogPrimitive.Trigger
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            aria-label="فتح قائمة الإدارة"
          >
            <Menu aria-hidden="true" className="size-5" />
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
            <DialogPrimitive.Content className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-e border-border bg-card shadow-xl">
              <div className="flex items-center justify-between gap-3 p-4">
                <DialogPrimitive.Title className="text-base font-bold">
                  قائمة الإدارة
                </DialogPrimitive.Title>
                <DialogPrimitive.Close
                  className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label="إغلاق القائمة"
                >
                  <X aria-hidden="true" className="size-5" />
                </DialogPrimitive.Close>
              </div>
              <DialogPrimitive.Description className="sr-only">
                روابط صفحات لوحة الإدارة
              </DialogPrimitive.Description>
              <AdminNav onNavigate={() => setOpen(false)} />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
      </header>

      <main id="main" className="min-w-0 flex-1">
        <Suspense fallback={<Spinner className="py-24" />}>
          <PageOutlet />
        </Suspense>
      </main>
    </div>
  )
}
