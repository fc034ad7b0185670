import { useMemo, useState } from 'react'
import { Check, Copy, ExternalLink, Save } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import {
  useCompanyVariables,
  useGlobalVariables,
  useSavePromptValues,
} from '../hooks/use-global-variables'
import { latestValues } from '../lib/global-variables'
import { openInTargets } from '../lib/open-in'
import {
  fillTemplate,
  parseTemplate,
  resolveValue,
  segmentTemplate,
  variableLabel,
} from '@/lib/prompt-template'
import { variableMessages } from '../messages'

type PromptFillerProps = {
  /**
   * The library prompt whose values are stored per prompt. Absent for a user's own prompt: its
   * fields are prefilled from the global and company values the same way, but what is typed is
   * not stored (saved values belong to library prompts).
   */
  promptId?: string
  body: string
  platforms: readonly string[]
  /** Called after the filled prompt reached the clipboard (usage is counted by the caller). */
  onCopied?: () => void
  /** Called when the filled prompt was copied or opened in an assistant (first-run checklist). */
  onUsed?: () => void
}

/**
 * The prompt's {{variables}} as fields, prefilled from the user's saved values (this prompt's
 * own first, then the newest global value, then the company's values from the profile), a live
 * preview, copy, and "open in" links.
 */
export function PromptFiller(props: PromptFillerProps) {
  const { loading, rows, variables } = useGlobalVariables()
  const company = useCompanyVariables()
  const initial = useMemo(() => {
    const global = latestValues(variables)
    const own = Object.fromEntries(
      rows
        .filter((r) => r.prompt_id === props.promptId)
        .map((r) => [r.variable_key, r.variable_value]),
    )
    return Object.fromEntries(
      parseTemplate(props.body).map((v) => [
        v.key,
        own[v.key] ?? global[v.key] ?? company.values[v.key] ?? '',
      ]),
    )
  }, [rows, variables, company.values, props.promptId, props.body])

  if (loading || company.loading) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-40" />
      </div>
    )
  }
  return <FillerForm key={props.promptId ?? props.body} initial={initial} {...props} />
}

function FillerForm({
  promptId,
  body,
  platforms,
  onCopied,
  onUsed,
  initial,
}: PromptFillerProps & { initial: Record<string, string> }) {
  const fields = useMemo(() => parseTemplate(body), [body])
  const segments = useMemo(() => segmentTemplate(body), [body])
  const [values, setValues] = useState<Record<string, string>>(initial)
  const [copied, setCopied] = useState(false)
  const save = useSavePromptValues(promptId ?? '')
  const filled = fillTemplate(body, values)
  const missing = fields.filter((f) => resolveValue(f, values) === null)

  async function copy(): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(filled)
    } catch {
      toast.error(variableMessages.errorTitle, { description: variableMessages.copyFailed })
      return false
    }
    setCopied(true)
    window.setTimeout(() => setCopied(false), 2000)
    toast.success(variableMessages.copied)
    onCopied?.()
    onUsed?.()
    if (fields.length > 0 && promptId) save.mutate(values)
    return true
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="prompt-fields" className="grid content-start gap-4">
        <h2 id="prompt-fields" className="text-lg font-semibold">
          المتغيرات
        </h2>
        {fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            هذا الأمر جاهز للاستخدام كما هو، لا يحتوي على متغيرات.
          </p>
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              if (!promptId) return
              save.mutate(values, {
                onSuccess: () => toast.success(variableMessages.saved),
              })
            }}
          >
            {fields.map((field) => (
              <Field
                key={field.key}
                label={variableLabel(field.key)}
                hint={field.default ? `القيمة الافتراضية: ${field.default}` : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={values[field.key] ?? ''}
                    placeholder={field.default ?? ''}
                    onChange={(event) =>
                      setValues((prev) => ({ ...prev, [field.key]: event.target.value }))
                    }
                  />
                )}
              </Field>
            ))}
            {promptId ? (
              <Button type="submit" variant="outline" disabled={save.isPending}>
                <Save aria-hidden="true" />
                {save.isPending ? 'جارٍ الحفظ...' : 'حفظ القيم'}
              </Button>
            ) : null}
          </form>
        )}
      </section>

      <section aria-labelledby="prompt-preview" className="grid content-start gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="prompt-preview" className="text-lg font-semibold">
            المعاينة
          </h2>
          {missing.length > 0 ? (
            <span className="text-xs text-accent">
              متغيرات لم تُملأ بعد: {missing.map((m) => variableLabel(m.key)).join('، ')}
            </span>
          ) : null}
        </div>
        <div
          data-testid="prompt-preview"
          dir="auto"
          className="max-h-[28rem] overflow-y-auto rounded-lg border border-border bg-background/60 p-4 leading-loose whitespace-pre-wrap"
        >
          {segments.map((segment, index) => {
            if (segment.kind === 'text') return <span key={index}>{segment.text}</span>
            const field = fields.find((f) => f.key === segment.key) ?? segment
            const value = resolveValue(field, values)
            return (
              <mark
                key={index}
                className={
                  value === null
                    ? 'rounded bg-accent/20 px-1 text-accent'
                    : 'rounded bg-primary/15 px-1 text-primary'
                }
              >
                {value ?? `{{${variableLabel(segment.key)}}}`}
              </mark>
            )
          })}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'تم النسخ' : 'نسخ الأمر'}
          </Button>
          {openInTargets(platforms, filled).map((target) => (
            <Button key={target.platform} asChild variant="outline">
              <a
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => {
                  if (!target.prefilled) void copy()
                  else onUsed?.()
                }}
              >
                <ExternalLink aria-hidden="true" />
                فتح في {target.label}
              </a>
            </Button>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">
          {promptId
            ? 'تُحفظ القيم عند النسخ وتُقترح تلقائياً في الأوامر الأخرى التي تستخدم المتغير نفسه.'
            : 'تُملأ الحقول تلقائياً من متغيراتك العامة وبيانات شركتك.'}
        </p>
      </section>
    </div>
  )
}
