import { SERVER_EMAIL_PATTERN, z } from '@/lib/zod-arabic'

/*
 * Spec 5.2's invite-request schema (name, email, inviteCode) with its Arabic messages where the
 * spec gives them. join_waitlist validates the same payload again on the server.
 */
const namePattern = /^[\p{Script=Arabic}A-Za-z\s.'-]+$/u
const unsafePattern = /<\s*script|javascript:|on\w+\s*=/i

export const waitlistSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'يرجى إدخال الاسم' }),
    z.minLength(2, { error: 'يجب أن يكون الاسم حرفين على الأقل' }),
    z.maxLength(100, { error: 'الاسم طويل جداً (100 حرف كحد أقصى)' }),
    z.refine((value) => !unsafePattern.test(value) && namePattern.test(value), {
      error: 'الاسم يحتوي على أحرف غير مسموحة',
    }),
  ),
  email: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'البريد الإلكتروني مطلوب' }),
    z.refine((value) => !/[<>"]/.test(value), {
      error: 'البريد الإلكتروني يحتوي على أحرف غير مسموحة',
    }),
    z.maxLength(254, { error: 'البريد الإلكتروني غير صحيح' }),
    z.email({ error: 'البريد الإلكتروني غير صحيح' }),
    z.regex(SERVER_EMAIL_PATTERN, { error: 'البريد الإلكتروني غير صحيح' }),
  ),
  inviteCode: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || /^[A-Z0-9]{4,20}$/.test(value.toUpperCase()), {
      error: 'رمز الدعوة غير صحيح',
    }),
  ),
})

export type WaitlistValues = z.infer<typeof waitlistSchema>
