import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger, formatLongDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import {
  AI_PROVIDERS,
  aiProviderNames,
  companyAiSettingsQuery,
  deleteCompanyAiKey,
  setCompanyAiBudget,
  setCompanyAiKey,
  type AiProvider,
  type CompanyAiKey,
  type CompanyAiSettings,
} from '../api/ai'
import { companyKeys } from '../api/keys'
import { useCompany } from '../hooks/use-company'
import {
  budgetTokens,
  companyAiBudgetSchema,
  companyAiKeySchema,
  type CompanyAiBudgetInput,
  type CompanyAiKeyInput,
} from '../schemas'

/**
 * «التشغيل بمفتاح الشركة» (owner and admins): one key per provider, stored in Vault and never
 * shown again (only when and by whom it was set, and its last 4 characters), and the monthly
 * token budgets of the company and of each member.
 */
export function AiSettings() {
  const company = useCompany()
  const settings = useQuery(companyAiSettingsQuery(company.id))
  if (settings.isPending) return <Skeleton className="h-48" />
  if (settings.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{settings.error.message}</p>
        <Button size="sm" onClick={() => void settings.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">مفاتيح الذكاء الاصطناعي للشركة</CardTitle>
          <p className="text-sm text-muted-foreground">
            يشغّل الأعضاء الأوامر داخل سند بمفتاح الشركة. يُحفظ المفتاح مشفّراً ولا يظهر لأحد بعد حفظه،
            ولا حتى لك: تظهر آخر أربعة أحرف منه فقط.
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {AI_PROVIDERS.map((provider) => (
            <ProviderKey
              key={provider}
              companyId={company.id}
              provider={provider}
              current={settings.data.keys.find((k) => k.provider === provider) ?? null}
            />
          ))}
        </CardContent>
      </Card>
      <BudgetForm companyId={company.id} settings={settings.data} />
    </div>
  )
}

function ProviderKey({
  companyId,
  provider,
  current,
}: {
  companyId: string
  provider: AiProvider
  current: CompanyAiKey | null
}) {
  const name = aiProviderNames[provider]
  const queryClient = useQueryClient()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<CompanyAiKeyInput>({
    resolver: zodResolver(companyAiKeySchema),
    defaultValues: { key: '' },
  })
  const done = async (message: string) => {
    setServerError(null)
    form.reset({ key: '' })
    toast.success(message)
    await queryClient.invalidateQueries({ queryKey: companyKeys.all })
  }
  const save = useMutation({
    mutationFn: (input: CompanyAiKeyInput) =>
      setCompanyAiKey(companyId, provider, input.key.trim()),
    onSuccess: () => done(`حُفظ مفتاح ${name}`),
    onError: (error: Error) => setServerError(error.message),
  })
  const remove = useMutation({
    mutationFn: () => deleteCompanyAiKey(companyId, provider),
    onSuccess: () => done(`حُذف مفتاح ${name}`),
    onError: (error: Error) => toast.error(error.message),
  })
  return (
    <section
      aria-label={`مفتاح ${name}`}
      className="grid gap-3 rounded-md border border-border p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{name}</h3>
        {current ? (
          <p className="text-sm text-muted-foreground">
            {`ضُبط في ${formatLongDate(current.set_at)}`}
            {current.set_by_name ? ` بواسطة ${current.set_by_name}` : ''}
            {current.last4 ? (
              <>
                {' · ينتهي بـ '}
                <bdi dir="ltr">{`••••${current.last4}`}</bdi>
              </>
            ) : null}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">لا مفتاح</p>
        )}
      </div>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-start"
        onSubmit={form.handleSubmit((input) => save.mutate(input))}
      >
        <Field
          label={current ? `مفتاح ${name} الجديد` : `مفتاح ${name}`}
          error={form.formState.errors.key?.message}
        >
          {(control) => <PasswordInput {...control} autoComplete="off" {...form.register('key')} />}
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={save.isPending}>
          <KeyRound aria-hidden="true" />
          {current ? 'استبدال المفتاح' : 'حفظ المفتاح'}
        </Button>
        {current ? (
          <Button
            type="button"
            variant="ghost"
            className="sm:mt-7"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <Trash2 aria-hidden="true" />
            {`حذف مفتاح ${name}`}
          </Button>
        ) : null}
        {serverError ? (
          <p role="alert" className="text-sm text-destructive sm:col-span-3">
            {serverError}
          </p>
        ) : null}
      </form>
    </section>
  )
}

const asField = (value: number | null) => (value === null ? '' : String(value))

function BudgetForm({ companyId, settings }: { companyId: string; settings: CompanyAiSettings }) {
  const queryClient = useQueryClient()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<CompanyAiBudgetInput>({
    resolver: zodResolver(companyAiBudgetSchema),
    defaultValues: {
      company: asField(settings.company_monthly_tokens),
      member: asField(settings.member_monthly_tokens),
    },
  })
  const save = useMutation({
    mutationFn: (input: CompanyAiBudgetInput) =>
      setCompanyAiBudget(companyId, budgetTokens(input.company), budgetTokens(input.member)),
    onSuccess: async () => {
      setServerError(null)
      toast.success('حُفظت الميزانية')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
    },
    onError: (error: Error) => setServerError(error.message),
  })
  const errors = form.formState.errors
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">الميزانية الشهرية</CardTitle>
        <p className="text-sm text-muted-foreground">
          {`بالرموز (tokens) لكل شهر. استهلكت الشركة هذا الشهر ${formatInteger(settings.company_used)} رمزاً. اترك الحقل فارغاً لتشغيل بلا حد.`}
        </p>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          onSubmit={form.handleSubmit((input) => save.mutate(input))}
        >
          <Field label="ميزانية الشركة الشهرية" error={errors.company?.message}>
            {(control) => (
              <Input {...control} inputMode="numeric" dir="ltr" {...form.register('company')} />
            )}
          </Field>
          <Field label="ميزانية كل عضو الشهرية" error={errors.member?.message}>
            {(control) => (
              <Input {...control} inputMode="numeric" dir="ltr" {...form.register('member')} />
            )}
          </Field>
          <Button type="submit" className="sm:mt-7" disabled={save.isPending}>
            حفظ الميزانية
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
