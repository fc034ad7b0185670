import { z } from '@/lib/zod-arabic'

const optionalText = (max: number, message: string) =>
  z.string().check(z.trim(), z.maxLength(max, { error: message }))

/** The registration fields a user may edit later (spec document 1, section 3). */
export const profileSchema = z.object({
  full_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, { error: 'يرجى إدخال الاسم الكامل (حرفان على الأقل)' }),
      z.maxLength(100, { error: 'الاسم طويل جداً (100 حرف كحد أقصى)' }),
    ),
  username: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'يرجى إدخال اسم المستخدم' }),
    z.regex(/^[A-Za-z0-9_.]{3,30}$/, {
      error: 'اسم المستخدم من 3 إلى 30 حرفاً لاتينياً أو رقماً أو _ أو .',
    }),
  ),
  company_name: optionalText(120, 'اسم الشركة طويل جداً'),
  job_title: optionalText(100, 'المسمى الوظيفي طويل جداً (100 حرف كحد أقصى)'),
  city: optionalText(100, 'اسم المدينة طويل جداً (100 حرف كحد أقصى)'),
  company_type: z.string(),
  custom_company_type: optionalText(80, 'النوع طويل جداً'),
  country: z.string(),
  phone_number: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\+?[\d\s()-]{7,20}$/.test(v), {
      error: 'يرجى إدخال رقم هاتف صحيح',
    }),
  ),
  company_size: z.string(),
  avatar_url: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^https:\/\/\S+$/.test(v), {
      error: 'يرجى إدخال رابط صورة يبدأ بـ https://',
    }),
  ),
})
export type ProfileValues = z.infer<typeof profileSchema>

export const emailChangeSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'البريد الإلكتروني مطلوب' }),
      z.email({ error: 'البريد الإلكتروني غير صحيح' }),
    ),
})

const newPasswordFields = {
  password: z
    .string()
    .check(
      z.minLength(8, { error: 'يجب أن تكون كلمة المرور 8 أحرف على الأقل' }),
      z.maxLength(128, { error: 'كلمة المرور طويلة جداً' }),
    ),
  confirmPassword: z.string(),
}

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  { error: 'كلمات المرور غير متطابقة', path: ['confirmPassword'] },
)

/**
 * A password change from the settings: the current password too (the auth server refuses a new
 * one without it, issue 49).
 */
export const passwordSchema = z
  .object({
    currentPassword: z
      .string()
      .check(
        z.minLength(1, { error: 'أدخل كلمة المرور الحالية' }),
        z.maxLength(1024, { error: 'كلمة المرور طويلة جداً' }),
      ),
    ...newPasswordFields,
  })
  .check(passwordsMatch)

/** A Google-only account's first password: it has no current one to give. */
export const firstPasswordSchema = z
  .object({ currentPassword: z.string(), ...newPasswordFields })
  .check(passwordsMatch)

export const feedbackSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, { error: 'العنوان قصير جداً (3 أحرف على الأقل)' }),
      z.maxLength(200, { error: 'العنوان طويل جداً' }),
    ),
  body: optionalText(5000, 'النص طويل جداً'),
  category: z.enum(['feature', 'bug', 'content', 'other']),
})
export type FeedbackValues = z.infer<typeof feedbackSchema>
