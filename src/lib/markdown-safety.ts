/** What the answer renderer (components/markdown.tsx) lets through: text and safe links. */
import { safeHttpUrl } from '@/lib/safe-url'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** marked leaves character references in text as written; decode the common ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1]?.toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole
    }
    return ENTITIES[ref.toLowerCase()] ?? whole
  })
}

/** An answer's link target when it is safe to follow: http(s), or mailto. */
export function safeAnswerHref(href: string): string | undefined {
  const trimmed = href.trim()
  if (/^mailto:[^\s<>"]+$/i.test(trimmed)) return trimmed
  return safeHttpUrl(trimmed)
}
