import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Save } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, selectClass } from '@/components/ui/input'
import { companySizes, countries } from '@/lib/company-options'
import { SECTORS } from '../lib/labels'
import { companySchema, type CompanyValues } from '../schemas'

type CompanyFormProps = {
  defaultValues: CompanyValues
  submitLabel: string
  pendingLabel: string
  /** Resolves with an Arabic message when the server refused, else with null. */
  onSubmit: (values: CompanyValues) => Promise<string | null>
}

/** The company's fields (create and settings): Arabic validation before the server's own. */
export function CompanyForm({
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
}: CompanyFormProps) {
  const form = useForm<CompanyValues>({
    resolver: zodResolver(companySchema),
    defaultValues,
  })
  const errors = form.formState.errors
  const [serverError, setServerError] = useState<string | null>(null)
  const submitting = form.formState.isSubmitting

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(async (values) => setServerError(await onSubmit(values)))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="الاسم القانوني" required error={errors.legal_name?.message}>
          {(control) => <Input {...control} {...form.register('legal_name')} />}
        </Field>
        <Field
          label="الاسم التجاري"
          hint="الاسم الذي يراه الأعضاء؛ يُستخدم الاسم القانوني إن تركته فارغاً."
          error={errors.trade_name?.message}
        >
          {(control) => <Input {...control} {...form.register('trade_name')} />}
        </Field>
        <Field label="القطاع" required error={errors.sector?.message}>
          {(control) => (
            <select {...control} className={selectClass} {...form.register('sector')}>
              <option value="">اختر القطاع</option>
              {SECTORS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="حجم الشركة" required error={errors.size?.message}>
          {(control) => (
            <select {...control} className={selectClass} {...form.register('size')}>
              <option value="">اختر الحجم</option>
              {companySizes.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="المدينة" error={errors.city?.message}>
          {(control) => <Input {...control} {...form.register('city')} />}
        </Field>
        <Field label="الدولة" required error={errors.country?.message}>
          {(control) => (
            <select {...control} className={selectClass} {...form.register('country')}>
              <option value="">اختر الدولة</option>
              {countries.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={submitting}>
          <Save aria-hidden="true" />
          {submitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}
