import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import { mfaErrorMessage, spendRecoveryCode, verifiedTotpFactor, verifyTotp } from '../../api/mfa'
import { recoveryCodeSchema, type RecoveryCodeValues } from '../../schemas'
import { MfaShell } from './mfa-shell'
import { TotpCodeForm } from './totp-code-form'

type MfaVerifyScreenProps = {
  /** After a recovery code removed the old authenticator: the guard asks again (enrol next). */
  onRecovered: () => Promise<void>
}

/** An admin with an authenticator, signed in with a password (aal1): the code, or a recovery code. */
export function MfaVerifyScreen({ onRecovered }: MfaVerifyScreenProps) {
  const [recovering, setRecovering] = useState(false)

  async function verify(code: string) {
    await verifyTotp(await verifiedTotpFactor(), code)
  }

  if (recovering) {
    return <RecoveryForm onBack={() => setRecovering(false)} onRecovered={onRecovered} />
  }
  return (
    <MfaShell
      title="التحقق بخطوتين"
      description="أدخل الرمز الظاهر في تطبيق المصادقة لإكمال الدخول إلى لوحة الإدارة."
    >
      <TotpCodeForm submitLabel="تحقق وادخل" onCode={verify} />
      <Button variant="link" className="justify-self-center" onClick={() => setRecovering(true)}>
        استخدام رمز استرداد
      </Button>
    </MfaShell>
  )
}

function RecoveryForm({
  onBack,
  onRecovered,
}: {
  onBack: () => void
  onRecovered: () => Promise<void>
}) {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryCodeValues>({
    resolver: zodResolver(recoveryCodeSchema),
    defaultValues: { code: '' },
  })

  async function onSubmit({ code }: RecoveryCodeValues) {
    setServerError(null)
    try {
      await spendRecoveryCode(code)
    } catch (error) {
      setServerError(
        mfaErrorMessage(error, 'تعذّر استخدام رمز الاسترداد الآن. يرجى المحاولة بعد قليل'),
      )
      setFocus('code', { shouldSelect: true })
      return
    }
    toast.success('تم قبول رمز الاسترداد', {
      description: 'أُلغي تطبيق المصادقة السابق. أضف تطبيق المصادقة من جديد لإكمال الدخول.',
    })
    await onRecovered()
  }

  return (
    <MfaShell
      title="استخدام رمز استرداد"
      description="أدخل أحد رموز الاسترداد التي حفظتها عند تفعيل التحقق بخطوتين. يُستخدم كل رمز مرة واحدة، وبعده تضيف تطبيق مصادقة جديداً."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <Field
          label="رمز الاسترداد"
          hint="مثل ABCD-EFGH-JKLM-NPQR"
          error={errors.code?.message ?? serverError ?? undefined}
          required
        >
          {(control) => (
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              className="text-center font-mono tracking-wider"
              {...control}
              {...register('code', { onChange: () => setServerError(null) })}
            />
          )}
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'جارٍ التحقق...' : 'استخدام رمز الاسترداد'}
        </Button>
      </form>
      <Button variant="link" className="justify-self-center" onClick={onBack}>
        العودة إلى رمز تطبيق المصادقة
      </Button>
    </MfaShell>
  )
}
