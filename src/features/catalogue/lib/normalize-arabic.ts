/**
 * The client twin of the database's private.normalize_arabic, used to filter the small
 * directories (assistants, tools, templates) in the browser: drops tashkeel, Quranic marks and
 * tatweel, unifies alef/hamza forms, taa marbuta -> haa, alef maqsura -> yaa, Arabic digits ->
 * ASCII, lower-cases Latin and collapses spaces.
 */
const marks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g
const from = 'أإآٱةىؤئ٠١٢٣٤٥٦٧٨٩'
const to = 'اااايهويي0123456789'
const map = new Map([...from].map((ch, i) => [ch, to[i] ?? ch]))

export function normalizeArabic(input: string): string {
  return [...input.replace(marks, '')]
    .map((ch) => map.get(ch) ?? ch)
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** True when every word of the query appears (as a prefix of a word or inside one) in the text. */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalizeArabic(query).split(' ').filter(Boolean)
  if (words.length === 0) return true
  const haystack = normalizeArabic(text)
  return words.every((word) => haystack.includes(word))
}
