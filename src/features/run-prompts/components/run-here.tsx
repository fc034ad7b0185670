import { useQuery } from '@tanstack/react-query'
import { Columns2, Copy, FileText, Play, RotateCcw, Save, Square, StepForward } from 'lucide-react'
import { SendForward } from '@/components/icons/directional'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
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
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import {
  AI_PROVIDER_LABELS,
  type AiMessage,
} from '../../../../supabase/functions/_shared/ai-stream.ts'
import {
  aiModelsQuery,
  recordRun,
  saveRunAsExample,
  updateRun,
  userId,
  type AiModel,
  type RunSource,
} from '../api/runs'
import { useAiKeys } from '../hooks/use-ai-keys'
import { contextCheck, NoKeyError, runOnProvider } from '../lib/run'
import { MarkdownAnswer } from '@/components/markdown-answer'

export type RunHereProps = {
  source: { kind: RunSource; promptId: string | null; slug?: string | null; title: string }
  /** The filled prompt (values and the dialect choice applied). */
  text: string
  values: Record<string, string>
  /** Refuses (and says why) while a required field is empty. */
  ready: () => boolean
  /** An own prompt: its answers can be kept as its example («حفظ كمثال»). */
  userPromptId?: string
}

type Status = 'streaming' | 'complete' | 'stopped' | 'cut' | 'error'
type Column = {
  model: AiModel
  /** The conversation before the latest answer. */
  messages: AiMessage[]
  answer: string
  status: Status
  error?: string
  runId?: string
  inputTokens?: number
  outputTokens?: number
  durationMs?: number
}

const CONTINUE = 'تابع الإجابة من حيث توقفت تماماً، دون تكرار ما سبق.'
const modelKey = (m: AiModel) => `${m.provider}:${m.model}`

/**
 * «تشغيل هنا» (issue 47): runs the filled prompt with the user's own key, straight from the browser
 * to the provider, streams the answer as Markdown, and keeps it in the run history. Stop,
 * regenerate, copy, «نسخ كـ Markdown», «متابعة» after a cut, follow-up questions, and a second model
 * side by side.
 */
export default function RunHere({ source, text, values, ready, userPromptId }: RunHereProps) {
  const models = useQuery(aiModelsQuery())
  const keys = useAiKeys()
  const available = (models.data ?? []).filter((m) =>
    keys.data?.some((k) => k.provider === m.provider),
  )
  const [primary, setPrimary] = useState('')
  const [second, setSecond] = useState('')
  const [columns, setColumns] = useState<Column[]>([])
  const [followUp, setFollowUp] = useState('')
  const controllers = useRef<AbortController[]>([])
  // The columns as the async stream callbacks must see them (state is a render behind).
  const columnsRef = useRef<Column[]>([])

  useEffect(() => {
    const running = controllers.current
    return () => running.forEach((c) => c.abort())
  }, [])

  const pick = (key: string) => available.find((m) => modelKey(m) === key)
  const primaryModel = pick(primary) ?? available[0]
  const busy = columns.some((c) => c.status === 'streaming')

  function patch(index: number, change: Partial<Column>) {
    columnsRef.current = columnsRef.current.map((c, i) => (i === index ? { ...c, ...change } : c))
    setColumns(columnsRef.current)
  }

  async function stream(index: number, column: Column, sent: AiMessage[], prefix: string) {
    const controller = new AbortController()
    controllers.current[index] = controller
    patch(index, { status: 'streaming', error: undefined, answer: prefix })
    let latest = prefix
    let status: Exclude<Status, 'streaming'>
    let error: string | undefined
    let usage: { inputTokens?: number; outputTokens?: number } = {}
    let durationMs = 0
    try {
      const outcome = await runOnProvider({
        userId: userId(),
        provider: column.model.provider,
        model: column.model.model,
        maxTokens: column.model.max_output_tokens,
        messages: sent,
        signal: controller.signal,
        onDelta: (partial) => {
          latest = prefix + partial
          patch(index, { answer: latest })
        },
      })
      latest = prefix + outcome.text
      status = outcome.status
      error = outcome.message
      usage = outcome.usage
      durationMs = outcome.durationMs
    } catch (caught) {
      if (caught instanceof NoKeyError) {
        patch(index, { status: 'error', error: 'لا يوجد مفتاح لهذا المزوّد في هذا المتصفح.' })
        return
      }
      if (!controller.signal.aborted) throw caught
      status = 'stopped'
    }
    patch(index, {
      answer: latest,
      status,
      error,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      durationMs,
    })
    if (!latest && status === 'error') return
    const record = {
      answer: latest,
      status,
      error: error ?? null,
      input_tokens: usage.inputTokens ?? null,
      output_tokens: usage.outputTokens ?? null,
      duration_ms: durationMs,
      messages: column.messages,
    } as const
    try {
      const existing = columnsRef.current[index]?.runId
      if (existing) {
        await updateRun(existing, record)
      } else {
        const runId = await recordRun({
          ...record,
          source_kind: source.kind,
          prompt_id: source.promptId,
          prompt_slug: source.slug ?? null,
          title: source.title.slice(0, 300) || 'أمر',
          provider: column.model.provider,
          model: column.model.model,
          variables: values,
        })
        patch(index, { runId })
      }
    } catch (failed) {
      toast.error((failed as Error).message)
    }
  }

  function start(targets: AiModel[]) {
    if (!ready()) return
    const messages: AiMessage[] = [{ role: 'user', content: text }]
    for (const model of targets) {
      const check = contextCheck(messages, model)
      if (!check.ok) {
        toast.error('الأمر أطول من سياق النموذج', {
          description: `طول الأمر نحو ${formatInteger(check.tokens)} رمزاً، والنموذج «${model.label}» يقبل ${formatInteger(check.limit)} رمزاً مع مساحة الإجابة. اختصر الأمر أو اختر نموذجاً بسياق أكبر.`,
        })
        return
      }
    }
    const fresh = targets.map((model) => ({
      model,
      messages,
      answer: '',
      status: 'streaming' as Status,
    }))
    controllers.current.forEach((c) => c.abort())
    controllers.current.length = 0
    columnsRef.current = fresh
    setColumns(fresh)
    fresh.forEach((column, index) => void stream(index, column, messages, ''))
  }

  function run() {
    if (!primaryModel) return
    const other = pick(second)
    start(
      other && modelKey(other) !== modelKey(primaryModel) ? [primaryModel, other] : [primaryModel],
    )
  }

  function resume(index: number) {
    const column = columnsRef.current[index]
    if (!column) return
    const sent: AiMessage[] = [
      ...column.messages,
      { role: 'assistant', content: column.answer },
      { role: 'user', content: CONTINUE },
    ]
    void stream(index, column, sent, column.answer)
  }

  function regenerate(index: number) {
    const column = columnsRef.current[index]
    if (!column) return
    const fresh = { ...column, runId: undefined }
    patch(index, fresh)
    void stream(index, fresh, column.messages, '')
  }

  function ask() {
    const question = followUp.trim()
    if (!question) return
    setFollowUp('')
    columnsRef.current.forEach((column, index) => {
      const messages: AiMessage[] = [
        ...column.messages,
        { role: 'assistant', content: column.answer },
        { role: 'user', content: question },
      ]
      const check = contextCheck(messages, column.model)
      if (!check.ok) {
        toast.error('المحادثة أطول من سياق النموذج', {
          description: `نحو ${formatInteger(check.tokens)} رمزاً من ${formatInteger(check.limit)}. ابدأ تشغيلاً جديداً.`,
        })
        return
      }
      const next = { ...column, messages }
      patch(index, next)
      void stream(index, next, messages, '')
    })
  }

  async function copy(value: string, done: string) {
    try {
      await navigator.clipboard.writeText(value)
      toast.success(done)
    } catch {
      toast.error('تعذّر النسخ إلى الحافظة')
    }
  }

  async function keepAsExample(runId: string) {
    if (!userPromptId) return
    try {
      await saveRunAsExample(userPromptId, runId)
      toast.success('حُفظت الإجابة مثالاً لهذا الأمر')
    } catch (error) {
      toast.error((error as Error).message)
    }
  }

  if (models.isPending || keys.isPending) {
    return <p className="text-sm text-muted-foreground">جارٍ تجهيز التشغيل...</p>
  }
  if (models.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {models.error.message}
      </p>
    )
  }
  if (available.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="run-no-key">
        لتشغيل الأمر هنا أضف مفتاحك لأحد المزوّدين في{' '}
        <Link
          className="text-primary underline underline-offset-4 hover:decoration-2"
          to={`${paths.dashboard.settings}#ai-keys`}
        >
          الإعدادات ← مفاتيح الذكاء الاصطناعي
        </Link>
        .
      </p>
    )
  }

  const modelItems = available.map((m) => (
    <SelectItem key={modelKey(m)} value={modelKey(m)}>
      {AI_PROVIDER_LABELS[m.provider]} — {m.label} ({formatInteger(m.context_tokens)} رمز)
    </SelectItem>
  ))

  return (
    <section aria-label="تشغيل هنا" className="grid gap-4" data-testid="run-here">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor="run-model">النموذج</Label>
          <Select value={primaryModel ? modelKey(primaryModel) : ''} onValueChange={setPrimary}>
            <SelectTrigger id="run-model" aria-label="النموذج" className="min-w-[16rem]">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>{modelItems}</SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="run-compare">قارن بنموذج آخر (اختياري)</Label>
          <Select value={second || 'none'} onValueChange={(v) => setSecond(v === 'none' ? '' : v)}>
            <SelectTrigger id="run-compare" aria-label="قارن بنموذج آخر" className="min-w-[16rem]">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="none">بلا مقارنة</SelectItem>
              {modelItems}
            </SelectContent>
          </Select>
        </div>
        <Button onClick={run} disabled={busy}>
          {second ? <Columns2 aria-hidden="true" /> : <Play aria-hidden="true" />}
          {second ? 'تشغيل ومقارنة' : 'تشغيل'}
        </Button>
      </div>

      {columns.length > 0 ? (
        <div className={columns.length > 1 ? 'grid gap-4 lg:grid-cols-2' : 'grid gap-4'}>
          {columns.map((column, index) => (
            <article
              key={index}
              className="grid gap-3 rounded-lg border border-border p-4"
              aria-label={`إجابة ${column.model.label}`}
              data-testid="run-answer"
              data-status={column.status}
            >
              <header className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="font-semibold">
                  <bdi>{AI_PROVIDER_LABELS[column.model.provider]}</bdi> —{' '}
                  <bdi>{column.model.label}</bdi>
                </span>
                <span className="text-muted-foreground" aria-live="polite">
                  {column.status === 'streaming'
                    ? 'يكتب...'
                    : column.status === 'stopped'
                      ? 'أُوقف'
                      : column.outputTokens !== undefined
                        ? `${formatInteger(column.inputTokens ?? 0)} + ${formatInteger(column.outputTokens)} رمزاً`
                        : ''}
                </span>
              </header>
              {column.answer ? (
                <MarkdownAnswer text={column.answer} className="text-sm" />
              ) : column.status === 'streaming' ? (
                <p className="text-sm text-muted-foreground">بانتظار أول كلمة...</p>
              ) : null}
              {column.status === 'cut' ? (
                <p
                  role="alert"
                  className="text-sm font-medium text-amber-700 dark:text-amber-400"
                  data-testid="run-cut"
                >
                  توقف قبل الاكتمال
                </p>
              ) : null}
              {column.error && column.status !== 'cut' ? (
                <p role="alert" className="text-sm text-destructive">
                  {column.error}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {column.status === 'streaming' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => controllers.current[index]?.abort()}
                  >
                    <Square aria-hidden="true" />
                    إيقاف
                  </Button>
                ) : (
                  <>
                    {column.status === 'cut' ? (
                      <Button size="sm" onClick={() => resume(index)}>
                        <StepForward aria-hidden="true" />
                        متابعة
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => regenerate(index)}
                      disabled={busy}
                    >
                      <RotateCcw aria-hidden="true" />
                      إعادة التوليد
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!column.answer}
                      onClick={(event) => {
                        const article = event.currentTarget.closest('article')
                        const rendered = article?.querySelector(
                          '[data-testid="markdown-answer"]',
                        ) as HTMLElement | null
                        void copy(rendered?.innerText ?? column.answer, 'نُسخت الإجابة')
                      }}
                    >
                      <Copy aria-hidden="true" />
                      نسخ الإجابة
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!column.answer}
                      onClick={() => void copy(column.answer, 'نُسخت الإجابة بتنسيق Markdown')}
                    >
                      <FileText aria-hidden="true" />
                      نسخ كـ Markdown
                    </Button>
                    {userPromptId && column.runId && column.answer ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => void keepAsExample(column.runId!)}
                      >
                        <Save aria-hidden="true" />
                        حفظ كمثال
                      </Button>
                    ) : null}
                  </>
                )}
              </div>
            </article>
          ))}
        </div>
      ) : null}

      {columns.length > 0 && !busy ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            ask()
          }}
        >
          <Label htmlFor="run-follow-up">سؤال متابعة</Label>
          <Textarea
            id="run-follow-up"
            dir="auto"
            rows={2}
            value={followUp}
            onChange={(event) => setFollowUp(event.target.value)}
          />
          <Button
            type="submit"
            size="sm"
            className="justify-self-start"
            disabled={!followUp.trim()}
          >
            <SendForward aria-hidden="true" />
            إرسال
          </Button>
        </form>
      ) : null}
    </section>
  )
}
