import { useState, type FormEvent, type ReactNode } from 'react'
import { CheckCircle2, Circle, ListChecks } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, selectClass } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { useAuth } from '@/hooks/use-auth'
import { cn } from '@/lib/cn'
import { companySizes, companyTypes, countries } from '@/lib/company-options'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import {
  useChecklist,
  useConfirmCompany,
  useMarkChecklist,
  type ChecklistState,
  type CompanyValues,
} from '../api/checklist'

type Step = { id: string; title: string; done: boolean; body: ReactNode }

/** One of the wizard's company choices, with «غير محدد» for none. */
function OptionField({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select
          className={selectClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...control}
        >
          <option value="">غير محدد</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/**
 * «ابدأ مع سند»: the first-run checklist of the dashboard home. Its progress is stored on the
 * server (saved_preferences), so it resumes on any device; skipping or closing it hides it for
 * good (once per account).
 */
export function FirstRunChecklist() {
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const checklist = useChecklist(userId)
  const mark = useMarkChecklist(userId)

  if (!userId) return null
  if (checklist.isPending) return <Skeleton className="h-40" />
  if (checklist.isError) {
    return (
      <section aria-label="خطوات البداية" className="rounded-lg border border-border bg-card p-4">
        <p role="alert" className="text-sm text-destructive">
          {checklist.error.message}
        </p>
        <Button variant="outline" className="mt-3" onClick={() => void checklist.refetch()}>
          إعادة المحاولة
        </Button>
      </section>
    )
  }
  const state = checklist.data
  if (state.progress.dismissed) return null

  const steps = buildSteps(state, userId)
  const done = steps.filter((step) => step.done).length
  const complete = done === steps.length
  const close = () => mark.mutate(['dismissed'], { onError: (error) => toast.error(error.message) })

  return (
    <section
      aria-labelledby="first-run-title"
      className="grid gap-4 rounded-lg border border-border bg-card p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="first-run-title" className="flex items-center gap-2 text-lg font-bold">
            <ListChecks aria-hidden="true" className="size-5 text-primary" />
            ابدأ مع سند
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="checklist-progress">
            {complete
              ? 'أكملت خطوات البداية. أصبحت بيانات شركتك تملأ الأوامر تلقائياً.'
              : `أنجزت ${done} من ${steps.length} خطوات`}
          </p>
        </div>
        <Button variant="outline" disabled={mark.isPending} onClick={close}>
          {complete ? 'إغلاق' : 'تخطي خطوات البداية'}
        </Button>
      </div>
      <ol className="grid gap-3">
        {steps.map((step) => (
          <li
            key={step.id}
            className={cn(
              'grid gap-2 rounded-md border p-3',
              step.done ? 'border-border/60 bg-background/30' : 'border-border',
            )}
          >
            <p className="flex items-center gap-2 font-semibold">
              {step.done ? (
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              )}
              <span>{step.title}</span>
              <span className="sr-only">{step.done ? '(تم)' : '(لم يتم بعد)'}</span>
            </p>
            {step.done ? null : step.body}
          </li>
        ))}
      </ol>
    </section>
  )
}

function buildSteps(state: ChecklistState, userId: string): Step[] {
  const { progress, recommended } = state
  const steps: Step[] = []
  if (state.section !== 'not_applicable') {
    steps.push({
      id: 'section',
      title: 'اختر قسم باقتك الأساسية',
      done: state.section === 'chosen',
      body: (
        <p className="text-sm text-muted-foreground">
          باقتك تفتح قسماً واحداً من أوامر ChatGPT.{' '}
          <Link to={paths.dashboard.promptCards} className="text-primary underline">
            اختر القسم من مكتبة الأوامر
          </Link>
        </p>
      ),
    })
  }
  steps.push({
    id: 'company',
    title: 'أكّد بيانات شركتك',
    done: Boolean(progress.company_confirmed),
    body: <CompanyForm userId={userId} initial={state.company} />,
  })
  steps.push({
    id: 'open',
    title: 'افتح أمراً مقترحاً لنشاطك',
    done: Boolean(progress.prompt_opened),
    body: recommended ? (
      <p className="text-sm">
        <Link
          to={paths.dashboard.promptCard.to(recommended.id)}
          className="font-semibold text-primary underline"
        >
          {recommended.title}
        </Link>
      </p>
    ) : (
      <p className="text-sm text-muted-foreground">
        {state.section === 'needed' ? 'اختر قسم باقتك أولاً، ثم افتح أي أمر من ' : 'افتح أي أمر من '}
        <Link to={paths.dashboard.promptCards} className="text-primary underline">
          مكتبة الأوامر
        </Link>
      </p>
    ),
  })
  steps.push({
    id: 'use',
    title: 'املأ الأمر وانسخه أو افتحه في ChatGPT',
    done: Boolean(progress.prompt_used),
    body: (
      <p className="text-sm text-muted-foreground">
        في صفحة الأمر تجد بيانات شركتك معبأة مسبقاً؛ أكمل بقية الحقول ثم اضغط «نسخ الأمر» أو «فتح في
        ChatGPT».
      </p>
    ),
  })
  return steps
}

function CompanyForm({ userId, initial }: { userId: string; initial: CompanyValues }) {
  const [values, setValues] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const confirm = useConfirmCompany(userId)

  const set = (field: keyof CompanyValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setError(null)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const name = values.company_name.trim()
    if (!name) return setError('يرجى إدخال اسم الشركة')
    if (name.length > 120) return setError('اسم الشركة طويل جداً')
    confirm.mutate(values, { onError: (failure) => toast.error(failure.message) })
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="بيانات الشركة">
      <p className="text-sm text-muted-foreground">
        من بيانات التسجيل؛ تُملأ تلقائياً في كل أمر يطلبها (اسم الشركة، نوعها، بلدها، حجمها).
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="اسم الشركة" required error={error ?? undefined}>
          {(control) => (
            <Input
              value={values.company_name}
              onChange={(event) => set('company_name', event.target.value)}
              {...control}
            />
          )}
        </Field>
        <OptionField
          label="نوع الشركة"
          value={values.company_type}
          options={companyTypes}
          onChange={(value) => set('company_type', value)}
        />
        {values.company_type === 'other' ? (
          <Field label="حدد نوع الشركة">
            {(control) => (
              <Input
                value={values.custom_company_type}
                onChange={(event) => set('custom_company_type', event.target.value)}
                {...control}
              />
            )}
          </Field>
        ) : null}
        <OptionField
          label="البلد"
          value={values.country}
          options={countries}
          onChange={(value) => set('country', value)}
        />
        <OptionField
          label="حجم الشركة"
          value={values.company_size}
          options={companySizes}
          onChange={(value) => set('company_size', value)}
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={confirm.isPending}>
        {confirm.isPending ? 'جارٍ الحفظ...' : 'تأكيد بيانات الشركة'}
      </Button>
    </form>
  )
}
