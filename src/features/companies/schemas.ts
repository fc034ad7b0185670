import { z } from '@/lib/zod-arabic'
import { companySizes, countries } from '@/lib/company-options'
import { SECTORS } from './lib/labels'

const text = (max: number, tooLong: string) =>
  z.string().check(z.trim(), z.maxLength(max, { error: tooLong }))

/** The company form; the same limits as the database's (docs/companies.md). */
export const companySchema = z.object({
  legal_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'اكتب الاسم القانوني للشركة' }),
      z.minLength(2, { error: 'الاسم القانوني قصير: حرفان على الأقل' }),
      z.maxLength(150, { error: 'الاسم القانوني طويل: ١٥٠ حرفاً على الأكثر' }),
    ),
  trade_name: text(150, 'الاسم التجاري طويل: ١٥٠ حرفاً على الأكثر'),
  sector: z.enum(SECTORS.map((s) => s.value) as [string, ...string[]], {
    error: 'اختر قطاع الشركة',
  }),
  size: z.enum(companySizes.map((s) => s.value) as [string, ...string[]], {
    error: 'اختر حجم الشركة',
  }),
  city: text(80, 'اسم المدينة طويل: ٨٠ حرفاً على الأكثر'),
  country: z.enum(countries.map((c) => c.value) as [string, ...string[]], {
    error: 'اختر الدولة',
  }),
})
export type CompanyValues = z.infer<typeof companySchema>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailInviteSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'اكتب البريد الإلكتروني للزميل' }),
    z.maxLength(254, { error: 'البريد الإلكتروني طويل' }),
    z.refine((v) => EMAIL.test(v), { error: 'البريد الإلكتروني غير صحيح' }),
  ),
  role: z.enum(['admin', 'editor', 'member'], { error: 'اختر الدور' }),
})
export type EmailInviteValues = z.infer<typeof emailInviteSchema>

/** A company value's name is a variable key: letters, digits and underscores, no spaces. */
export const companyValueSchema = z.object({
  key: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'اكتب اسم القيمة' }),
    z.maxLength(60, { error: 'اسم القيمة طويل: ٦٠ حرفاً على الأكثر' }),
    z.refine((v) => /^[\p{L}\p{N}_]+$/u.test(v.trim().replace(/\s+/g, '_')), {
      error: 'اسم القيمة حروف وأرقام وشرطة سفلية فقط',
    }),
  ),
  value: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'اكتب القيمة' }),
      z.maxLength(2000, { error: 'القيمة طويلة: ٢٠٠٠ حرف على الأكثر' }),
    ),
})
export type CompanyValueInput = z.infer<typeof companyValueSchema>

/** The company prompt editor; the same limits as own prompts (the database checks them again). */
export const companyPromptSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'اكتب عنواناً للأمر' }),
      z.maxLength(200, { error: 'العنوان طويل: ٢٠٠ حرف على الأكثر' }),
    ),
  description: z
    .string()
    .check(z.trim(), z.maxLength(1000, { error: 'الوصف طويل: ١٠٠٠ حرف على الأكثر' })),
  body: z.string().check(
    z.refine((v) => v.trim() !== '', { error: 'اكتب نص الأمر' }),
    z.maxLength(20000, { error: 'نص الأمر طويل: ٢٠٬٠٠٠ حرف على الأكثر' }),
  ),
  note: z
    .string()
    .check(z.trim(), z.maxLength(300, { error: 'ملاحظة التغيير طويلة: ٣٠٠ حرف على الأكثر' })),
})
export type CompanyPromptValues = z.infer<typeof companyPromptSchema>

/** A company's key for one AI provider (the database checks it again). */
export const companyAiKeySchema = z.object({
  key: z.string().check(
    z.trim(),
    z.minLength(8, { error: 'الصق المفتاح كاملاً' }),
    z.maxLength(512, { error: 'المفتاح طويل: ٥١٢ حرفاً على الأكثر' }),
    z.refine((v) => /^[!-~]+$/.test(v.trim()), {
      error: 'المفتاح أحرف لاتينية وأرقام ورموز بلا مسافات',
    }),
  ),
})
export type CompanyAiKeyInput = z.infer<typeof companyAiKeySchema>

const tokens = z.string().check(
  z.refine((v) => /^\s*[0-9٠-٩,،٬]*\s*$/.test(v), { error: 'اكتب عدد الرموز بالأرقام' }),
  z.refine((v) => v.replace(/[^0-9٠-٩]/g, '').length <= 12, {
    error: 'الميزانية تريليون رمز على الأكثر',
  }),
)

/** Monthly token budgets; empty is "no limit". */
export const companyAiBudgetSchema = z.object({ company: tokens, member: tokens })
export type CompanyAiBudgetInput = z.infer<typeof companyAiBudgetSchema>

/** A budget field's number, or null when empty (no limit). Arabic-Indic digits are read too. */
export function budgetTokens(value: string): number | null {
  const digits = value
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[^0-9]/g, '')
  return digits === '' ? null : Number(digits)
}
