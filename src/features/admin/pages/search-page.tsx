import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { formatInteger } from '@/lib/format'
import {
  GAPS_LIMIT,
  useAddSynonyms,
  useDeleteSynonyms,
  useDismissGap,
  useSearchGaps,
  useSynonyms,
} from '../api/search'
import { AdminPage, Section } from '../components/admin-page'
import { ConfirmDialog } from '../components/confirm-dialog'
import { QueryState } from '../components/query-state'
import { formatDateTime } from '../lib/labels'
import { splitTerms, synonymSchema, type SynonymValues } from '../lib/synonyms'

const th = 'p-2 text-start font-medium'

function AddSynonymsForm() {
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

function SynonymGroups() {
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

function SearchGaps() {
  const gaps = useSearchGaps()
  const dismiss = useDismissGap()
  return (
    <QueryState
      query={gaps}
      isEmpty={(d) => d.length === 0}
      empty="لا توجد عمليات بحث بنتائج قليلة حتى الآن"
    >
      {(d) => (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            {formatInteger(d.length)} عبارة
            {d.length >= GAPS_LIMIT
              ? ` (الأكثر باحثين أولاً، أول ${formatInteger(GAPS_LIMIT)})`
              : ''}
          </p>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="bg-muted/50">
                <tr>
                  <th className={th}>عبارة البحث</th>
                  <th className={th}>عدد الباحثين</th>
                  <th className={th}>مرات البحث</th>
                  <th className={th}>النتائج آخر مرة</th>
                  <th className={th}>آخر بحث</th>
                  <th className={th}>
                    <span className="sr-only">إجراءات</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.map((gap) => (
                  <tr key={gap.query} className="border-t border-border">
                    <td className="p-2 font-medium">{gap.query}</td>
                    <td className="p-2">{formatInteger(gap.askers)}</td>
                    <td className="p-2">{formatInteger(gap.searches)}</td>
                    <td className="p-2">{formatInteger(gap.last_results)}</td>
                    <td className="p-2">{formatDateTime(gap.last_seen_at)}</td>
                    <td className="p-2 text-end">
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={dismiss.isPending}
                        aria-label={`إزالة «${gap.query}» من القائمة`}
                        onClick={() => dismiss.mutate(gap.query)}
                      >
                        تمت المعالجة
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </QueryState>
  )
}

/** /518/search: what people searched for and did not find, and the synonyms search expands. */
export default function SearchPage() {
  return (
    <AdminPage
      title="البحث"
      description="عمليات البحث التي وجدت أقل من 3 نتائج (دون هوية الباحث)، والمرادفات التي يوسّع بها البحث كلمات المستخدم."
    >
      <Section
        title="عمليات بحث بنتائج قليلة"
        description="الأكثر باحثين أولاً (يُحسب كل باحث مرة في اليوم). تُسجَّل 30 عملية في الساعة على الأكثر لكل عنوان أو حساب، وتحل العبارة الجديدة محل الأضعف حين تمتلئ القائمة."
      >
        <SearchGaps />
      </Section>
      <Section
        title="المرادفات"
        description="كل كلمة في المجموعة تجد الأوامر التي فيها أي كلمة أخرى منها."
      >
        <AddSynonymsForm />
        <SynonymGroups />
      </Section>
    </AdminPage>
  )
}
