import { z } from '@/lib/zod-arabic'

/** search_lexicon.kind: how the typed word relates to the catalogue's terms. */
export const LEXICON_KINDS = {
  word: 'كلمة',
  phrase: 'عبارة',
  spelling: 'طريقة كتابة',
  loanword: 'كلمة دخيلة',
  stop: 'كلمة طلب تُهمَل',
} as const
export type LexiconKind = keyof typeof LEXICON_KINDS

/** search_lexicon.dialect: where the word is said. */
export const LEXICON_DIALECTS = {
  gulf: 'خليجية عامة',
  sa: 'سعودية',
  ae: 'إماراتية',
  kw: 'كويتية',
  qa: 'قطرية',
  bh: 'بحرينية',
  om: 'عُمانية',
  eg: 'مصرية',
  lev: 'شامية',
  msa: 'فصحى',
  en: 'إنجليزية',
} as const
export type LexiconDialect = keyof typeof LEXICON_DIALECTS

const kinds = Object.keys(LEXICON_KINDS) as [LexiconKind, ...LexiconKind[]]
const dialects = Object.keys(LEXICON_DIALECTS) as [LexiconDialect, ...LexiconDialect[]]

/** One term as typed: trimmed, inner spaces collapsed. */
export const cleanWord = (value: string) => value.trim().replace(/\s+/g, ' ')

/** The words of a search query, each once, in order (the choices a lexicon entry starts from). */
export function queryWords(query: string): string[] {
  return [...new Set(cleanWord(query).split(' ').filter(Boolean))]
}

export const MAX_TERM = 60
export const MAX_MAPS_TO = 12

/**
 * The lexicon form. A "stop" entry maps to nothing (the word is dropped from the query); any other
 * kind needs at least one catalogue term to map to.
 */
export const lexiconSchema = z
  .object({
    term: z
      .string()
      .check(
        z.trim(),
        z.minLength(2, { error: 'اكتب الكلمة كما يكتبها الناس (حرفان على الأقل)' }),
        z.maxLength(MAX_TERM, { error: `الكلمة ${MAX_TERM} حرفاً على الأكثر` }),
      ),
    maps_to: z.array(z.string()).check(
      z.maxLength(MAX_MAPS_TO, { error: `${MAX_MAPS_TO} كلمة على الأكثر` }),
      z.refine((terms) => terms.every((t) => t.length >= 2 && t.length <= MAX_TERM), {
        error: `كل كلمة من حرفين إلى ${MAX_TERM} حرفاً`,
      }),
    ),
    kind: z.enum(kinds),
    dialect: z.enum(dialects),
    source: z.string().check(z.trim(), z.maxLength(300, { error: 'المصدر 300 حرف على الأكثر' })),
  })
  .check(
    z.refine((v) => v.kind === 'stop' || v.maps_to.length > 0, {
      error: 'أضف كلمة واحدة على الأقل من كلمات المكتبة يقابلها هذا اللفظ',
      path: ['maps_to'],
    }),
    z.refine((v) => v.kind !== 'stop' || v.maps_to.length === 0, {
      error: 'كلمة الطلب تُهمَل ولا تقابلها كلمات؛ احذف الكلمات أو غيّر النوع',
      path: ['maps_to'],
    }),
  )

export type LexiconValues = z.infer<typeof lexiconSchema>

/** What the form starts with for a query's word (an admin teaching from /518/search). */
export function lexiconDefaults(term = ''): LexiconValues {
  const word = cleanWord(term)
  return {
    term: word,
    maps_to: [],
    kind: word.includes(' ') ? 'phrase' : 'word',
    dialect: 'gulf',
    source: 'admin',
  }
}
