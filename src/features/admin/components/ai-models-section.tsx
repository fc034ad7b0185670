import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input, selectClass } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { formatInteger } from '@/lib/format'
import {
  AI_MODEL_PROVIDERS,
  useAiModels,
  useCreateAiModel,
  useDeleteAiModel,
  useUpdateAiModel,
  type AiModelRow,
} from '../api/ai-models'
import { DeleteButton } from './confirm-dialog'
import { QueryState } from './query-state'

const providerNames: Record<string, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Gemini',
  openrouter: 'OpenRouter',
}

/** Whole tokens from a field (Arabic-Indic digits and separators read too), or null. */
function tokens(value: string): number | null {
  const digits = value
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[,،٬\s]/g, '')
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null
}

/** Why a model's sizes are refused, or null (the database checks the same). */
function sizeError(context: number | null, output: number | null): string | null {
  if (context === null || context < 1000 || context > 10_000_000)
    return 'نافذة السياق بين 1,000 و10 ملايين رمز'
  if (output === null || output < 1 || output >= context)
    return 'أقصى طول للإجابة رقم أصغر من نافذة السياق'
  return null
}

/**
 * /518 settings, «نماذج الذكاء الاصطناعي»: the curated models each provider offers in «تشغيل هنا»
 * and the company runs, with their context window and longest answer; disabled models are hidden
 * from users.
 */
export function AiModelsSection() {
  const models = useAiModels()
  return (
    <div className="flex flex-col gap-4">
      <QueryState query={models} isEmpty={(d) => d.length === 0} empty="لا توجد نماذج">
        {(rows) => (
          <ul aria-label="النماذج">
            {rows.map((row) => (
              <ModelRow key={row.id} row={row} />
            ))}
          </ul>
        )}
      </QueryState>
      <AddModel />
    </div>
  )
}

function ModelRow({ row }: { row: AiModelRow }) {
  const update = useUpdateAiModel()
  const remove = useDeleteAiModel()
  const [context, setContext] = useState(String(row.context_tokens))
  const [output, setOutput] = useState(String(row.max_output_tokens))
  const [error, setError] = useState<string | null>(null)
  const id = `model-${row.id}`
  function save(event: FormEvent) {
    event.preventDefault()
    const c = tokens(context)
    const o = tokens(output)
    const problem = sizeError(c, o)
    setError(problem)
    if (!problem) update.mutate({ id: row.id, context_tokens: c!, max_output_tokens: o! })
  }
  return (
    <li className="grid gap-2 border-t border-border py-3 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span id={id} className="flex flex-col">
          <span className="font-medium">{row.label}</span>
          <span className="text-sm text-muted-foreground" dir="ltr">
            {`${providerNames[row.provider] ?? row.provider} · ${row.model} · ${formatInteger(row.context_tokens)}`}
          </span>
        </span>
        <span className="flex items-center gap-2">
          <Switch
            aria-labelledby={id}
            checked={row.enabled}
            disabled={update.isPending}
            onCheckedChange={(enabled) => update.mutate({ id: row.id, enabled })}
          />
          <DeleteButton label={row.label} onConfirm={() => remove.mutateAsync(row.id)} />
        </span>
      </div>
      <form
        noValidate
        onSubmit={save}
        aria-label={`أحجام ${row.label}`}
        className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <div className="grid gap-1">
          <Label htmlFor={`${id}-context`}>نافذة السياق (رموز)</Label>
          <Input
            id={`${id}-context`}
            dir="ltr"
            inputMode="numeric"
            value={context}
            onChange={(e) => setContext(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-output`}>أقصى طول للإجابة (رموز)</Label>
          <Input
            id={`${id}-output`}
            dir="ltr"
            inputMode="numeric"
            value={output}
            onChange={(e) => setOutput(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={update.isPending}>
          حفظ
        </Button>
        {error ? (
          <p role="alert" className="text-sm text-destructive sm:col-span-3">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  )
}

function AddModel() {
  const create = useCreateAiModel()
  const [provider, setProvider] = useState<string>('openai')
  const [model, setModel] = useState('')
  const [label, setLabel] = useState('')
  const [context, setContext] = useState('')
  const [output, setOutput] = useState('')
  const [error, setError] = useState<string | null>(null)
  async function submit(event: FormEvent) {
    event.preventDefault()
    const c = tokens(context)
    const o = tokens(output)
    const problem = !/^[A-Za-z0-9._:/-]{1,200}$/.test(model.trim())
      ? 'معرّف النموذج كما يكتبه المزوّد، بلا مسافات'
      : !label.trim()
        ? 'اكتب اسم النموذج كما يظهر للمستخدمين'
        : sizeError(c, o)
    setError(problem)
    if (problem) return
    await create
      .mutateAsync({
        provider,
        model: model.trim(),
        label: label.trim(),
        context_tokens: c!,
        max_output_tokens: o!,
        position: 100,
      })
      .then(() => {
        setModel('')
        setLabel('')
        setContext('')
        setOutput('')
      })
      .catch(() => undefined)
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="إضافة نموذج"
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
    >
      <div className="grid gap-1">
        <Label htmlFor="ai-model-provider">المزوّد</Label>
        <select
          id="ai-model-provider"
          className={selectClass}
          value={provider}
          onChange={(e) => setProvider(e.target.value)}
        >
          {AI_MODEL_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {providerNames[p]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="ai-model-id">معرّف النموذج</Label>
        <Input
          id="ai-model-id"
          dir="ltr"
          value={model}
          onChange={(e) => setModel(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="ai-model-label">الاسم الظاهر</Label>
        <Input id="ai-model-label" value={label} onChange={(e) => setLabel(e.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="ai-model-context">نافذة السياق (رموز)</Label>
        <Input
          id="ai-model-context"
          dir="ltr"
          inputMode="numeric"
          value={context}
          onChange={(e) => setContext(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="ai-model-output">أقصى طول للإجابة (رموز)</Label>
        <Input
          id="ai-model-output"
          dir="ltr"
          inputMode="numeric"
          value={output}
          onChange={(e) => setOutput(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        إضافة النموذج
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {error}
        </p>
      ) : null}
    </form>
  )
}
