// The lexicon's term key as the database computes it (private.search_stems over
// private.normalize_arabic, supabase/migrations/20261125130000_search_relevance.sql and
// 20261125210100_search_text_functions.sql): public.search_lexicon is unique on it, so two entries
// with one key would be one row. Used by the lexicon's generator and its unit test.

const marks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g
const pairs = new Map([
  ['\u0623', '\u0627'], // أ -> ا
  ['\u0625', '\u0627'], // إ -> ا
  ['\u0622', '\u0627'], // آ -> ا
  ['\u0671', '\u0627'], // ٱ -> ا
  ['\u0629', '\u0647'], // ة -> ه
  ['\u0649', '\u064A'], // ى -> ي
  ['\u0624', '\u0648'], // ؤ -> و
  ['\u0626', '\u064A'], // ئ -> ي
  ...Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x0660 + d), String(d)]),
])

/** private.normalize_arabic */
export function normalizeArabic(input) {
  return [...String(input).normalize('NFC').replace(marks, '')]
    .map((ch) => pairs.get(ch) ?? ch)
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** private.search_stems: the light stemmer, word by word */
export function searchStems(text) {
  const out = []
  for (let w of normalizeArabic(text)
    .replace(/[^0-9a-z\u0621-\u064A]+/g, ' ')
    .trim()
    .split(' ')) {
    if (w === '') continue
    let n = [...w].length
    const c = w.codePointAt(0) ?? 0
    if (c >= 1569 && c <= 1610) {
      if (n >= 6 && ['وال', 'بال', 'كال', 'فال'].includes(w.slice(0, 3))) {
        w = w.slice(3)
        n -= 3
      } else if (n >= 5 && ['ال', 'لل'].includes(w.slice(0, 2))) {
        w = w.slice(2)
        n -= 2
      }
      if (n >= 6 && w.endsWith('يات')) w = w.slice(0, -3)
      else if (n >= 6 && (w.endsWith('ون') || w.endsWith('ين'))) w = w.slice(0, -2)
      else if (n >= 5 && (w.endsWith('ات') || w.endsWith('يه') || w.endsWith('ها')))
        w = w.slice(0, -2)
      else if (n >= 4 && w.endsWith('ه')) w = w.slice(0, -1)
      else if (n >= 5 && w.endsWith('ي')) w = w.slice(0, -1)
    } else if (n >= 4 && c >= 97 && c <= 122 && w.endsWith('s')) {
      if (w.endsWith('ies')) w = w.slice(0, -3) + 'y'
      else if (!w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1)
    }
    out.push(w)
  }
  return out.join(' ')
}
