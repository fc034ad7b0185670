import { Link } from 'react-router-dom'
import { paths } from '@/lib/paths'
import { ShellLayout, type ShellLink } from './shell-layout'

const adminLinks: readonly ShellLink[] = [
  { to: paths.admin.root, label: 'لوحة الإدارة', end: true },
  { to: paths.admin.overview, label: 'نظرة عامة' },
  { to: paths.admin.securityRoadmap, label: 'خارطة الأمان' },
  { to: paths.admin.prompts, label: 'إدارة الأوامر' },
  { to: paths.admin.feedback, label: 'الملاحظات' },
  { to: paths.admin.icons, label: 'الأيقونات' },
  { to: paths.admin.users, label: 'المستخدمون' },
  { to: paths.admin.logs, label: 'السجلات' },
  { to: paths.admin.settings, label: 'إعدادات النظام' },
]

export default function AdminShell() {
  return (
    <ShellLayout
      label="الإدارة"
      links={adminLinks}
      actions={
        <Link to={paths.home} className="text-sm text-muted-foreground hover:text-primary">
          العودة إلى الموقع
        </Link>
      }
    />
  )
}
