import { useEffect, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, LinkIcon } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { PasswordStrengthMeter } from '@/components/password-strength-meter'
import { LogoMark } from '@/components/layout/logo'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { PasswordInput } from '@/components/ui/password-input'
import { Spinner } from '@/components/ui/spinner'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useStaticRender } from '@/hooks/use-static-render'
import {
  clearPasswordRecovery,
  isRecoverySessionFor,
  recoveryLinkError,
} from '@/lib/password-recovery'
import { paths } from '@/lib/paths'
import { getSupabase } from '@/lib/supabase'
import { toast } from '@/lib/toast'
import { PasswordResetError, setNewPassword } from '../api/password-reset'
import { FailureAlert, ResetRequestForm } from '../components/reset-request-form'
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas'

type LinkState = 'checking' | 'ready' | 'invalid'

/** Whether this tab holds the session a recovery link just opened (supabase-js read the link). */
async function checkRecoveryLink(): Promise<LinkState> {
  if (recoveryLinkError(window.location)) return 'invalid'
  try {
    const supabase = await getSupabase()
    const { data } = await supabase.auth.getSession()
    return isRecoverySessionFor(data.session?.user.id) ? 'ready' : 'invalid'
  } catch {
    return 'invalid'
  }
}

export default function ResetPasswordPage() {
  usePageMeta('تعيين كلمة مرور جديدة', 'اختر كلمة مرور جديدة لحسابك.')
  const [state, setState] = useState<LinkState>('checking')
  // On the static page src/islands/reset-password.ts checks the link and shows a template.
  const isStatic = useStaticRender() !== null

  useEffect(() => {
    let active = true
    void checkRecoveryLink().then((next) => {
      if (active) setState(next)
    })
    return () => {
      active = false
    }
  }, [])

  return (
    <section
      className="mx-auto grid w-full max-w-md gap-6 px-4 py-10 sm:py-16"
      data-island={isStatic ? 'reset-password' : undefined}
    >
      <header className="grid justify-items-center gap-3 text-center">
        <LogoMark className="size-12" />
        <h1 className="text-2xl font-bold sm:text-3xl">
          {state === 'invalid' ? 'الرابط غير صالح' : 'تعيين كلمة مرور جديدة'}
        </h1>
      </header>
      <Card>
        <CardContent className="grid gap-6 pt-6">
          {state === 'checking' ? (
            // About the height of what follows (the form, or the expired link and its form).
            <Spinner label="جارٍ التحقق من الرابط..." className="min-h-72" />
          ) : null}
          {isStatic ? (
            <>
              <template data-island="reset-ready">
                <NewPasswordForm />
              </template>
              <template data-island="reset-invalid">
                <ExpiredLink />
              </template>
            </>
          ) : null}
          {state === 'ready' ? <NewPasswordForm /> : null}
          {state === 'invalid' ? <ExpiredLink /> : null}
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        <Link
          to={paths.login}
          className="text-primary underline underline-offset-4 hover:decoration-2"
        >
          العودة إلى تسجيل الدخول
        </Link>
      </p>
    </section>
  )
}

function ExpiredLink() {
  return (
    <div className="grid gap-5">
      <div role="alert" className="grid justify-items-center gap-2 text-center">
        <LinkIcon aria-hidden="true" className="size-8 text-destructive" />
        <p className="font-bold">انتهت صلاحية رابط استعادة كلمة المرور أو سبق استخدامه</p>
        <p className="text-sm text-muted-foreground">
          الرابط صالح لساعة واحدة ولمرة واحدة فقط. اطلب رابطاً جديداً وسنرسله إلى بريدك.
        </p>
      </div>
      <ResetRequestForm submitLabel="إرسال رابط جديد" />
    </div>
  )
}

function NewPasswordForm() {
  const navigate = useNavigate()
  const isStatic = useStaticRender() !== null
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  })
  const password = useWatch({ control, name: 'password' })

  async function onSubmit(values: ResetPasswordValues) {
    setFailure(null)
    try {
      await setNewPassword(values.password)
    } catch (error) {
      setFailure(
        error instanceof PasswordResetError
          ? error.message
          : 'تعذّر تغيير كلمة المرور. يرجى المحاولة مرة أخرى',
      )
      return
    }
    clearPasswordRecovery()
    toast.success('تم تغيير كلمة المرور بنجاح', {
      description: 'أنت الآن مسجّل الدخول، وتم تسجيل الخروج من أجهزتك الأخرى.',
    })
    navigate(paths.dashboard.root, { replace: true })
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="نموذج تعيين كلمة المرور"
      data-island={isStatic ? 'new-password' : undefined}
      className="grid gap-5"
    >
      {failure ? <FailureAlert message={failure} /> : null}
      {isStatic ? (
        <template data-island="new-password-failure">
          <FailureAlert message="" />
        </template>
      ) : null}
      <Field label="كلمة المرور الجديدة" required error={errors.password?.message}>
        {(control) => (
          <PasswordInput autoComplete="new-password" {...control} {...register('password')} />
        )}
      </Field>
      <PasswordStrengthMeter password={password} />
      <Field label="تأكيد كلمة المرور" required error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            autoComplete="new-password"
            {...control}
            {...register('confirmPassword')}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <span
            className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
            aria-hidden="true"
          />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        {isSubmitting ? 'جارٍ الحفظ...' : 'حفظ كلمة المرور الجديدة'}
      </Button>
    </form>
  )
}
