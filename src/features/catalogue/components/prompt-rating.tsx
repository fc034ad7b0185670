import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatInteger } from '@/lib/format'
import { toast } from '@/lib/toast'
import { catalogueKeys } from '../api/keys'
import { myVoteQuery, ratePrompt, type PromptPageRow, type Vote } from '../api/prompts'

/**
 * «مفيد / غير مفيد» on a library prompt. Anyone sees the counts; a reader of the body (the same
 * rule the database applies in rate_prompt) votes, changes the vote, or presses the chosen one
 * again to take it back.
 */
export function PromptRating({
  prompt,
  userId,
  canVote,
}: {
  prompt: Pick<PromptPageRow, 'id' | 'helpful_count' | 'unhelpful_count'>
  userId: string
  canVote: boolean
}) {
  const queryClient = useQueryClient()
  const mine = useQuery({ ...myVoteQuery(prompt.id, userId), enabled: canVote && userId !== '' })
  const vote = useMutation({
    mutationFn: (next: Vote) => ratePrompt(prompt.id, next),
    onSuccess: (result) => {
      queryClient.setQueryData(catalogueKeys.vote(prompt.id, userId), result.myVote)
      queryClient.setQueryData<PromptPageRow>(catalogueKeys.prompt(prompt.id), (old) =>
        old ? { ...old, helpful_count: result.helpful, unhelpful_count: result.unhelpful } : old,
      )
      // The library's «الأعلى تقييماً» order moved.
      void queryClient.invalidateQueries({ queryKey: [...catalogueKeys.all, 'search'] })
      toast.success(
        result.myVote === null
          ? 'أُزيل تقييمك'
          : result.myVote
            ? 'شكراً، سجّلنا أن الأمر مفيد'
            : 'شكراً، سجّلنا أن الأمر غير مفيد',
      )
    },
    onError: (error: Error) => toast.error(error.message),
  })

  const current = mine.data ?? null
  const disabled = !canVote || vote.isPending || mine.isPending
  const choose = (helpful: boolean) => vote.mutate(current === helpful ? null : helpful)

  return (
    <section
      aria-labelledby="prompt-rating-title"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-4"
    >
      <h2 id="prompt-rating-title" className="text-base font-semibold">
        هل كان هذا الأمر مفيداً؟
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={current === true ? 'primary' : 'outline'}
          aria-pressed={current === true}
          disabled={disabled}
          onClick={() => choose(true)}
        >
          <ThumbsUp aria-hidden="true" className="size-4" />
          مفيد
          <span data-testid="helpful-count">({formatInteger(prompt.helpful_count)})</span>
        </Button>
        <Button
          type="button"
          variant={current === false ? 'primary' : 'outline'}
          aria-pressed={current === false}
          disabled={disabled}
          onClick={() => choose(false)}
        >
          <ThumbsDown aria-hidden="true" className="size-4" />
          غير مفيد
          <span data-testid="unhelpful-count">({formatInteger(prompt.unhelpful_count)})</span>
        </Button>
      </div>
      <p className="basis-full text-sm text-muted-foreground">
        {!canVote
          ? 'يقيّم الأمرَ من تتيحه باقته.'
          : current === null
            ? 'صوت واحد لكل مستخدم، ويمكنك تغييره لاحقاً.'
            : 'اضغط اختيارك مرة أخرى لإزالة تقييمك.'}
      </p>
    </section>
  )
}
