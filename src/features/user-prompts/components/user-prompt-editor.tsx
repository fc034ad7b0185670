import { useEffect, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router-dom'
import { History, Save } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input, selectClass } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { useSession } from '@/hooks/use-session'
import { formatInteger } from '@/lib/format'
import { paths } from '@/lib/paths'
import { parseTemplate, segmentTemplate, variableLabel } from '@/lib/prompt-template'
import { toast } from '@/lib/toast'
import { promptWrite, usePromptWrite } from '../api/offline-writes'
import { userPromptKeys, userPromptOptionsQuery, type UserPrompt } from '../api/user-prompts'
import { clearDraft, readDraft, sameValues, writeDraft, type DraftValues } from '../lib/draft'
import { splitTags, userPromptSchema, type UserPromptValues } from '../schemas'
import { UsageMeter } from './usage-meter'
import { ScrollRegion } from '@/components/ui/scroll-region'

function valuesOf(prompt: UserPrompt | null): DraftValues {
  return {
    title: prompt?.title ?? '',
    description: prompt?.description ?? '',
    body: prompt?.body ?? '',
    category: prompt?.category ?? '',
    platforms: prompt?.platforms ?? [],
    tags: (prompt?.tags ?? []).join('، '),
    note: '',
  }
}

/**
 * Writes or edits an own prompt. Every change is kept as a local draft at once, so a reload or a
 * lost connection keeps the text; the draft is offered back when the page opens again and removed
 * after a successful save.
 */
export function UserPromptEditor({ prompt }: { prompt: UserPrompt | null }) {
  const { session } = useSession()
  const userId = session?.user.id ?? ''
  const promptId = prompt?.id ?? null
  const base = useMemo(() => valuesOf(prompt), [prompt])
  const [restored] = useState(() => {
    const draft = userId ? readDraft(userId, promptId) : null
    return draft && !sameValues(draft.values, base) ? draft : null
  })
  const [draftShown, setDraftShown] = useState(restored !== null)
  const options = useQuery(userPromptOptionsQuery())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useForm<UserPromptValues>({
    resolver: zodResolver(userPromptSchema),
    defaultValues: restored?.values ?? base,
  })
  const errors = form.formState.errors
  const watched = useWatch({ control: form.control }) as DraftValues
  const body = watched.body ?? ''

  useEffect(() => {
    if (!userId) return
    const current: DraftValues = { ...base, ...watched }
    if (sameValues(current, base)) clearDraft(userId, promptId)
    else writeDraft(userId, promptId, current, prompt?.version ?? null)
  }, [watched, base, userId, promptId, prompt?.version])

  const [serverError, setServerError] = useState<string | null>(null)
  const save = usePromptWrite({
    onSent: async (answer) => {
      setServerError(null)
      clearDraft(userId, promptId)
      await queryClient.invalidateQueries({ queryKey: userPromptKeys.all })
      // A conflict was said by the offline writes; the user lands on their text, the copy.
      if (answer.status === 'deleted') {
        void navigate(paths.dashboard.userPrompts)
        return
      }
      if (answer.status === 'applied') {
        toast.success(prompt ? 'حُفظت التعديلات' : 'أُضيف الأمر إلى أوامرك')
      }
      void navigate(paths.dashboard.userPrompt.to(answer.copy_id ?? answer.id))
    },
    // Kept in the offline store with the queue: a draft as well would be saved twice.
    onQueued: () => {
      setServerError(null)
      clearDraft(userId, promptId)
    },
    onError: (error) => setServerError(error.message),
  })
  const submit = (values: UserPromptValues) =>
    save.send(
      promptWrite(queryClient, prompt ? 'edit' : 'create', prompt, {
        title: values.title,
        description: values.description,
        body: values.body,
        category: values.category,
        platforms: values.platforms,
        tags: splitTags(values.tags),
        note: values.note,
      }),
    )

  const variables = useMemo(() => parseTemplate(body), [body])
  const segments = useMemo(() => segmentTemplate(body), [body])

  function discardDraft() {
    clearDraft(userId, promptId)
    form.reset(base)
    setDraftShown(false)
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{prompt ? 'تعديل الأمر' : 'أمر جديد'}</CardTitle>
          {!prompt ? <UsageMeter /> : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {draftShown && restored ? (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-accent/40 bg-accent/10 p-3 text-sm"
            >
              <span className="inline-flex items-center gap-2">
                <History aria-hidden="true" className="size-4" />
                استعدنا تعديلات لم تُحفظ بعد من جلستك السابقة.
                {prompt && restored.baseVersion !== null && restored.baseVersion !== prompt.version
                  ? ` كُتبت على الإصدار ${formatInteger(restored.baseVersion)}، والحالي الآن ${formatInteger(prompt.version)}؛ حفظها يضيفها إصداراً جديداً.`
                  : ''}
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={discardDraft}>
                تجاهل المسودة
              </Button>
            </div>
          ) : null}
          <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(submit)}>
            <Field label="العنوان" required error={errors.title?.message}>
              {(control) => <Input {...control} maxLength={200} {...form.register('title')} />}
            </Field>
            <Field label="الوصف" error={errors.description?.message}>
              {(control) => (
                <Input {...control} maxLength={1000} {...form.register('description')} />
              )}
            </Field>
            <Field
              label="نص الأمر"
              required
              error={errors.body?.message}
              hint="اكتب المتغيرات بين قوسين مزدوجين، مثل {{اسم_الشركة}} أو {{الجمهور|الشباب}} مع قيمة افتراضية."
            >
              {(control) => (
                <Textarea
                  {...control}
                  dir="auto"
                  className="min-h-64 leading-loose"
                  maxLength={20000}
                  {...form.register('body')}
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="التصنيف" error={errors.category?.message}>
                {(control) => (
                  <select {...control} className={selectClass} {...form.register('category')}>
                    <option value="">بدون تصنيف</option>
                    {options.data?.categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label="الوسوم"
                hint="افصل بين الوسوم بفاصلة، عشرة على الأكثر."
                error={errors.tags?.message}
              >
                {(control) => <Input {...control} {...form.register('tags')} />}
              </Field>
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">المنصات</legend>
              {options.isPending ? (
                <Skeleton className="h-6 w-64" />
              ) : options.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {options.error.message}
                </p>
              ) : (
                <div className="flex flex-wrap gap-4">
                  {options.data.platforms.map((platform) => (
                    <label key={platform.id} className="inline-flex items-center gap-2 text-sm">
                      <Checkbox
                        checked={(watched.platforms ?? []).includes(platform.id)}
                        onCheckedChange={(checked) => {
                          const now = form.getValues('platforms')
                          form.setValue(
                            'platforms',
                            checked ? [...now, platform.id] : now.filter((p) => p !== platform.id),
                            { shouldDirty: true },
                          )
                        }}
                      />
                      {platform.name}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
            {prompt ? (
              <Field
                label="ملاحظة التغيير (اختيارية)"
                hint="تظهر في سجل الإصدارات إن غيّرت نص الأمر."
                error={errors.note?.message}
              >
                {(control) => <Input {...control} maxLength={300} {...form.register('note')} />}
              </Field>
            ) : null}
            {save.isPaused ? (
              <p role="status" className="text-sm text-accent">
                لا اتصال بالإنترنت الآن. سيُحفظ الأمر تلقائياً فور عودة الاتصال، ومسودتك محفوظة على
                هذا الجهاز.
              </p>
            ) : serverError ? (
              <p role="alert" className="text-sm text-destructive">
                {serverError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                <Save aria-hidden="true" />
                {save.isPaused
                  ? 'بانتظار الاتصال...'
                  : save.isPending
                    ? 'جارٍ الحفظ...'
                    : 'حفظ الأمر'}
              </Button>
              <Button asChild variant="outline">
                <Link
                  to={
                    prompt ? paths.dashboard.userPrompt.to(prompt.id) : paths.dashboard.userPrompts
                  }
                >
                  إلغاء
                </Link>
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              تُحفظ مسودتك على هذا الجهاز تلقائياً أثناء الكتابة حتى تحفظ الأمر.
            </p>
          </form>
        </CardContent>
      </Card>

      <div className="grid content-start gap-6">
        <section aria-labelledby="found-variables" className="grid gap-3">
          <h2 id="found-variables" className="text-lg font-semibold">
            المتغيرات في الأمر ({formatInteger(variables.length)})
          </h2>
          {variables.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              لا متغيرات بعد. أضف مثلاً {'{{اسم_الشركة}}'} ليُملأ عند الاستخدام.
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="المتغيرات">
              {variables.map((v) => (
                <li
                  key={v.key}
                  className="rounded-full bg-primary/15 px-3 py-1 text-xs font-medium text-primary"
                >
                  {variableLabel(v.key)}
                  {v.default ? ` (افتراضياً: ${v.default})` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="live-preview" className="grid gap-3">
          <h2 id="live-preview" className="text-lg font-semibold">
            معاينة مباشرة
          </h2>
          <ScrollRegion
            label="نص المعاينة"
            data-testid="user-prompt-preview"
            dir="auto"
            className="max-h-[28rem] min-h-24 overflow-y-auto rounded-lg border border-border bg-background/60 p-4 leading-loose whitespace-pre-wrap"
          >
            {body.trim() === '' ? (
              <span className="text-muted-foreground">ستظهر المعاينة هنا أثناء الكتابة.</span>
            ) : (
              segments.map((segment, index) =>
                segment.kind === 'text' ? (
                  <span key={index}>{segment.text}</span>
                ) : (
                  <mark key={index} className="rounded bg-accent/20 px-1 text-accent">
                    {segment.default ?? `{{${variableLabel(segment.key)}}}`}
                  </mark>
                ),
              )
            )}
          </ScrollRegion>
        </section>
      </div>
    </div>
  )
}
