import { FolderOpen, Search, Sparkles, SpellCheck } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { SearchSuggestion } from '../api/suggest'
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
