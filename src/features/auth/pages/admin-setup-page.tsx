import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, ShieldAlert } from 'lucide-react'
import { Link, useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'
import { bootstrapOwnerAdmin } from '../api/admin-setup'
import { authKeys } from '../api/login'

/** /admin-setup: runs bootstrap_owner_admin() when the page opens and shows what happened. */
export default function AdminSetupPage() {
  usePageMeta('إعداد المشرف', 'إعداد حساب مشرف المنصة لأول مرة.')
  const { status, pending, session } = useSession()
  const location = useLocation()
  const userId = session?.user.id
  const result = useQuery({
    queryKey: [...authKeys.all, 'bootstrap-owner-admin', userId],
    queryFn: bootstrapOwnerAdmin,
    enabled: status === 'signed-in' && !pending,
    staleTime: Infinity,
    retry: false,
  })

  let body
  if (status === 'signed-out') {
    body = (
      <>
        <p>سجّل الدخول بحساب مالك المنصة لإعداد صلاحيات المشرف.</p>
        <Button asChild>
          <Link to={paths.login} state={{ from: location }}>
            تسجيل الدخول
          </Link>
        </Button>
      </>
    )
  } else if (pending || result.isPending) {
    body = <Spinner label="جارٍ إعداد حساب المشرف..." />
  } else if (result.data?.ok) {
    body = (
      <>
        <p role="status" className="flex items-center gap-2 text-green-400">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {result.data.message}
        </p>
        <Button asChild>
          <Link to={paths.admin.root}>الانتقال إلى لوحة الإدارة</Link>
        </Button>
      </>
    )
  } else {
    body = (
      <>
        <p role="alert" className="flex items-center gap-2 text-destructive">
          <ShieldAlert aria-hidden="true" className="size-5" />
          {result.data?.message ?? 'حدث خطأ غير متوقع'}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.home}>العودة إلى الصفحة الرئيسية</Link>
        </Button>
      </>
    )
  }

  return (
    <section className="mx-auto grid w-full max-w-lg gap-6 px-4 py-16">
      <h1 className="text-center text-2xl font-bold">إعداد المشرف</h1>
      <Card>
        <CardContent className="grid justify-items-start gap-4 pt-6">{body}</CardContent>
      </Card>
    </section>
  )
}
