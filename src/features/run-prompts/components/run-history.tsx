import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Search, Trash2 } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger, formatLongDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import {
  AI_PROVIDER_LABELS,
  type AiProvider,
} from '../../../../supabase/functions/_shared/ai-stream.ts'
import {
  deleteAllRuns,
  deleteRun,
  runHistoryQuery,
  runKeys,
  runQuery,
  userId,
  type RunListItem,
} from '../api/runs'
import { MarkdownAnswer } from '@/components/markdown-answer'

const STATUS: Record<string, string> = {
  complete: 'مكتمل',
  stopped: 'أُوقف',
  cut: 'توقف قبل الاكتمال',
  error: 'خطأ',
}

function RunDetail({ id }: { id: string }) {
  const run = useQuery(runQuery(id))
  if (run.isPending) return <Skeleton className="h-24" />
  if (run.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {run.error.message}
      </p>
    )
  if (!run.data) return <p className="text-sm text-muted-foreground">حُذف هذا التشغيل.</p>
  const messages = (run.data.messages as { role: string; content: string }[]) ?? []
  return (
    <div className="grid gap-3">
      {messages.map((m, i) => (
        <div key={i} className={m.role === 'user' ? 'rounded-md bg-muted p-3' : ''}>
          {m.role === 'user' ? (
            <p dir="auto" className="whitespace-pre-wrap text-sm">
              {m.content}
            </p>
          ) : (
            <MarkdownAnswer text={m.content} className="text-sm" />
          )}
        </div>
      ))}
      <MarkdownAnswer text={run.data.answer} className="text-sm" />
      {run.data.error ? <p className="text-sm text-destructive">{run.data.error}</p> : null}
    </div>
  )
}

function RunRow({ run }: { run: RunListItem }) {
  const [open, setOpen] = useState(false)
  const client = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteRun(run.id),
    onSuccess: () => toast.success('حُذف التشغيل'),
    onError: (error) => toast.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: runKeys.historyAll(userId()) }),
  })
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4" data-testid="run-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="font-semibold" dir="auto">
            {run.title}
          </h3>
          <p className="text-xs text-muted-foreground">
            <bdi>{AI_PROVIDER_LABELS[run.provider as AiProvider] ?? run.provider}</bdi> —{' '}
            <bdi dir="ltr">{run.model}</bdi> · {formatLongDate(run.created_at)} ·{' '}
            {STATUS[run.status]}
            {run.output_tokens !== null
              ? ` · ${formatInteger((run.input_tokens ?? 0) + run.output_tokens)} رمزاً`
              : ''}
            {run.duration_ms !== null
              ? ` · ${formatInteger(Math.round(run.duration_ms / 100) / 10)} ث`
              : ''}
            {run.via === 'company' ? ' · بمفتاح الشركة' : ''}
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'إخفاء' : 'عرض'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`حذف تشغيل «${run.title}»`}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <Trash2 aria-hidden="true" />
            حذف
          </Button>
        </div>
      </div>
      {open ? (
        <RunDetail id={run.id} />
      ) : (
        <p dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
          {run.answer_preview}
        </p>
      )}
    </li>
  )
}

/** «سجل التشغيل»: the user's runs, searchable, deletable one by one or all at once. */
export function RunHistory() {
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim())
  const runs = useQuery(runHistoryQuery(deferred))
  const client = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const clear = useMutation({
    mutationFn: deleteAllRuns,
    onSuccess: () => {
      setConfirming(false)
      toast.success('حُذف سجل التشغيل كله')
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => client.invalidateQueries({ queryKey: runKeys.historyAll(userId()) }),
  })
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="runs-search">ابحث في السجل</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="runs-search"
              type="search"
              className="ps-9"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="عنوان الأمر أو كلمة من الإجابة"
            />
          </div>
        </div>
        {confirming ? (
          <div
            className="flex flex-wrap items-center gap-2"
            role="group"
            aria-label="تأكيد حذف السجل"
          >
            <span className="text-sm">حذف كل التشغيلات نهائياً؟</span>
            <Button
              variant="destructive"
              size="sm"
              disabled={clear.isPending}
              onClick={() => clear.mutate()}
            >
              نعم، احذف الكل
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              إلغاء
            </Button>
          </div>
        ) : (
          <Button
            variant="outline"
            onClick={() => setConfirming(true)}
            disabled={!runs.data?.length}
          >
            <Trash2 aria-hidden="true" />
            حذف السجل كله
          </Button>
        )}
      </div>
      {runs.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : runs.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {runs.error.message}
        </p>
      ) : runs.data.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="runs-empty">
          {deferred
            ? 'لا توجد تشغيلات تطابق بحثك.'
            : 'لم تشغّل أي أمر بعد. افتح أمراً واضغط «تشغيل هنا».'}
        </p>
      ) : (
        <ul className="grid gap-3">
          {runs.data.map((run) => (
            <RunRow key={run.id} run={run} />
          ))}
        </ul>
      )}
    </div>
  )
}
