import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { SignInIcon } from '@/components/icons/directional'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { useHydrated } from '@/hooks/use-hydrated'
import { useStaticRender } from '@/hooks/use-static-render'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/site'
import { toast } from '@/lib/toast'
import { fetchLoginSecurityStatus, LoginError, signInWithIdentifier } from '../api/login'
import { LOCK_THRESHOLD, type LoginSecurityStatus } from '../lock'
import { loginSchema, type LoginValues } from '../schemas'
import { LockWarningPanel } from './lock-warning-panel'

type LoginFormProps = {
  onSignedIn: () => void
}

/** Any time after the build: the island writes the real remaining time into the clone. */
const LOCKED_UNTIL_SAMPLE = '9999-12-31T00:00:00.000Z'

/**
 * The warnings the static /login page (src/islands/login.ts) shows, prerendered in templates it
 * clones and fills: the lock itself, the warning before it, and the urgent warning.
 */
function StaticLockTemplates() {
  const warning = (failedAttempts: number): LoginSecurityStatus => ({
    failedAttempts,
    isLocked: false,
    lockedUntil: null,
    recentAttempts: failedAttempts,
    isAdmin: false,
  })
  return (
    <>
      <template data-island="lock-panel">
        <LockWarningPanel
          status={{
            ...warning(LOCK_THRESHOLD),
            isLocked: true,
            lockedUntil: LOCKED_UNTIL_SAMPLE,
          }}
        />
      </template>
      <template data-island="attempts-warning">
        <LockWarningPanel status={warning(1)} />
      </template>
      <template data-island="attempts-warning-urgent">
        <LockWarningPanel status={warning(LOCK_THRESHOLD - 1)} />
      </template>
    </>
  )
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [security, setSecurity] = useState<LoginSecurityStatus | null>(null)
  const hydrated = useHydrated()
  // On the static /login page src/islands/login.ts runs this form (same schema, calls, messages).
  const isStatic = useStaticRender() !== null
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
      data-island={isStatic ? 'login' : undefined}
      className="grid gap-5"
    >
      {security ? <LockWarningPanel status={security} /> : null}
      {isStatic ? <StaticLockTemplates /> : null}
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
          className="justify-self-start text-sm text-primary underline underline-offset-4 hover:decoration-2"
        >
          نسيت كلمة المرور؟
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || !hydrated}>
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
