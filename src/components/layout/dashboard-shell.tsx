import { Link } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { ShellLayout, type ShellLink } from './shell-layout'

const dashboardLinks: readonly ShellLink[] = [
  { to: paths.dashboard.root, label: 'الرئيسية', end: true },
  { to: paths.dashboard.promptCards, label: 'الأوامر الذكية' },
  { to: paths.dashboard.gptAssistants, label: 'المساعدات الرقمية' },
  { to: paths.dashboard.aiTools, label: 'أدوات الذكاء الاصطناعي' },
  { to: paths.dashboard.automationTemplates, label: 'قوالب الأتمتة' },
  { to: paths.dashboard.favorites, label: 'المفضلة' },
  { to: paths.dashboard.userPrompts, label: 'أوامري' },
  { to: paths.dashboard.savedPreferences, label: 'التفضيلات المحفوظة' },
  { to: paths.dashboard.community, label: 'المجتمع' },
  { to: paths.dashboard.chatbot, label: 'المساعد الذكي' },
  { to: paths.dashboard.subscription, label: 'الاشتراك' },
  { to: paths.dashboard.profile, label: 'الملف الشخصي' },
  { to: paths.dashboard.settings, label: 'الإعدادات' },
  { to: paths.dashboard.help, label: 'المساعدة' },
  { to: paths.dashboard.accessDemo, label: 'عرض الصلاحيات' },
]

export default function DashboardShell() {
  return (
    <ShellLayout
      label="لوحة التحكم"
      links={dashboardLinks}
      actions={
        <Link to={paths.home} className="text-sm text-muted-foreground hover:text-primary">
          العودة إلى الموقع
        </Link>
      }
    />
  )
}
