import { useEffect } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Building2, LogIn, UserPlus } from 'lucide-react'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { acceptInvitation, invitationPreviewQuery } from '../api/companies'
import { companyKeys } from '../api/keys'
import { roleLabel } from '../lib/roles'
import { forgetInvite, rememberInvite, writeWorkspace } from '../lib/workspace'

/** The one answer for a token that is unknown, expired, revoked or already used. */
export const INVALID_INVITATION = 'رابط الدعوة غير صالح أو انتهت صلاحيته أو استُخدم من قبل.'

/**
 * /invite/:token. A signed-out visitor is asked to sign in or register, and the link is kept on
 * this device so they come back to it (the wizard's «متابعة» and the verification page offer it);
 * a signed-in user sees the company and the role, and accepts.
 */
export default function InvitationPage() {
  usePageMeta('دعوة للانضمام إلى شركة', 'اقبل دعوة زميلك للانضمام إلى شركته في سند.')
  const { token = '' } = useParams()
  const { status } = useSession()
  const location = useLocation()

  useEffect(() => {
    if (token) rememberInvite(token)
  }, [token])

  return (
    <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10 sm:py-16">
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-6 text-center">
          <Building2 aria-hidden="true" className="size-12 text-primary" />
          {status === 'signed-in' ? (
            <SignedIn token={token} />
          ) : status === 'signed-out' ? (
            <>
              <h1 className="text-2xl font-bold">دعوة للانضمام إلى شركة في سند</h1>
              <p className="text-muted-foreground">
                سجّل الدخول لقبول الدعوة، أو أنشئ حساباً جديداً؛ نعيدك إلى هذه الدعوة بعد ذلك.
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to={paths.login} state={{ from: location }}>
                    <LogIn aria-hidden="true" />
                    تسجيل الدخول
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.register} state={{ from: location }}>
                    <UserPlus aria-hidden="true" />
                    إنشاء حساب جديد
                  </Link>
                </Button>
              </div>
            </>
          ) : (
            <Skeleton className="h-24 w-full" />
          )}
        </CardContent>
      </Card>
    </section>
  )
}

function SignedIn({ token }: { token: string }) {
  const preview = useQuery(invitationPreviewQuery(token))
  const { session } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (companyId) => {
      forgetInvite()
      if (session) writeWorkspace(session.user.id, companyId)
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
      toast.success('انضممت إلى الشركة')
      void navigate(paths.dashboard.company.library.to(companyId), { replace: true })
    },
    onError: (error: Error) => toast.error(error.message),
  })

  if (preview.isPending) return <Skeleton className="h-24 w-full" />
  if (preview.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3">
        <p>{preview.error.message}</p>
        <Button size="sm" onClick={() => void preview.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  if (!preview.data) {
    return (
      <>
        <h1 className="text-2xl font-bold">تعذّر قبول الدعوة</h1>
        <p role="alert" className="text-destructive">
          {INVALID_INVITATION}
        </p>
        <p className="text-sm text-muted-foreground">اطلب من زميلك دعوة جديدة.</p>
        <Button asChild variant="outline">
          <Link to={paths.dashboard.root} onClick={forgetInvite}>
            الذهاب إلى لوحة التحكم
          </Link>
        </Button>
      </>
    )
  }
  const invitation = preview.data
  return (
    <>
      <h1 className="text-2xl font-bold">الانضمام إلى {invitation.company_name}</h1>
      <p className="text-muted-foreground">
        {invitation.inviter_name ? `دعاك ${invitation.inviter_name} ` : 'دُعيت '}
        للانضمام بدور «{roleLabel(invitation.role)}».
      </p>
      {accept.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {accept.error.message}
        </p>
      ) : null}
      <Button disabled={accept.isPending} onClick={() => accept.mutate()}>
        {accept.isPending ? 'جارٍ الانضمام...' : 'قبول الدعوة'}
      </Button>
    </>
  )
}
