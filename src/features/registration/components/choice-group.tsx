import { useId, type ReactNode } from 'react'
import { useStaticRender } from '@/hooks/use-static-render'
import { cn } from '@/lib/cn'
import { choiceClasses } from '../lib/choice-classes'

export type Choice = { value: string; label: ReactNode; description?: ReactNode }

type ChoiceGroupProps = {
  legend: ReactNode
  name: string
  options: readonly Choice[]
  value: string
  onChange: (value: string) => void
  error?: string
  columns?: 1 | 2
}

/** A radio group drawn as cards: arrow keys move between options, the error is announced. */
export function ChoiceGroup({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  columns = 2,
}: ChoiceGroupProps) {
  const id = useId()
  // On a static page (issue 51) the error's slot is in the markup, hidden until its script fills it.
  const isStatic = useStaticRender() !== null
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-3', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((option) => {
          const checked = option.value === value
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked ? choiceClasses.checked : choiceClasses.unchecked,
                error && !checked && choiceClasses.invalid,
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="mt-1 size-4 accent-[var(--color-primary)]"
              />
              <span className="grid gap-1">
                <span className="font-medium">{option.label}</span>
                {option.description ? (
                  <span className="text-sm text-muted-foreground">{option.description}</span>
                ) : null}
              </span>
            </label>
          )
        })}
      </div>
      {error || isStatic ? (
        <p
          id={errorId ?? `${id}-error`}
          className="text-sm text-destructive"
          hidden={error ? undefined : true}
          data-choice-error={isStatic ? '' : undefined}
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
