import { getSupabase } from '@/lib/supabase'

/** A refusal of the confirmation link, already in Arabic. */
export class NewsletterConfirmError extends Error {}

type ConfirmAnswer = { success: boolean; code?: string; message?: string }

/**
 * The link of the newsletter's confirmation mail (issue 49, double opt-in): the database marks
 * the sign-up confirmed once; an unknown, spent or expired token is refused in Arabic.
 */
export async function confirmNewsletter(token: string): Promise<string> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('confirm_newsletter', { p_token: token })
  if (error) {
    throw new NewsletterConfirmError(
      error.code === 'PT429'
        ? 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً'
        : 'تعذّر تأكيد الاشتراك الآن. يرجى المحاولة مرة أخرى',
    )
  }
  const answer = data as ConfirmAnswer | null
  if (!answer?.success) {
    throw new NewsletterConfirmError(
      answer?.message ?? 'رابط التأكيد غير صالح أو انتهت صلاحيته أو سبق استخدامه.',
    )
  }
  return answer.message ?? 'تم تأكيد اشتراكك في النشرة البريدية. شكراً لك!'
}
