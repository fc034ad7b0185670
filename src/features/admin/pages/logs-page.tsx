import { Fragment, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input, selectClass } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { formatInteger } from '@/lib/format'
import {
  LOGS_PAGE_SIZE,
  emptyLogFilters,
  useAuditLog,
  usePeopleNames,
  useSecurityEvents,
  type AuditRow,
  type LogFilters,
  type SecurityEventRow,
} from '../api/logs'
import { AdminPage } from '../components/admin-page'
import { QueryState } from '../components/query-state'
import { SeverityBadge } from '../components/security-events-list'
import { formatDateTime, severityLabels } from '../lib/labels'
import {
  auditActionLabel,
  auditTargetLabel,
  peopleOn,
  personLabel,
  securityEventLabel,
  type PeopleNames,
} from '../lib/log-labels'
import { ScrollRegion } from '@/components/ui/scroll-region'

function FiltersForm({
  filters,
  onChange,
  withSeverity,
  typeLabel,
}: {
  filters: LogFilters
  onChange: (next: LogFilters) => void
  withSeverity: boolean
  typeLabel: string
}) {
  const set = (patch: Partial<LogFilters>) => onChange({ ...filters, ...patch, page: 0 })
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {withSeverity ? (
        <div className="grid gap-1">
          <Label htmlFor="log-severity">الخطورة</Label>
          <select
            id="log-severity"
            className={selectClass}
            value={filters.severity}
            onChange={(e) => set({ severity: e.target.value })}
          >
            <option value="">الكل</option>
            {Object.entries(severityLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="grid gap-1">
        <Label htmlFor="log-type">{typeLabel}</Label>
        <Input
          id="log-type"
          dir="ltr"
          value={filters.type}
          onChange={(e) => set({ type: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="log-user">المستخدم (البريد أو المعرّف)</Label>
        <Input
          id="log-user"
          dir="ltr"
          value={filters.user}
          onChange={(e) => set({ user: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="log-from">من تاريخ</Label>
        <Input
          id="log-from"
          type="date"
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="log-to">إلى تاريخ</Label>
        <Input
          id="log-to"
          type="date"
          value={filters.to}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
    </div>
  )
}

function Pager({
  filters,
  total,
  onChange,
}: {
  filters: LogFilters
  total: number
  onChange: (next: LogFilters) => void
}) {
  const pages = Math.max(1, Math.ceil(total / LOGS_PAGE_SIZE))
  return (
    <nav aria-label="صفحات السجل" className="flex items-center justify-between gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={filters.page === 0}
        onClick={() => onChange({ ...filters, page: filters.page - 1 })}
      >
        الأحدث
      </Button>
      <span className="text-sm text-muted-foreground">
        {formatInteger(total)} سجل — صفحة {formatInteger(filters.page + 1)} من{' '}
        {formatInteger(pages)}
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={filters.page + 1 >= pages}
        onClick={() => onChange({ ...filters, page: filters.page + 1 })}
      >
        الأقدم
      </Button>
    </nav>
  )
}

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted-foreground">—</span>
  return (
    <pre
      dir="ltr"
      className="max-h-48 max-w-md overflow-auto rounded bg-muted/50 p-2 text-xs whitespace-pre-wrap"
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  )
}

/** The raw record (codes, ids, values) behind a row, on demand: text as it is, objects as JSON. */
function RawDetails({ value }: { value: Record<string, unknown> }) {
  const entries = Object.entries(value).filter(([, v]) => v !== null && v !== undefined)
  return (
    <details>
      <summary className="cursor-pointer text-xs text-primary">عرض</summary>
      <dl dir="ltr" className="mt-1 grid max-w-md grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-xs">
        {entries.map(([key, v]) => (
          <Fragment key={key}>
            <dt className="font-mono text-muted-foreground">{key}</dt>
            <dd className="min-w-0 break-words">
              {typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? (
                <span className="font-mono">{String(v)}</span>
              ) : (
                <Json value={v} />
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
    </details>
  )
}

function SecurityEventRows({ rows }: { rows: SecurityEventRow[] }) {
  const people = usePeopleNames(peopleOn(rows)).data
  return (
    <tbody>
      {rows.map((e) => (
        <tr key={e.id} className="border-t border-border align-top">
          <td className="p-2 text-xs whitespace-nowrap">{formatDateTime(e.created_at)}</td>
          <td className="p-2">{securityEventLabel(e.event_type)}</td>
          <td className="p-2">
            <SeverityBadge severity={e.severity} />
          </td>
          <td className="p-2">{e.user_id ? personLabel(e.user_id, people) : '—'}</td>
          <td className="p-2">
            <RawDetails
              value={{
                // The event's own fields last: a metadata key of the same name (a browser may log
                // anything) must not hide the recorded user or address.
                ...(e.metadata as Record<string, unknown>),
                event_type: e.event_type,
                description: e.description,
                user_id: e.user_id,
                ip: e.ip_address,
              }}
            />
          </td>
        </tr>
      ))}
    </tbody>
  )
}

function AuditRows({ rows }: { rows: AuditRow[] }) {
  const people: PeopleNames | undefined = usePeopleNames(peopleOn(rows)).data
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-border align-top">
          <td className="p-2 text-xs whitespace-nowrap">{formatDateTime(row.created_at)}</td>
          <td className="p-2">{auditActionLabel(row.action)}</td>
          <td className="p-2">{personLabel(row.user_id, people)}</td>
          <td className="p-2">{auditTargetLabel(row, people)}</td>
          <td className="p-2">
            <RawDetails
              value={{
                action: row.action,
                user_id: row.user_id,
                target: row.target_type,
                target_id: row.target_id,
                old_values: row.old_values,
                new_values: row.new_values,
              }}
            />
          </td>
        </tr>
      ))}
    </tbody>
  )
}

function SecurityEventsTab() {
  const [filters, setFilters] = useState<LogFilters>(emptyLogFilters)
  const events = useSecurityEvents(filters)
  return (
    <div className="flex flex-col gap-4">
      <FiltersForm filters={filters} onChange={setFilters} withSeverity typeLabel="نوع الحدث" />
      <QueryState
        query={events}
        isEmpty={(d) => d.rows.length === 0}
        empty="لا توجد أحداث مطابقة"
        loadingLabel="جارٍ تحميل الأحداث الأمنية..."
      >
        {(d) => (
          <>
            <ScrollRegion label="الأحداث الأمنية" className="rounded-lg border border-border">
              <table className="w-full min-w-[48rem] text-sm">
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    <th scope="col" className="p-2 text-start font-medium">
                      الوقت
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      الحدث
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      الخطورة
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      المستخدم
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      التفاصيل
                    </th>
                  </tr>
                </thead>
                <SecurityEventRows rows={d.rows} />
              </table>
            </ScrollRegion>
            <Pager filters={filters} total={d.total} onChange={setFilters} />
          </>
        )}
      </QueryState>
    </div>
  )
}

function AuditLogTab() {
  const [filters, setFilters] = useState<LogFilters>(emptyLogFilters)
  const audit = useAuditLog(filters)
  return (
    <div className="flex flex-col gap-4">
      <FiltersForm
        filters={filters}
        onChange={setFilters}
        withSeverity={false}
        typeLabel="الإجراء"
      />
      <QueryState
        query={audit}
        isEmpty={(d) => d.rows.length === 0}
        empty="لا توجد سجلات مطابقة"
        loadingLabel="جارٍ تحميل سجل التدقيق..."
      >
        {(d) => (
          <>
            <ScrollRegion label="سجل التدقيق" className="rounded-lg border border-border">
              <table className="w-full min-w-[52rem] text-sm">
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    <th scope="col" className="p-2 text-start font-medium">
                      الوقت
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      الإجراء
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      المنفّذ
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      الهدف
                    </th>
                    <th scope="col" className="p-2 text-start font-medium">
                      التفاصيل
                    </th>
                  </tr>
                </thead>
                <AuditRows rows={d.rows} />
              </table>
            </ScrollRegion>
            <Pager filters={filters} total={d.total} onChange={setFilters} />
          </>
        )}
      </QueryState>
    </div>
  )
}

export default function LogsAdminPage() {
  return (
    <AdminPage
      title="عارض السجلات"
      description="الأحداث الأمنية وسجل التدقيق لكل تعديل إداري بالقيم القديمة والجديدة."
    >
      <Tabs defaultValue="security" dir="rtl">
        <TabsList>
          <TabsTrigger value="security">الأحداث الأمنية</TabsTrigger>
          <TabsTrigger value="audit">سجل التدقيق</TabsTrigger>
        </TabsList>
        <TabsContent value="security">
          <SecurityEventsTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTab />
        </TabsContent>
      </Tabs>
    </AdminPage>
  )
}
