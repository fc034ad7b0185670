/**
 * The client twin of the database's private.normalize_arabic, used to filter the small
 * directories (assistants, tools, templates) in the browser and to send the kits search its query
 * normalised (kits.search_text is normalised by the SQL function): drops tashkeel, Quranic marks and
 * tatweel, unifies alef/hamza forms, taa marbuta -> haa, alef maqsura -> yaa, Arabic digits ->
 * ASCII, lower-cases Latin and collapses spaces.
 */
const marks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g
// Written as escapes: composed and decomposed forms of these letters look alike in source.
const pairs: readonly (readonly [string, string])[] = [
  ['\u0623', '\u0627'], // أ -> ا
  ['\u0625', '\u0627'], // إ -> ا
  ['\u0622', '\u0627'], // آ -> ا
  ['\u0671', '\u0627'], // ٱ -> ا
  ['\u0629', '\u0647'], // ة -> ه
  ['\u0649', '\u064A'], // ى -> ي
  ['\u0624', '\u0648'], // ؤ -> و
  ['\u0626', '\u064A'], // ئ -> ي
  ...Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x0660 + d), String(d)] as const),
]
const map = new Map(pairs)

export function normalizeArabic(input: string): string {
  return [...input.normalize('NFC').replace(marks, '')]
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
