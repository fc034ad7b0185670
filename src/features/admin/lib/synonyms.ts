import { z } from '@/lib/zod-arabic'

/** Terms typed as one line: separated by Arabic or Latin commas, each trimmed, each once. */
export function splitTerms(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[,،\n]/)
        .map((t) => t.trim().replace(/\s+/g, ' '))
        .filter(Boolean),
    ),
  ]
}

const termsLine = (min: number, minMessage: string) =>
  z.string().check(
    z.refine((v) => splitTerms(v).length >= min, { error: minMessage }),
    z.refine((v) => splitTerms(v).length <= 30, { error: '30 مرادفاً على الأكثر في المجموعة' }),
    z.refine((v) => splitTerms(v).every((t) => t.length <= 60), {
      error: 'كل مرادف 60 حرفاً على الأكثر',
    }),
  )

/** The bounds equal the database's (search_synonyms checks and its trigger). */
export const synonymSchema = z.object({
  terms: termsLine(2, 'أدخل كلمتين مترادفتين على الأقل'),
  narrower: termsLine(0, ''),
})

export type SynonymValues = z.infer<typeof synonymSchema>
