import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Play, Square } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { readAiStream } from '../../../../supabase/functions/_shared/ai-stream.ts'
import {
  aiModelsQuery,
  aiProviderNames,
  companyAiSettingsQuery,
  RunRefused,
  runOnCompanyKey,
  type AiProvider,
} from '../api/ai'
import { useCompany } from '../hooks/use-company'

// The answer's Markdown renderer (marked) loads with the first answer, never with the page.
const MarkdownAnswer = lazy(() =>
  import('@/components/markdown-answer').then((m) => ({ default: m.MarkdownAnswer })),
)

type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; text: string }
  | { phase: 'done'; text: string; status: 'complete' | 'cut' | 'stopped' | 'error' }
  | { phase: 'refused'; message: string; budget: boolean }

const selectClass =
  'h-11 w-full rounded-md border border-input bg-background/60 px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring'

/**
 * «تشغيل بمفتاح الشركة» under a company prompt's filler: the filled text runs through run-prompt
 * on the key the company's admins set, and the answer streams in as Markdown rendered to React
 * elements (never an HTML string; components/markdown-answer.tsx), plain text until it loads.
 * A budget reached is said in Arabic with the way out: the member's own key.
 */
export function CompanyRun({
  promptId,
  title,
  text,
  variables,
  blocked,
}: {
  promptId: string
  title: string
  text: string
  variables: Record<string, string>
  /** Why the filled prompt cannot run yet (required fields), or null. */
  blocked: string | null
}) {
  const company = useCompany()
  const settings = useQuery(companyAiSettingsQuery(company.id))
  const models = useQuery(aiModelsQuery())
  const providerId = useId()
  const modelId = useId()
  const [provider, setProvider] = useState<AiProvider | ''>('')
  const [model, setModel] = useState('')
  const [state, setState] = useState<RunState>({ phase: 'idle' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  if (settings.isPending || models.isPending) return <Skeleton className="h-32" />
  if (settings.isError || models.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {(settings.error ?? models.error)?.message}
      </p>
    )
  }
  const providers = settings.data.keys.map((k) => k.provider)
  if (providers.length === 0) {
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">تشغيل بمفتاح الشركة</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-muted-foreground">
            لم يضف مشرفو الشركة مفتاح ذكاء اصطناعي بعد، فلا يمكن التشغيل بمفتاح الشركة.
          </p>
        </CardContent>
      </Card>
    )
  }
  const chosenProvider = provider || providers[0]!
  const choices = models.data.filter((m) => m.provider === chosenProvider)
  const chosen = choices.find((m) => m.model === model) ?? choices[0]

  async function run() {
    if (!chosen) return
    if (blocked) {
      setState({ phase: 'refused', message: `أكمل الحقول قبل التشغيل: ${blocked}`, budget: false })
      return
    }
    const controller = new AbortController()
    abort.current = controller
    setState({ phase: 'running', text: '' })
    try {
      const body = await runOnCompanyKey(
        {
          companyId: company.id,
          provider: chosenProvider,
          model: chosen.model,
          prompt: text,
          maxTokens: Math.min(chosen.max_output_tokens, 4096),
          title,
          promptId,
          variables,
        },
        controller.signal,
      )
      const result = await readAiStream(
        chosenProvider,
        body,
        (_delta, all) => setState({ phase: 'running', text: all }),
        controller.signal,
      )
      setState({ phase: 'done', text: result.text, status: result.status })
    } catch (error) {
      if (controller.signal.aborted) {
        setState((s) => ({ phase: 'done', text: 'text' in s ? s.text : '', status: 'stopped' }))
        return
      }
      setState({
        phase: 'refused',
        message: (error as Error).message,
        budget:
          error instanceof RunRefused &&
          (error.hint === 'member_budget' || error.hint === 'company_budget'),
      })
    }
  }

  const answer = 'text' in state ? state.text : ''
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">تشغيل بمفتاح الشركة</CardTitle>
        <p className="text-sm text-muted-foreground">
          يُحسب التشغيل من ميزانية الشركة الشهرية ويُحفظ في سجل تشغيلك.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <label htmlFor={providerId} className="text-sm font-medium">
              المزوّد
            </label>
            <select
              id={providerId}
              className={selectClass}
              value={chosenProvider}
              onChange={(e) => {
                setProvider(e.target.value as AiProvider)
                setModel('')
              }}
            >
              {providers.map((p) => (
                <option key={p} value={p}>
                  {aiProviderNames[p]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <label htmlFor={modelId} className="text-sm font-medium">
              النموذج
            </label>
            <select
              id={modelId}
              className={selectClass}
              dir="ltr"
              value={chosen?.model ?? ''}
              onChange={(e) => setModel(e.target.value)}
            >
              {choices.map((m) => (
                <option key={m.model} value={m.model}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {state.phase === 'running' ? (
            <Button variant="outline" onClick={() => abort.current?.abort()}>
              <Square aria-hidden="true" />
              إيقاف
            </Button>
          ) : (
            <Button onClick={() => void run()} disabled={!chosen}>
              <Play aria-hidden="true" />
              تشغيل بمفتاح الشركة
            </Button>
          )}
        </div>
        {state.phase === 'refused' ? (
          <div role="alert" className="grid gap-1 text-sm text-destructive">
            <p>{state.message}</p>
            {state.budget ? (
              <p className="text-foreground">
                مفتاحك الشخصي يبقى في متصفحك ولا يُحسب من ميزانية الشركة.
              </p>
            ) : null}
          </div>
        ) : null}
        {answer || state.phase === 'running' ? (
          <section aria-label="إجابة النموذج" aria-busy={state.phase === 'running'}>
            <div className="rounded-md border border-border bg-muted/30 p-3 text-sm break-words">
              {answer ? (
                <Suspense
                  fallback={
                    <p className="whitespace-pre-wrap" dir="auto">
                      {answer}
                    </p>
                  }
                >
                  <MarkdownAnswer text={answer} />
                </Suspense>
              ) : (
                'جارٍ التشغيل...'
              )}
            </div>
            {state.phase === 'done' && state.status === 'cut' ? (
              <p className="mt-2 text-sm text-destructive">توقف قبل الاكتمال</p>
            ) : null}
            {state.phase === 'done' && state.status === 'stopped' ? (
              <p className="mt-2 text-sm text-muted-foreground">أُوقف التشغيل</p>
            ) : null}
          </section>
        ) : null}
      </CardContent>
    </Card>
  )
}
