import { getSupabase } from './supabase'

/**
 * Opening a support request (issue 31) from anywhere in the app: the help page, the signed-in
 * contact form and the chat widget. The database sets level, priority and due time from the
 * plan and reads plan and payments itself; the browser only adds what it alone knows.
 */
export type SupportCategory = 'billing' | 'account' | 'content' | 'technical' | 'other'
export type SupportSource = 'help' | 'contact' | 'chat'

export const supportCategories: Record<SupportCategory, string> = {
  billing: 'الفوترة والدفع',
  account: 'الحساب',
  content: 'المحتوى',
  technical: 'مشكلة تقنية',
  other: 'أخرى',
}

export type ChatLine = { role: 'user' | 'assistant'; text: string }

/** What the request shows as attached «تفاصيل المتصفح». */
export function browserDetails(): Record<string, string> {
  if (typeof window === 'undefined') return {}
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    page: window.location.pathname,
  }
}

export class SupportRequestError extends Error {}

/** The database's refusals as the messages shown (they are Arabic already; codes cover the rest). */
export function supportErrorMessage(
  error: { code?: string; message?: string },
  fallback: string,
): string {
  if (error.code === 'PT429' || /rate_limited/.test(error.message ?? ''))
    return 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً'
  if (error.code === '42501') return 'يجب تسجيل الدخول لمتابعة طلب الدعم'
  if (error.code === 'P0001' && error.message && /[\u0600-\u06FF]/.test(error.message))
    return error.message
  return fallback
}

export async function openSupportRequest(values: {
  subject: string
  category: SupportCategory
  message: string
  source: SupportSource
  chat?: ChatLine[]
}): Promise<string> {
  const client = await getSupabase()
  const { data, error } = await client.rpc('open_support_request', {
    p_subject: values.subject,
    p_category: values.category,
    p_message: values.message,
    p_context: {
      source: values.source,
      browser: browserDetails(),
      ...(values.chat?.length ? { chat: values.chat.slice(-30) } : {}),
    },
  })
  if (error)
    throw new SupportRequestError(supportErrorMessage(error, 'تعذّر إرسال الطلب، حاول مرة أخرى'))
  // The «received» e-mail (with the target time) is queued by the same transaction on the
  // server (issue 49: the mail outbox); the browser calls nothing else.
  return data
}
