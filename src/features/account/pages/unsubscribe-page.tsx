import { useMutation } from '@tanstack/react-query'
import { CheckCircle2, MailX } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { usePageMeta } from '@/hooks/use-page-meta'
import { functionErrorBody } from '@/lib/function-error'
import { getSupabase } from '@/lib/supabase'
import { MailLinkCard } from '../components/mail-link-card'

const LISTS: Record<string, string> = {
  newsletter: 'النشرة البريدية',
  digest: 'ملخص «جديد سند هذا الشهر»',
}

const TOKEN = /^[0-9a-f]{48}$/

/** The same one-click POST a mail client sends (RFC 8058); answers the list left. */
async function unsubscribe(token: string): Promise<string> {
  const { data, error } = await (
    await getSupabase()
  ).functions.invoke(`mail-unsubscribe?token=${token}`, { body: 'List-Unsubscribe=One-Click' })
  if (error) {
    const body = await functionErrorBody<{ error?: string }>(error)
    throw new Error(body?.error ?? 'تعذّر إلغاء الاشتراك الآن. يرجى المحاولة بعد قليل')
  }
  return (data as { list?: string } | null)?.list ?? ''
}

/**
 * /unsubscribe?token=…: where the unsubscribe link of a newsletter or digest mail leads (issue
 * 49). Opening it changes nothing (mail scanners open links); the button unsubscribes.
 */
export default function UnsubscribePage() {
  usePageMeta('إلغاء الاشتراك في الرسائل', 'إلغاء الاشتراك في رسائل سند البريدية.')
  const [params] = useSearchParams()
  const token = (params.get('token') ?? '').toLowerCase()
  const valid = TOKEN.test(token)
  const leave = useMutation({ mutationFn: () => unsubscribe(token) })

  let content
  if (leave.isSuccess) {
    content = (
      <>
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-400" />
        <h1 className="text-2xl font-bold">تم إلغاء اشتراكك</h1>
        <p role="status">
          {`لن تصلك رسائل ${LISTS[leave.data] ?? 'هذه القائمة'} بعد الآن. رسائل حسابك الضرورية (الإيصالات والأمان والدعم) تصلك كالمعتاد، ويمكنك تغيير اختيارك من الإعدادات.`}
        </p>
      </>
    )
  } else {
    content = (
      <>
        <MailX aria-hidden="true" className="size-12 text-primary" />
        <h1 className="text-2xl font-bold">إلغاء الاشتراك في الرسائل</h1>
        {valid ? (
          <>
            <p>اضغط الزر لإيقاف هذه الرسائل عن بريدك.</p>
            <Button disabled={leave.isPending} onClick={() => leave.mutate()}>
              {leave.isPending ? 'جارٍ الإلغاء...' : 'إلغاء الاشتراك'}
            </Button>
            {leave.isError ? (
              <p role="alert" className="text-destructive">
                {leave.error.message}
              </p>
            ) : null}
          </>
        ) : (
          <p role="alert" className="text-destructive">
            رابط إلغاء الاشتراك غير صالح. استخدم الرابط الموجود في آخر الرسالة، أو غيّر اختيارك من
            الإعدادات بعد تسجيل الدخول.
          </p>
        )}
      </>
    )
  }

  return <MailLinkCard>{content}</MailLinkCard>
}
