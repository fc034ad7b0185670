import { useEffect } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { SignInIcon } from '@/components/icons/directional'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useSession } from '@/hooks/use-session'
import { companyPaths } from '@/lib/company-paths'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { acceptInvitation, invitationPreviewQuery, type InvitationPreview } from '../api/companies'
import { companyKeys } from '../api/keys'
import { roleLabel } from '../lib/roles'
import { forgetInvite, rememberInvite } from '../lib/workspace'
import { writeWorkspace } from '../lib/workspace'

/**
 * /invite/:token: the company and the role the link offers (the database answers the same for
 * any token that cannot be accepted). A signed-out visitor signs in or registers and comes back
 * here (the link is also kept on this device, offered again after the e-mail is verified); a
 * signed-in user accepts.
 */
export default function InvitationPage() {
  usePageMeta('دعوة للانضمام إلى شركة', 'اقبل دعوة زميلك للانضمام إلى شركته في سند.')
  const { token = '' } = useParams()
  const { status, pending } = useSession()
  const preview = useQuery({ ...invitationPreviewQuery(token), enabled: !pending })

  return (
    <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10 sm:py-16">
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-6 text-center">
          {preview.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : preview.isError ? (
            <div role="alert" className="grid justify-items-center gap-3">
              <p>{preview.error.message}</p>
              <Button size="sm" onClick={() => void preview.refetch()}>
                إعادة المحاولة
              </Button>
            </div>
          ) : !preview.data.valid ? (
            <Invalid message={preview.data.message} />
          ) : status === 'signed-in' ? (
            <Accept token={token} invitation={preview.data} />
          ) : (
            <SignInFirst token={token} invitation={preview.data} />
          )}
        </CardContent>
      </Card>
    </section>
  )
}

type Valid = Extract<InvitationPreview, { valid: true }>

function Offer({ invitation }: { invitation: Valid }) {
  return (
    <>
      <h1 className="text-2xl font-bold">الانضمام إلى {invitation.company_name}</h1>
      <p className="text-muted-foreground">
        {invitation.inviter_name ? `دعاك ${invitation.inviter_name} ` : 'دُعيت '}
        للانضمام إلى الشركة في سند بدور «{roleLabel(invitation.role)}».
      </p>
      {invitation.email_locked ? (
        <p className="text-sm text-muted-foreground">
          الدعوة لبريد إلكتروني محدد: اقبلها بالحساب الذي يحمل هذا البريد بعد تأكيده.
        </p>
      ) : null}
    </>
  )
}

function Invalid({ message }: { message: string }) {
  useEffect(forgetInvite, [])
  return (
    <>
      <h1 className="text-2xl font-bold">تعذّر فتح الدعوة</h1>
      <p role="alert" className="text-destructive">
        {message}
      </p>
      <Button asChild variant="outline">
        <Link to={paths.home}>العودة إلى الصفحة الرئيسية</Link>
      </Button>
    </>
  )
}

function SignInFirst({ token, invitation }: { token: string; invitation: Valid }) {
  const location = useLocation()
  useEffect(() => rememberInvite(token), [token])
  return (
    <>
      <Offer invitation={invitation} />
      <p>سجّل الدخول لقبول الدعوة، أو أنشئ حساباً جديداً؛ نعيدك إلى هذه الدعوة بعد ذلك.</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.login} state={{ from: location }}>
            <SignInIcon aria-hidden="true" />
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
  )
}

function Accept({ token, invitation }: { token: string; invitation: Valid }) {
  const { session } = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (companyId) => {
      forgetInvite()
      if (session) writeWorkspace(session.user.id, companyId)
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
      toast.success(`انضممت إلى ${invitation.company_name}`)
      void navigate(companyPaths.library.to(companyId), { replace: true })
    },
    onError: (error: Error) => toast.error(error.message),
  })
  return (
    <>
      <Offer invitation={invitation} />
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
