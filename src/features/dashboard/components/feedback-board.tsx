import { useSyncExternalStore } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { ThumbsUp } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input, NativeSelect } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { authStore } from '@/lib/auth-store'
import { cn } from '@/lib/cn'
import { formatInteger, formatLongDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import { accountKeys, createFeedback, fetchFeedback, fetchMyVotes, setVote } from '../api/account'
import { feedbackSchema, type FeedbackValues } from '../schemas'

const categories: Record<FeedbackValues['category'], string> = {
  feature: 'اقتراح ميزة',
  bug: 'مشكلة تقنية',
  content: 'طلب محتوى',
  other: 'أخرى',
}

const statuses: Record<string, string> = {
  open: 'مفتوح',
  planned: 'مخطط له',
  in_progress: 'قيد التنفيذ',
  done: 'تم التنفيذ',
  rejected: 'مرفوض',
}

/**
 * The community page: a feedback board where members suggest features and content and vote on
 * each other's ideas; the team answers and sets the status.
 */
export function FeedbackBoard() {
  const userId =
    useSyncExternalStore(authStore.subscribe, authStore.getSnapshot).session?.user.id ?? ''
  const queryClient = useQueryClient()
  const items = useQuery({ queryKey: accountKeys.feedback(), queryFn: fetchFeedback })
  const votes = useQuery({
    queryKey: accountKeys.myVotes(userId),
    queryFn: fetchMyVotes,
    enabled: userId !== '',
  })
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.feedback() }),
      queryClient.invalidateQueries({ queryKey: accountKeys.myVotes(userId) }),
    ])
  const vote = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => setVote(id, on),
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  })
  const form = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { title: '', body: '', category: 'feature' },
  })
  const create = useMutation({
    mutationFn: createFeedback,
    onSuccess: () => {
      toast.success('شكراً لك! نُشرت ملاحظتك في لوحة المجتمع')
      form.reset()
    },
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  })

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <Card className="h-fit">
        <CardHeader>
          <CardTitle as="h2">شارك فكرة</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            className="grid gap-4"
            noValidate
            onSubmit={form.handleSubmit((v) => create.mutate(v))}
          >
            <Field label="العنوان" required error={form.formState.errors.title?.message}>
              {(c) => <Input {...c} {...form.register('title')} />}
            </Field>
            <Field label="النوع">
              {(c) => (
                <NativeSelect {...c} {...form.register('category')}>
                  {Object.entries(categories).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label="التفاصيل" error={form.formState.errors.body?.message}>
              {(c) => <Textarea {...c} rows={4} {...form.register('body')} />}
            </Field>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'جارٍ النشر...' : 'نشر'}
            </Button>
          </form>
        </CardContent>
      </Card>

      <section aria-labelledby="board-title" className="grid content-start gap-3">
        <h2 id="board-title" className="text-lg font-semibold">
          أفكار المجتمع
        </h2>
        {items.isPending ? (
          <Skeleton className="h-64" />
        ) : items.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 p-10">
            <p>{items.error.message}</p>
            <Button onClick={() => void items.refetch()}>إعادة المحاولة</Button>
          </div>
        ) : items.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-10 text-center text-muted-foreground">
            لا توجد أفكار بعد. كن أول من يشارك!
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="أفكار المجتمع">
            {items.data.map((item) => {
              const voted = votes.data?.has(item.id) ?? false
              return (
                <li
                  key={item.id}
                  className="flex gap-4 rounded-lg border border-border bg-card p-4"
                >
                  <Button
                    variant="outline"
                    className={cn(
                      'h-auto flex-col gap-1 px-3 py-2',
                      voted && 'border-primary text-primary',
                    )}
                    aria-pressed={voted}
                    aria-label={`${voted ? 'إلغاء التصويت على' : 'التصويت على'} «${item.title}»`}
                    disabled={vote.isPending}
                    onClick={() => vote.mutate({ id: item.id, on: !voted })}
                  >
                    <ThumbsUp aria-hidden="true" />
                    {formatInteger(item.votes_count)}
                  </Button>
                  <div className="grid min-w-0 flex-1 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold">{item.title}</h3>
                      <Badge variant="outline">
                        {categories[item.category as FeedbackValues['category']] ?? item.category}
                      </Badge>
                      <Badge>{statuses[item.status] ?? item.status}</Badge>
                    </div>
                    {item.body ? (
                      <p className="text-sm leading-relaxed text-muted-foreground">{item.body}</p>
                    ) : null}
                    {item.admin_response ? (
                      <p className="rounded-md bg-primary/10 p-2 text-sm">
                        رد فريق سند: {item.admin_response}
                      </p>
                    ) : null}
                    <span className="text-xs text-muted-foreground">
                      {formatLongDate(item.created_at)}
                      {item.user_id === userId ? ' · ملاحظتك' : ''}
                    </span>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </div>
  )
}
