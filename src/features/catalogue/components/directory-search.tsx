import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'

type Option = { id: string; label: string }

/** The search box and category chips shared by the assistants, tools and templates pages. */
export function DirectorySearch({
  id,
  label,
  placeholder,
  query,
  onQuery,
  options,
  selected,
  onSelect,
}: {
  id: string
  label: string
  placeholder: string
  query: string
  onQuery: (q: string) => void
  options?: readonly Option[]
  selected?: string | null
  onSelect?: (id: string | null) => void
}) {
  return (
    <div role="search" className="grid gap-3 rounded-lg border border-border bg-card/60 p-4">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          className="ps-9"
          placeholder={placeholder}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      {options && onSelect ? (
        <div role="group" aria-label="التصنيف" className="flex flex-wrap gap-2">
          {[{ id: '', label: 'الكل' }, ...options].map((option) => {
            const active = (selected ?? '') === option.id
            return (
              <button
                key={option.id || 'all'}
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(option.id || null)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  active
                    ? 'border-primary bg-primary/15 text-primary'
                    : 'border-border text-muted-foreground hover:bg-muted',
                )}
              >
                {option.label}
              </button>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}
