import { Link } from 'react-router-dom'
import { LogoMark } from '@/components/layout/logo'
import { Card, CardContent } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { paths } from '@/lib/paths'
import { ResetRequestForm } from '../components/reset-request-form'

export default function ForgotPasswordPage() {
  usePageMeta('نسيت كلمة المرور', 'اطلب رابطاً لتعيين كلمة مرور جديدة لحسابك.')
  return (
    <section className="mx-auto grid w-full max-w-md gap-6 px-4 py-10 sm:py-16">
      <header className="grid justify-items-center gap-3 text-center">
        <LogoMark className="size-12" />
        <h1 className="text-2xl font-bold sm:text-3xl">نسيت كلمة المرور؟</h1>
        <p className="text-muted-foreground">
          أدخل بريدك الإلكتروني أو اسم المستخدم وسنرسل لك رابطاً لتعيين كلمة مرور جديدة.
        </p>
      </header>
      <Card>
        <CardContent className="grid gap-6 pt-6">
          <ResetRequestForm submitLabel="إرسال رابط الاستعادة" />
        </CardContent>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        تذكرت كلمة المرور؟{' '}
        <Link
          to={paths.login}
          className="text-primary underline underline-offset-4 hover:decoration-2"
        >
          تسجيل الدخول
        </Link>
      </p>
    </section>
  )
}
