import { diffWords } from 'diff'

export type DiffPart = { text: string; change: 'same' | 'removed' | 'added' }

/**
 * A word-level comparison of two bodies as two columns: the older one with its removed words
 * marked, the newer one with its added words marked. Words come from the browser's word
 * segmenter (Intl.Segmenter, Arabic rules): the diff library's own word rule knows only Latin
 * letters and would compare Arabic letter by letter.
 */
const segmenter = new Intl.Segmenter('ar', { granularity: 'word' })

export function wordDiff(older: string, newer: string): { left: DiffPart[]; right: DiffPart[] } {
  const left: DiffPart[] = []
  const right: DiffPart[] = []
  for (const part of diffWords(older, newer, { intlSegmenter: segmenter })) {
    if (part.added) right.push({ text: part.value, change: 'added' })
    else if (part.removed) left.push({ text: part.value, change: 'removed' })
    else {
      left.push({ text: part.value, change: 'same' })
      right.push({ text: part.value, change: 'same' })
    }
  }
  return { left, right }
}

/** How many words were added and removed. */
export function diffCounts(parts: { left: DiffPart[]; right: DiffPart[] }): {
  added: number
  removed: number
} {
  const words = (list: DiffPart[], change: DiffPart['change']) =>
    list
      .filter((p) => p.change === change)
      .reduce((n, p) => n + p.text.split(/\s+/).filter(Boolean).length, 0)
  return { added: words(parts.right, 'added'), removed: words(parts.left, 'removed') }
}
