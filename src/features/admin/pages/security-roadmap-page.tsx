import type { ReactNode } from 'react'
import { CheckCircle2, CircleAlert, Info } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { formatInteger } from '@/lib/format'
import { useSecurityStatus, type SecurityStatus } from '../api/dashboard'
import { AdminPage, Section } from '../components/admin-page'
import { QueryState } from '../components/query-state'
import { ScrollRegion } from '@/components/ui/scroll-region'

type Measure = {
  title: string
  rule: string
  /** ok: verified live; attention: the database shows a gap; info: enforced outside the database. */
  state: 'ok' | 'attention' | 'info'
  live: ReactNode
}

function measures(s: SecurityStatus): Measure[] {
  const withoutRls = s.tables.filter((t) => !t.rls_enabled)
  return [
    {
      title: 'أمان مستوى الصفوف (RLS) على كل الجداول',
      rule: 'كل جدول في المخطط العام مفعّل عليه RLS، ولا يصل أي دور إلا لما تسمح به السياسات.',
      state: withoutRls.length === 0 ? 'ok' : 'attention',
      live:
        withoutRls.length === 0
          ? `${formatInteger(s.tables.length)} جدولاً، جميعها مفعّل عليها RLS`
          : `جداول بلا RLS: ${withoutRls.map((t) => t.name).join('، ')}`,
    },
    {
      title: 'دوال الصلاحيات المرتفعة بمسار بحث ثابت',
      rule: 'كل دالة SECURITY DEFINER تضبط search_path وتتحقق من هوية المستدعي أو دوره.',
      state: s.definer_functions_without_search_path === 0 ? 'ok' : 'attention',
      live: `دوال بلا مسار بحث ثابت: ${formatInteger(s.definer_functions_without_search_path)}`,
    },
    {
      title: 'تجميد الحساب بعد المحاولات الخاطئة',
      rule: '5 محاولات خاطئة خلال 15 دقيقة تجمد الحساب ساعة للمشرف و3 أيام لغيره، عبر خطاف التحقق من كلمة المرور.',
      state: s.password_hook_installed ? 'ok' : 'attention',
      live: `الخطاف ${s.password_hook_installed ? 'مثبت' : 'غير مثبت'} — حسابات مجمدة الآن: ${formatInteger(s.locks_active)}، خلال 30 يوماً: ${formatInteger(s.locks_30d)}، محاولات فاشلة خلال 24 ساعة: ${formatInteger(s.failed_logins_24h)}`,
    },
    {
      title: 'حدود معدل الطلبات',
      rule: '100 طلب لكل 60 دقيقة لكل مستخدم في الطلبات المحمية، وحدود خاصة لقائمة الانتظار والنشرة والتواصل وسجل الأمان.',
      state: 'ok',
      live: `نوافذ عدّ خلال الساعة الأخيرة: ${formatInteger(s.rate_limit_windows_1h)}، تجاوزت الحد: ${formatInteger(s.rate_limited_1h)}`,
    },
    {
      title: 'توقيع إشعارات الدفع (Webhook)',
      rule: 'دالة tap-webhook تتحقق من توقيع hashstring على الجسم الخام، ثم تعيد جلب العملية من Tap وتطابق المبلغ والعملة والطلب، ولا يغيّر الاشتراك إلا دفع مكتمل.',
      state: s.payment_mismatches_30d === 0 ? 'info' : 'attention',
      live: `مدفوعات مكتملة خلال 30 يوماً: ${formatInteger(s.captured_payments_30d)}، حالات عدم تطابق: ${formatInteger(s.payment_mismatches_30d)}`,
    },
    {
      title: 'قواعد الجلسات',
      rule: 'تحذير بعد 25 دقيقة خمول وإنهاء بعد 30 دقيقة، وأقصى عمر للجلسة 24 ساعة، وخيار الجلسة الواحدة عبر الميزة single_session.',
      state: 'ok',
      live: `الجلسة الواحدة: ${s.single_session_enabled ? 'مفعّلة' : 'غير مفعّلة'} — جلسات نشطة: ${formatInteger(s.active_sessions)}`,
    },
    {
      title: 'حماية لوحة الإدارة',
      rule: 'كل مشرف يستخدم التحقق بخطوتين (تطبيق مصادقة ورموز استرداد لمرة واحدة)، وكل دالة وجدول إداري يرفض جلسة مشرف لم تُتحقق بالرمز (aal2) على الخادم، وكل تعديل إداري يُسجّل بالقيم القديمة والجديدة.',
      state: s.high_events_7d === 0 ? 'ok' : 'attention',
      live: `أحداث أمنية عالية الخطورة خلال 7 أيام: ${formatInteger(s.high_events_7d)}`,
    },
  ]
}

const stateView = {
  ok: { icon: CheckCircle2, label: 'مطبّق', className: 'text-primary' },
  attention: { icon: CircleAlert, label: 'يحتاج مراجعة', className: 'text-destructive' },
  info: { icon: Info, label: 'مطبّق في الخادم', className: 'text-accent' },
} as const

export default function SecurityRoadmapPage() {
  const status = useSecurityStatus()
  return (
    <AdminPage
      title="خارطة الأمان"
      description="إجراءات الأمان في المنصة وحالتها الحية كما تقرؤها قاعدة البيانات الآن."
    >
      <QueryState query={status} loadingLabel="جارٍ فحص حالة الأمان...">
        {(s) => (
          <>
            <ol className="flex flex-col gap-3">
              {measures(s).map((m) => {
                const view = stateView[m.state]
                return (
                  <li
                    key={m.title}
                    className="flex gap-3 rounded-lg border border-border bg-card p-4"
                  >
                    <view.icon
                      aria-hidden="true"
                      className={`mt-0.5 size-5 shrink-0 ${view.className}`}
                    />
                    <div className="flex min-w-0 flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h2 className="font-bold">{m.title}</h2>
                        <Badge variant={m.state === 'attention' ? 'destructive' : 'default'}>
                          {view.label}
                        </Badge>
                      </div>
                      <p className="text-sm text-muted-foreground">{m.rule}</p>
                      <p className="text-sm">{m.live}</p>
                    </div>
                  </li>
                )
              })}
            </ol>
            <Section
              title="الجداول وسياساتها"
              description="من pg_class.relrowsecurity وعدد السياسات لكل جدول"
            >
              <details>
                <summary className="cursor-pointer text-sm text-primary">
                  عرض {formatInteger(s.tables.length)} جدولاً
                </summary>
                <ScrollRegion label="الجداول وسياساتها" className="mt-3">
                  <table className="w-full min-w-[24rem] text-sm">
                    <thead>
                      <tr className="text-muted-foreground">
                        <th scope="col" className="py-2 text-start font-medium">
                          الجدول
                        </th>
                        <th scope="col" className="py-2 text-start font-medium">
                          RLS
                        </th>
                        <th scope="col" className="py-2 text-start font-medium">
                          السياسات
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {s.tables.map((t) => (
                        <tr key={t.name} className="border-t border-border">
                          <td className="py-1.5 font-mono text-xs" dir="ltr">
                            {t.name}
                          </td>
                          <td className="py-1.5">{t.rls_enabled ? 'مفعّل' : 'غير مفعّل'}</td>
                          <td className="py-1.5">{formatInteger(t.policies)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              </details>
            </Section>
          </>
        )}
      </QueryState>
    </AdminPage>
  )
}
