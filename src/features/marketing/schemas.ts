import { SERVER_EMAIL_PATTERN, z } from '@/lib/zod-arabic'

/*
 * One schema per form; the backend that later receives the same payload validates it again.
 * zod/mini keeps these public pages light: only the checks used here end up in the bundle.
 */
function requiredText(
  requiredMessage: string,
  [min, tooShortMessage]: [number, string],
  [max, tooLongMessage]: [number, string],
) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage }),
      z.minLength(min, { error: tooShortMessage }),
      z.maxLength(max, { error: tooLongMessage }),
    )
}

const requiredEmail = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'يرجى إدخال البريد الإلكتروني' }),
    z.maxLength(254, { error: 'البريد الإلكتروني طويل جداً' }),
    z.email({ error: 'يرجى إدخال بريد إلكتروني صحيح' }),
    z.regex(SERVER_EMAIL_PATTERN, { error: 'يرجى إدخال بريد إلكتروني صحيح' }),
  )

export const newsletterSchema = z.object({ email: requiredEmail })
export type NewsletterValues = z.infer<typeof newsletterSchema>

// Bounds equal to submit_contact_message's, so the server rarely has to refuse.
export const contactSchema = z.object({
  name: requiredText(
    'يرجى إدخال الاسم',
    [2, 'الاسم قصير جداً (حرفان على الأقل)'],
    [100, 'الاسم طويل جداً (100 حرف كحد أقصى)'],
  ),
  email: requiredEmail,
  subject: requiredText(
    'يرجى إدخال موضوع الرسالة',
    [2, 'الموضوع قصير جداً (حرفان على الأقل)'],
    [200, 'الموضوع طويل جداً (200 حرف كحد أقصى)'],
  ),
  message: requiredText(
    'يرجى كتابة رسالتك',
    [10, 'الرسالة قصيرة جداً (10 أحرف على الأقل)'],
    [5000, 'الرسالة طويلة جداً (5000 حرف كحد أقصى)'],
  ),
})
export type ContactValues = z.infer<typeof contactSchema>
