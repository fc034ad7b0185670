import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { SendForward } from '@/components/icons/directional'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useHydrated } from '@/hooks/use-hydrated'
import { useStaticRender } from '@/hooks/use-static-render'
import { PasswordResetError, requestPasswordReset } from '../api/password-reset'
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas'

/** The one answer, whether an account exists for what was typed or not (no oracle). */
export const RESET_SENT_MESSAGE =
  'إذا كان هناك حساب مرتبط بهذه البيانات فستصلك خلال دقائق رسالة فيها رابط لتعيين كلمة مرور جديدة. تحقق من صندوق الوارد ومجلد الرسائل غير المرغوب فيها.'

/** What the form shows once the request is taken: the same answer whatever was typed. */
function SentPanel({ onAgain }: { onAgain?: () => void }) {
  return (
    <div role="status" className="grid justify-items-center gap-3 text-center">
      <MailCheck aria-hidden="true" className="size-10 text-primary" />
      <p className="font-bold">تم استلام طلبك</p>
      <p className="text-sm text-muted-foreground">{RESET_SENT_MESSAGE}</p>
      <Button
        type="button"
        variant="outline"
        onClick={onAgain}
        data-island={onAgain ? undefined : 'reset-again'}
      >
        لم تصلك الرسالة؟ أرسل مرة أخرى
      </Button>
    </div>
  )
}

/** A refusal above a form of the reset flow. */
export function FailureAlert({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 p-3 text-sm text-destructive"
    >
      {message}
    </p>
  )
}

type ResetRequestFormProps = {
  submitLabel: string
  defaultIdentifier?: string
}

/** E-mail or username → the recovery link is mailed. Used by /forgot-password and an expired link. */
export function ResetRequestForm({ submitLabel, defaultIdentifier = '' }: ResetRequestFormProps) {
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const hydrated = useHydrated()
  // On the static /forgot-password page src/islands/forgot-password.ts runs this form.
  const isStatic = useStaticRender() !== null
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { identifier: defaultIdentifier },
  })

  async function onSubmit(values: ForgotPasswordValues) {
    setFailure(null)
    try {
      await requestPasswordReset(values.identifier)
      setSent(true)
    } catch (error) {
      setFailure(
        error instanceof PasswordResetError
          ? error.message
          : 'تعذّر إرسال الرابط الآن. يرجى المحاولة مرة أخرى',
      )
    }
  }

  if (sent) return <SentPanel onAgain={() => setSent(false)} />

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="نموذج استعادة كلمة المرور"
      data-island={isStatic ? 'reset-request' : undefined}
      className="grid gap-5"
    >
      {failure ? <FailureAlert message={failure} /> : null}
      {isStatic ? (
        <>
          <template data-island="reset-sent">
            <SentPanel />
          </template>
          <template data-island="reset-failure">
            <FailureAlert message="" />
          </template>
        </>
      ) : null}
      <Field label="البريد الإلكتروني أو اسم المستخدم" required error={errors.identifier?.message}>
        {(control) => (
          <Input
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            className="text-left"
            {...control}
            {...register('identifier')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? (
          <span
            className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
            aria-hidden="true"
          />
        ) : (
          <SendForward aria-hidden="true" />
        )}
        {isSubmitting ? 'جارٍ الإرسال...' : submitLabel}
      </Button>
    </form>
  )
}
