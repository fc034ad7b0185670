import { queryOptions } from '@tanstack/react-query'
import { z } from '@/lib/zod-arabic'
import { db } from './client'
import { AdminError, adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'

/** A newsletter issue with its outbox counts (issue 49, `admin_newsletter_issues`). */
export type NewsletterIssue = {
  id: string
  subject: string
  body: string
  audience: NewsletterAudience
  audience_plans: string[]
  audience_company_id: string | null
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled'
  scheduled_at: string | null
  started_at: string | null
  finished_at: string | null
  recipients: number
  pending: number
  sent: number
  failed: number
  suppressed: number
  unsubscribed: number
  created_at: string
  updated_at: string
}

export type NewsletterAudience = 'newsletter' | 'plans' | 'company'

export const audienceLabels: Record<NewsletterAudience, string> = {
  newsletter: 'مشتركو النشرة (المؤكَّدون ومن اختارها من حسابه)',
  plans: 'المشتركون في خطط محددة',
  company: 'أعضاء شركة',
}

export const statusLabels: Record<NewsletterIssue['status'], string> = {
  draft: 'مسودة',
  scheduled: 'مجدولة',
  sending: 'جارٍ الإرسال',
  sent: 'أُرسلت',
  cancelled: 'أُوقف إرسالها',
}

export const newsletterMessages = {
  saved: 'حُفظت المسودة',
  saveFailed: 'تعذّر حفظ النشرة',
  testSent: 'أُضيفت الرسالة التجريبية إلى قائمة الإرسال وستصل إلى بريدك خلال دقيقة',
  testFailed: 'تعذّر إرسال الرسالة التجريبية',
  scheduled: 'جُدولت النشرة',
  sendingNow: 'بدأ إرسال النشرة',
  scheduleFailed: 'تعذّرت جدولة النشرة',
  cancelled: 'أُلغيت الجدولة وعادت النشرة مسودة',
  cancelFailed: 'تعذّر إلغاء الجدولة',
  stopped: 'أُوقف إرسال النشرة؛ ما أُرسل قبل الإيقاف وصل أصحابه',
  stopFailed: 'تعذّر إيقاف إرسال النشرة',
} as const

/** Refusals the database words itself (its hint names them); anything else is the action's. */
const WORDED = new Set([
  'invalid_subject',
  'invalid_body',
  'invalid_audience',
  'invalid_plans',
  'invalid_company',
  'invalid_time',
  'not_draft',
  'not_scheduled',
  'rate_limited',
])

function refusal(
  error: { code?: string; message?: string; hint?: string | null },
  fallback: string,
) {
  if (error.hint && WORDED.has(error.hint) && error.message) return new AdminError(error.message)
  return toAdminError(error, fallback)
}

/** The compose form: the database's own checks, in Arabic, before anything is sent. */
export const newsletterSchema = z
  .object({
    subject: z
      .string()
      .check(
        z.trim(),
        z.minLength(3, { error: 'اكتب عنواناً من 3 أحرف على الأقل' }),
        z.maxLength(150, { error: 'العنوان أطول من 150 حرفاً' }),
      ),
    body: z
      .string()
      .check(
        z.trim(),
        z.minLength(10, { error: 'اكتب نص النشرة (10 أحرف على الأقل)' }),
        z.maxLength(20000, { error: 'النص أطول من 20000 حرف' }),
      ),
    audience: z.enum(['newsletter', 'plans', 'company']),
    plans: z.array(z.string()),
    companyId: z.string(),
  })
  .check(
    z.refine((v) => v.audience !== 'plans' || v.plans.length > 0, {
      error: 'اختر خطة واحدة على الأقل',
      path: ['plans'],
    }),
    z.refine((v) => v.audience !== 'company' || v.companyId !== '', {
      error: 'اختر الشركة',
      path: ['companyId'],
    }),
  )
export type NewsletterFormValues = z.infer<typeof newsletterSchema>

export const newsletterIssuesQuery = () =>
  queryOptions({
    queryKey: adminKeys.newsletter(),
    queryFn: async (): Promise<NewsletterIssue[]> => {
      const { data, error } = await (await db()).rpc('admin_newsletter_issues')
      if (error) throw toAdminError(error, adminMessages.loadFailed)
      return (data ?? []) as NewsletterIssue[]
    },
  })

export type AudienceOptions = {
  plans: { slug: string; name: string }[]
  companies: { id: string; name: string }[]
}

export const audienceOptionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.newsletterAudiences(),
    queryFn: async (): Promise<AudienceOptions> => {
      const client = await db()
      const [plans, companies] = await Promise.all([
        client.from('plans').select('slug, name').order('rank'),
        client
          .from('companies')
          .select('id, legal_name, trade_name')
          .order('legal_name')
          .limit(500),
      ])
      if (plans.error || companies.error) {
        throw toAdminError(plans.error ?? companies.error, adminMessages.loadFailed)
      }
      return {
        plans: plans.data ?? [],
        companies: (companies.data ?? []).map((c) => ({
          id: c.id,
          name: c.trade_name || c.legal_name,
        })),
      }
    },
  })

export async function saveNewsletterIssue(input: {
  id: string | null
  values: NewsletterFormValues
}): Promise<NewsletterIssue> {
  const { values } = input
  const { data, error } = await (
    await db()
  ).rpc('admin_save_newsletter_issue', {
    p_id: input.id as string,
    p_subject: values.subject,
    p_body: values.body,
    p_audience: values.audience,
    p_plans: values.audience === 'plans' ? values.plans : [],
    p_company_id: (values.audience === 'company' ? values.companyId : null) as string,
  })
  if (error) throw refusal(error, newsletterMessages.saveFailed)
  return data as unknown as NewsletterIssue
}

export async function testNewsletterIssue(id: string): Promise<void> {
  const { error } = await (await db()).rpc('admin_test_newsletter_issue', { p_id: id })
  if (error) throw refusal(error, newsletterMessages.testFailed)
}

/** Sends now (`at` null) or at a time. */
export async function scheduleNewsletterIssue(input: { id: string; at: string | null }) {
  const { error } = await (
    await db()
  ).rpc('admin_schedule_newsletter_issue', {
    p_id: input.id,
    p_at: input.at as string,
  })
  if (error) throw refusal(error, newsletterMessages.scheduleFailed)
}

/** One call for both: the server makes a scheduled issue a draft and stops one being sent. */
function cancelling(fallback: string) {
  return async (id: string) => {
    const { error } = await (await db()).rpc('admin_cancel_newsletter_issue', { p_id: id })
    if (error) throw refusal(error, fallback)
  }
}

export const cancelNewsletterIssue = cancelling(newsletterMessages.cancelFailed)
/** Stops an issue being sent: its queued mails are not sent, and it is not resumed. */
export const stopNewsletterIssue = cancelling(newsletterMessages.stopFailed)
