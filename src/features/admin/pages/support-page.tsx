import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { LinkifiedText } from '@/components/linkified-text'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { authStore } from '@/lib/auth-store'
import { cn } from '@/lib/cn'
import { formatInteger } from '@/lib/format'
import { supportLevelOf, supportLevels } from '@/lib/support-levels'
import { supportCategories } from '@/lib/support-request'
import { AdminPage, Section } from '../components/admin-page'
import { QueryState } from '../components/query-state'
import { formatDateTime, labelOf } from '../lib/labels'
import {
  QUEUE_LIMIT,
  useAddNote,
  useCannedReplies,
  useDeleteCanned,
  useReply,
  useSaveCanned,
  useSupportLive,
  useSupportQueue,
  useSupportStats,
  useSupportTicket,
  useUpdateTicket,
  type LevelStats,
  type SupportFilters,
} from '../api/support'
import { ScrollRegion } from '@/components/ui/scroll-region'

const statusLabels: Record<string, string> = {
  open: 'مفتوح',
  waiting_customer: 'بانتظار العميل',
  resolved: 'تم الحل',
}
const levelLabels: Record<string, string> = Object.fromEntries(
  Object.entries(supportLevels).map(([key, value]) => [key, value.label]),
)

const selectClass =
  'h-10 rounded-md border border-input bg-background/60 px-2 text-sm focus-visible:outline-2 focus-visible:outline-ring'

function minutes(value: number | null): string {
  if (value === null || value === undefined) return '—'
  if (value < 60) return `${formatInteger(Math.round(value))} دقيقة`
  if (value < 60 * 48) return `${formatInteger(Math.round(value / 6) / 10)} ساعة`
  return `${formatInteger(Math.round(value / 144) / 10)} يوم`
}

function Stats() {
  const stats = useSupportStats()
  return (
    <QueryState query={stats}>
      {(data) => (
        <ScrollRegion label="أزمنة الدعم">
          <table className="w-full text-sm">
            <caption className="sr-only">أزمنة الدعم لآخر {data.days} يوماً</caption>
            <thead>
              <tr className="text-start text-muted-foreground">
                <th className="p-2 text-start">المستوى</th>
                <th className="p-2 text-start">الطلبات</th>
                <th className="p-2 text-start">مفتوحة</th>
                <th className="p-2 text-start">متأخرة</th>
                <th className="p-2 text-start">متوسط أول رد</th>
                <th className="p-2 text-start">متوسط الحل</th>
                <th className="p-2 text-start">ضمن الهدف</th>
              </tr>
            </thead>
            <tbody>
              {data.levels.map((l: LevelStats) => (
                <tr key={l.level} className="border-t border-border">
                  <td className="p-2">{labelOf(levelLabels, l.level)}</td>
                  <td className="p-2">{formatInteger(l.requests)}</td>
                  <td className="p-2">{formatInteger(l.open)}</td>
                  <td className={cn('p-2', l.overdue > 0 && 'font-bold text-destructive')}>
                    {formatInteger(l.overdue)}
                  </td>
                  <td className="p-2">{minutes(l.first_response_minutes)}</td>
                  <td className="p-2">{minutes(l.resolution_minutes)}</td>
                  <td className="p-2">
                    {l.within_target === null
                      ? '—'
                      : `${formatInteger(Math.round(l.within_target * 100))}%`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </QueryState>
  )
}

function Queue({
  filters,
  setFilters,
  selected,
  onSelect,
  team,
}: {
  filters: SupportFilters
  setFilters: (f: SupportFilters) => void
  selected: string | null
  onSelect: (id: string) => void
  team: { id: string; name: string | null }[]
}) {
  const queue = useSupportQueue(filters)
  const me = authStore.getSnapshot().session?.user.id ?? ''
  const filter = (key: keyof SupportFilters, label: string, options: [string, string][]) => (
    <label className="grid gap-1 text-xs">
      {label}
      <select
        className={selectClass}
        value={filters[key]}
        onChange={(e) => setFilters({ ...filters, [key]: e.target.value })}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3" role="group" aria-label="تصفية الطلبات">
        {filter('status', 'الحالة', [['', 'كل الحالات'], ...Object.entries(statusLabels)])}
        {filter('level', 'المستوى', [['', 'كل المستويات'], ...Object.entries(levelLabels)])}
        {filter('category', 'التصنيف', [
          ['', 'كل التصنيفات'],
          ...Object.entries(supportCategories),
        ])}
        {filter('assignee', 'المسؤول', [
          ['', 'الجميع'],
          ['none', 'غير مسند'],
          ...(me ? ([[me, 'أنا']] as [string, string][]) : []),
          ...team.filter((t) => t.id !== me).map((t) => [t.id, t.name ?? t.id] as [string, string]),
        ])}
      </div>
      <QueryState
        query={queue}
        isEmpty={(rows) => rows.length === 0}
        empty="لا توجد طلبات بهذه التصفية"
      >
        {(rows) => (
          <ScrollRegion label="طابور الدعم">
            <table className="w-full text-sm">
              <caption className="sr-only">طابور الدعم مرتباً بموعد الرد ثم الأولوية</caption>
              <thead>
                <tr className="text-muted-foreground">
                  <th className="p-2 text-start">الطلب</th>
                  <th className="p-2 text-start">العميل</th>
                  <th className="p-2 text-start">المستوى</th>
                  <th className="p-2 text-start">موعد الرد</th>
                  <th className="p-2 text-start">الحالة</th>
                  <th className="p-2 text-start">المسؤول</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, QUEUE_LIMIT).map((r) => (
                  <tr
                    key={r.id}
                    className={cn(
                      'border-t border-border',
                      r.overdue && 'bg-destructive/10',
                      selected === r.id && 'outline-2 outline-primary',
                    )}
                    data-overdue={r.overdue || undefined}
                  >
                    <td className="p-2">
                      <Button
                        variant="link"
                        className="h-auto p-0 text-start"
                        onClick={() => onSelect(r.id)}
                      >
                        {r.subject}
                      </Button>
                      <div className="text-xs text-muted-foreground">
                        {labelOf(supportCategories, r.category)}
                      </div>
                    </td>
                    <td className="p-2">
                      <div>{r.customer_name ?? '—'}</div>
                      <div className="text-xs text-muted-foreground" dir="ltr">
                        {r.customer_email}
                      </div>
                    </td>
                    <td className="p-2">{labelOf(levelLabels, r.support_level)}</td>
                    <td className={cn('p-2', r.overdue && 'font-bold text-destructive')}>
                      {formatDateTime(r.due_at)}
                      {r.overdue ? (
                        <Badge variant="destructive" className="ms-1">
                          متأخر
                        </Badge>
                      ) : null}
                    </td>
                    <td className="p-2">{labelOf(statusLabels, r.status)}</td>
                    <td className="p-2">
                      {r.assigned_to
                        ? (team.find((t) => t.id === r.assigned_to)?.name ?? 'مشرف')
                        : 'غير مسند'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length > QUEUE_LIMIT ? (
              <p className="p-2 text-xs text-muted-foreground">
                تظهر أول {formatInteger(QUEUE_LIMIT)} طلب؛ ضيّق التصفية لرؤية غيرها.
              </p>
            ) : null}
          </ScrollRegion>
        )}
      </QueryState>
    </div>
  )
}

function TicketPanel({ id, team }: { id: string; team: { id: string; name: string | null }[] }) {
  const ticket = useSupportTicket(id)
  const canned = useCannedReplies()
  const reply = useReply(id)
  const note = useAddNote(id)
  const update = useUpdateTicket(id)
  const [body, setBody] = useState('')
  const [noteBody, setNoteBody] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [noteError, setNoteError] = useState<string | undefined>()

  const submitReply = (resolve: boolean) => {
    if (body.trim().length < 2) {
      setError('اكتب الرد (حرفان على الأقل)')
      return
    }
    setError(undefined)
    reply.mutate({ body, resolve }, { onSuccess: () => setBody('') })
  }
  const submitNote = () => {
    if (noteBody.trim().length < 2) {
      setNoteError('اكتب الملاحظة (حرفان على الأقل)')
      return
    }
    setNoteError(undefined)
    note.mutate(noteBody, { onSuccess: () => setNoteBody('') })
  }

  return (
    <QueryState query={ticket}>
      {({ ticket: t, messages, notes, customer }) => {
        const timeline = [
          ...messages.map((m) => ({ ...m, kind: m.author_role as 'customer' | 'team' })),
          ...notes.map((n) => ({ ...n, kind: 'note' as const })),
        ].sort((a, b) => a.created_at.localeCompare(b.created_at))
        const context = (t.context ?? {}) as Record<string, unknown>
        return (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="text-lg font-bold">{t.subject}</h3>
              <Badge>{labelOf(statusLabels, t.status)}</Badge>
              <Badge variant="outline">
                {supportLevels[supportLevelOf(t.support_level)].label}
              </Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              {customer?.full_name ?? '—'} · <span dir="ltr">{customer?.email}</span> · الخطة:{' '}
              {String(context.plan ?? '—')} · موعد الرد: {formatDateTime(t.due_at)}
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <label className="grid gap-1 text-xs">
                إسناد إلى
                <select
                  className={selectClass}
                  value={t.assigned_to ?? 'none'}
                  disabled={update.isPending}
                  onChange={(e) => update.mutate({ assignee: e.target.value })}
                >
                  <option value="none">غير مسند</option>
                  {team.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name ?? m.id}
                    </option>
                  ))}
                </select>
              </label>
              {t.status === 'resolved' ? (
                <Button
                  variant="outline"
                  disabled={update.isPending}
                  onClick={() => update.mutate({ status: 'open' })}
                >
                  إعادة فتح
                </Button>
              ) : (
                <Button
                  variant="outline"
                  disabled={update.isPending}
                  onClick={() => update.mutate({ status: 'resolved' })}
                >
                  وضع علامة «تم الحل»
                </Button>
              )}
            </div>
            <ol className="grid gap-2" aria-label="المحادثة والملاحظات">
              {timeline.map((item) => (
                <li
                  key={item.id}
                  className={cn(
                    'grid gap-1 rounded-md border p-3 text-sm',
                    item.kind === 'team' && 'border-primary/40 bg-primary/5',
                    item.kind === 'note' && 'border-dashed border-amber-500/60 bg-amber-500/10',
                  )}
                >
                  <span className="text-xs font-medium text-muted-foreground">
                    {item.kind === 'customer'
                      ? 'العميل'
                      : item.kind === 'team'
                        ? 'فريق الدعم'
                        : 'ملاحظة داخلية (لا يراها العميل)'}{' '}
                    · {formatDateTime(item.created_at)}
                  </span>
                  <LinkifiedText text={item.body} />
                </li>
              ))}
            </ol>
            <div className="grid gap-2">
              <label className="grid gap-1 text-xs">
                رد جاهز
                <select
                  className={selectClass}
                  value=""
                  onChange={(e) => {
                    const chosen = canned.data?.find((c) => c.id === e.target.value)
                    if (chosen) setBody((b) => (b ? `${b}\n\n${chosen.body}` : chosen.body))
                  }}
                >
                  <option value="">اختر رداً جاهزاً لإدراجه…</option>
                  {canned.data?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.title}
                    </option>
                  ))}
                </select>
              </label>
              <Field label="الرد على العميل" error={error}>
                {(control) => (
                  <Textarea
                    {...control}
                    value={body}
                    maxLength={5000}
                    onChange={(e) => setBody(e.target.value)}
                    className="min-h-24"
                  />
                )}
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button disabled={reply.isPending} onClick={() => submitReply(false)}>
                  إرسال الرد
                </Button>
                <Button
                  variant="outline"
                  disabled={reply.isPending}
                  onClick={() => submitReply(true)}
                >
                  إرسال وإغلاق
                </Button>
              </div>
            </div>
            <div className="grid gap-2">
              <Field label="ملاحظة داخلية" error={noteError} hint="لا تصل إلى العميل بأي طريقة.">
                {(control) => (
                  <Textarea
                    {...control}
                    value={noteBody}
                    maxLength={5000}
                    onChange={(e) => setNoteBody(e.target.value)}
                    className="min-h-16"
                  />
                )}
              </Field>
              <Button
                variant="outline"
                className="w-fit"
                disabled={note.isPending}
                onClick={submitNote}
              >
                حفظ الملاحظة
              </Button>
            </div>
          </div>
        )
      }}
    </QueryState>
  )
}

function CannedReplies() {
  const canned = useCannedReplies()
  const save = useSaveCanned()
  const remove = useDeleteCanned()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | undefined>()
  const submit = () => {
    if (title.trim().length < 2 || title.trim().length > 100) {
      setError('اكتب عنواناً للرد (2–100 حرف)')
      return
    }
    if (body.trim().length < 2) {
      setError('اكتب نص الرد (حرفان على الأقل)')
      return
    }
    setError(undefined)
    save.mutate(
      { title: title.trim(), body: body.trim() },
      {
        onSuccess: () => {
          setTitle('')
          setBody('')
        },
      },
    )
  }
  return (
    <div className="grid gap-4">
      <QueryState query={canned} isEmpty={(rows) => rows.length === 0} empty="لا توجد ردود جاهزة">
        {(rows) => (
          <ul className="grid gap-2">
            {rows.map((c) => (
              <li
                key={c.id}
                className="flex items-start justify-between gap-3 rounded-md border border-border p-3 text-sm"
              >
                <div className="grid gap-1">
                  <span className="font-medium">{c.title}</span>
                  <span className="whitespace-pre-wrap text-muted-foreground">{c.body}</span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(c.id)}
                  aria-label={`حذف الرد الجاهز: ${c.title}`}
                >
                  حذف
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <div className="grid gap-2">
        <Field label="عنوان الرد الجاهز" error={error}>
          {(control) => (
            <Input
              {...control}
              value={title}
              maxLength={100}
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        </Field>
        <Field label="نص الرد الجاهز">
          {(control) => (
            <Textarea
              {...control}
              value={body}
              maxLength={5000}
              onChange={(e) => setBody(e.target.value)}
              className="min-h-16"
            />
          )}
        </Field>
        <Button variant="outline" className="w-fit" disabled={save.isPending} onClick={submit}>
          إضافة رد جاهز
        </Button>
      </div>
    </div>
  )
}

/** /518/support: the queue by due time then priority, one request's conversation, and times per level. */
export default function SupportPage() {
  const [params, setParams] = useSearchParams()
  const selected = params.get('ticket')
  const [filters, setFilters] = useState<SupportFilters>({
    status: 'open',
    level: '',
    category: '',
    assignee: '',
  })
  const stats = useSupportStats()
  const team = stats.data?.team ?? []
  useSupportLive(selected)
  return (
    <AdminPage
      title="الدعم"
      description="طلبات الدعم مرتبة بموعد الرد ثم الأولوية حسب الخطة؛ المتأخر بالأحمر. الردود تصل العميل مباشرة وبالبريد."
    >
      <Section title="الأزمنة حسب مستوى الدعم" description="آخر 30 يوماً">
        <Stats />
      </Section>
      <Section title="طابور الطلبات">
        <Queue
          filters={filters}
          setFilters={setFilters}
          selected={selected}
          onSelect={(id) => setParams({ ticket: id })}
          team={team}
        />
      </Section>
      {selected ? (
        <Section
          title="الطلب"
          actions={
            <Button variant="ghost" size="sm" onClick={() => setParams({})}>
              إغلاق
            </Button>
          }
        >
          <TicketPanel key={selected} id={selected} team={team} />
        </Section>
      ) : null}
      <Section title="الردود الجاهزة" description="تُدرج في الرد من قائمة «رد جاهز».">
        <CannedReplies />
      </Section>
    </AdminPage>
  )
}
