import { useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router-dom'
import { Save } from 'lucide-react'
import { SendForward } from '@/components/icons/directional'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { formatInteger } from '@/lib/format'
import { companyPaths } from '@/lib/company-paths'
import { parseTemplate, segmentTemplate, variableLabel } from '@/lib/prompt-template'
import { toast } from '@/lib/toast'
import { saveCompanyPrompt, submitCompanyPrompt, type CompanyPrompt } from '../api/companies'
import { companyKeys } from '../api/keys'
import { useCompany } from '../hooks/use-company'
import { companyPromptSchema, type CompanyPromptValues } from '../schemas'
import { ScrollRegion } from '@/components/ui/scroll-region'

/**
 * Writes or edits a company prompt (the same fields, variables and live preview as «أوامري»).
 * Saving keeps it a draft; «حفظ وإرسال للمراجعة» saves and asks the reviewers at once. An approved
 * prompt edited here becomes a new version in review while members keep the approved one.
 */
export function CompanyPromptEditor({ prompt }: { prompt: CompanyPrompt | null }) {
  const company = useCompany()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useForm<CompanyPromptValues>({
    resolver: zodResolver(companyPromptSchema),
    defaultValues: {
      title: prompt?.title ?? '',
      description: prompt?.description ?? '',
      body: prompt?.body ?? '',
      note: '',
    },
  })
  const errors = form.formState.errors
  const body = useWatch({ control: form.control, name: 'body' }) ?? ''
  const variables = useMemo(() => parseTemplate(body), [body])
  const segments = useMemo(() => segmentTemplate(body), [body])
  const [serverError, setServerError] = useState<string | null>(null)

  const save = useMutation({
    mutationFn: async ({ values, submit }: { values: CompanyPromptValues; submit: boolean }) => {
      const id = await saveCompanyPrompt(company.id, prompt?.id ?? null, values)
      if (submit) await submitCompanyPrompt(id)
      return { id, submit }
    },
    onSuccess: async ({ id, submit }) => {
      setServerError(null)
      toast.success(submit ? 'أُرسل الأمر للمراجعة' : 'حُفظت المسودة')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
      void navigate(companyPaths.prompt.to(company.id, id))
    },
    onError: (error: Error) => {
      setServerError(error.message)
      toast.error(error.message)
    },
  })

  const submitWith = (submit: boolean) =>
    form.handleSubmit((values) => save.mutate({ values, submit }))

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{prompt ? 'تعديل أمر الشركة' : 'أمر جديد للشركة'}</CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate className="grid gap-4" onSubmit={submitWith(false)}>
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
              hint="اكتب المتغيرات بين قوسين مزدوجين، مثل {{اسم_الشركة}}؛ تملؤها قيم الشركة تلقائياً."
            >
              {(control) => (
                <Textarea
                  {...control}
                  dir="auto"
                  className="min-h-64 leading-loose"
                  {...form.register('body')}
                />
              )}
            </Field>
            {prompt ? (
              <Field
                label="ملاحظة التغيير (اختيارية)"
                hint="يراها المراجع مع الإصدار الجديد."
                error={errors.note?.message}
              >
                {(control) => <Input {...control} maxLength={300} {...form.register('note')} />}
              </Field>
            ) : null}
            {serverError ? (
              <p role="alert" className="text-sm text-destructive">
                {serverError}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="outline" disabled={save.isPending}>
                <Save aria-hidden="true" />
                حفظ كمسودة
              </Button>
              <Button
                type="button"
                disabled={save.isPending}
                onClick={() => void submitWith(true)()}
              >
                <SendForward aria-hidden="true" />
                {save.isPending ? 'جارٍ الحفظ...' : 'حفظ وإرسال للمراجعة'}
              </Button>
              <Button asChild variant="ghost">
                <Link
                  to={
                    prompt
                      ? companyPaths.prompt.to(company.id, prompt.id)
                      : companyPaths.library.to(company.id)
                  }
                >
                  إلغاء
                </Link>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <section aria-labelledby="company-prompt-variables" className="grid gap-3">
          <h2 id="company-prompt-variables" className="text-lg font-semibold">
            المتغيرات في الأمر ({formatInteger(variables.length)})
          </h2>
          {variables.length === 0 ? (
            <p className="text-sm text-muted-foreground">لا متغيرات بعد.</p>
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
        <section aria-labelledby="company-prompt-preview" className="grid gap-3">
          <h2 id="company-prompt-preview" className="text-lg font-semibold">
            معاينة مباشرة
          </h2>
          <ScrollRegion
            label="نص المعاينة"
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
