import { useState } from 'react'
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { CalendarPlus, Pencil, Plus, TestTube2, X } from 'lucide-react'
import { SendForward } from '@/components/icons/directional'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { formatInteger } from '@/lib/format'
import { newsletterParagraphs } from '../../../../supabase/functions/_shared/newsletter-text.ts'
import { toast } from '@/lib/toast'
import { messageOf } from '../api/errors'
import { adminKeys } from '../api/keys'
import { useAdminMutation } from '../api/mutation'
import {
  audienceLabels,
  audienceOptionsQuery,
  cancelNewsletterIssue,
  stopNewsletterIssue,
  newsletterIssuesQuery,
  newsletterMessages,
  newsletterSchema,
  saveNewsletterIssue,
  scheduleNewsletterIssue,
  statusLabels,
  testNewsletterIssue,
  type AudienceOptions,
  type NewsletterAudience,
  type NewsletterFormValues,
  type NewsletterIssue,
} from '../api/newsletter'
import { AdminPage, Section } from '../components/admin-page'
import { ConfirmDialog } from '../components/confirm-dialog'
import { QueryState } from '../components/query-state'
import { formatDateTime } from '../lib/labels'

const th = 'p-2 text-start font-medium'
const invalidate = [adminKeys.newsletter()]

/**
 * /518/newsletter «النشرة البريدية» (issue 49): compose an issue (plain Arabic text), preview it
 * as the mail shows it (RTL), send a test to one's own address, send now or at a time, cancel a
 * scheduled one, and follow each issue's counts (sent, failed, suppressed, unsubscribed).
 */
export default function NewsletterPage() {
  const issues = useQuery(newsletterIssuesQuery())
  // null: the form is closed; 'new': a new draft; otherwise the issue being edited.
  const [editing, setEditing] = useState<NewsletterIssue | 'new' | null>(null)
  return (
    <AdminPage
      title="النشرة البريدية"
      description="اكتب نشرة، جرّبها على بريدك، ثم أرسلها الآن أو في موعد. تصل فقط إلى من أكّد اشتراكه أو اختار النشرة من حسابه، وفي كل رسالة رابط لإلغاء الاشتراك."
      actions={
        editing === null ? (
          <Button type="button" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            نشرة جديدة
          </Button>
        ) : null
      }
    >
      {editing !== null ? (
        <Composer
          key={editing === 'new' ? 'new' : editing.id}
          issue={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Section title="النشرات">
        <QueryState
          query={issues}
          isEmpty={(rows) => rows.length === 0}
          empty="لا توجد نشرات بعد. ابدأ بـ«نشرة جديدة»."
          loadingLabel="جارٍ تحميل النشرات..."
        >
          {(rows) => <IssuesTable rows={rows} onEdit={(issue) => setEditing(issue)} />}
        </QueryState>
      </Section>
    </AdminPage>
  )
}

function Composer({ issue, onClose }: { issue: NewsletterIssue | null; onClose: () => void }) {
  const [saved, setSaved] = useState<NewsletterIssue | null>(issue)
  const form = useForm<NewsletterFormValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: {
      subject: issue?.subject ?? '',
      body: issue?.body ?? '',
      audience: issue?.audience ?? 'newsletter',
      plans: issue?.audience_plans ?? [],
      companyId: issue?.audience_company_id ?? '',
    },
  })
  const save = useAdminMutation(saveNewsletterIssue, {
    success: newsletterMessages.saved,
    fallback: newsletterMessages.saveFailed,
    invalidate,
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      setSaved(await save.mutateAsync({ id: saved?.id ?? null, values }))
      form.reset(values)
    } catch (error) {
      // What was typed stays; the reason shows under the form.
      form.setError('root', { message: messageOf(error, newsletterMessages.saveFailed) })
    }
  })
  const errors = form.formState.errors
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] })
  const dirty = form.formState.isDirty
  return (
    <Section
      title={saved ? 'تعديل المسودة' : 'نشرة جديدة'}
      actions={
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          إغلاق
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="grid content-start gap-4"
        >
          <Field label="عنوان الرسالة" required error={errors.subject?.message}>
            {(control) => <Input {...control} {...form.register('subject')} dir="auto" />}
          </Field>
          <Field
            label="نص النشرة"
            required
            hint="نص عادي: سطر فارغ بين الفقرات. لا تُقبل أي تنسيقات HTML، وتظهر كما كُتبت."
            error={errors.body?.message}
          >
            {(control) => <Textarea {...control} {...form.register('body')} rows={12} dir="auto" />}
          </Field>
          <AudienceFields form={form} />
          {errors.root?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'جارٍ الحفظ...' : 'حفظ المسودة'}
            </Button>
          </div>
        </form>
        <div className="grid content-start gap-4">
          <Preview subject={subject} body={body} />
          {saved ? (
            <SendPanel issue={saved} dirty={dirty} onDone={onClose} />
          ) : (
            <p className="text-sm text-muted-foreground">
              احفظ المسودة أولاً لتجربتها على بريدك وإرسالها.
            </p>
          )}
        </div>
      </div>
    </Section>
  )
}

function AudienceFields({ form }: { form: UseFormReturn<NewsletterFormValues> }) {
  const options = useQuery(audienceOptionsQuery())
  const [audience, plans, companyId] = useWatch({
    control: form.control,
    name: ['audience', 'plans', 'companyId'],
  })
  const errors = form.formState.errors
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="newsletter-audience">الجمهور</Label>
        <Select
          value={audience}
          onValueChange={(value) =>
            form.setValue('audience', value as NewsletterAudience, { shouldDirty: true })
          }
        >
          <SelectTrigger id="newsletter-audience">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(audienceLabels).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="text-xs text-muted-foreground">
          أصحاب الحسابات يصلهم ما اختاروه من الإعدادات فقط، ولا يصل شيء إلى من ألغى اشتراكه أو ارتدّ
          بريده.
        </p>
      </div>
      {audience !== 'newsletter' ? (
        <AudienceChoice
          audience={audience}
          options={options.data}
          loading={options.isPending}
          failed={options.isError}
          plans={plans}
          companyId={companyId}
          error={errors.plans?.message ?? errors.companyId?.message}
          onPlans={(next) =>
            form.setValue('plans', next, { shouldDirty: true, shouldValidate: true })
          }
          onCompany={(id) =>
            form.setValue('companyId', id, { shouldDirty: true, shouldValidate: true })
          }
        />
      ) : null}
    </>
  )
}

function AudienceChoice(props: {
  audience: NewsletterAudience
  options: AudienceOptions | undefined
  loading: boolean
  failed: boolean
  plans: string[]
  companyId: string
  error: string | undefined
  onPlans: (plans: string[]) => void
  onCompany: (id: string) => void
}) {
  const { options, error } = props
  if (props.loading) return <p className="text-sm text-muted-foreground">جارٍ تحميل الخيارات...</p>
  if (props.failed || !options) {
    return (
      <p role="alert" className="text-sm text-destructive">
        تعذّر تحميل الخطط والشركات
      </p>
    )
  }
  const errorLine = error ? (
    <p role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null
  if (props.audience === 'plans') {
    return (
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">الخطط</legend>
        {options.plans.map((plan) => {
          const id = `newsletter-plan-${plan.slug}`
          return (
            <div key={plan.slug} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={props.plans.includes(plan.slug)}
                onCheckedChange={(checked) =>
                  props.onPlans(
                    checked === true
                      ? [...props.plans, plan.slug]
                      : props.plans.filter((slug) => slug !== plan.slug),
                  )
                }
              />
              <Label htmlFor={id}>{plan.name}</Label>
            </div>
          )
        })}
        {errorLine}
      </fieldset>
    )
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor="newsletter-company">الشركة</Label>
      {options.companies.length ? (
        <Select value={props.companyId} onValueChange={props.onCompany}>
          <SelectTrigger id="newsletter-company">
            <SelectValue placeholder="اختر الشركة" />
          </SelectTrigger>
          <SelectContent>
            {options.companies.map((company) => (
              <SelectItem key={company.id} value={company.id}>
                {company.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : (
        <p className="text-sm text-muted-foreground">لا توجد شركات بعد.</p>
      )}
      {errorLine}
    </div>
  )
}

/** The mail as its reader sees it: right to left, the text escaped (React), paragraphs kept. */
function Preview({ subject, body }: { subject: string; body: string }) {
  const paragraphs = newsletterParagraphs(body)
  return (
    <section
      aria-label="معاينة الرسالة"
      className="rounded-lg border border-border bg-white p-5 text-start text-neutral-900"
      dir="rtl"
    >
      <p className="mb-2 text-xs text-neutral-500">معاينة</p>
      <h2 className="mb-3 text-lg font-bold">{subject.trim() || 'عنوان الرسالة'}</h2>
      {paragraphs.length ? (
        paragraphs.map((paragraph, index) => (
          <p key={index} className="mb-3 whitespace-pre-line">
            {paragraph}
          </p>
        ))
      ) : (
        <p className="mb-3 text-neutral-500">يظهر نص النشرة هنا.</p>
      )}
      <p className="mb-2">فريق سند</p>
      <p className="text-xs text-neutral-500">لا تريد هذه الرسائل؟ إلغاء الاشتراك</p>
    </section>
  )
}

function SendPanel(props: { issue: NewsletterIssue; dirty: boolean; onDone: () => void }) {
  const { issue, dirty } = props
  const [at, setAt] = useState('')
  const [validTime, setValidTime] = useState(true)
  const test = useAdminMutation(testNewsletterIssue, {
    success: newsletterMessages.testSent,
    fallback: newsletterMessages.testFailed,
    invalidate,
  })
  const schedule = useAdminMutation(scheduleNewsletterIssue, {
    fallback: newsletterMessages.scheduleFailed,
    invalidate,
  })
  const when = at ? new Date(at) : null
  const send = async (later: boolean) => {
    await schedule.mutateAsync({ id: issue.id, at: later && when ? when.toISOString() : null })
    toast.success(later ? newsletterMessages.scheduled : newsletterMessages.sendingNow)
    props.onDone()
  }
  return (
    <div className="grid gap-3 rounded-lg border border-border p-4">
      {dirty ? (
        <p role="status" className="text-sm text-amber-300">
          في النموذج تعديلات لم تُحفظ: احفظ المسودة قبل التجربة أو الإرسال.
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        disabled={dirty || test.isPending}
        onClick={() => test.mutate(issue.id)}
      >
        <TestTube2 aria-hidden="true" />
        {test.isPending ? 'جارٍ الإرسال...' : 'إرسال تجريبي لنفسي'}
      </Button>
      <div className="grid gap-2">
        <Label htmlFor="newsletter-at">موعد الإرسال (اختياري، بتوقيت جهازك)</Label>
        <Input
          id="newsletter-at"
          type="datetime-local"
          dir="ltr"
          value={at}
          aria-invalid={!validTime}
          onChange={(event) => {
            const value = event.target.value
            setAt(value)
            setValidTime(!value || new Date(value).getTime() > Date.now())
          }}
        />
        {!validTime ? (
          <p role="alert" className="text-sm text-destructive">
            اختر موعداً في المستقبل
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={dirty || schedule.isPending}
          onClick={() => void send(false).catch(() => undefined)}
        >
          <SendForward aria-hidden="true" />
          إرسال الآن
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={dirty || schedule.isPending || !when || !validTime}
          onClick={() => void send(true).catch(() => undefined)}
        >
          <CalendarPlus aria-hidden="true" />
          جدولة
        </Button>
      </div>
    </div>
  )
}

function IssuesTable(props: { rows: NewsletterIssue[]; onEdit: (issue: NewsletterIssue) => void }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">النشرات وحالاتها</caption>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              العنوان
            </th>
            <th scope="col" className={th}>
              الحالة
            </th>
            <th scope="col" className={th}>
              الجمهور
            </th>
            <th scope="col" className={th}>
              الموعد
            </th>
            <th scope="col" className={th}>
              أُرسلت
            </th>
            <th scope="col" className={th}>
              في الانتظار
            </th>
            <th scope="col" className={th}>
              تعثّرت
            </th>
            <th scope="col" className={th}>
              مستبعدة
            </th>
            <th scope="col" className={th}>
              ألغوا الاشتراك
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">إجراءات</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} className="border-t border-border" data-testid="newsletter-issue">
              <td className="p-2 font-medium">{row.subject}</td>
              <td className="p-2">
                <Badge variant={row.status === 'sent' ? 'default' : 'outline'}>
                  {statusLabels[row.status]}
                </Badge>
              </td>
              <td className="p-2">{audienceLabels[row.audience]}</td>
              <td className="p-2">{row.scheduled_at ? formatDateTime(row.scheduled_at) : '—'}</td>
              <td className="p-2">{formatInteger(row.sent)}</td>
              <td className="p-2">{formatInteger(row.pending)}</td>
              <td className="p-2">{formatInteger(row.failed)}</td>
              <td className="p-2">{formatInteger(row.suppressed)}</td>
              <td className="p-2">{formatInteger(row.unsubscribed)}</td>
              <td className="p-2">
                <IssueActions issue={row} onEdit={props.onEdit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function IssueActions({
  issue,
  onEdit,
}: {
  issue: NewsletterIssue
  onEdit: (issue: NewsletterIssue) => void
}) {
  const cancel = useAdminMutation(cancelNewsletterIssue, {
    success: newsletterMessages.cancelled,
    fallback: newsletterMessages.cancelFailed,
    invalidate,
  })
  const stop = useAdminMutation(stopNewsletterIssue, {
    success: newsletterMessages.stopped,
    fallback: newsletterMessages.stopFailed,
    invalidate,
  })
  if (issue.status === 'draft') {
    return (
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`تعديل «${issue.subject}»`}
        onClick={() => onEdit(issue)}
      >
        <Pencil aria-hidden="true" />
        تعديل
      </Button>
    )
  }
  if (issue.status === 'sending') {
    return (
      <ConfirmDialog
        trigger={
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`إيقاف إرسال «${issue.subject}»`}
          >
            <X aria-hidden="true" />
            إيقاف الإرسال
          </Button>
        }
        title="إيقاف إرسال النشرة"
        description="تتوقف النشرة عن الوصول إلى من لم تصله بعد، ولا يمكن استئناف إرسالها. ما أُرسل قبل الإيقاف لا يُسترجع."
        confirmLabel="إيقاف الإرسال"
        destructive
        onConfirm={() => stop.mutateAsync(issue.id)}
      />
    )
  }
  if (issue.status === 'scheduled') {
    return (
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={cancel.isPending}
        aria-label={`إلغاء جدولة «${issue.subject}»`}
        onClick={() => cancel.mutate(issue.id)}
      >
        <X aria-hidden="true" />
        إلغاء الجدولة
      </Button>
    )
  }
  return null
}
