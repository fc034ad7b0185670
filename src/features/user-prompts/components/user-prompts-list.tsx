import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Copy, GitFork, Pencil, Plus, RotateCcw, Search, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { AddToCollection } from '@/components/collections/add-to-collection'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { formatInteger, formatLongDate } from '@/lib/format'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import {
  deleteUserPrompt,
  duplicateUserPrompt,
  restoreUserPrompt,
  searchUserPromptsQuery,
  userPromptKeys,
  userPromptsQuery,
  type UserPrompt,
} from '../api/user-prompts'
import { SharedBadge } from './share-dialog'
import { promptWrite, usePromptWrite } from '../api/offline-writes'
import { TransferActions } from './transfer-actions'
import { UsageMeter } from './usage-meter'

const DAY = 86_400_000

/** Days left before a prompt deleted at `deletedAt` is removed for good (30 days). */
function daysLeft(deletedAt: string): number {
  return Math.max(0, Math.ceil((Date.parse(deletedAt) + 30 * DAY - Date.now()) / DAY))
}

/** /dashboard/user-prompts: the caller's own prompts, usage against the plan, recently deleted. */
export function UserPromptsList() {
  const [tab, setTab] = useState('mine')
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <UsageMeter />
        <div className="flex flex-wrap gap-2">
          <TransferActions />
          <Button asChild>
            <Link to={paths.dashboard.userPromptNew}>
              <Plus aria-hidden="true" />
              أمر جديد
            </Link>
          </Button>
        </div>
      </div>
      <Tabs value={tab} onValueChange={setTab} dir="rtl">
        <TabsList>
          <TabsTrigger value="mine">أوامري</TabsTrigger>
          <TabsTrigger value="deleted">المحذوفة مؤخراً</TabsTrigger>
        </TabsList>
        <TabsContent value="mine" className="mt-4">
          <LivePrompts />
        </TabsContent>
        <TabsContent value="deleted" className="mt-4">
          <DeletedPrompts />
        </TabsContent>
      </Tabs>
    </div>
  )
}

function useInvalidate() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: userPromptKeys.all })
}

function LivePrompts() {
  const list = useQuery(userPromptsQuery(false))
  const [filter, setFilter] = useState('')
  const invalidate = useInvalidate()
  const navigate = useNavigate()
  // The «أوامري» scope of the library's search (normalised Arabic, stems, synonyms, typos),
  // asked after a short pause in typing.
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(filter.trim()), 300)
    return () => window.clearTimeout(timer)
  }, [filter])
  const hits = useQuery(searchUserPromptsQuery(query, 50))
  const queryClient = useQueryClient()
  const remove = usePromptWrite({
    onSent: async () => {
      toast.success('نُقل الأمر إلى «المحذوفة مؤخراً»، ويمكنك استعادته خلال 30 يوماً')
      await invalidate()
    },
  })
  const duplicate = useMutation({
    mutationFn: (id: string) => duplicateUserPrompt(id),
    onSuccess: async (id) => {
      toast.success('أُنشئت نسخة من الأمر')
      await invalidate()
      void navigate(paths.dashboard.userPrompt.to(id))
    },
    onError: (error) => toast.error(error.message),
  })

  if (list.isPending) return <ListSkeleton />
  if (list.isError) return <ListError message={list.error.message} retry={list.refetch} />
  if (list.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
        <p className="font-medium">لا أوامر خاصة بعد</p>
        <p className="max-w-md text-sm text-muted-foreground">
          اكتب أمرك الأول بمتغيراته، أو انسخ أمراً من المكتبة إلى أوامرك بزر «نسخ إلى أوامري».
        </p>
        <Button asChild>
          <Link to={paths.dashboard.userPromptNew}>اكتب أمرك الأول</Link>
        </Button>
      </div>
    )
  }
  const byId = new Map(list.data.map((p) => [p.id, p]))
  const shown: UserPrompt[] =
    query === ''
      ? list.data
      : (hits.data ?? []).flatMap((hit) => {
          const prompt = byId.get(hit.id)
          return prompt ? [prompt] : []
        })
  const searching = query !== '' && (hits.isPending || hits.isPlaceholderData)
  return (
    <div className="grid gap-4">
      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          className="ps-9"
          aria-label="ابحث في أوامري"
          placeholder="ابحث في أوامري"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {hits.isError && query !== '' ? (
        <p role="alert" className="text-sm text-destructive">
          {hits.error.message}
        </p>
      ) : searching ? (
        <p className="text-sm text-muted-foreground">جارٍ البحث...</p>
      ) : query !== '' && shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">لا أمر يطابق «{query}».</p>
      ) : null}
      {/* The cards' titles are h3 under this h2 (heading-order), for a screen reader only. */}
      <h2 className="sr-only">أوامري</h2>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="أوامري">
        {shown.map((prompt) => (
          <li key={prompt.id}>
            <Card className="h-full">
              <CardContent className="grid gap-3 pt-6">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="text-lg font-semibold">
                    <Link
                      to={paths.dashboard.userPrompt.to(prompt.id)}
                      className="hover:text-primary"
                    >
                      {prompt.title}
                    </Link>
                  </h3>
                  <div className="flex flex-wrap gap-1">
                    {prompt.share_slug ? <SharedBadge /> : null}
                    {prompt.forked_from ? (
                      <Badge variant="outline">
                        <GitFork aria-hidden="true" className="size-3" />
                        منسوخ من المكتبة
                      </Badge>
                    ) : null}
                  </div>
                </div>
                {prompt.description ? (
                  <p className="line-clamp-2 text-sm text-muted-foreground">{prompt.description}</p>
                ) : null}
                <p className="text-xs text-muted-foreground">
                  الإصدار {formatInteger(prompt.version)} · آخر تعديل{' '}
                  {formatLongDate(prompt.updated_at)}
                </p>
                {prompt.tags.length > 0 ? (
                  <div className="flex flex-wrap gap-1">
                    {prompt.tags.map((tag) => (
                      <Badge key={tag} variant="outline">
                        #{tag}
                      </Badge>
                    ))}
                  </div>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link
                      to={paths.dashboard.userPromptEdit.to(prompt.id)}
                      aria-label={`تعديل ${prompt.title}`}
                    >
                      <Pencil aria-hidden="true" />
                      تعديل
                    </Link>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={duplicate.isPending}
                    aria-label={`نسخة مكررة من ${prompt.title}`}
                    onClick={() => duplicate.mutate(prompt.id)}
                  >
                    <Copy aria-hidden="true" />
                    نسخة مكررة
                  </Button>
                  <AddToCollection kind="own_prompt" id={prompt.id} name={prompt.title} compact />
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={remove.isPending && !remove.isPaused}
                    aria-label={`حذف ${prompt.title}`}
                    onClick={() => remove.send(promptWrite(queryClient, 'delete', prompt))}
                  >
                    <Trash2 aria-hidden="true" />
                    حذف
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  )
}

function DeletedPrompts() {
  const list = useQuery(userPromptsQuery(true))
  const invalidate = useInvalidate()
  const restore = useMutation({
    mutationFn: (id: string) => restoreUserPrompt(id),
    onSuccess: async () => {
      toast.success('استُعيد الأمر إلى أوامرك')
      await invalidate()
    },
    onError: (error) => toast.error(error.message),
  })
  const purge = useMutation({
    mutationFn: (id: string) => deleteUserPrompt(id, true),
    onSuccess: async () => {
      toast.success('حُذف الأمر نهائياً')
      await invalidate()
    },
    onError: (error) => toast.error(error.message),
  })

  if (list.isPending) return <ListSkeleton />
  if (list.isError) return <ListError message={list.error.message} retry={list.refetch} />
  if (list.data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
        لا أوامر محذوفة. ما تحذفه يبقى هنا 30 يوماً يمكنك خلالها استعادته.
      </p>
    )
  }
  return (
    <ul className="grid gap-3" aria-label="المحذوفة مؤخراً">
      {list.data.map((prompt) => (
        <li
          key={prompt.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
        >
          <div className="grid gap-1">
            <span className="font-medium">{prompt.title}</span>
            <span className="text-xs text-muted-foreground">
              يُحذف نهائياً بعد {formatInteger(daysLeft(prompt.deleted_at ?? prompt.updated_at))} يوماً
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={restore.isPending}
              aria-label={`استعادة ${prompt.title}`}
              onClick={() => restore.mutate(prompt.id)}
            >
              <RotateCcw aria-hidden="true" />
              استعادة
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={purge.isPending}
              aria-label={`حذف ${prompt.title} نهائياً`}
              onClick={() => {
                if (window.confirm(`حذف «${prompt.title}» نهائياً؟ لا يمكن التراجع عن ذلك.`)) {
                  purge.mutate(prompt.id)
                }
              }}
            >
              <Trash2 aria-hidden="true" />
              حذف نهائي
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}

function ListSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
      <Skeleton className="h-40" />
      <Skeleton className="h-40" />
    </div>
  )
}

function ListError({ message, retry }: { message: string; retry: () => unknown }) {
  return (
    <div role="alert" className="grid justify-items-center gap-3 rounded-lg border p-8">
      <p>{message}</p>
      <Button onClick={() => void retry()}>إعادة المحاولة</Button>
    </div>
  )
}
