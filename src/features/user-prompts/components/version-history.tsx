import { useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { WordDiff } from '@/components/word-diff'
import { formatInteger, formatLongDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import {
  restoreUserPromptVersion,
  userPromptKeys,
  userPromptVersionsQuery,
  type UserPrompt,
  type UserPromptVersion,
} from '../api/user-prompts'

const selectClass =
  'flex h-10 rounded-md border border-input bg-background/60 px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring'

/** Versions of an own prompt: the history, a side-by-side word comparison, restore. */
export function VersionHistory({ prompt }: { prompt: UserPrompt }) {
  const versions = useQuery(userPromptVersionsQuery(prompt.id))
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">سجل الإصدارات</CardTitle>
      </CardHeader>
      <CardContent>
        {versions.isPending ? (
          <Skeleton className="h-32" />
        ) : versions.isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>{versions.error.message}</p>
            <Button size="sm" onClick={() => void versions.refetch()}>
              إعادة المحاولة
            </Button>
          </div>
        ) : (
          // A new version (saved or restored elsewhere) starts the comparison again: the one
          // before it against it.
          <History key={versions.data[0]?.id} prompt={prompt} versions={versions.data} />
        )}
      </CardContent>
    </Card>
  )
}

function History({ prompt, versions }: { prompt: UserPrompt; versions: UserPromptVersion[] }) {
  const queryClient = useQueryClient()
  const newest = versions[0]?.version ?? prompt.version
  const [older, setOlder] = useState(() => versions[1]?.version ?? newest)
  const [newer, setNewer] = useState(newest)
  const restore = useMutation({
    mutationFn: (version: number) => restoreUserPromptVersion(prompt.id, version),
    onSuccess: async (created, version) => {
      toast.success(
        `استُعيد الإصدار ${formatInteger(version)} إصداراً جديداً (${formatInteger(created)})`,
      )
      await queryClient.invalidateQueries({ queryKey: userPromptKeys.all })
    },
    onError: (error) => toast.error(error.message),
  })
  const byNumber = useMemo(() => new Map(versions.map((v) => [v.version, v])), [versions])
  const a = byNumber.get(older)
  const b = byNumber.get(newer)

  return (
    <div className="grid gap-6">
      <ol className="grid gap-2" aria-label="الإصدارات">
        {versions.map((v) => (
          <li
            key={v.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
          >
            <div className="grid gap-1">
              <span className="font-medium">
                الإصدار {formatInteger(v.version)}
                {v.version === prompt.version ? ' (الحالي)' : ''}
              </span>
              <span className="text-xs text-muted-foreground">
                {formatLongDate(v.created_at)}
                {v.note ? ` · ${v.note}` : ''}
              </span>
            </div>
            {v.version !== prompt.version ? (
              <Button
                size="sm"
                variant="outline"
                disabled={restore.isPending}
                aria-label={`استعادة الإصدار ${formatInteger(v.version)}`}
                onClick={() => restore.mutate(v.version)}
              >
                <RotateCcw aria-hidden="true" />
                استعادة
              </Button>
            ) : null}
          </li>
        ))}
      </ol>

      {versions.length > 1 ? (
        <section aria-labelledby="compare-versions" className="grid gap-3">
          <h3 id="compare-versions" className="font-semibold">
            مقارنة إصدارين
          </h3>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <label className="inline-flex items-center gap-2">
              الأقدم
              <select
                className={selectClass}
                value={older}
                onChange={(e) => setOlder(Number(e.target.value))}
              >
                {versions.map((v) => (
                  <option key={v.id} value={v.version}>
                    الإصدار {formatInteger(v.version)}
                  </option>
                ))}
              </select>
            </label>
            <label className="inline-flex items-center gap-2">
              الأحدث
              <select
                className={selectClass}
                value={newer}
                onChange={(e) => setNewer(Number(e.target.value))}
              >
                {versions.map((v) => (
                  <option key={v.id} value={v.version}>
                    الإصدار {formatInteger(v.version)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {a && b ? <Comparison older={a} newer={b} /> : null}
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">
          كل حفظ يغيّر نص الأمر يضيف إصداراً هنا يمكنك مقارنته واستعادته.
        </p>
      )}
    </div>
  )
}

function Comparison({ older, newer }: { older: UserPromptVersion; newer: UserPromptVersion }) {
  return (
    <WordDiff
      older={older.body}
      newer={newer.body}
      olderTitle={`الإصدار ${formatInteger(older.version)}`}
      newerTitle={`الإصدار ${formatInteger(newer.version)}`}
      testId="version-diff"
    />
  )
}
