import { useQuery } from '@tanstack/react-query'
import { FolderOpen, Search, Sparkles, SpellCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { searchSuggestionsQuery, type SearchSuggestion } from '../api/suggest'
import { SUGGESTIONS_ID, suggestionId } from '../hooks/use-search-suggestions'

const kindLabels: Record<SearchSuggestion['kind'], string> = {
  category: 'تصنيف',
  term: 'بحث مقترح',
  prompt: 'أمر',
  correction: 'تصحيح',
}

const kindIcons = {
  category: FolderOpen,
  term: Search,
  prompt: Sparkles,
  correction: SpellCheck,
} as const

/** The list under the search box (ARIA combobox pattern: the input keeps focus). */
export function SuggestionList({
  items,
  active,
  onPick,
}: {
  items: SearchSuggestion[]
  active: number
  onPick: (item: SearchSuggestion) => void
}) {
  return (
    <ul
      id={SUGGESTIONS_ID}
      role="listbox"
      aria-label="اقتراحات البحث"
      className="absolute inset-x-0 top-full z-20 mt-1 grid max-h-80 overflow-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-lg"
    >
      {items.map((item, index) => {
        const Icon = kindIcons[item.kind]
        return (
          <li
            key={`${item.kind}-${item.value}`}
            id={suggestionId(index)}
            role="option"
            aria-selected={index === active}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
            // On press, not click: the input keeps focus (the keyboard drives the list through it,
            // aria-activedescendant) and its blur does not close the list before the pick.
            onMouseDown={(event) => {
              event.preventDefault()
              onPick(item)
            }}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate">{item.label}</span>
            <span className="ms-auto shrink-0 text-xs text-muted-foreground">
              {kindLabels[item.kind]}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * For a search that found nothing: the corrected spelling («هل تقصد», offered by search_suggest
 * only when it finds prompts) and, unless `correctionOnly`, the nearest categories.
 */
export function NoResultSuggestions({
  query,
  onPick,
  correctionOnly = false,
}: {
  query: string
  onPick: (item: SearchSuggestion) => void
  correctionOnly?: boolean
}) {
  const suggestions = useQuery(searchSuggestionsQuery(query))
  if (!query.trim() || !suggestions.data?.length) return null
  const correction = suggestions.data.find((s) => s.kind === 'correction')
  const others = correctionOnly ? [] : suggestions.data.filter((s) => s.kind !== 'correction')
  if (!correction && !others.length) return null
  return (
    <div className="grid justify-items-center gap-3" data-testid="no-result-suggestions">
      {correction ? (
        <p className="text-sm">
          هل تقصد{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => onPick(correction)}>
            «{correction.label}»
          </Button>
          ؟
        </p>
      ) : null}
      {others.length ? (
        <>
          <p className="text-sm text-muted-foreground">جرّب هذه الأقسام:</p>
          <ul className="flex flex-wrap justify-center gap-2" aria-label="اقتراحات">
            {others.map((item) => (
              <li key={`${item.kind}-${item.value}`}>
                <Button variant="outline" size="sm" onClick={() => onPick(item)}>
                  {item.label}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
