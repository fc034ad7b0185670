import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { mfaErrorMessage } from '../../api/mfa'
import { totpCodeSchema, type TotpCodeValues } from '../../schemas'

type TotpCodeFormProps = {
  submitLabel: string
  /** Checks the code; throws an MfaError with the Arabic text to show. */
  onCode: (code: string) => Promise<void>
}

/** The six-digit code of the authenticator app, with the server's refusal under the field. */
export function TotpCodeForm({ submitLabel, onCode }: TotpCodeFormProps) {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TotpCodeValues>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  })

  async function onSubmit({ code }: TotpCodeValues) {
    setServerError(null)
    try {
      await onCode(code)
    } catch (error) {
      setServerError(mfaErrorMessage(error, 'تعذّر التحقق من الرمز الآن. يرجى المحاولة مرة أخرى'))
      setFocus('code', { shouldSelect: true })
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <Field
        label="رمز التحقق"
        hint="الرمز المكوّن من 6 أرقام في تطبيق المصادقة، ويتجدد كل 30 ثانية."
        error={errors.code?.message ?? serverError ?? undefined}
        required
      >
        {(control) => (
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={9}
            dir="ltr"
            className="text-center font-mono text-lg tracking-[0.4em]"
            {...control}
            {...register('code', { onChange: () => setServerError(null) })}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'جارٍ التحقق...' : submitLabel}
      </Button>
    </form>
  )
}
