import { useMutation } from '@tanstack/react-query'
import { CheckCircle2, MailCheck } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { usePageMeta } from '@/hooks/use-page-meta'
import { confirmNewsletter } from '../api/newsletter-confirm'
import { MailLinkCard } from '../components/mail-link-card'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * /newsletter/confirm?token=…: the link of the newsletter's confirmation mail (issue 49, double
 * opt-in). Opening it changes nothing (mail scanners open links); the button confirms.
 */
export default function NewsletterConfirmPage() {
  usePageMeta('تأكيد الاشتراك في النشرة البريدية', 'أكّد اشتراكك في نشرة سند البريدية.')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const valid = TOKEN.test(token)
  const confirm = useMutation({ mutationFn: () => confirmNewsletter(token) })

  let content
  if (confirm.isSuccess) {
    content = (
      <>
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-400" />
        <h1 className="text-2xl font-bold">تم تأكيد اشتراكك</h1>
        <p role="status">
          {`${confirm.data} ستصلك نشرة سند، وفي آخر كل رسالة رابط لإلغاء الاشتراك متى شئت.`}
        </p>
      </>
    )
  } else {
    content = (
      <>
        <MailCheck aria-hidden="true" className="size-12 text-primary" />
        <h1 className="text-2xl font-bold">تأكيد الاشتراك في النشرة البريدية</h1>
        {valid ? (
          <>
            <p>اضغط الزر لتأكيد اشتراك بريدك في نشرة سند.</p>
            <Button disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {confirm.isPending ? 'جارٍ التأكيد...' : 'تأكيد الاشتراك'}
            </Button>
            {confirm.isError ? (
              <p role="alert" className="text-destructive">
                {confirm.error.message}
              </p>
            ) : null}
          </>
        ) : (
          <p role="alert" className="text-destructive">
            رابط التأكيد غير صالح. استخدم الرابط الموجود في رسالة التأكيد، أو اشترك من جديد لتصلك
            رسالة أخرى.
          </p>
        )}
      </>
    )
  }

  return <MailLinkCard>{content}</MailLinkCard>
}
