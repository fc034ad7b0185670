import { useState } from 'react'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { formatInteger } from '@/lib/format'
import { toast } from '@/lib/toast'
import { messageOf } from '../api/errors'
import {
  LEADS_LIMIT,
  exportLeads,
  useLeads,
  useSetContactStatus,
  type LeadKind,
} from '../api/leads'
import { AdminPage } from '../components/admin-page'
import { selectClass } from '@/components/ui/input'
import { QueryState } from '../components/query-state'
import { downloadText } from '@/lib/download'
import { exportFilename } from '../lib/download'
import { contactStatusLabels, formatDateTime } from '../lib/labels'
import { ScrollRegion } from '@/components/ui/scroll-region'

function ExportButton({ kind }: { kind: LeadKind }) {
  const [pending, setPending] = useState(false)
  async function run() {
    setPending(true)
    try {
      downloadText(exportFilename(kind), await exportLeads(kind))
    } catch (error) {
      toast.error(messageOf(error, 'تعذّر تصدير الملف'))
    } finally {
      setPending(false)
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void run()} disabled={pending}>
      <Download aria-hidden="true" />
      {pending ? 'جارٍ التصدير...' : 'تصدير CSV'}
    </Button>
  )
}

const th = 'p-2 text-start font-medium'

function Count({ n }: { n: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      {formatInteger(n)} سجل
      {n >= LEADS_LIMIT ? ` (يُعرض أحدث ${formatInteger(LEADS_LIMIT)}؛ الملف المصدّر يضم الكل)` : ''}
    </p>
  )
}

function WaitlistTab() {
  const rows = useLeads('waitlist')
  return (
    <QueryState query={rows} isEmpty={(d) => d.length === 0} empty="قائمة الانتظار فارغة">
      {(d) => (
        <div className="flex flex-col gap-2">
          <Count n={d.length} />
          <ScrollRegion label="قائمة الانتظار" className="rounded-lg border border-border">
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="bg-muted/50 text-muted-foreground">
                <tr>
                  <th scope="col" className={th}>
                    الاسم
                  </th>
                  <th scope="col" className={th}>
                    البريد
                  </th>
                  <th scope="col" className={th}>
                    رمز الدعوة
                  </th>
                  <th scope="col" className={th}>
                    التاريخ
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.map((r) => (
                  <tr key={r.id} className="border-t border-border">
                    <td className="p-2">{r.name}</td>
                    <td className="p-2" dir="ltr">
                      {r.email}
                    </td>
                    <td className="p-2 font-mono" dir="ltr">
                      {r.invite_code ?? '—'}
                    </td>
                    <td className="p-2 text-xs">{formatDateTime(r.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </QueryState>
  )
}

function NewsletterTab() {
  const rows = useLeads('newsletter')
  return (
    <QueryState query={rows} isEmpty={(d) => d.length === 0} empty="لا يوجد مشتركون في النشرة">
      {(d) => (
        <div className="flex flex-col gap-2">
          <Count n={d.length} />
          <ScrollRegion label="المشتركون في النشرة" className="rounded-lg border border-border">
            <table className="w-full min-w-[28rem] text-sm">
              <thead className="bg-muted/50 text-muted-foreground">
                <tr>
                  <th scope="col" className={th}>
                    البريد
                  </th>
                  <th scope="col" className={th}>
                    الحالة
                  </th>
                  <th scope="col" className={th}>
                    التاريخ
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.map((r) => (
                  <tr key={r.id} className="border-t border-border">
                    <td className="p-2" dir="ltr">
                      {r.email}
                    </td>
                    <td className="p-2">{r.status === 'subscribed' ? 'مشترك' : 'ألغى الاشتراك'}</td>
                    <td className="p-2 text-xs">{formatDateTime(r.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </QueryState>
  )
}

function ContactTab() {
  const rows = useLeads('contact')
  const setStatus = useSetContactStatus()
  return (
    <QueryState query={rows} isEmpty={(d) => d.length === 0} empty="لا توجد رسائل تواصل">
      {(d) => (
        <div className="flex flex-col gap-2">
          <Count n={d.length} />
          <ul className="flex flex-col gap-3">
            {d.map((m) => (
              <li
                key={m.id}
                className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 className="font-bold">{m.subject}</h2>
                    <p className="text-xs text-muted-foreground">
                      {m.name} — <span dir="ltr">{m.email}</span> — {formatDateTime(m.created_at)}
                    </p>
                  </div>
                  <select
                    aria-label={`حالة رسالة ${m.name}`}
                    className={`${selectClass} max-w-40`}
                    value={m.status}
                    onChange={(e) =>
                      setStatus.mutate({ id: m.id, status: e.target.value as typeof m.status })
                    }
                  >
                    {Object.entries(contactStatusLabels).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </div>
                <p className="text-sm whitespace-pre-line">{m.message}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  )
}

export default function LeadsAdminPage() {
  const [tab, setTab] = useState<LeadKind>('waitlist')
  return (
    <AdminPage
      title="قائمة الانتظار والرسائل"
      description="المسجلون في قائمة الانتظار ومشتركو النشرة ورسائل التواصل، مع التصدير إلى ملف CSV."
      actions={<ExportButton kind={tab} />}
    >
      <Tabs value={tab} onValueChange={(v) => setTab(v as LeadKind)} dir="rtl">
        <TabsList>
          <TabsTrigger value="waitlist">قائمة الانتظار</TabsTrigger>
          <TabsTrigger value="newsletter">النشرة البريدية</TabsTrigger>
          <TabsTrigger value="contact">رسائل التواصل</TabsTrigger>
        </TabsList>
        <TabsContent value="waitlist">
          <WaitlistTab />
        </TabsContent>
        <TabsContent value="newsletter">
          <NewsletterTab />
        </TabsContent>
        <TabsContent value="contact">
          <ContactTab />
        </TabsContent>
      </Tabs>
    </AdminPage>
  )
}
