import { useEffect, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { GitFork, Link2Off } from 'lucide-react'
import { SignInIcon } from '@/components/icons/directional'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import {
  forkSharedPrompt,
  sharedPromptQuery,
  userPromptKeys,
  userPromptOptionsQuery,
  type SharedPrompt,
} from '../api/user-prompts'

/** Keeps search engines away from share links while the page is open (and X-Robots-Tag on /p/*). */
function useNoIndex() {
  useEffect(() => {
    const tag = document.createElement('meta')
    tag.name = 'robots'
    tag.content = 'noindex, nofollow'
    document.head.appendChild(tag)
    return () => tag.remove()
  }, [])
}

/**
 * /p/<slug>: an own prompt its owner shared through an unlisted link, read-only for anyone who
 * has the link. `renderBody` fills the body (the app passes the library's variables filler: fill
 * and copy work signed out). «نسخ إلى أوامري» copies it into the visitor's own prompts; a signed-out
 * visitor signs in first and comes back here.
 */
export function SharedPromptPage({
  slug,
  renderBody,
}: {
  slug: string
  renderBody: (prompt: SharedPrompt) => ReactNode
}) {
  useNoIndex()
  const shared = useQuery(sharedPromptQuery(slug))

  if (shared.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="جارٍ تحميل الأمر">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (shared.isError) {
    return <SharedError message={shared.error.message} retry={() => void shared.refetch()} />
  }
  if (shared.data.status === 'unavailable') return <SharedUnavailable />
  return <SharedPromptView slug={slug} prompt={shared.data.prompt} renderBody={renderBody} />
}

function SharedUnavailable() {
  usePageMeta('رابط غير متاح', 'هذا الرابط لم يعد متاحاً')
  return (
    <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
      <Link2Off aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold">هذا الرابط لم يعد متاحاً</h1>
      <p className="max-w-md leading-relaxed text-muted-foreground">
        ربما ألغى صاحب الأمر مشاركته أو حذفه، أو أن الرابط غير مكتمل. اطلب من صاحبه رابطاً جديداً.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.home}>الصفحة الرئيسية</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.products.smartCommands}>تصفّح مكتبة الأوامر</Link>
        </Button>
      </div>
    </div>
  )
}

function SharedError({ message, retry }: { message: string; retry: () => void }) {
  usePageMeta('تعذّر تحميل الأمر', 'تعذّر تحميل الأمر المشترك')
  return (
    <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">تعذّر تحميل الأمر</h1>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={retry}>إعادة المحاولة</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>الصفحة الرئيسية</Link>
        </Button>
      </div>
    </div>
  )
}

function SharedPromptView({
  slug,
  prompt,
  renderBody,
}: {
  slug: string
  prompt: SharedPrompt
  renderBody: (prompt: SharedPrompt) => ReactNode
}) {
  usePageMeta(prompt.title, prompt.description || 'أمر مشترك على سند')
  const options = useQuery(userPromptOptionsQuery())
  const category = options.data?.categories.find((c) => c.id === prompt.category)
  const platformName = (id: string) => options.data?.platforms.find((p) => p.id === id)?.name ?? id
  return (
    <article className="grid gap-6">
      <header className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          أمر مشترك{category ? ` · ${category.name}` : ''}
        </p>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold md:text-3xl">{prompt.title}</h1>
          <ForkShared slug={slug} />
        </div>
        {prompt.description ? (
          <p className="leading-relaxed text-muted-foreground">{prompt.description}</p>
        ) : null}
        {prompt.platforms.length + prompt.tags.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {prompt.platforms.map((p) => (
              <Badge key={p}>{platformName(p)}</Badge>
            ))}
            {prompt.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                #{tag}
              </Badge>
            ))}
          </div>
        ) : null}
      </header>
      {renderBody(prompt)}
    </article>
  )
}

/** «نسخ إلى أوامري»: signed in, copies now; signed out, goes to sign in and comes back here. */
function ForkShared({ slug }: { slug: string }) {
  const { status } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const fork = useMutation({
    mutationFn: () => forkSharedPrompt(slug),
    onSuccess: async (id) => {
      toast.success('نُسخ الأمر إلى أوامرك، ويمكنك الآن تعديله كما تشاء')
      await queryClient.invalidateQueries({ queryKey: userPromptKeys.all })
      void navigate(paths.dashboard.userPrompt.to(id))
    },
    onError: (error) => toast.error(error.message),
  })
  if (status !== 'signed-in') {
    return (
      <div className="grid justify-items-end gap-1 text-end">
        <Button asChild variant="outline">
          <Link to={paths.login} state={{ from: location }}>
            <SignInIcon aria-hidden="true" />
            سجّل الدخول لنسخه إلى أوامري
          </Link>
        </Button>
        <p className="text-xs text-muted-foreground">
          ليس لديك حساب؟{' '}
          <Link
            to={paths.registration}
            state={{ from: location }}
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            أنشئ حساباً
          </Link>
        </p>
      </div>
    )
  }
  return (
    <Button variant="outline" disabled={fork.isPending} onClick={() => fork.mutate()}>
      <GitFork aria-hidden="true" />
      {fork.isPending ? 'جارٍ النسخ...' : 'نسخ إلى أوامري'}
    </Button>
  )
}
