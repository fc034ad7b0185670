import { Link, useLocation, useNavigate } from 'react-router-dom'
import { LogoMark } from '@/components/layout/logo'
import { Card, CardContent } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/site'
import { GoogleButton } from '../components/google-button'
import { LoginForm } from '../components/login-form'
import { returnPath } from '@/lib/return-path'

export default function LoginPage() {
  usePageMeta('تسجيل الدخول', `سجّل الدخول إلى حسابك في ${siteConfig.name}.`)
  const location = useLocation()
  const navigate = useNavigate()

  return (
    <section className="mx-auto grid w-full max-w-md gap-6 px-4 py-10 sm:py-16">
      <header className="grid justify-items-center gap-3 text-center">
        <LogoMark className="size-12" />
        <h1 className="text-2xl font-bold sm:text-3xl">تسجيل الدخول</h1>
        <p className="text-muted-foreground">{`مرحباً بعودتك إلى ${siteConfig.name}`}</p>
      </header>
      <Card>
        <CardContent className="grid gap-6 pt-6">
          <GoogleButton />
          <div className="flex items-center gap-3 text-sm text-muted-foreground" role="separator">
            <span className="h-px flex-1 bg-border" />
            <span>أو</span>
            <span className="h-px flex-1 bg-border" />
          </div>
          <LoginForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        ليس لديك حساب؟{' '}
        <Link
          to={paths.registration}
          className="text-primary underline underline-offset-4 hover:decoration-2"
        >
          إنشاء حساب جديد
        </Link>
      </p>
    </section>
  )
}
