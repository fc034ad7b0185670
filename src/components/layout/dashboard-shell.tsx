import { Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import {
  BookOpen,
  Bot,
  CreditCard,
  FolderOpen,
  Heart,
  HelpCircle,
  Home,
  Layers,
  Menu,
  MessageCircle,
  Settings,
  SlidersHorizontal,
  Sparkles,
  User,
  Users,
  Wand2,
  Package,
  Workflow,
  Wrench,
} from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { optionalLazy } from '@/lib/optional-lazy'
import { paths } from '@/lib/paths'
import { DashboardDrawer } from './dashboard-drawer'
import { PageFallback } from './dashboard-frame'
import { frameClasses } from './frame'
import { Logo } from './logo'
import { PageOutlet } from './page-outlet'

// A new page's h1 takes the focus (issue 50); loaded beside the page, not in the routes' budget.
const FocusHeadingOnNavigate = optionalLazy(() => import('./focus-heading-on-navigate'))

type DashboardLink = {
  to: string
  label: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  end?: boolean
}

const groups: readonly { title: string; links: readonly DashboardLink[] }[] = [
  {
    title: 'المكتبة',
    links: [
      { to: paths.dashboard.root, label: 'الرئيسية', icon: Home, end: true },
      { to: paths.dashboard.promptCards, label: 'الأوامر الذكية', icon: BookOpen },
      { to: paths.dashboard.gptAssistants, label: 'المساعدات الرقمية', icon: Bot },
      { to: paths.dashboard.aiTools, label: 'أدوات الذكاء الاصطناعي', icon: Wrench },
      { to: paths.dashboard.automationTemplates, label: 'قوالب الأتمتة', icon: Workflow },
      { to: paths.dashboard.kits.root, label: 'الحزم', icon: Package },
      { to: paths.dashboard.favorites, label: 'المفضلة', icon: Heart },
      { to: paths.dashboard.collections.root, label: 'المجموعات', icon: FolderOpen },
      { to: paths.dashboard.userPrompts, label: 'أوامري', icon: Wand2 },
      { to: paths.dashboard.runs, label: 'سجل التشغيل', icon: Sparkles },
      {
        to: paths.dashboard.savedPreferences,
        label: 'المتغيرات والتفضيلات',
        icon: SlidersHorizontal,
      },
    ],
  },
  {
    title: 'المجتمع والدعم',
    links: [
      { to: paths.dashboard.community, label: 'المجتمع', icon: Users },
      { to: paths.dashboard.chatbot, label: 'المساعد الذكي', icon: MessageCircle },
      { to: paths.dashboard.help, label: 'المساعدة', icon: HelpCircle },
    ],
  },
  {
    title: 'الحساب',
    links: [
      { to: paths.dashboard.subscription, label: 'الاشتراك', icon: CreditCard },
      { to: paths.dashboard.accessDemo, label: 'ماذا تفتح كل باقة', icon: Layers },
      { to: paths.dashboard.profile, label: 'الملف الشخصي', icon: User },
      { to: paths.dashboard.settings, label: 'الإعدادات', icon: Settings },
    ],
  },
]

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="لوحة التحكم" className="grid gap-5 px-3 pb-6">
      {groups.map((group) => (
        <div key={group.title} className="grid gap-1">
          <p className="px-3 text-xs font-medium text-muted-foreground">{group.title}</p>
          <ul className="grid gap-0.5">
            {group.links.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
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
        </div>
      ))}
    </nav>
  )
}

type DashboardShellProps = {
  /** The user's plan and days left (composed by the app from the catalogue feature). */
  planSlot?: ReactNode
  /** Extra actions at the foot of the side navigation (e.g. sign out). */
  footerSlot?: ReactNode
  /** A notice above every dashboard page (the trial's last days), composed by the app. */
  bannerSlot?: ReactNode
  /**
   * The workspace switcher («حسابي الشخصي» or a company) and the active company's own links,
   * above the navigation; `onNavigate` closes the phone drawer after a choice.
   */
  workspaceSlot?: (onNavigate?: () => void) => ReactNode
}

/**
 * The user area's frame (spec 2.2: no top site navigation): a side navigation on wide screens
 * that becomes a drawer on phones, with the user's plan always in view.
 */
export default function DashboardShell({
  planSlot,
  footerSlot,
  bannerSlot,
  workspaceSlot,
}: DashboardShellProps) {
  const [open, setOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const main = useRef<HTMLElement>(null)
  const { pathname } = useLocation()

  const foot = (
    <div className="grid gap-3 border-t border-border p-4">
      {footerSlot}
      <Link to={paths.home} className="text-sm text-muted-foreground hover:text-primary">
        العودة إلى الموقع
      </Link>
    </div>
  )

  return (
    <div className={frameClasses.root}>
      <aside className={frameClasses.aside}>
        <div className={frameClasses.asideTop}>
          <Logo />
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
        </div>
        {planSlot ? <div className="px-4 pb-4">{planSlot}</div> : null}
        {workspaceSlot ? <div className="px-3 pb-4">{workspaceSlot()}</div> : null}
        <div className="flex-1">
          <Navigation />
        </div>
        {foot}
      </aside>

      <header className={frameClasses.bar}>
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          aria-label="فتح قائمة لوحة التحكم"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? 'dashboard-drawer' : undefined}
          onClick={() => setOpen(true)}
        >
          <Menu aria-hidden="true" />
        </Button>
        <Logo />
        <span className="w-11" aria-hidden="true" />
      </header>
      {/* Outside the bar, which a wide screen hides: a modal under a hidden parent would be
          invisible and still make the page inert. */}
      {open ? (
        <DashboardDrawer onClose={() => setOpen(false)} returnFocusTo={menuButton}>
          {planSlot ? <div className="px-4 pb-4">{planSlot}</div> : null}
          {workspaceSlot ? (
            <div className="px-3 pb-4">{workspaceSlot(() => setOpen(false))}</div>
          ) : null}
          <div className="flex-1">
            <Navigation onNavigate={() => setOpen(false)} />
          </div>
          {foot}
        </DashboardDrawer>
      ) : null}

      <main ref={main} id="main" className={frameClasses.main}>
        <FocusHeadingOnNavigate container={main} pathname={pathname} />
        {bannerSlot}
        <Suspense
          fallback={<PageFallback pathname={pathname} spinner={<Spinner className="py-24" />} />}
        >
          <PageOutlet />
        </Suspense>
      </main>
    </div>
  )
}
