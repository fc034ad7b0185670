import { z } from '@/lib/zod-arabic'
import { strictPasswordSchema } from '@/lib/password-rules'

/*
 * Login (spec doc 1 section 5.3): the password is only required; the identifier is an e-mail or
 * a username, and the e-mail rules of the stricter schema apply when it is an e-mail.
 */
const identifier = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'البريد الإلكتروني مطلوب' }),
  z.refine((value) => !value.includes('@') || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
    error: 'البريد الإلكتروني غير صحيح',
  }),
  z.refine((value) => !/[<>"]/.test(value), {
    error: 'البريد الإلكتروني يحتوي على أحرف غير مسموحة',
  }),
)

export const loginSchema = z.object({
  email: identifier,
  password: z.string().check(z.minLength(1, { error: 'كلمة المرور مطلوبة' })),
})

export type LoginValues = z.infer<typeof loginSchema>

/** «نسيت كلمة المرور؟»: the e-mail or username of the account (issue 30). */
export const forgotPasswordSchema = z.object({ identifier })

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>

/** The new password of the reset page: the registration's rules, typed twice. */
export const resetPasswordSchema = z
  .object({
    password: strictPasswordSchema,
    confirmPassword: z.string().check(z.minLength(1, { error: 'تأكيد كلمة المرور مطلوب' })),
  })
  .check(
    z.refine((data) => data.password === data.confirmPassword, {
      error: 'كلمات المرور غير متطابقة',
      path: ['confirmPassword'],
    }),
  )

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>
