/**
 * Built-in values (issue 22): placeholders filled without asking, from today's date and the
 * user's profile. They show as chips above the form; the user can override one for this prompt.
 * The keys are first-person («اسمي», «مدينتي») so they never capture a library prompt's own
 * variables such as {{المدينة}} (a target city) or {{المسمى_الوظيفي}} (a job being hired for).
 */
export type BuiltinProfile = {
  full_name: string | null
  company_name: string | null
  job_title: string | null
  city: string | null
}

import { BUILTIN_KEYS, type BuiltinKey } from '@/lib/builtin-keys'

export { BUILTIN_KEYS, type BuiltinKey }

export function isBuiltinKey(key: string): key is BuiltinKey {
  return (BUILTIN_KEYS as readonly string[]).includes(key)
}

/** Where an empty profile value is set, for the hint under its field. */
export const builtinSource: Record<BuiltinKey, string> = {
  تاريخ_اليوم: 'تاريخ اليوم',
  التاريخ_الهجري: 'تاريخ اليوم بالهجري',
  التاريخ_الميلادي: 'تاريخ اليوم بالميلادي',
  اسمي: 'الاسم في ملفك الشخصي',
  شركتي: 'اسم الشركة في ملفك الشخصي',
  مسماي_الوظيفي: 'المسمى الوظيفي في ملفك الشخصي',
  مدينتي: 'المدينة في ملفك الشخصي',
}

/** «4 جمادى الآخرة 1448 هـ» (Umm al-Qura calendar, Saudi Arabia's civil Hijri calendar). */
export function hijriDate(now: Date, timeZone = 'Asia/Riyadh'): string {
  return new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(now)
}

/** «25 نوفمبر 2026م». */
export function gregorianDate(now: Date, timeZone = 'Asia/Riyadh'): string {
  const text = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(now)
  return `${text}م`
}

/** Every built-in key with its value now; a profile value not set is an empty string. */
export function builtinValues(
  profile: BuiltinProfile | null,
  now: Date,
  timeZone?: string,
): Record<BuiltinKey, string> {
  const hijri = hijriDate(now, timeZone)
  const gregorian = gregorianDate(now, timeZone)
  return {
    تاريخ_اليوم: `${gregorian} (${hijri})`,
    التاريخ_الهجري: hijri,
    التاريخ_الميلادي: gregorian,
    اسمي: profile?.full_name?.trim() ?? '',
    شركتي: profile?.company_name?.trim() ?? '',
    مسماي_الوظيفي: profile?.job_title?.trim() ?? '',
    مدينتي: profile?.city?.trim() ?? '',
  }
}
