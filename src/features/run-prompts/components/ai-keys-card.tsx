import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, Link2, Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { formatLongDate } from '@/lib/format'
import { toast } from '@/lib/toast'
import {
  AI_PROVIDER_LABELS,
  AI_PROVIDERS,
  type AiProvider,
} from '../../../../supabase/functions/_shared/ai-stream.ts'
import { useAiKeys, useRemoveAiKey, useSaveAiKey } from '../hooks/use-ai-keys'
import { finishOpenRouterLink, startOpenRouterLink } from '../lib/openrouter-oauth'

const keySchema = z.object({
  key: z
    .string()
    .trim()
    .min(8, 'المفتاح أقصر من أن يكون صحيحاً')
    .max(500, 'المفتاح أطول من المتوقع')
    .regex(/^\S+$/, 'المفتاح لا يحتوي مسافات'),
})

function ProviderKeyRow({ provider }: { provider: AiProvider }) {
  const keys = useAiKeys()
  const save = useSaveAiKey()
  const remove = useRemoveAiKey()
  const stored = keys.data?.find((k) => k.provider === provider)
  const form = useForm<z.infer<typeof keySchema>>({
    resolver: zodResolver(keySchema),
    defaultValues: { key: '' },
  })
  const label = AI_PROVIDER_LABELS[provider]
  const submit = form.handleSubmit(async ({ key }) => {
    try {
      await save.mutateAsync({ provider, key })
      form.reset({ key: '' })
      toast.success(`حُفظ مفتاح ${label} في هذا المتصفح`)
    } catch (error) {
      form.setError('key', { message: (error as Error).message })
    }
  })
  return (
    <section
      aria-labelledby={`ai-key-${provider}`}
      className="grid gap-3 rounded-lg border border-border p-4"
      data-testid={`ai-key-${provider}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`ai-key-${provider}`} className="font-semibold">
          <bdi>{label}</bdi>
        </h3>
        {stored ? (
          <p className="text-sm text-muted-foreground" role="status">
            مفتاح محفوظ ينتهي بـ <bdi dir="ltr">…{stored.last4}</bdi>
            {stored.source === 'oauth' ? ' (بالربط)' : ''} — أُضيف {formatLongDate(stored.addedAt)}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">لا يوجد مفتاح</p>
        )}
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={stored ? `استبدال مفتاح ${label}` : `مفتاح ${label}`}
          error={form.formState.errors.key?.message}
          className="min-w-[16rem] flex-1"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('key')}
              type="password"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Button type="submit" disabled={save.isPending}>
          <KeyRound aria-hidden="true" />
          {save.isPending ? 'جارٍ التحقق...' : 'تحقّق واحفظ'}
        </Button>
        {stored ? (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(provider, {
                onSuccess: () => toast.success(`حُذف مفتاح ${label} من هذا المتصفح`),
              })
            }
          >
            <Trash2 aria-hidden="true" />
            حذف المفتاح
          </Button>
        ) : null}
      </form>
    </section>
  )
}

/**
 * «مفاتيح الذكاء الاصطناعي»: the user's own keys for «تشغيل هنا», checked with the provider's
 * cheapest call and kept only in this browser, encrypted (lib/key-store.ts).
 */
export function AiKeysCard() {
  const [params, setParams] = useSearchParams()
  const save = useSaveAiKey()
  const handled = useRef(false)
  const code = params.get('code')

  useEffect(() => {
    if (!code || handled.current) return
    handled.current = true
    const next = new URLSearchParams(params)
    next.delete('code')
    setParams(next, { replace: true })
    finishOpenRouterLink(code)
      .then((key) => save.mutateAsync({ provider: 'openrouter', key, source: 'oauth' }))
      .then(() => toast.success('رُبط حساب OpenRouter وحُفظ مفتاحه في هذا المتصفح'))
      .catch((error: Error) => toast.error(error.message))
  }, [code, params, setParams, save])

  async function linkOpenRouter() {
    const callback = `${window.location.origin}${window.location.pathname}`
    window.location.assign(await startOpenRouterLink(callback))
  }

  return (
    <Card id="ai-keys">
      <CardHeader>
        <CardTitle as="h2">مفاتيح الذكاء الاصطناعي</CardTitle>
        <CardDescription>
          مفاتيحك لتشغيل الأوامر داخل سند. تُحفظ في هذا المتصفح فقط، مشفّرة، ولا تُرسل إلى خوادم سند؛
          يذهب كل مفتاح إلى مزوّده مباشرة. حذف المفتاح يمسحه من المتصفح.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {AI_PROVIDERS.map((provider) => (
          <ProviderKeyRow key={provider} provider={provider} />
        ))}
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" onClick={() => void linkOpenRouter()}>
            <Link2 aria-hidden="true" />
            ربط OpenRouter
          </Button>
          <p className="text-sm text-muted-foreground">
            بدلاً من لصق مفتاح: وافق في صفحة OpenRouter ونحفظ المفتاح الذي يصدره لك.
          </p>
        </div>
      </CardContent>
    </Card>
  )
}
