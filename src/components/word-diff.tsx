import { useMemo } from 'react'
import { formatInteger } from '@/lib/format'
import { diffCounts, wordDiff, type DiffPart } from '@/lib/word-diff'

type WordDiffProps = {
  older: string
  newer: string
  olderTitle: string
  newerTitle: string
  testId?: string
}

/**
 * Two bodies side by side, the removed words marked in the older and the added ones in the
 * newer, with the counts announced (own prompts' versions, a company prompt under review, a fork
 * whose library prompt changed).
 */
export function WordDiff({ older, newer, olderTitle, newerTitle, testId }: WordDiffProps) {
  const parts = useMemo(() => wordDiff(older, newer), [older, newer])
  const counts = diffCounts(parts)
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {older === newer
          ? 'النصان متطابقان.'
          : `كلمات مضافة: ${formatInteger(counts.added)} · كلمات محذوفة: ${formatInteger(counts.removed)}`}
      </p>
      <div className="grid gap-3 md:grid-cols-2" dir="rtl" data-testid={testId}>
        <DiffColumn title={olderTitle} parts={parts.left} />
        <DiffColumn title={newerTitle} parts={parts.right} />
      </div>
    </div>
  )
}

function DiffColumn({ title, parts }: { title: string; parts: DiffPart[] }) {
  return (
    <div className="grid content-start gap-2">
      <h4 className="text-sm font-medium">{title}</h4>
      <div
        dir="auto"
        className="min-h-24 rounded-lg border border-border bg-background/60 p-3 leading-loose whitespace-pre-wrap"
      >
        {parts.map((part, index) =>
          part.change === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : part.change === 'added' ? (
            <ins
              key={index}
              className="rounded bg-primary/20 px-0.5 text-primary no-underline"
              title="أُضيف"
            >
              {part.text}
            </ins>
          ) : (
            <del
              key={index}
              className="rounded bg-destructive/15 px-0.5 text-destructive"
              title="حُذف"
            >
              {part.text}
            </del>
          ),
        )}
      </div>
    </div>
  )
}
