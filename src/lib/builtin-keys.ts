/**
 * The built-in placeholders (issue 22): filled without asking, from today's date and the user's
 * profile (src/features/variables/lib/builtin-values.ts fills them). Shared with the library's
 * quality gate (src/lib/prompt-quality.ts), which does not ask a prompt's example to fill them.
 */
export const BUILTIN_KEYS = [
  'تاريخ_اليوم',
  'التاريخ_الهجري',
  'التاريخ_الميلادي',
  'اسمي',
  'شركتي',
  'مسماي_الوظيفي',
  'مدينتي',
] as const
export type BuiltinKey = (typeof BUILTIN_KEYS)[number]
