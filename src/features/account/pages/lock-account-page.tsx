import { useMutation } from '@tanstack/react-query'
import { ShieldAlert } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { usePageMeta } from '@/hooks/use-page-meta'
import { paths } from '@/lib/paths'
import { lockAccount } from '../api/account-lock'

/**
 * /account/lock?token=…: the link of the «تم تغيير كلمة المرور» mail. Nothing happens on opening
 * (a mail scanner that follows links locks nothing); the owner confirms with the button.
 */
export default function LockAccountPage() {
  usePageMeta('قفل الحساب', 'اقفل حسابك في سند إن تغيّرت كلمة المرور دون علمك.')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const lock = useMutation({ mutationFn: () => lockAccount(token) })

  return (
    <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10 sm:py-16">
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-6 text-center">
          <ShieldAlert aria-hidden="true" className="size-10 text-destructive" />
          <h1 className="text-2xl font-bold">قفل الحساب</h1>
          {lock.isSuccess ? (
            <div role="status" className="grid justify-items-center gap-3">
              <p className="font-medium">تم قفل حسابك.</p>
              <p className="text-muted-foreground">
                سُجّل الخروج من كل الأجهزة، ولن تعمل كلمة المرور الحالية. لتعود إلى حسابك عيّن كلمة
                مرور جديدة من الرابط الذي نرسله إلى بريدك.
              </p>
              <Button asChild>
                <Link to={paths.forgotPassword}>تعيين كلمة مرور جديدة</Link>
              </Button>
            </div>
          ) : (
            <>
              <p className="text-muted-foreground">
                إن غُيّرت كلمة مرور حسابك دون علمك فاقفله الآن: يُسجَّل الخروج من كل الأجهزة، ولا يمكن
                الدخول بعدها إلا بإعادة تعيين كلمة المرور من بريدك، ويُلغى أي طلب معلّق لتغيير البريد
                الإلكتروني.
              </p>
              {lock.isError ? (
                <p role="alert" className="text-destructive">
                  {lock.error.message}
                </p>
              ) : null}
              <Button
                variant="destructive"
                disabled={!token || lock.isPending}
                onClick={() => lock.mutate()}
              >
                {lock.isPending ? 'جارٍ القفل...' : 'اقفل حسابي'}
              </Button>
              {!token ? (
                <p role="alert" className="text-destructive">
                  الرابط ناقص. افتح الرابط كما وصلك في رسالة «تم تغيير كلمة المرور».
                </p>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  )
}
