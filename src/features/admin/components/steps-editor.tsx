import { Plus, Trash2 } from 'lucide-react'
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
} from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { MoveButtons } from './move-buttons'

type StepErrors = { title?: { message?: string }; description?: { message?: string } }

/** An automation template's ordered steps: add, remove and move each one up or down. */
export function StepsEditor({
  name,
  control,
  register,
  errors,
}: {
  name: string
  control: Control<FieldValues>
  register: UseFormRegister<FieldValues>
  errors: FieldErrors<FieldValues>
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name })
  const fieldError = errors[name] as
    (StepErrors[] & { message?: string; root?: { message?: string } }) | undefined
  const listError = fieldError?.message ?? fieldError?.root?.message

  return (
    <fieldset className="grid gap-3" aria-describedby={listError ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">
        الخطوات
        <span aria-hidden="true" className="ms-1 text-destructive">
          *
        </span>
      </legend>
      <ol className="grid gap-3">
        {fields.map((step, index) => {
          const label = `الخطوة ${index + 1}`
          const stepErrors = fieldError?.[index]
          return (
            <li key={step.id} className="grid gap-3 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium">{label}</span>
                <div className="flex gap-1">
                  <MoveButtons
                    label={label}
                    index={index}
                    count={fields.length}
                    onMove={(direction) => move(index, index + direction)}
                  />
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`حذف ${label}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="text-destructive" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={`عنوان ${label}`} required error={stepErrors?.title?.message}>
                  {(c) => <Input {...c} {...register(`${name}.${index}.title`)} />}
                </Field>
                <Field label={`أداة ${label}`}>
                  {(c) => <Input dir="ltr" {...c} {...register(`${name}.${index}.tool`)} />}
                </Field>
              </div>
              <Field
                label={`وصف ${label} (للمشتركين فقط)`}
                error={stepErrors?.description?.message}
              >
                {(c) => (
                  <Textarea
                    rows={3}
                    className="min-h-20"
                    {...c}
                    {...register(`${name}.${index}.description`)}
                  />
                )}
              </Field>
            </li>
          )
        })}
      </ol>
      {listError ? (
        <p id={`${name}-error`} className="text-sm text-destructive">
          {listError}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => append({ title: '', description: '', tool: '' })}
        >
          <Plus aria-hidden="true" />
          إضافة خطوة
        </Button>
      </div>
    </fieldset>
  )
}
