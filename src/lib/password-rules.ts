import { z } from '@/lib/zod-arabic'

/*
 * The password rules of spec doc 1 section 5.2, shared by the registration wizard's server-side
 * schema and the reset-password page (issue 30). The auth server enforces the character classes
 * itself (config.toml password_requirements); these give the Arabic message first.
 */
const COMMON_PASSWORD_PARTS = ['123456', 'password', 'qwerty', '111111', 'abc123']

export const strictPasswordSchema = z.string().check(
  z.minLength(8, { error: 'يجب أن تكون كلمة المرور 8 أحرف على الأقل' }),
  z.maxLength(128, { error: 'يجب ألا تزيد كلمة المرور على 128 حرفاً' }),
  z.regex(/[A-Z]/, { error: 'يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل' }),
  z.regex(/[a-z]/, { error: 'يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل' }),
  z.regex(/[0-9]/, { error: 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل' }),
  z.regex(/[^A-Za-z0-9\s]/, { error: 'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل' }),
  z.refine((value) => !COMMON_PASSWORD_PARTS.some((part) => value.toLowerCase().includes(part)), {
    error: 'كلمة المرور ضعيفة جداً',
  }),
)
