/**
 * The output dialect / language of a prompt (issue 22): one choice per user, remembered in
 * saved_preferences, that appends an instruction — written in the target dialect or language
 * itself — to the copied prompt. «كما في الأمر» appends nothing.
 */
export const DIALECTS = ['asis', 'fusha', 'gulf', 'egyptian', 'levantine', 'english'] as const
export type Dialect = (typeof DIALECTS)[number]

export const DIALECT_PREFERENCE_KEY = 'prompt.output_dialect'

export const dialectLabels: Record<Dialect, string> = {
  asis: 'كما في الأمر',
  fusha: 'فصحى',
  gulf: 'خليجي',
  egyptian: 'مصري',
  levantine: 'شامي',
  english: 'English',
}

export const dialectInstructions: Record<Exclude<Dialect, 'asis'>, string> = {
  fusha:
    'اكتب الرد كاملاً باللغة العربية الفصحى المعاصرة، بأسلوب واضح وسليم نحوياً وإملائياً، وتجنّب العامية.',
  gulf: 'اكتب الرد كله باللهجة الخليجية البيضاء اللي يفهمها الكل في الخليج، وخلّ الأسلوب طبيعي وقريب من الناس.',
  egyptian:
    'اكتب الرد كله باللهجة المصرية العامية، بأسلوب طبيعي وقريب من الناس زي ما المصريين بيتكلموا فعلاً.',
  levantine: 'اكتب الرد كلّه باللهجة الشامية، بأسلوب طبيعي وقريب متل ما بيحكوا الناس بالشام.',
  english:
    'Write the entire response in clear, natural English, even though the instructions above are in Arabic. Keep names, brands and figures exactly as given.',
}

export function isDialect(value: unknown): value is Dialect {
  return typeof value === 'string' && (DIALECTS as readonly string[]).includes(value)
}

/** The prompt with the dialect's instruction as its last paragraph. */
export function withDialect(text: string, dialect: Dialect): string {
  if (dialect === 'asis') return text
  return `${text.trimEnd()}\n\n${dialectInstructions[dialect]}`
}
