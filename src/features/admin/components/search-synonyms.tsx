import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useAddSynonyms, useDeleteSynonyms, useSynonyms } from '../api/search'
import { splitTerms, synonymSchema, type SynonymValues } from '../lib/synonyms'
import { ConfirmDialog } from './confirm-dialog'
import { QueryState } from './query-state'

export function AddSynonymsForm() {
  const add = useAddSynonyms()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SynonymValues>({
    resolver: zodResolver(synonymSchema),
    defaultValues: { terms: '', narrower: '' },
  })
  const submit = (values: SynonymValues) =>
    add.mutate(
      { terms: splitTerms(values.terms), narrower: splitTerms(values.narrower) },
      { onSuccess: () => reset() },
    )
  return (
    <form
      noValidate
      aria-label="إضافة مرادفات"
      className="grid gap-4 rounded-lg border border-border bg-card p-4"
      onSubmit={handleSubmit(submit)}
    >
      <Field
        label="كلمات بنفس المعنى"
        required
        hint="افصل بينها بفاصلة، مثل: إيميل، بريد إلكتروني، email"
        error={errors.terms?.message}
      >
        {(c) => <Input {...c} {...register('terms')} />}
      </Field>
      <Field
        label="كلمات أضيق (اختياري)"
        hint="يجدها البحث عن الكلمات أعلاه، ولا يجد البحث عنها الكلمات أعلاه. مثل: انستغرام، تيك توك لمجموعة «سوشيال ميديا»"
        error={errors.narrower?.message}
      >
        {(c) => <Input {...c} {...register('narrower')} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'جارٍ الحفظ...' : 'إضافة المرادفات'}
        </Button>
      </div>
    </form>
  )
}

export function SynonymGroups() {
  const groups = useSynonyms()
  const remove = useDeleteSynonyms()
  return (
    <QueryState query={groups} isEmpty={(d) => d.length === 0} empty="لا توجد مرادفات بعد">
      {(d) => (
        <ul className="grid gap-2" aria-label="مجموعات المرادفات">
          {d.map((group) => (
            <li
              key={group.id}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card p-3"
            >
              <span className="flex flex-1 flex-wrap gap-1">
                {group.terms.map((t) => (
                  <Badge key={t}>{t}</Badge>
                ))}
                {group.narrower.length ? (
                  <>
                    <span className="px-1 text-sm text-muted-foreground">يشمل:</span>
                    {group.narrower.map((t) => (
                      <Badge key={t} variant="outline">
                        {t}
                      </Badge>
                    ))}
                  </>
                ) : null}
              </span>
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="ghost" aria-label={`حذف المجموعة ${group.terms[0]}`}>
                    <Trash2 aria-hidden="true" className="text-destructive" />
                    حذف
                  </Button>
                }
                title="حذف مجموعة المرادفات؟"
                description={`لن يجد البحث «${group.terms.join('، ')}» ببعضها بعد الحذف.`}
                confirmLabel="حذف"
                destructive
                onConfirm={() => remove.mutateAsync(group.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
