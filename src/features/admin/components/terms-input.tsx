import { useState, type KeyboardEvent } from 'react'
import { X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { FieldControlProps } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { cleanWord } from '../lib/lexicon'

/**
 * A list of terms typed one by one: Enter or a comma (Arabic or Latin) makes the typed word a
 * chip, leaving the field too; each chip has its own remove button.
 */
export function TermsInput({
  control,
  value,
  onChange,
  label,
}: {
  control: FieldControlProps
  value: string[]
  onChange: (terms: string[]) => void
  /** What the chips are, for the remove buttons' names («إزالة … من …»). */
  label: string
}) {
  const [draft, setDraft] = useState('')

  function commit(text: string) {
    const added = text
      .split(/[,،]/)
      .map(cleanWord)
      .filter((t) => t && !value.includes(t))
    if (added.length) onChange([...value, ...new Set(added)])
    setDraft('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // An empty field's Enter submits the form as usual.
    if (event.key === 'Enter' && draft.trim()) {
      event.preventDefault()
      commit(draft)
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1))
    }
  }

  return (
    <div className="grid gap-2">
      {value.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={label}>
          {value.map((term) => (
            <li key={term}>
              <Badge className="gap-1 pe-1">
                {term}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={`إزالة «${term}» من ${label}`}
                  onClick={() => onChange(value.filter((t) => t !== term))}
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        {...control}
        dir="auto"
        value={draft}
        onChange={(event) => {
          const text = event.target.value
          if (/[,،]/.test(text)) commit(text)
          else setDraft(text)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && commit(draft)}
      />
    </div>
  )
}
