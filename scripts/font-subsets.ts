/*
 * Build-time subsets of IBM Plex Sans Arabic (issue 24): the @fontsource files cover every Arabic
 * and Latin code point of the font (43-45 kB per Arabic weight, 19-20 kB per Latin one). The text
 * of the site is standard Arabic with some Latin words and digits, so the first paint needs far
 * less: a "core" file per script and weight (subset-font, HarfBuzz's hb-subset, which keeps the
 * shaping tables of the glyphs it keeps: joining forms, lam-alef, marks) holds those code points
 * only, about a third of the size. src/styles/index.css declares each core face AFTER the full
 * face of the same weight: the browser checks the last-declared face first, so a core character
 * comes from the small file and any other (Persian, Urdu, Latin-1...) from the full one, which is
 * only downloaded when a page has such a character.
 *
 * The files are written to .local/fonts/ (not committed; rebuilt when missing or when this list
 * changes) and imported in CSS as `@sanad-fonts/<name>.woff2` (vite.config.ts alias).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { ARABIC_CORE, FONT_WEIGHTS, LATIN_CORE } from './font-core.ts'

const SOURCES = 'node_modules/@fontsource/ibm-plex-sans-arabic/files'

/** Writes the core files (when missing or stale) into `outDir`; returns their names. */
export async function writeFontSubsets(root: string, outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true })
  const names: string[] = []
  for (const script of ['arabic', 'latin'] as const) {
    const text = script === 'arabic' ? ARABIC_CORE : LATIN_CORE
    for (const weight of FONT_WEIGHTS) {
      const source = readFileSync(
        join(root, SOURCES, `ibm-plex-sans-arabic-${script}-${weight}-normal.woff2`),
      )
      const name = `ibm-plex-sans-arabic-core-${script}-${weight}.woff2`
      const stamp = createHash('sha256').update(source).update(text).digest('hex').slice(0, 16)
      const file = join(outDir, name)
      const stampFile = `${file}.stamp`
      names.push(name)
      if (existsSync(file) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
        continue
      }
      const subset = await subsetFont(source, text, { targetFormat: 'woff2' })
      writeFileSync(file, subset)
      writeFileSync(stampFile, stamp)
    }
  }
  return names
}
