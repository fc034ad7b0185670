import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { variableLabel } from '@/lib/prompt-template'
import { toast } from '@/lib/toast'
import {
  companyValuesQuery,
  deleteCompanyValue,
  setCompanyValue,
  type CompanyValue,
} from '../api/companies'
import { companyKeys } from '../api/keys'
import { useCompany } from '../hooks/use-company'
import { can } from '../lib/roles'
import { companyValueSchema, type CompanyValueInput } from '../schemas'

/** Suggested names, as the library's prompts spell them (docs/prompt-variables.md). */
const SUGGESTIONS = [
  'اسم_الشركة',
  'نبرة_العلامة',
  'اللهجة',
  'المدينة',
  'رقم_الهاتف',
  'الموقع_الإلكتروني',
  'السجل_التجاري',
  'الرقم_الضريبي',
  'المنتجات',
]

/**
 * «قيم الشركة»: named values that fill every prompt a member uses in this company (a member may
 * change them for one use). Admins edit; everyone sees them.
 */
export function ValuesManager() {
  const company = useCompany()
  const editable = can(company.role).editValues
  const values = useQuery(companyValuesQuery(company.id))
  return (
    <div className="grid gap-6">
      {editable ? <ValueForm companyId={company.id} /> : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">القيم الحالية</CardTitle>
        </CardHeader>
        <CardContent>
          {values.isPending ? (
            <Skeleton className="h-24" />
          ) : values.isError ? (
            <div role="alert" className="grid justify-items-start gap-2">
              <p>{values.error.message}</p>
              <Button size="sm" onClick={() => void values.refetch()}>
                إعادة المحاولة
              </Button>
            </div>
          ) : values.data.length === 0 ? (
            <p className="text-muted-foreground">
              لا قيم بعد.{' '}
              {editable
                ? 'أضف اسم الشركة ونبرتها ومدينتها لتملأ كل أمر تلقائياً.'
                : 'يضيفها مشرفو الشركة.'}
            </p>
          ) : (
            <ul className="grid gap-2" aria-label="قيم الشركة">
              {values.data.map((v) => (
                <ValueRow key={v.key} companyId={company.id} value={v} editable={editable} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

function ValueRow({
  companyId,
  value,
  editable,
}: {
  companyId: string
  value: CompanyValue
  editable: boolean
}) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteCompanyValue(companyId, value.key),
    onSuccess: async () => {
      toast.success('حُذفت القيمة')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
    },
    onError: (error: Error) => toast.error(error.message),
  })
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium">{value.label || variableLabel(value.key)}</span>
        <bdi className="text-xs text-muted-foreground">{`{{${value.key}}}`}</bdi>
        <span className="break-words whitespace-pre-wrap">{value.value}</span>
      </div>
      {editable ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          aria-label={`حذف ${variableLabel(value.key)}`}
          onClick={() => remove.mutate()}
        >
          <Trash2 aria-hidden="true" />
          حذف
        </Button>
      ) : null}
    </li>
  )
}

function ValueForm({ companyId }: { companyId: string }) {
  const form = useForm<CompanyValueInput>({
    resolver: zodResolver(companyValueSchema),
    defaultValues: { key: '', value: '' },
  })
  const errors = form.formState.errors
  const [serverError, setServerError] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (input: CompanyValueInput) =>
      setCompanyValue(companyId, input.key.trim().replace(/\s+/g, '_'), input.value),
    onSuccess: async () => {
      setServerError(null)
      form.reset({ key: '', value: '' })
      toast.success('حُفظت القيمة')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
    },
    onError: (error: Error) => {
      setServerError(error.message)
      toast.error(error.message)
    },
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">إضافة قيمة أو تعديلها</CardTitle>
        <p className="text-sm text-muted-foreground">
          اسم القيمة هو اسم المتغير في الأوامر: {'{{اسم_الشركة}}'} يُملأ بقيمة «اسم_الشركة». حفظ اسم
          موجود يعدّل قيمته.
        </p>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
          onSubmit={form.handleSubmit((input) => save.mutate(input))}
        >
          <Field label="اسم القيمة" required error={errors.key?.message}>
            {(control) => (
              <Input {...control} list="company-value-names" {...form.register('key')} />
            )}
          </Field>
          <datalist id="company-value-names">
            {SUGGESTIONS.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
          <Field label="القيمة" required error={errors.value?.message}>
            {(control) => <Input {...control} {...form.register('value')} />}
          </Field>
          <Button type="submit" className="sm:mt-7" disabled={save.isPending}>
            <Plus aria-hidden="true" />
            حفظ القيمة
          </Button>
          {serverError ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-3">
              {serverError}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  )
}
