import { Link } from 'react-router-dom'
import { UserRound } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { paths } from '@/lib/paths'

/** What a library search returned of the caller's own prompts (`search_prompts`, `own`). */
export type OwnPromptMatch = { id: string; title: string; description: string }

/**
 * The caller's own prompts that matched a library search (returned by the library's own call),
 * shown with the library's results and marked «من أوامري». Nothing when there is no match.
 */
export function OwnPromptMatches({ hits }: { hits: readonly OwnPromptMatch[] }) {
  if (hits.length === 0) return null
  return (
    <section aria-labelledby="own-matches" className="grid gap-2">
      <h2 id="own-matches" className="text-sm font-semibold text-muted-foreground">
        من أوامري
      </h2>
      <ul className="grid gap-2 md:grid-cols-2" aria-label="نتائج من أوامري">
        {hits.map((hit) => (
          <li
            key={hit.id}
            className="flex items-start justify-between gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3"
          >
            <div className="grid gap-1">
              <Link
                to={paths.dashboard.userPrompt.to(hit.id)}
                className="font-medium hover:text-primary"
              >
                {hit.title}
              </Link>
              {hit.description ? (
                <p className="line-clamp-1 text-sm text-muted-foreground">{hit.description}</p>
              ) : null}
            </div>
            <Badge>
              <UserRound aria-hidden="true" className="size-3" />
              أمري
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  )
}
