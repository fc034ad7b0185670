import { useId, type ReactNode } from 'react'
import { useStaticRender } from '@/hooks/use-static-render'
import { cn } from '@/lib/cn'
import { Label } from './label'

/** Props a control receives from <Field> so its label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required': boolean | undefined
}

type FieldProps = {
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId()
  // A static page's form (issue 24) has its error slot in the markup, hidden until its script
  // shows a message there.
  const isStatic = useStaticRender() !== null
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error || isStatic ? (
        <p
          id={errorId ?? `${id}-error`}
          className="text-sm text-destructive"
          hidden={error ? undefined : true}
          data-field-error={isStatic ? '' : undefined}
        >
          {error}
        </p>
      ) : null}
    </div>
  )
}
