import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, selectClass } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { CatalogueRefs, CatalogueRow } from '../api/catalogue'
import { toFormValues, toRows, type EntityDef, type FieldDef } from '../lib/catalogue-entities'
import { StepsEditor } from './steps-editor'

type EntityFormProps = {
  def: EntityDef
  row: CatalogueRow | null
  details: CatalogueRow | null
  refs: CatalogueRefs
  onSubmit: (rows: ReturnType<typeof toRows>) => Promise<unknown>
  onCancel: () => void
}

const wide = new Set<FieldDef['kind']>(['textarea', 'lines', 'steps', 'checklist', 'checkbox'])

/** Create or edit any catalogue row from its definition's fields (paid details included). */
export function EntityForm({ def, row, details, refs, onSubmit, onCancel }: EntityFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    resolver: zodResolver(def.schema),
    defaultValues: toFormValues(def, row, details),
  })
  const creating = row === null

  async function submit(values: FieldValues) {
    // A refusal was already toasted by the mutation; the form keeps what was typed.
    await onSubmit(toRows(def, values, creating)).catch(() => undefined)
  }

  function renderField(field: FieldDef) {
    const error = (errors[field.name]?.message as string | undefined) ?? undefined
    const options = typeof field.options === 'string' ? refs[field.options] : (field.options ?? [])
    switch (field.kind) {
      case 'steps':
        return (
          <StepsEditor name={field.name} control={control} register={register} errors={errors} />
        )
      case 'checkbox':
        return (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...register(field.name)} />
            {field.label}
          </label>
        )
      case 'checklist':
        return (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{field.label}</legend>
            <div className="flex flex-wrap gap-4">
              {options.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={option.value}
                    className="size-4"
                    {...register(field.name)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        )
    }
    return (
      <Field
        key={field.name}
        label={field.label}
        required={field.required}
        hint={field.hint}
        error={error}
      >
        {(c) => {
          const dir = field.ltr ? 'ltr' : undefined
          const props = { ...c, dir, ...register(field.name) }
          switch (field.kind) {
            case 'select':
              return (
                <select className={selectClass} {...props}>
                  {typeof field.options === 'string' ? (
                    <option value="">{field.emptyLabel ?? 'اختر...'}</option>
                  ) : null}
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )
            case 'textarea':
            case 'lines':
              return (
                <Textarea rows={field.kind === 'lines' ? 5 : 3} className="min-h-20" {...props} />
              )
            case 'number':
              return <Input inputMode="decimal" {...props} />
            case 'date':
              return <Input type="date" {...props} />
            default:
              return (
                <Input
                  {...props}
                  readOnly={field.createOnly && !creating}
                  aria-readonly={field.createOnly && !creating ? true : undefined}
                />
              )
          }
        }}
      </Field>
    )
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={creating ? def.newLabel : def.editLabel}
      className="grid gap-4 sm:grid-cols-2"
    >
      {def.fields.map((field) => (
        <div key={field.name} className={wide.has(field.kind) ? 'sm:col-span-2' : undefined}>
          {renderField(field)}
        </div>
      ))}
      {def.note ? (
        <p className="rounded-md border border-border bg-muted/40 p-3 text-sm sm:col-span-2">
          {def.note}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          إلغاء
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'جارٍ الحفظ...' : 'حفظ'}
        </Button>
      </div>
    </form>
  )
}
