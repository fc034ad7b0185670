import { Link } from 'react-router-dom'
import { formatInteger, formatSar } from '@/lib/format'
import { paths } from '@/lib/paths'
import { useDashboardStats } from '../api/dashboard'
import { AdminPage, Section } from '../components/admin-page'
import { BarChart } from '../components/bar-chart'
import { QueryState } from '../components/query-state'
import { StatCard } from '../components/stat-card'
import { formatDateTime, formatMonth, labelOf, subscriptionStatusLabels } from '../lib/labels'
import { ScrollRegion } from '@/components/ui/scroll-region'

export default function AdminOverviewPage() {
  const stats = useDashboardStats()
  return (
    <AdminPage
      title="نظرة عامة"
      description="توزيع المستخدمين على الباقات والحالات، والتجارب المنتهية قريباً، والإيرادات."
    >
      <QueryState query={stats} loadingLabel="جارٍ تحميل النظرة العامة...">
        {(s) => (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              <Section title="المستخدمون حسب الباقة">
                <BarChart
                  title="عدد المشتركين في كل باقة"
                  data={s.users_by_plan.map((p) => ({ label: p.name, value: p.count }))}
                  formatValue={formatInteger}
                />
              </Section>
              <Section title="المستخدمون حسب حالة الاشتراك">
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-muted-foreground">
                      <th scope="col" className="py-2 text-start font-medium">
                        الحالة
                      </th>
                      <th scope="col" className="py-2 text-start font-medium">
                        العدد
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.users_by_status.map((row) => (
                      <tr key={row.status} className="border-t border-border">
                        <td className="py-2">{labelOf(subscriptionStatusLabels, row.status)}</td>
                        <td className="py-2">{formatInteger(row.count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Section>
            </div>

            <Section
              title="تجارب تنتهي خلال 3 أيام"
              description={`${formatInteger(s.trials_ending_count)} مستخدم`}
            >
              {s.trials_ending.length === 0 ? (
                <p className="text-sm text-muted-foreground">لا توجد تجارب تنتهي قريباً.</p>
              ) : (
                <ScrollRegion label="تجارب تنتهي خلال 3 أيام">
                  <table className="w-full min-w-[28rem] text-sm">
                    <thead>
                      <tr className="text-muted-foreground">
                        <th scope="col" className="py-2 text-start font-medium">
                          المستخدم
                        </th>
                        <th scope="col" className="py-2 text-start font-medium">
                          البريد
                        </th>
                        <th scope="col" className="py-2 text-start font-medium">
                          تنتهي في
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {s.trials_ending.map((t) => (
                        <tr key={t.user_id} className="border-t border-border">
                          <td className="py-2">{t.full_name ?? '—'}</td>
                          <td className="py-2" dir="ltr">
                            {t.email ?? '—'}
                          </td>
                          <td className="py-2">{formatDateTime(t.expires_at)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
            </Section>

            <Section title="الإيرادات حسب الشهر" description="من المدفوعات المكتملة فقط">
              <BarChart
                title="الإيرادات الشهرية"
                data={s.revenue_by_month.map((m) => ({
                  label: formatMonth(m.month),
                  value: m.amount,
                }))}
                formatValue={formatSar}
              />
              <ScrollRegion label="الإيرادات حسب الشهر">
                <table className="w-full min-w-[24rem] text-sm">
                  <thead>
                    <tr className="text-muted-foreground">
                      <th scope="col" className="py-2 text-start font-medium">
                        الشهر
                      </th>
                      <th scope="col" className="py-2 text-start font-medium">
                        عدد المدفوعات
                      </th>
                      <th scope="col" className="py-2 text-start font-medium">
                        المبلغ
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...s.revenue_by_month].reverse().map((m) => (
                      <tr key={m.month} className="border-t border-border">
                        <td className="py-2">{formatMonth(m.month)}</td>
                        <td className="py-2">{formatInteger(m.payments)}</td>
                        <td className="py-2">{formatSar(m.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </Section>

            <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <StatCard
                label="قائمة الانتظار"
                value={formatInteger(s.waitlist_total)}
                to={paths.admin.leads}
              />
              <StatCard
                label="مشتركو النشرة"
                value={formatInteger(s.newsletter_total)}
                to={paths.admin.leads}
              />
              <StatCard
                label="رسائل تواصل جديدة"
                value={formatInteger(s.contact_new)}
                to={paths.admin.leads}
              />
              <StatCard
                label="الأوامر المنشورة"
                value={`${formatInteger(s.prompts_published)} / ${formatInteger(s.prompts_total)}`}
                to={paths.admin.prompts}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              الأحداث الأمنية خلال 24 ساعة: {formatInteger(s.security_events_24h)} —{' '}
              <Link
                className="text-primary underline underline-offset-4 hover:decoration-2"
                to={paths.admin.logs}
              >
                عرض السجلات
              </Link>
            </p>
          </>
        )}
      </QueryState>
    </AdminPage>
  )
}
