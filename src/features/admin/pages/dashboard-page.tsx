import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { formatInteger, formatSar } from '@/lib/format'
import { paths } from '@/lib/paths'
import { useDashboardStats } from '../api/dashboard'
import { AdminPage, Section } from '../components/admin-page'
import { BarChart } from '../components/bar-chart'
import { QueryState } from '../components/query-state'
import { SecurityEventsList } from '../components/security-events-list'
import { StatCard } from '../components/stat-card'
import { formatMonth } from '../lib/labels'

export default function AdminDashboardPage() {
  const stats = useDashboardStats()
  return (
    <AdminPage
      title="لوحة الإدارة"
      description="ملخص حالة المنصة: المستخدمون والإيرادات والأمان."
      actions={
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          تحديث
        </Button>
      }
    >
      <QueryState query={stats} loadingLabel="جارٍ تحميل ملخص المنصة...">
        {(s) => (
          <>
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
              <StatCard
                label="المستخدمون"
                value={formatInteger(s.users_total)}
                hint={`${formatInteger(s.users_new_7d)} جديد خلال 7 أيام`}
                to={paths.admin.users}
              />
              <StatCard
                label="تجارب تنتهي خلال 3 أيام"
                value={formatInteger(s.trials_ending_count)}
                to={paths.admin.overview}
              />
              <StatCard
                label="الحسابات المجمدة"
                value={formatInteger(s.locked_accounts)}
                tone={s.locked_accounts > 0 ? 'warning' : 'default'}
                to={paths.admin.lockedAccounts}
              />
              <StatCard
                label="قائمة الانتظار"
                value={formatInteger(s.waitlist_total)}
                to={paths.admin.leads}
              />
              <StatCard label="إجمالي الإيرادات" value={formatSar(s.revenue_total)} />
              <StatCard
                label="ملاحظات مفتوحة"
                value={formatInteger(s.feedback_open)}
                to={paths.admin.feedback}
              />
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <Section
                title="الإيرادات الشهرية"
                description="المدفوعات المكتملة (CAPTURED) خلال 12 شهراً"
              >
                <BarChart
                  title="الإيرادات حسب الشهر"
                  data={s.revenue_by_month.map((m) => ({
                    label: formatMonth(m.month),
                    value: m.amount,
                  }))}
                  formatValue={formatSar}
                />
              </Section>
              <Section
                title="أحدث الأحداث الأمنية"
                actions={
                  <Button asChild variant="link" size="sm">
                    <Link to={paths.admin.logs}>كل السجلات</Link>
                  </Button>
                }
              >
                {s.recent_security_events.length === 0 ? (
                  <p className="text-sm text-muted-foreground">لا توجد أحداث أمنية بعد.</p>
                ) : (
                  <SecurityEventsList events={s.recent_security_events} />
                )}
              </Section>
            </div>
          </>
        )}
      </QueryState>
    </AdminPage>
  )
}
