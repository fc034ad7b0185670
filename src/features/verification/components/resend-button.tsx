import { MailPlus } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Button, type ButtonProps } from '@/components/ui/button'
import { paths } from '@/lib/paths'
import { toast } from '@/lib/toast'
import { useResendVerification } from '../api/verification'
import { RESEND_FAILED, RESEND_TOASTS } from '../messages'

/** Sends a fresh verification link; says what happened in a toast. */
export function ResendButton({
  variant = 'primary',
  className,
}: Pick<ButtonProps, 'variant' | 'className'>) {
  const resend = useResendVerification()
  const navigate = useNavigate()
  const location = useLocation()

  function onClick() {
    resend.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome === 'sent') {
          toast.success(RESEND_TOASTS.sent.title, {
            description: RESEND_TOASTS.sent.description,
          })
        } else if (outcome === 'already-verified') {
          toast.success(RESEND_TOASTS.alreadyVerified)
        } else {
          toast.info(RESEND_TOASTS.signedOut)
          navigate(paths.login, { state: { from: location } })
        }
      },
      onError: () => toast.error(RESEND_FAILED),
    })
  }

  return (
    <Button variant={variant} className={className} disabled={resend.isPending} onClick={onClick}>
      <MailPlus aria-hidden="true" />
      {resend.isPending ? 'جاري الإرسال...' : 'إعادة إرسال رابط التحقق'}
    </Button>
  )
}
