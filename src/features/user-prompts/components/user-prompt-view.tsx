import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import { GitFork, Pencil } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { AddToCollection } from '@/components/collections/add-to-collection'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageMeta } from '@/hooks/use-page-meta'
import { formatInteger } from '@/lib/format'
import { paths } from '@/lib/paths'
import { userPromptOptionsQuery, userPromptQuery, type UserPrompt } from '../api/user-prompts'
import { ShareDialog, SharedBadge } from './share-dialog'
import { VersionHistory } from './version-history'

/** Loads one own prompt; `children` receives it (the editor, or the page below). */
export function UserPromptLoader({
  id,
  children,
}: {
  id: string
  children: (prompt: UserPrompt) => ReactNode
}) {
  const prompt = useQuery(userPromptQuery(id))
  if (prompt.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (prompt.isError || prompt.data === null) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-xl font-bold">
          {prompt.isError ? prompt.error.message : 'الأمر غير موجود'}
        </p>
        <div className="flex gap-2">
          {prompt.isError ? (
            <Button onClick={() => void prompt.refetch()}>إعادة المحاولة</Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to={paths.dashboard.userPrompts}>العودة إلى أوامري</Link>
          </Button>
        </div>
      </div>
    )
  }
  return <>{children(prompt.data)}</>
}

/**
 * One own prompt: title and details, the body through `renderBody` (the app fills it with the
 * variables feature's fields, preview, copy and "open in"), and its versions.
 */
export function UserPromptView({
  prompt,
  renderBody,
}: {
  prompt: UserPrompt
  renderBody: (prompt: UserPrompt) => ReactNode
}) {
  usePageMeta(prompt.title, prompt.description || 'أمر من أوامري')
  const options = useQuery(userPromptOptionsQuery())
  const category = options.data?.categories.find((c) => c.id === prompt.category)
  const platformName = (id: string) => options.data?.platforms.find((p) => p.id === id)?.name ?? id
  return (
    <article className="grid gap-6">
      <header className="grid gap-3">
        <nav aria-label="مسار التنقل" className="text-sm text-muted-foreground">
          <Link to={paths.dashboard.userPrompts} className="hover:text-primary">
            أوامري
          </Link>
          {category ? ` / ${category.name}` : null}
        </nav>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="text-2xl font-bold md:text-3xl">{prompt.title}</h1>
          <div className="flex flex-wrap gap-2">
            <AddToCollection kind="own_prompt" id={prompt.id} name={prompt.title} />
            <ShareDialog prompt={prompt} />
            <Button asChild variant="outline">
              <Link to={paths.dashboard.userPromptEdit.to(prompt.id)}>
                <Pencil aria-hidden="true" />
                تعديل
              </Link>
            </Button>
          </div>
        </div>
        {prompt.description ? (
          <p className="leading-relaxed text-muted-foreground">{prompt.description}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="outline">الإصدار {formatInteger(prompt.version)}</Badge>
          {prompt.share_slug ? <SharedBadge /> : null}
          {prompt.forked_from ? (
            <Link to={paths.dashboard.promptCard.to(prompt.forked_from)}>
              <Badge variant="outline">
                <GitFork aria-hidden="true" className="size-3" />
                منسوخ من المكتبة
              </Badge>
            </Link>
          ) : null}
          {prompt.platforms.map((p) => (
            <Badge key={p}>{platformName(p)}</Badge>
          ))}
          {prompt.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              #{tag}
            </Badge>
          ))}
        </div>
      </header>
      {renderBody(prompt)}
      <VersionHistory prompt={prompt} />
    </article>
  )
}
