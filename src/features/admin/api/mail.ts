import { useQuery } from '@tanstack/react-query'
import { db } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'
import { useAdminMutation } from './mutation'

/** A mail the outbox gave up on (issue 49): the provider refused it or it failed 8 times. */
export type FailedMail = {
  id: string
  kind: string
  to_email: string
  user_id: string | null
  attempts: number
  last_error: string | null
  created_at: string
  failed_at: string
}

/** What each kind of mail is, in the admins' words. */
export const MAIL_KINDS: Record<string, string> = {
  support_received: 'استلام طلب دعم',
  support_reply: 'رد فريق الدعم',
  verification: 'تأكيد البريد الإلكتروني',
  rendered: 'رسالة من النظام (إيصال، تذكير، دعوة…)',
}

export async function fetchFailedMails(): Promise<FailedMail[]> {
  const { data, error } = await (await db()).rpc('admin_failed_mails', { p_limit: 200 })
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return (data ?? []) as FailedMail[]
}

export function useFailedMails() {
  return useQuery({ queryKey: adminKeys.failedMails(), queryFn: fetchFailedMails })
}

/** Puts a failed mail back in the queue; the next worker run (within a minute) sends it. */
export function useRetryMail() {
  return useAdminMutation(
    async (id: string) => {
      const { data, error } = await (await db()).rpc('admin_retry_mail', { p_id: id })
      if (error) throw toAdminError(error, adminMessages.saveFailed)
      return data === true
    },
    {
      success: 'أُعيدت الرسالة إلى قائمة الإرسال وستُرسل خلال دقيقة',
      fallback: adminMessages.saveFailed,
      invalidate: [adminKeys.failedMails()],
    },
  )
}
