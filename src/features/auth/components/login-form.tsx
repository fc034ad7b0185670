import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { SignInIcon } from '@/components/icons/directional'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/site'
import { toast } from '@/lib/toast'
import { fetchLoginSecurityStatus, LoginError, signInWithIdentifier } from '../api/login'
import type { LoginSecurityStatus } from '../lock'
import { loginSchema, type LoginValues } from '../schemas'
import { LockWarningPanel } from './lock-warning-panel'

type LoginFormProps = {
  onSignedIn: () => void
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [security, setSecurity] = useState<LoginSecurityStatus | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    // Spec 5.3: validated on submit, then again on every change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  })

  async function refreshSecurity(identifier: string) {
    try {
      setSecurity(await fetchLoginSecurityStatus(identifier))
    } catch (error) {
      // The panel is advice; the server enforces the lock either way.
      console.warn('Could not read the login security status', error)
    }
  }

  async function onSubmit(values: LoginValues) {
    try {
      await signInWithIdentifier(values.email, values.password)
    } catch (error) {
      toast.error('خطأ في تسجيل الدخول', {
        description:
          error instanceof LoginError
            ? error.message
            : 'حدث خطأ أثناء تسجيل الدخول. يرجى المحاولة مرة أخرى',
      })
      await refreshSecurity(values.email)
      return
    }
    setSecurity(null)
    toast.success('تم تسجيل الدخول بنجاح', {
      description: `مرحباً بك في ${siteConfig.name}! سعداء بعودتك.`,
    })
    onSignedIn()
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="نموذج تسجيل الدخول"
      className="grid gap-5"
    >
      {security ? <LockWarningPanel status={security} /> : null}
      <Field label="البريد الإلكتروني أو اسم المستخدم" required error={errors.email?.message}>
        {(control) => (
          <Input
            autoComplete="username"
            inputMode="email"
            dir="ltr"
            className="text-left"
            {...control}
            {...register('email')}
          />
        )}
      </Field>
      <div className="grid gap-2">
        <Field label="كلمة المرور" required error={errors.password?.message}>
          {(control) => (
            <PasswordInput autoComplete="current-password" {...control} {...register('password')} />
          )}
        </Field>
        <Link
          to={paths.forgotPassword}
          className="justify-self-start text-sm text-primary underline-offset-4 hover:underline"
        >
          نسيت كلمة المرور؟
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <span
            className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
            aria-hidden="true"
          />
        ) : (
          <SignInIcon aria-hidden="true" />
        )}
        {isSubmitting ? 'جاري تسجيل الدخول...' : 'تسجيل الدخول'}
      </Button>
    </form>
  )
}
