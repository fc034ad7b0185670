import { z } from '@/lib/zod-arabic'
import { LIMITS } from '@/lib/prompt-quality'
import { hasValidVariableSyntax } from './lib/prompt-variables'

/*
 * Admin forms. The bounds equal the database's checks (prompts, prompt_bodies, icons, codes), so
 * the server rarely has to refuse; it still checks everything again.
 */
const optionalText = (max: number, message: string) =>
  z.string().check(z.trim(), z.maxLength(max, { error: message }))

/** The database's wording (admin_import_prompts) for a body whose {{ }} the app cannot read. */
export const variableSyntaxError =
  'صيغة المتغيرات غير صحيحة، استخدم {{اسم_المتغير}} أو {{اسم_المتغير|قيمة افتراضية}}'

/** A typed list -> its items, trimmed, blanks and repeats dropped, in order. */
export function splitDistinct(value: string, separator: string | RegExp): string[] {
  return [
    ...new Set(
      value
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ]
}

/**
 * «How people ask»: at most this many a prompt, each of this length (the catalogue's quality gate;
 * admin_save_prompt and public.prompts check the same).
 */
export const MAX_ASKS = LIMITS.asks[1]
const [ASK_MIN, ASK_MAX] = LIMITS.ask

/** One phrase a line -> the phrases, trimmed, blanks and repeats dropped (as the server does). */
export const splitAsks = (value: string) => splitDistinct(value, /\r?\n/)

export const promptSchema = z.object({
  title_ar: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'يرجى إدخال العنوان بالعربية' }),
      z.minLength(2, { error: 'العنوان قصير جداً' }),
      z.maxLength(200, { error: 'العنوان طويل جداً (200 حرف كحد أقصى)' }),
    ),
  title_en: optionalText(200, 'العنوان الإنجليزي طويل جداً'),
  slug: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'يرجى إدخال المعرّف (slug)' }),
    z.regex(/^[a-z0-9][a-z0-9-]{1,120}$/, {
      error: 'المعرّف بأحرف إنجليزية صغيرة وأرقام وشرطات فقط',
    }),
  ),
  description_ar: optionalText(2000, 'الوصف طويل جداً'),
  description_en: optionalText(2000, 'الوصف الإنجليزي طويل جداً'),
  category: z.string().check(z.minLength(1, { error: 'يرجى اختيار التصنيف' })),
  platforms: z
    .array(z.string())
    .check(z.minLength(1, { error: 'يرجى اختيار منصة واحدة على الأقل' })),
  trial_sample: z.boolean(),
  tags: optionalText(500, 'الوسوم طويلة جداً'),
  // One phrase a line (a phrase may hold a comma); the server checks the same bounds.
  ask_phrases: z.string().check(
    z.refine((value) => splitAsks(value).length <= MAX_ASKS, {
      error: `صيغ السؤال ${MAX_ASKS} على الأكثر`,
    }),
    z.refine((value) => splitAsks(value).every((a) => a.length >= ASK_MIN && a.length <= ASK_MAX), {
      error: `كل صيغة سؤال من ${ASK_MIN} إلى ${ASK_MAX} حرفاً`,
    }),
  ),
  is_published: z.boolean(),
  body_ar: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'يرجى إدخال نص الأمر' }),
      z.maxLength(20000, { error: 'نص الأمر طويل جداً (20000 حرف كحد أقصى)' }),
      z.refine(hasValidVariableSyntax, { error: variableSyntaxError }),
    ),
  body_en: optionalText(20000, 'النص الإنجليزي طويل جداً').check(
    z.refine(hasValidVariableSyntax, { error: variableSyntaxError }),
  ),
})
export type PromptValues = z.infer<typeof promptSchema>

/** "أ، ب, ج" -> ['أ', 'ب', 'ج'] (Arabic or Latin commas). */
export const splitTags = (value: string) => splitDistinct(value, /[,،]/)

export const iconSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { error: 'الاسم بأحرف إنجليزية صغيرة وأرقام وشرطات' }),
    ),
  label: optionalText(100, 'الوصف طويل جداً'),
  lucide_key: z
    .string()
    .check(
      z.trim(),
      z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'يرجى إدخال اسم أيقونة Lucide صحيح مثل Sparkles' }),
    ),
})
export type IconValues = z.infer<typeof iconSchema>

/** A TOTP code as the authenticator shows it (spaces typed between the digits are dropped). */
export const totpCodeSchema = z.object({
  code: z.string().check(
    z.overwrite((value) => value.replace(/\s/g, '')),
    z.regex(/^\d{6}$/, { error: 'أدخل الرمز المكوّن من 6 أرقام كما يظهر في تطبيق المصادقة' }),
  ),
})
export type TotpCodeValues = z.infer<typeof totpCodeSchema>

/** A recovery code (XXXX-XXXX-XXXX-XXXX); the server accepts it with or without the dashes. */
export const recoveryCodeSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'أدخل أحد رموز الاسترداد التي حفظتها' }),
      z.maxLength(64, { error: 'رمز الاسترداد طويل جداً' }),
    ),
})
export type RecoveryCodeValues = z.infer<typeof recoveryCodeSchema>
