import { useId, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, MessageSquareWarning } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { WordDiff } from '@/components/word-diff'
import { formatInteger } from '@/lib/format'
import { toast } from '@/lib/toast'
import { reviewCompanyPrompt, type ReviewDecision } from '../api/companies'
import { companyKeys } from '../api/keys'

type ReviewFormProps = {
  promptId: string
  title: string
  version: number
  submittedBody: string
  approvedVersion: number | null
  approvedBody: string | null
}

/**
 * One version in review: the diff against the last approved version (or the whole text for a
 * first version), the reviewer's comment, «اعتماد» or «طلب تعديل». When another reviewer decided
 * first, the database refuses and its Arabic message is shown.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { promptId, title, version, submittedBody, approvedVersion, approvedBody } = props
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const commentId = useId()
  const queryClient = useQueryClient()
  const review = useMutation({
    mutationFn: (decision: ReviewDecision) =>
      reviewCompanyPrompt(promptId, version, decision, comment),
    onSuccess: async (_, decision) => {
      setError(null)
      toast.success(decision === 'approve' ? `اعتُمد «${title}»` : `طُلب تعديل «${title}»`)
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
    },
    onError: async (e: Error) => {
      setError(e.message)
      toast.error(e.message)
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
    },
  })

  return (
    <div className="grid gap-4">
      {approvedBody !== null && approvedVersion !== null ? (
        <WordDiff
          older={approvedBody}
          newer={submittedBody}
          olderTitle={`المعتمد (الإصدار ${formatInteger(approvedVersion)})`}
          newerTitle={`المرسل للمراجعة (الإصدار ${formatInteger(version)})`}
          testId="review-diff"
        />
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">إصدار أول: لا نسخة معتمدة قبله.</p>
          <div
            dir="auto"
            data-testid="review-diff"
            className="rounded-lg border border-border bg-background/60 p-3 leading-loose whitespace-pre-wrap"
          >
            {submittedBody}
          </div>
        </div>
      )}
      <div className="grid gap-2">
        <label htmlFor={commentId} className="text-sm font-medium">
          ملاحظات المراجعة
        </label>
        <Textarea
          id={commentId}
          value={comment}
          maxLength={2000}
          onChange={(e) => setComment(e.target.value)}
          placeholder="مطلوبة عند طلب التعديل: ما الذي يجب تغييره؟"
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={review.isPending} onClick={() => review.mutate('approve')}>
          <Check aria-hidden="true" />
          اعتماد
        </Button>
        <Button
          variant="outline"
          disabled={review.isPending}
          onClick={() => {
            if (comment.trim() === '') {
              setError('اكتب ما المطلوب تعديله')
              return
            }
            review.mutate('request_changes')
          }}
        >
          <MessageSquareWarning aria-hidden="true" />
          طلب تعديل
        </Button>
      </div>
    </div>
  )
}
