import { useEffect, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, Home, MailCheck, MailPlus, XCircle } from 'lucide-react'
import { ArrowForward } from '@/components/icons/directional'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { usePageMeta } from '@/hooks/use-page-meta'
import { useStaticRender } from '@/hooks/use-static-render'
import { paths } from '@/lib/paths'
import { cameFrom } from '@/lib/return-path'
import { verificationKeys } from '../api/verification'
import { ResendButton } from '../components/resend-button'
import { checkInboxText, SUCCESS_REDIRECT_SECONDS, verificationErrorText } from '../messages'

function HomeButton() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.home}>
        <Home aria-hidden="true" />
        العودة إلى الصفحة الرئيسية
      </Link>
    </Button>
  )
}

/**
 * What the success screen may show under the confirmation (the plan chosen in the wizard waiting
 * for its payment). It reports whether it shows something: while it does, the countdown waits,
 * so the page does not move away from an offer the user is reading.
 */
export type SuccessExtra = (props: { onResolved: (shown: boolean) => void }) => ReactNode

function Success({ message, extra }: { message: string | null; extra?: SuccessExtra }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [seconds, setSeconds] = useState(SUCCESS_REDIRECT_SECONDS)
  // Without an extra the countdown runs at once; with one, once it said it shows nothing.
  const [extraShown, setExtraShown] = useState<boolean | null>(extra ? null : false)

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: verificationKeys.all })
  }, [queryClient])

  useEffect(() => {
    if (extraShown !== false) return
    if (seconds <= 0) {
      navigate(paths.home, { replace: true })
      return
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [seconds, navigate, extraShown])

  return (
    <>
      <CheckCircle2 aria-hidden="true" className="size-12 text-green-400" />
      <h1 className="text-2xl font-bold">تم تأكيد بريدك الإلكتروني</h1>
      {message ? <p>{message}</p> : null}
      {extra ? extra({ onResolved: setExtraShown }) : null}
      {extraShown === true ? null : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {`سيتم تحويلك إلى الصفحة الرئيسية خلال ${seconds} ثوانٍ`}
          </p>
          <Button asChild>
            <Link to={paths.home} replace>
              الانتقال الآن
            </Link>
          </Button>
        </>
      )}
    </>
  )
}

/**
 * On the static page (issue 51) the resend button is plain markup, disabled until
 * src/islands/verify-email.ts runs it; in the app, ResendButton.
 */
function Resend() {
  const isStatic = useStaticRender() !== null
  if (!isStatic) return <ResendButton />
  return (
    <Button disabled data-island="resend-verification">
      <MailPlus aria-hidden="true" />
      إعادة إرسال رابط التحقق
    </Button>
  )
}

function Failure({ code }: { code: string }) {
  return (
    <>
      <XCircle aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">تعذّر تأكيد البريد الإلكتروني</h1>
      <p role="alert" className="text-destructive" data-slot="error">
        {verificationErrorText(code)}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Resend />
        <HomeButton />
      </div>
    </>
  )
}

function CheckInbox({
  email,
  mailSent,
  returnTo,
}: {
  email: string | null
  mailSent: boolean
  /** Where the visitor was before signing up (a shared prompt), when not the home page. */
  returnTo: string | null
}) {
  return (
    <>
      <MailCheck aria-hidden="true" className="size-12 text-primary" />
      <h1 className="text-2xl font-bold">تحقق من بريدك الإلكتروني</h1>
      <p data-slot="sent">{checkInboxText(email, mailSent)}</p>
      <p className="text-sm text-muted-foreground">
        لم تصلك الرسالة؟ تحقق من مجلد الرسائل غير المرغوب فيها أو اطلب رابطاً جديداً.
      </p>
      <p className="text-sm text-muted-foreground">
        بعد التأكيد فقط نربط بحسابك ما سجّلته سابقاً بهذا البريد دون حساب (قائمة الانتظار والنشرة
        البريدية)، فيظهر في نسخة بياناتك ويُحذف مع حسابك.
      </p>
      {returnTo ? (
        <Button asChild>
          <Link to={returnTo} data-slot="return">
            متابعة إلى الصفحة التي كنت فيها
            <ArrowForward aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Resend />
        <HomeButton />
      </div>
    </>
  )
}

/**
 * The static page (issue 51): one HTML for every address, so its screens are templates that
 * src/islands/verify-email.ts picks from (the check-inbox screen with its way back, the failure
 * with its code's text) after the page's heading and a spinner (the first paint names the page:
 * issue 51); the success screen, with the plan or invitation waiting for the user, hands over to
 * the app.
 */
function StaticScreens() {
  return (
    <>
      <div data-slot="verify-loading" className="grid justify-items-center gap-4">
        <h1 className="text-2xl font-bold">تأكيد البريد الإلكتروني</h1>
        <Spinner className="min-h-48" />
      </div>
      <template data-island="verify-inbox">
        <CheckInbox email={null} mailSent returnTo={paths.home} />
      </template>
      <template data-island="verify-failure">
        <Failure code="" />
      </template>
    </>
  )
}

/** /verify-email: ?success=true, ?error=<code>, or the "check your inbox" screen after sign-up. */
export default function VerifyEmailPage({ successExtra }: { successExtra?: SuccessExtra } = {}) {
  usePageMeta('تأكيد البريد الإلكتروني', 'تأكيد البريد الإلكتروني لحسابك في سند.')
  const [params] = useSearchParams()
  const location = useLocation()
  const state = (location.state ?? {}) as { email?: string; mailSent?: boolean }
  const error = params.get('error')
  const isStatic = useStaticRender() !== null

  let content
  if (isStatic) content = <StaticScreens />
  else if (params.get('success') === 'true')
    content = <Success message={params.get('message')} extra={successExtra} />
  else if (error !== null) content = <Failure code={error} />
  else {
    const back = cameFrom(location.state)
    content = (
      <CheckInbox email={state.email ?? null} mailSent={state.mailSent !== false} returnTo={back} />
    )
  }

  return (
    <section
      className="mx-auto grid w-full max-w-lg px-4 py-16"
      data-island={isStatic ? 'verify-email' : undefined}
    >
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-8 text-center">
          {content}
        </CardContent>
      </Card>
    </section>
  )
}
