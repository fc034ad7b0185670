/*
 * The code points of IBM Plex Sans Arabic's core subsets (scripts/font-subsets.ts writes the
 * files; src/styles/index.css declares them with these unicode-ranges). No Node imports: the unit
 * tests check the stylesheet against these from the app's TypeScript project.
 */
export const FONT_WEIGHTS = [400, 500, 700] as const

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')

/**
 * The Arabic core: the space and no-break space (as in @fontsource's Arabic file, so a run of
 * Arabic words does not pull in a Latin file for its spaces), Arabic comma, semicolon and question
 * mark, the letters U+0621-U+063A and U+0641-U+064A with tatweel, the harakat and the hamza/madda
 * marks, Arabic-Indic digits and separators, the dagger alef, the Persian letters Arabic text
 * sometimes carries (پ چ ژ ک گ ی), and the joiners and direction marks.
 */
export const ARABIC_CORE =
  ' \u00A0\u060C\u061B\u061F' +
  range(0x0621, 0x063a) +
  range(0x0640, 0x0655) +
  range(0x0660, 0x066c) +
  '\u0670\u067E\u0686\u0698\u06A9\u06AF\u06CC' +
  range(0x200c, 0x200f)

/** The Latin core: printable ASCII, «» and the punctuation the Arabic copy uses. */
export const LATIN_CORE =
  range(0x21, 0x7e) +
  '\u00A9\u00AB\u00B7\u00BB\u00D7\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026'

/** A CSS unicode-range for `text` (each code point, consecutive ones merged). */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b)
  const parts: string[] = []
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
  let start = -1
  let end = -1
  const close = () => {
    if (start >= 0) parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)
  }
  for (const point of points) {
    if (point === end + 1 && start >= 0) {
      end = point
      continue
    }
    close()
    start = point
    end = point
  }
  close()
  return parts.join(', ')
}
