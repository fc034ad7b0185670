import { z } from '@/lib/zod-arabic'

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
