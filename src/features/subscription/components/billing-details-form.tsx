import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Save } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import { BillingFieldError } from '../api/company-billing-api'
import {
  billingDetailsSchema,
  emptyBillingDetails,
  type BillingDetailsValues,
  type BillingField,
} from '../lib/billing-details'

const FIELDS: {
  name: BillingField
  label: string
  required?: boolean
  hint?: string
  ltr?: boolean
  inputMode?: 'numeric'
}[] = [
  { name: 'legal_name', label: 'الاسم النظامي (بالعربية)', required: true },
  {
    name: 'vat_number',
    label: 'الرقم الضريبي',
    hint: 'للمنشآت المسجلة في ضريبة القيمة المضافة: تصدر لها فاتورة ضريبية (غير مبسطة).',
    ltr: true,
    inputMode: 'numeric',
  },
  { name: 'cr_number', label: 'رقم السجل التجاري', ltr: true, inputMode: 'numeric' },
  {
    name: 'building_number',
    label: 'رقم المبنى',
    required: true,
    ltr: true,
    inputMode: 'numeric',
  },
  { name: 'street', label: 'الشارع', required: true },
  { name: 'district', label: 'الحي', required: true },
  { name: 'city', label: 'المدينة', required: true },
  { name: 'postal_code', label: 'الرمز البريدي', required: true, ltr: true, inputMode: 'numeric' },
  { name: 'additional_number', label: 'الرقم الإضافي', ltr: true, inputMode: 'numeric' },
]

/**
 * The company's billing details (issue 46): entered once, editable by the owner; each invoice
 * keeps them as they were when it was issued. The client check is for comfort; the server's
 * refusal of a field is shown under that field.
 */
export function BillingDetailsForm({
  initial,
  onSave,
}: {
  initial: BillingDetailsValues | null
  onSave: (values: BillingDetailsValues) => Promise<void>
}) {
  const form = useForm<BillingDetailsValues>({
    resolver: zodResolver(billingDetailsSchema),
    defaultValues: initial ?? emptyBillingDetails,
  })
  const errors = form.formState.errors
  const [serverError, setServerError] = useState<string | null>(null)
  const submitting = form.formState.isSubmitting

  const submit = form.handleSubmit(async (values) => {
    setServerError(null)
    try {
      await onSave(values)
      toast.success('تم حفظ بيانات الفوترة')
    } catch (caught) {
      if (caught instanceof BillingFieldError) {
        form.setError(caught.field, { message: caught.message }, { shouldFocus: true })
      } else {
        setServerError(caught instanceof Error ? caught.message : 'تعذّر حفظ بيانات الفوترة')
      }
    }
  })

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <p className="text-sm text-muted-foreground">
        تظهر هذه البيانات في خانة المشتري على فواتير الشركة. العنوان الوطني كما هو مسجل في سبل.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            required={field.required}
            hint={field.hint}
            error={errors[field.name]?.message}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register(field.name)}
                dir={field.ltr ? 'ltr' : undefined}
                inputMode={field.inputMode}
                autoComplete="off"
              />
            )}
          </Field>
        ))}
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={submitting}>
        <Save aria-hidden="true" className="size-4" />
        {submitting ? 'جارٍ الحفظ...' : 'حفظ بيانات الفوترة'}
      </Button>
    </form>
  )
}
