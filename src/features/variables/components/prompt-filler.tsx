import { useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { AlertTriangle, Check, Copy, ExternalLink, Link2, Pencil, Save } from 'lucide-react'
import { Button } from '@/components/ui/button'
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
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import {
  fillPrompt,
  parsePromptTemplate,
  resolveValue,
  validateValue,
  variableLabel,
  type PromptField,
} from '@/lib/prompt-template'
import {
  useCompanyVariables,
  useGlobalVariables,
  useOutputDialect,
  useSavePromptValues,
} from '../hooks/use-global-variables'
import { builtinSource, isBuiltinKey, type BuiltinKey } from '../lib/builtin-values'
import { DIALECTS, dialectLabels, isDialect, withDialect, type Dialect } from '../lib/dialect'
import { latestValues, valuesOf, type PromptTarget } from '../lib/global-variables'
import { openInTargets, type OpenInTarget } from '../lib/open-in'
import { readSharedValues, shareLink } from '../lib/share-link'
import { variableMessages } from '../messages'
import { ScrollRegion } from '@/components/ui/scroll-region'

type PromptFillerProps = {
  /** The library prompt whose values are stored per prompt. */
  promptId?: string
  /**
   * The user's own prompt (أوامري) whose values are stored per prompt, the same way. With
   * neither id (a shared link's page) the fields are prefilled but nothing is stored.
   */
  userPromptId?: string
  body: string
  platforms: readonly string[]
  /**
   * The active company's values («قيم الشركة») by variable key: they come before the user's own
   * and global values and the built-ins; what the member types replaces them for this use only.
   */
  companyValues?: Readonly<Record<string, string>>
  /** Called after the filled prompt reached the clipboard (usage is counted by the caller). */
  onCopied?: () => void
  /** Called when the filled prompt was copied or opened in an assistant (first-run checklist). */
  onUsed?: () => void
  /** Which use it was (a company prompt's usage counts): copied, or opened in an assistant. */
  onUse?: (kind: 'copy' | 'assistant') => void
  /**
   * «تشغيل هنا» (issue 47), composed by the route: gets the filled text (dialect applied), the
   * values, `ready()` that refuses (in Arabic) while a required field is empty, and why it cannot
   * run yet (`blocked`: a required field empty or a value invalid; null when it can) — a company
   * prompt's «تشغيل بمفتاح الشركة» shows that reason beside its button.
   */
  renderRun?: (run: {
    text: string
    values: Record<string, string>
    ready: () => boolean
    blocked: string | null
  }) => ReactNode
}

/**
 * The prompt's typed variables as fields (docs/prompt-variables.md), prefilled from a shared
 * link's fragment, the user's saved values (this prompt's own first, then the newest global
 * value, then the company's values from the profile); built-in values as chips; a live preview;
 * the output dialect; copy, share and "open in".
 */
export function PromptFiller(props: PromptFillerProps) {
  const { promptId, userPromptId } = props
  const saved = useGlobalVariables()
  const { rows, variables } = saved
  const company = useCompanyVariables()
  const dialect = useOutputDialect()
  const { hash } = useLocation()
  const parsed = useMemo(() => parsePromptTemplate(props.body), [props.body])
  const shared = useMemo(
    () =>
      readSharedValues(
        hash,
        parsed.fields.map((f) => f.key),
      ),
    [hash, parsed],
  )
  const target = promptTarget(props)
  const targetKey = target ? `${target.own ? 'own' : 'library'}:${target.id}` : null
  const companyValues = props.companyValues
  const initial = useMemo(() => {
    const global = latestValues(variables)
    const own = valuesOf(rows, promptTarget({ promptId, userPromptId }))
    return Object.fromEntries(
      parsed.fields.map((v) => [
        v.key,
        shared[v.key] ??
          nonEmpty(companyValues?.[v.key]) ??
          (isBuiltinKey(v.key)
            ? company.builtins[v.key]
            : (own[v.key] ?? global[v.key] ?? company.values[v.key] ?? '')),
      ]),
    )
  }, [
    rows,
    variables,
    company.values,
    company.builtins,
    companyValues,
    promptId,
    userPromptId,
    parsed,
    shared,
  ])

  // Offline, values the offline store did not hold are not waited for (`paused`): the fields
  // start from what there is, and the prompt can still be filled and copied.
  const waiting = [saved, company, dialect].some((part) => part.loading && !part.paused)
  if (waiting) {
    return (
      // data-filler-loading: the prompt page keeps what follows hidden meanwhile (prompt-detail).
      <div className="grid gap-3" aria-busy="true" data-filler-loading="">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-40" />
      </div>
    )
  }
  return (
    <FillerForm
      // An own prompt's body changes in place (a restored version): a new body is a new form.
      key={`${targetKey ?? ''}:${props.body}:${hash}`}
      initial={initial}
      fromShare={Object.keys(shared).length > 0}
      dialect={dialect.dialect}
      onDialect={dialect.setDialect}
      {...props}
    />
  )
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value : undefined
}

/** Whose values the filler stores, if anyone's. */
function promptTarget({
  promptId,
  userPromptId,
}: Pick<PromptFillerProps, 'promptId' | 'userPromptId'>): PromptTarget | null {
  if (promptId) return { own: false, id: promptId }
  if (userPromptId) return { own: true, id: userPromptId }
  return null
}

function FillerForm({
  promptId,
  userPromptId,
  body,
  platforms,
  onCopied,
  onUsed,
  onUse,
  renderRun,
  initial,
  fromShare,
  dialect,
  onDialect,
}: PromptFillerProps & {
  initial: Record<string, string>
  fromShare: boolean
  dialect: Dialect
  onDialect: (dialect: Dialect) => void
}) {
  const parsed = useMemo(() => parsePromptTemplate(body), [body])
  const builtinFields = parsed.fields.filter(
    (f) => isBuiltinKey(f.key) && (initial[f.key] ?? '') !== '',
  )
  const formFields = parsed.fields.filter((f) => !builtinFields.includes(f))
  const [values, setValues] = useState<Record<string, string>>(initial)
  const [editing, setEditing] = useState<Set<string>>(() => new Set())
  const [showRequired, setShowRequired] = useState(false)
  const [copied, setCopied] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const target = promptTarget({ promptId, userPromptId })
  const save = useSavePromptValues(target)
  const result = fillPrompt(parsed, values)
  const text = withDialect(result.text, dialect)
  const errorOf = (field: PromptField): string | undefined => {
    const value = values[field.key] ?? ''
    const invalid = validateValue(field, value)
    if (invalid) return invalid
    if (showRequired && field.required && resolveValue(field, values) === null) {
      return 'هذا الحقل مطلوب.'
    }
    return undefined
  }
  const setValue = (key: string, value: string) => setValues((prev) => ({ ...prev, [key]: value }))
  /** Values worth storing: typed ones, not the built-ins that come from the date and profile. */
  const storable = () =>
    Object.fromEntries(Object.entries(values).filter(([key]) => !isBuiltinKey(key)))

  // Why the filled prompt cannot be used yet (null when it can).
  const blocked =
    result.blocking.length === 0
      ? null
      : result.blocking.map((b) => `${variableLabel(b.key)}: ${b.message}`).join(' — ')

  /** Refuses (with the reason in Arabic) while a required field is empty or a value is invalid. */
  function ready(): boolean {
    if (!readyForRun()) {
      const first = result.blocking[0]
      if (first) {
        window.requestAnimationFrame(() => {
          formRef.current
            ?.querySelector<HTMLElement>(`[data-variable="${CSS.escape(first.key)}"]`)
            ?.focus()
        })
      }
      return false
    }
    return true
  }

  /** ready() for «تشغيل هنا»: the same refusal, without moving the focus (the panel keeps it). */
  function readyForRun(): boolean {
    if (blocked === null) return true
    setShowRequired(true)
    toast.error(variableMessages.blocked, { description: blocked })
    return false
  }

  async function writeClipboard(): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      toast.error(variableMessages.errorTitle, { description: variableMessages.copyFailed })
      return false
    }
  }

  function used() {
    onCopied?.()
    onUsed?.()
    if (parsed.fields.length > 0 && target) save.mutate(storable())
  }

  async function copy(): Promise<void> {
    if (!ready() || !(await writeClipboard())) return
    setCopied(true)
    window.setTimeout(() => setCopied(false), 2000)
    if (result.unfilled.length > 0) {
      toast.warning(variableMessages.copiedWithGaps, {
        description: result.unfilled.map(variableLabel).join('، '),
      })
    } else {
      toast.success(variableMessages.copied)
    }
    onUse?.('copy')
    used()
  }

  async function openIn(target: OpenInTarget, event: React.MouseEvent<HTMLAnchorElement>) {
    if (!ready()) {
      event.preventDefault()
      return
    }
    onUse?.('assistant')
    if (target.prefilled) {
      onUsed?.()
      return
    }
    // Copy first, then open: the service cannot take the prompt in its address.
    event.preventDefault()
    const ok = await writeClipboard()
    window.open(target.href, '_blank', 'noopener,noreferrer')
    if (!ok) return
    toast.success(
      target.reason === 'too-long'
        ? variableMessages.tooLongForService(target.label)
        : variableMessages.copiedForService(target.label),
    )
    used()
  }

  async function share() {
    const link = shareLink(window.location.href, storable())
    try {
      await navigator.clipboard.writeText(link)
      toast.success(variableMessages.shareCopied, {
        description: variableMessages.shareDescription,
      })
    } catch {
      toast.error(variableMessages.errorTitle, { description: variableMessages.copyFailed })
    }
  }

  const targets = openInTargets(platforms, text)

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="prompt-fields" className="grid content-start gap-4">
        <h2 id="prompt-fields" className="text-lg font-semibold">
          المتغيرات
        </h2>
        {fromShare ? (
          <p role="status" className="rounded-md bg-primary/10 p-3 text-sm text-primary">
            {variableMessages.sharedApplied}
          </p>
        ) : null}
        {parsed.issues.length > 0 ? (
          <ul
            aria-label="ملاحظات على صياغة المتغيرات"
            className="grid gap-1 rounded-md border border-accent/40 bg-accent/10 p-3 text-sm"
          >
            {parsed.issues.map((issue, index) => (
              <li key={index} className="flex items-start gap-2">
                <AlertTriangle aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
                <span>
                  <bdi dir="ltr" className="font-mono text-xs">
                    {issue.placeholder}
                  </bdi>{' '}
                  {issue.message}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {builtinFields.length > 0 ? (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">تُملأ تلقائياً ويمكنك تعديلها لهذا الأمر:</p>
            <ul className="flex flex-wrap gap-2" aria-label="القيم التلقائية">
              {builtinFields.map((field) =>
                editing.has(field.key) ? (
                  <li key={field.key} className="grid w-full gap-1">
                    <Label htmlFor={`builtin-${field.key}`}>{variableLabel(field.key)}</Label>
                    <Input
                      id={`builtin-${field.key}`}
                      dir="auto"
                      value={values[field.key] ?? ''}
                      onChange={(event) => setValue(field.key, event.target.value)}
                    />
                  </li>
                ) : (
                  <li key={field.key}>
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs text-primary hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-ring"
                      aria-label={`تعديل ${variableLabel(field.key)}: ${values[field.key] ?? ''}`}
                      onClick={() => {
                        setEditing((prev) => new Set(prev).add(field.key))
                        window.requestAnimationFrame(() =>
                          document.getElementById(`builtin-${field.key}`)?.focus(),
                        )
                      }}
                    >
                      <span className="font-semibold">{variableLabel(field.key)}:</span>
                      <bdi dir="auto">{values[field.key]}</bdi>
                      <Pencil aria-hidden="true" className="size-3" />
                    </button>
                  </li>
                ),
              )}
            </ul>
          </div>
        ) : null}
        {formFields.length === 0 && builtinFields.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            هذا الأمر جاهز للاستخدام كما هو، لا يحتوي على متغيرات.
          </p>
        ) : null}
        {formFields.length > 0 ? (
          <form
            ref={formRef}
            className="grid gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              if (!target) return
              save.mutate(storable(), {
                onSuccess: () => toast.success(variableMessages.saved),
              })
            }}
          >
            {formFields.map((field) => (
              <Field
                key={field.key}
                label={variableLabel(field.key)}
                required={field.required}
                error={errorOf(field)}
                hint={fieldHint(field)}
              >
                {(control) => (
                  <FieldControl
                    field={field}
                    control={control}
                    value={values[field.key] ?? ''}
                    onChange={(value) => setValue(field.key, value)}
                  />
                )}
              </Field>
            ))}
            {target ? (
              <Button type="submit" variant="outline" disabled={save.isPending}>
                <Save aria-hidden="true" />
                {save.isPending ? 'جارٍ الحفظ...' : 'حفظ القيم'}
              </Button>
            ) : null}
          </form>
        ) : null}
      </section>

      <section aria-labelledby="prompt-preview" className="grid content-start gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="prompt-preview" className="text-lg font-semibold">
            المعاينة
          </h2>
          {result.unfilled.length > 0 || result.blocking.length > 0 ? (
            <span className="text-xs text-accent">
              متغيرات لم تُملأ بعد:{' '}
              {[...result.blocking.map((b) => b.key), ...result.unfilled]
                .filter((key, index, all) => all.indexOf(key) === index)
                .map(variableLabel)
                .join('، ')}
            </span>
          ) : null}
        </div>
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor="output-dialect">لغة الرد ولهجته</Label>
          <Select value={dialect} onValueChange={(value) => isDialect(value) && onDialect(value)}>
            <SelectTrigger id="output-dialect" aria-label="لغة الرد ولهجته">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {DIALECTS.map((d) => (
                <SelectItem key={d} value={d}>
                  {dialectLabels[d]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <ScrollRegion
          label="معاينة الأمر"
          data-testid="prompt-preview"
          className="max-h-[28rem] overflow-y-auto rounded-lg border border-border bg-background/60 p-4 leading-loose"
        >
          {text.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} dir="auto" className="mb-3 whitespace-pre-wrap last:mb-0">
              {paragraph}
            </p>
          ))}
        </ScrollRegion>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'تم النسخ' : 'نسخ الأمر'}
          </Button>
          <Button variant="outline" onClick={() => void share()}>
            <Link2 aria-hidden="true" />
            مشاركة الأمر بقيمه
          </Button>
        </div>
        <div className="grid gap-2">
          <p className="text-sm font-medium">فتح في</p>
          <div className="flex flex-wrap gap-2">
            {targets.map((target) => (
              <Button key={target.service} asChild variant="outline" size="sm">
                <a
                  href={target.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-prefilled={target.prefilled}
                  title={
                    target.prefilled
                      ? `يفتح ${target.label} والأمر مكتوب فيه`
                      : `يُنسخ الأمر ثم يُفتح ${target.label} لتلصقه`
                  }
                  onClick={(event) => void openIn(target, event)}
                >
                  <ExternalLink aria-hidden="true" />
                  <span>
                    فتح في <bdi>{target.label}</bdi>
                  </span>
                </a>
              </Button>
            ))}
          </div>
        </div>
        {renderRun?.({
          text,
          values: storable(),
          ready: readyForRun,
          blocked,
        })}
        <p className="text-xs text-muted-foreground">
          {target
            ? 'تُحفظ القيم عند النسخ وتُقترح تلقائياً في الأوامر الأخرى التي تستخدم المتغير نفسه.'
            : 'تُملأ الحقول تلقائياً من متغيراتك العامة وبيانات شركتك.'}
        </p>
      </section>
    </div>
  )
}

function fieldHint(field: PromptField): string | undefined {
  const parts: string[] = []
  if (isBuiltinKey(field.key)) {
    parts.push(`يُملأ تلقائياً من ${builtinSource[field.key as BuiltinKey]} عند إضافته.`)
  }
  if (field.type.kind === 'number') {
    const { min, max } = field.type
    if (min !== null && max !== null) parts.push(`رقم من ${min} إلى ${max}.`)
    else if (min !== null) parts.push(`رقم لا يقل عن ${min}.`)
    else if (max !== null) parts.push(`رقم لا يزيد على ${max}.`)
  }
  if (field.default) parts.push(`القيمة الافتراضية: ${field.default}`)
  return parts.length > 0 ? parts.join(' ') : undefined
}

type ControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

/** The control for a field's type: select, multi-line, number, date or one line of text. */
function FieldControl({
  field,
  control,
  value,
  onChange,
}: {
  field: PromptField
  control: ControlProps
  value: string
  onChange: (value: string) => void
}) {
  const type = field.type
  const common = { ...control, 'data-variable': field.key }
  if (type.kind === 'select') {
    return (
      <Select value={value || field.default || ''} onValueChange={onChange}>
        <SelectTrigger {...common}>
          <SelectValue placeholder="اختر..." />
        </SelectTrigger>
        <SelectContent>
          {type.options.map((option) => (
            <SelectItem key={option} value={option}>
              <bdi dir="auto">{option}</bdi>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    )
  }
  if (type.kind === 'multiline') {
    return (
      <Textarea
        {...common}
        dir="auto"
        rows={5}
        value={value}
        placeholder={field.default ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  }
  if (type.kind === 'date') {
    return (
      <Input
        {...common}
        type="date"
        dir="ltr"
        className="text-end"
        value={value || field.default || ''}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  }
  return (
    <Input
      {...common}
      dir="auto"
      inputMode={type.kind === 'number' ? 'decimal' : undefined}
      value={value}
      placeholder={field.default ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
