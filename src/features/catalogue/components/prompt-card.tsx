import { Link } from 'react-router-dom'
import { Lock } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { paths } from '@/lib/paths'
import { AddToCollection } from '@/components/collections/add-to-collection'
import { platformName } from '../lib/platforms'
import { FavoriteButton } from './favorite-button'

export type PromptCardData = {
  id: string
  title_ar: string
  description_ar: string
  category: string
  platforms: readonly string[]
  locked?: boolean | null
  /** Why the database locks it (search_prompts.lock_reason). */
  lock_reason?: string | null
}

const lockLabels: Record<string, string> = {
  choose_section: 'اختر قسمك',
  outside_section: 'خارج قسمك',
  sign_in: 'سجّل الدخول',
}

export function PromptCard({
  prompt,
  categoryName,
  quotaHint,
  onOpen,
}: {
  prompt: PromptCardData
  categoryName?: string
  /** For a metered plan, what opening it costs today (issue 44): told before the click. */
  quotaHint?: string | null
  /** Called when the card is opened (a search result's click is counted, issue 45). */
  onOpen?: () => void
}) {
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-5 transition-colors hover:border-primary/50">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-base leading-snug font-bold">
          <Link
            to={paths.dashboard.promptCard.to(prompt.id)}
            onClick={onOpen}
            className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring group-focus-within:text-primary"
          >
            {prompt.title_ar}
          </Link>
        </h3>
        <div className="relative z-10 -mt-2 -me-2">
          <div className="flex">
            <AddToCollection kind="prompt" id={prompt.id} name={prompt.title_ar} compact />
            <FavoriteButton type="prompt" id={prompt.id} name={prompt.title_ar} compact />
          </div>
        </div>
      </div>
      <p className="line-clamp-2 flex-1 text-sm leading-relaxed text-muted-foreground">
        {prompt.description_ar}
      </p>
      <div className="flex flex-wrap items-center gap-1.5">
        {categoryName ? <Badge variant="outline">{categoryName}</Badge> : null}
        {prompt.platforms.map((p) => (
          <Badge key={p}>{platformName(p)}</Badge>
        ))}
        {prompt.locked ? (
          <Badge variant="accent" className="ms-auto">
            <Lock aria-hidden="true" className="size-3" />{' '}
            {lockLabels[prompt.lock_reason ?? ''] ?? 'يتطلب ترقية'}
          </Badge>
        ) : null}
      </div>
      {quotaHint && !prompt.locked ? (
        <p className="text-xs text-muted-foreground" data-testid="quota-hint">
          {quotaHint}
        </p>
      ) : null}
    </article>
  )
}
