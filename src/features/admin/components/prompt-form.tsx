import { useEffect } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, selectClass } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { AdminPrompt, CatalogueOptions, PromptInput } from '../api/prompts'
import { parsePromptTemplate } from '@/lib/prompt-template'
import { extractPromptVariables, slugify } from '../lib/prompt-variables'
import { MAX_ASKS, promptSchema, splitAsks, splitTags, type PromptValues } from '../schemas'

type PromptFormProps = {
  prompt: AdminPrompt | null
  body: { body_ar: string; body_en: string | null } | null
  options: CatalogueOptions
  onSubmit: (input: PromptInput) => Promise<unknown>
  onCancel: () => void
}

function defaults(
  prompt: AdminPrompt | null,
  body: PromptFormProps['body'],
  options: CatalogueOptions,
): PromptValues {
  return {
    title_ar: prompt?.title_ar ?? '',
    title_en: prompt?.title_en ?? '',
    slug: prompt?.slug ?? '',
    description_ar: prompt?.description_ar ?? '',
    description_en: prompt?.description_en ?? '',
    category: prompt?.category ?? options.categories[0]?.id ?? '',
    platforms: prompt?.platforms ?? ['chatgpt'],
    trial_sample: prompt?.trial_sample ?? false,
    tags: (prompt?.tags ?? []).join('، '),
    ask_phrases: (prompt?.ask_phrases ?? []).join('\n'),
    is_published: prompt?.is_published ?? false,
    body_ar: body?.body_ar ?? '',
    body_en: body?.body_en ?? '',
  }
}

/** Create or edit a prompt: Arabic and English fields, category, platforms, trial sample and body. */
export function PromptForm({ prompt, body, options, onSubmit, onCancel }: PromptFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PromptValues>({
    resolver: zodResolver(promptSchema),
    defaultValues: defaults(prompt, body, options),
  })
  const bodyAr = useWatch({ control, name: 'body_ar' })
  const titleEn = useWatch({ control, name: 'title_en' })
  const variables = extractPromptVariables(bodyAr ?? '')
  const typed = parsePromptTemplate(bodyAr ?? '')
  const typeOf = (key: string) => {
    const field = typed.fields.find((f) => f.key === key)
    if (!field) return ''
    const kind = {
      text: 'نص',
      multiline: 'نص طويل',
      select: 'قائمة',
      number: 'رقم',
      date: 'تاريخ',
    }[field.type.kind]
    return field.required ? `${kind}، مطلوب` : kind
  }

  // A new prompt's slug follows its English title until the admin types one.
  useEffect(() => {
    if (prompt || getValues('slug')) return
    const suggested = slugify(titleEn ?? '')
    if (suggested.length >= 2) setValue('slug', suggested)
  }, [titleEn, prompt, getValues, setValue])

  async function submit(values: PromptValues) {
    // A refusal was already toasted by the mutation; the form keeps what was typed.
    await onSubmit({
      id: prompt?.id ?? null,
      slug: values.slug,
      title_ar: values.title_ar,
      title_en: values.title_en || null,
      description_ar: values.description_ar,
      description_en: values.description_en || null,
      category: values.category,
      platforms: values.platforms,
      trial_sample: values.trial_sample,
      tags: splitTags(values.tags),
      ask_phrases: splitAsks(values.ask_phrases),
      is_published: values.is_published,
      body_ar: values.body_ar,
      body_en: values.body_en || null,
    }).catch(() => undefined)
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label="نموذج الأمر"
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="العنوان بالعربية" required error={errors.title_ar?.message}>
          {(c) => <Input {...c} {...register('title_ar')} />}
        </Field>
        <Field label="العنوان بالإنجليزية" error={errors.title_en?.message}>
          {(c) => <Input dir="ltr" {...c} {...register('title_en')} />}
        </Field>
        <Field
          label="المعرّف (slug)"
          required
          hint="أحرف إنجليزية صغيرة وأرقام وشرطات"
          error={errors.slug?.message}
        >
          {(c) => <Input dir="ltr" {...c} {...register('slug')} />}
        </Field>
        <Field label="التصنيف" required error={errors.category?.message}>
          {(c) => (
            <select className={selectClass} {...c} {...register('category')}>
              {options.categories.map((cat) => (
                <option key={cat.id} value={cat.id}>
                  {cat.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="الوسوم" hint="افصل بينها بفاصلة" error={errors.tags?.message}>
          {(c) => <Input {...c} {...register('tags')} />}
        </Field>
      </div>
      <Field
        label="كيف يطلبه الناس"
        hint={`صيغة في كل سطر كما يكتبها العميل، ويفضل باللهجة (حتى ${MAX_ASKS} صيغ، من 6 إلى 140 حرفاً)؛ يرتّب البحث بها`}
        error={errors.ask_phrases?.message}
      >
        {(c) => <Textarea rows={5} {...c} {...register('ask_phrases')} />}
      </Field>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.platforms ? 'platforms-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">المنصات</legend>
        <div className="flex flex-wrap gap-4">
          {options.platforms.map((platform) => (
            <label key={platform.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={platform.id}
                className="size-4 accent-[var(--color-primary)]"
                {...register('platforms')}
              />
              {platform.name}
            </label>
          ))}
        </div>
        {errors.platforms ? (
          <p id="platforms-error" className="text-sm text-destructive">
            {errors.platforms.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="الوصف بالعربية" error={errors.description_ar?.message}>
          {(c) => <Textarea rows={3} className="min-h-20" {...c} {...register('description_ar')} />}
        </Field>
        <Field label="الوصف بالإنجليزية" error={errors.description_en?.message}>
          {(c) => (
            <Textarea
              rows={3}
              className="min-h-20"
              dir="ltr"
              {...c}
              {...register('description_en')}
            />
          )}
        </Field>
      </div>
      <Field
        label="نص الأمر بالعربية"
        required
        hint="المتغيرات بصيغة {{اسم_المتغير}} أو {{اسم_المتغير|قيمة افتراضية}}، ولها أنواع: انظر «صيغة المتغيرات» أدناه."
        error={errors.body_ar?.message}
      >
        {(c) => <Textarea rows={7} dir="auto" {...c} {...register('body_ar')} />}
      </Field>
      <VariableSyntaxHelp />
      <div aria-live="polite" className="rounded-md border border-border bg-muted/40 p-3 text-sm">
        <p className="mb-2 font-medium">معاينة المتغيرات ({variables.length})</p>
        {variables.length === 0 ? (
          <p className="text-muted-foreground">لا توجد متغيرات في النص.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="المتغيرات">
            {variables.map((v) => (
              <li key={v.key} className="rounded-full bg-primary/15 px-3 py-1 text-primary">
                {v.key}
                <span className="text-muted-foreground"> — {typeOf(v.key)}</span>
                {v.default ? <span className="text-muted-foreground"> ({v.default})</span> : null}
              </li>
            ))}
          </ul>
        )}
        {typed.issues.length > 0 ? (
          <ul className="mt-2 grid gap-1 text-destructive" aria-label="أخطاء في صيغة المتغيرات">
            {typed.issues.map((issue, index) => (
              <li key={index}>
                <bdi dir="ltr" className="font-mono text-xs">
                  {issue.placeholder}
                </bdi>{' '}
                {issue.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Field label="نص الأمر بالإنجليزية" error={errors.body_en?.message}>
        {(c) => (
          <Textarea rows={4} dir="ltr" className="min-h-20" {...c} {...register('body_en')} />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('trial_sample')} />
        ضمن العيّنة التجريبية (تفتحه الباقة التجريبية؛ بقية الباقات تفتح الأوامر حسب منصاتها وقسمها)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('is_published')} />
        منشور (يظهر للمشتركين في المكتبة)
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
          إلغاء
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'جارٍ الحفظ...' : 'حفظ الأمر'}
        </Button>
      </div>
    </form>
  )
}

/** The typed-variable syntax (docs/prompt-variables.md), for whoever writes a prompt by hand. */
function VariableSyntaxHelp() {
  const rows: [string, string][] = [
    ['{{اسم_الشركة}}', 'نص قصير يكتبه المستخدم.'],
    ['{{المدينة|الرياض}}', 'قيمة افتراضية بعد | تُستخدم إن لم يكتب المستخدم شيئاً.'],
    ['{{الوصف*}}', '* بعد الاسم: حقل مطلوب، لا يُنسخ الأمر قبل تعبئته.'],
    ['{{الوصف+}}', '+ بعد الاسم: نص طويل من عدة أسطر.'],
    ['{{النبرة: رسمية / ودية / حماسية | ودية}}', 'بعد النقطتين خيارات يفصل بينها /: قائمة اختيار.'],
    [
      '{{الميزانية#: 1000..50000}}',
      '# بعد الاسم: رقم، ويمكن تحديد النطاق بعد النقطتين (أو أحد طرفيه).',
    ],
    ['{{تاريخ_الإطلاق@}}', '@ بعد الاسم: تاريخ يُختار من التقويم.'],
    [
      '{{اسمي}} {{شركتي}} {{مسماي_الوظيفي}} {{مدينتي}} {{تاريخ_اليوم}} {{التاريخ_الهجري}} {{التاريخ_الميلادي}}',
      'قيم تلقائية من الملف الشخصي وتاريخ اليوم، يستطيع المستخدم تعديلها.',
    ],
  ]
  return (
    <details className="rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">صيغة المتغيرات</summary>
      <p className="mt-2 text-muted-foreground">
        تُكتب العلامات بعد اسم المتغير ويمكن جمعها، مثل {'{{الوصف*+}}'} لنص طويل مطلوب. يُعدّ المتغير
        المكرر حقلاً واحداً، ويُعتمد أول تعريف له.
      </p>
      <dl className="mt-2 grid gap-2">
        {rows.map(([syntax, meaning]) => (
          <div key={syntax} className="grid gap-1 sm:grid-cols-[minmax(0,18rem)_1fr] sm:gap-3">
            <dt>
              <code dir="rtl" className="rounded bg-muted px-1">
                {syntax}
              </code>
            </dt>
            <dd className="text-muted-foreground">{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
