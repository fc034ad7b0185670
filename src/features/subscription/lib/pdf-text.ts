/*
 * Right-to-left text for PDFs (issue 46): a line of mixed Arabic, digits and Latin becomes pieces
 * of one font each, in visual order from left to right, ready to draw one after the other.
 *
 * - Order: the Unicode bidi algorithm (bidi-js) gives each character its level; a run of one
 *   level is kept whole, and the runs are put in visual order by rule L2 (reverse every sequence
 *   of runs at a level or higher, from the highest level down to the lowest odd one).
 * - Shaping: each piece goes through fontkit's layout (pdf-lib's `drawText`), which applies the
 *   font's Arabic features (initial/medial/final forms, lam-alef and the font's other ligatures)
 *   and puts a right-to-left script's glyphs in visual order itself. Pieces that are not Arabic
 *   script but sit in a right-to-left run (": ", "(", " - ") are mirrored and reversed here.
 * - Fonts: IBM Plex Sans Arabic comes as an Arabic file and a Latin file (@fontsource's split);
 *   an Arabic-block character is drawn from the Arabic file, anything else from the Latin one.
 * - Extraction: the glyphs are drawn in visual order and each maps back to its characters
 *   (ToUnicode), which is what readers (poppler's pdftotext, pdf.js) expect: they find the
 *   right-to-left runs and put them back in logical order. A ligature of several Arabic letters
 *   is reversed by them with the rest of the run, so its ToUnicode entry is written in visual
 *   order (`fixRtlLigatures`): «لا» then extracts as «لا», not «ال».
 */
import bidiFactory from 'bidi-js'
import type { PDFFont } from 'pdf-lib'

const bidi = bidiFactory()

/** One piece of a line: a string drawn with one font, left to right. */
export type TextPiece = { text: string; font: PDFFont; width: number }

export type LineFonts = { arabic: PDFFont; latin: PDFFont }

const isArabicScript = (code: number) =>
  (code >= 0x0600 && code <= 0x06ff) ||
  (code >= 0x0750 && code <= 0x077f) ||
  (code >= 0xfb50 && code <= 0xfdff) ||
  (code >= 0xfe70 && code <= 0xfeff)

/** Advance widths at size 1, per font and string (a layout by fontkit takes about a millisecond). */
const widths = new WeakMap<PDFFont, Map<string, number>>()

function widthOf(font: PDFFont, text: string, size: number): number {
  let known = widths.get(font)
  if (!known) {
    known = new Map()
    widths.set(font, known)
  }
  let width = known.get(text)
  if (width === undefined) {
    width = font.widthOfTextAtSize(text, 1)
    known.set(text, width)
  }
  return width * size
}

const characterSets = new WeakMap<PDFFont, Set<number>>()

function hasGlyph(font: PDFFont, code: number): boolean {
  let set = characterSets.get(font)
  if (!set) {
    set = new Set(font.getCharacterSet())
    characterSets.set(font, set)
  }
  return set.has(code)
}

/**
 * A character neither file has (an emoji, a letter of another script) is drawn as «?»: a glyph
 * the font lacks would be drawn wider than it was measured and overlap its neighbours.
 */
function drawable(char: string, fonts: LineFonts): string {
  const code = char.codePointAt(0)!
  return hasGlyph(fonts.arabic, code) || hasGlyph(fonts.latin, code) ? char : '?'
}

/**
 * Bidi formatting characters (marks, embeddings, overrides, isolates): the fonts have no glyph for
 * them, and an override typed into a name must not turn the rest of the line around.
 */
const isFormatting = (code: number) =>
  code === 0x200e ||
  code === 0x200f ||
  code === 0x061c ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069)

/** Strips the direction marks (Intl's currency format adds them) and normalises spaces. */
export function cleanText(text: string): string {
  return [...text]
    .filter((c) => !isFormatting(c.codePointAt(0)!))
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
}

/**
 * Lays out one line in a paragraph of direction `direction` (Arabic text: 'rtl'; an e-mail
 * address: 'ltr'); returns its pieces in visual order and the total width.
 */
export function layoutLine(
  text: string,
  fonts: LineFonts,
  size: number,
  direction: 'rtl' | 'ltr' = 'rtl',
): { pieces: TextPiece[]; width: number } {
  const chars = [...cleanText(text)].map((char) => drawable(char, fonts))
  if (chars.length === 0) return { pieces: [], width: 0 }
  const logical = chars.join('')
  const { levels: unitLevels } = bidi.getEmbeddingLevels(logical, direction)
  // bidi-js gives a level per UTF-16 unit; take the one of each code point's first unit.
  const levels: number[] = []
  for (let unit = 0, i = 0; i < chars.length; unit += chars[i]!.length, i++) {
    levels.push(unitLevels[unit]!)
  }

  // Level runs, each split into pieces of one font (still in logical order).
  type Run = { level: number; pieces: { arabic: boolean; text: string }[] }
  const runs: Run[] = []
  chars.forEach((char, i) => {
    const level = levels[i]!
    const code = char.codePointAt(0)!
    let run = runs.at(-1)
    if (!run || run.level !== level) {
      run = { level, pieces: [] }
      runs.push(run)
    }
    const last = run.pieces.at(-1)
    // A space stays with the piece before it (both files have one), so words keep together.
    const arabic =
      char === ' ' && last ? last.arabic : isArabicScript(code) || !hasGlyph(fonts.latin, code)
    if (last && last.arabic === arabic) last.text += char
    else run.pieces.push({ arabic, text: char })
  })

  // Rule L2: from the highest level down to the lowest odd level, reverse each sequence of runs
  // at that level or higher.
  const order = [...runs]
  const highest = Math.max(...order.map((run) => run.level))
  const lowestOdd = Math.min(...order.map((run) => (run.level % 2 ? run.level : run.level + 1)))
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < order.length;) {
      if (order[start]!.level < level) {
        start++
        continue
      }
      let end = start
      while (end < order.length && order[end]!.level >= level) end++
      const reversed = order.slice(start, end).reverse()
      order.splice(start, end - start, ...reversed)
      start = end
    }
  }

  const pieces: TextPiece[] = []
  for (const run of order) {
    const rtl = run.level % 2 === 1
    const runPieces = rtl ? [...run.pieces].reverse() : run.pieces
    for (const piece of runPieces) {
      const font = piece.arabic ? fonts.arabic : fonts.latin
      // fontkit reverses Arabic script itself; other characters of a right-to-left run are
      // mirrored ("(" ↔ ")") and reversed here.
      const drawn =
        rtl && !piece.arabic
          ? [...piece.text]
              .reverse()
              .map((c) => bidi.getMirroredCharacter(c) ?? c)
              .join('')
          : piece.text
      pieces.push({ text: drawn, font, width: widthOf(font, drawn, size) })
    }
  }
  return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) }
}

/**
 * Splits `text` into lines no wider than `maxWidth` (at spaces; a longer word stays whole). No
 * shaping crosses a space, so a line is as wide as its words and spaces.
 */
export function wrapText(text: string, fonts: LineFonts, size: number, maxWidth: number): string[] {
  const words = cleanText(text).split(' ')
  const space = widthOf(fonts.latin, ' ', size)
  const lines: string[] = []
  let current = ''
  let width = 0
  for (const word of words) {
    const wordWidth = layoutLine(word, fonts, size).width
    if (current && width + space + wordWidth > maxWidth) {
      lines.push(current)
      current = word
      width = wordWidth
    } else {
      width = current ? width + space + wordWidth : wordWidth
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) lines.push(current)
  return lines
}

type EmbeddedGlyph = { codePoints: number[] }
type FontInternals = { embedder?: { glyphCache?: { access(): (EmbeddedGlyph | undefined)[] } } }

/**
 * Before the document is saved: a glyph standing for several Arabic letters (a ligature) maps to
 * them in visual order, since readers reverse a right-to-left run character by character (see the
 * top of this file). pdf-lib builds the ToUnicode map from these glyphs when it saves.
 */
export function fixRtlLigatures(font: PDFFont): void {
  const glyphs = (font as unknown as FontInternals).embedder?.glyphCache?.access() ?? []
  for (const glyph of glyphs) {
    if (!glyph || glyph.codePoints.length < 2) continue
    if (glyph.codePoints.every(isArabicScript)) glyph.codePoints = [...glyph.codePoints].reverse()
  }
}
