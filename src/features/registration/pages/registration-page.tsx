import { useState } from 'react'
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { Card, CardContent } from '@/components/ui/card'
import { LogoMark } from '@/components/layout/logo'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'
import { returnPath } from '@/lib/return-path'
import { toast } from '@/lib/toast'
import type { RegistrationOutcome } from '../api/register'
import { RegistrationWizard } from '../components/registration-wizard'

/** /registration and /register: the nine-step wizard (spec doc 1 section 2.11). */
export default function RegistrationPage() {
  usePageMeta('إنشاء حساب', 'أنشئ حسابك في سند في تسع خطوات واختر الخطة المناسبة لعملك.')
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  // The page the visitor came from (a shared prompt's «أنشئ حساباً»): offered again after sign-up.
  const from = (location.state as { from?: unknown } | null)?.from
  const { status } = useSession()
  // Sign-up signs the user in before the profile and the e-mail are done; stay until then.
  const [registering, setRegistering] = useState(false)

  if (status === 'signed-in' && !registering) return <Navigate to={paths.home} replace />

  function onRegistered(outcome: RegistrationOutcome) {
    toast.success('تم إنشاء الحساب بنجاح', {
      description: 'أرسلنا رابط تأكيد إلى بريدك الإلكتروني.',
    })
    navigate(paths.verifyEmail, {
      state: { email: outcome.email, mailSent: outcome.mailSent, from },
    })
  }

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-16">
      <header className="grid justify-items-center gap-3 text-center">
        <LogoMark className="size-12" />
        <h1 className="text-2xl font-bold sm:text-3xl">إنشاء حساب جديد</h1>
        <p className="text-muted-foreground">
          لديك حساب بالفعل؟{' '}
          <Link
            to={paths.login}
            state={from ? { from } : undefined}
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            تسجيل الدخول
          </Link>
        </p>
      </header>
      <Card>
        <CardContent className="pt-6">
          <RegistrationWizard
            initialPlan={searchParams.get('plan')}
            onSubmitting={setRegistering}
            onRegistered={onRegistered}
            returnTo={returnPath(location.state)}
          />
        </CardContent>
      </Card>
    </section>
  )
}
