/**
 * The library's quality gate (issue 44): the checks every catalogue prompt passes, whether it is
 * written in scripts/catalogue/ (run by `npm test` through tests/unit/catalogue-quality.test.ts and
 * `npx tsx scripts/catalogue-gate.ts`) or imported by an admin (the import preview,
 * src/features/admin/lib/prompt-import.ts). Pure functions, no I/O.
 *
 * The thresholds were set from measurements of the hand-written library (docs/decisions.md,
 * «The library's quality gate»): distinct prompts written for different jobs share at most about
 * 0.12 of their four-word runs; two copies of one template with a swapped sector share well over
 * 0.5.
 */
import { BUILTIN_KEYS } from './builtin-keys'
import { parsePromptTemplate } from './prompt-template'
import { SECTORS } from './sectors'

export { SECTORS }

/** Four-word-run Jaccard at or above which two bodies are the same prompt. */
export const BODY_SIMILARITY_LIMIT = 0.33
/** Title word Jaccard at or above which two titles differ by a swapped word. */
export const TITLE_SIMILARITY_LIMIT = 0.6
/** The share of letters that are Arabic, below which a body is not Arabic content. */
export const ARABIC_SHARE_FLOOR = 0.6
/** The same for a prompt written only for an image model (its scene is written in English). */
export const IMAGE_ARABIC_SHARE_FLOOR = 0.25

export const LIMITS = {
  title: [8, 120],
  description: [30, 400],
  body: [200, 6000],
  answer: [200, 4000],
  ask: [6, 140],
  // Up to 10, the table's own check (public.prompts.ask_phrases).
  asks: [3, 10],
  tags: [2, 8],
} as const

export const CATEGORIES = [
  'marketing',
  'business-management',
  'content-writing',
  'data-analysis',
  'seo',
  'entrepreneurship-sales',
] as const
export const PLATFORMS = ['chatgpt', 'claude', 'gemini', 'midjourney'] as const

/** Words only Gulf speech uses (as written in chat): one of a prompt's asks must have one. */
const GULF_MARKERS =
  /(^|[\s،,.؟?!])(أبي|ابي|أبغى|ابغى|ابغي|أبغي|أبيك|ابيك|نبي|نبغى|وش|ايش|إيش|شلون|شلونه|شنو|كيف اسوي|كيف أسوي|أسوي|اسوي|نسوي|يسوي|سوّ|سوي|عطني|عطنا|ابا|أبا|ودي|ودّي|زين|مب|مو|هالـ?|هال|حقي|حقنا|حق|وايد|واجد|يبي|تبي|يبغى|تبغى|الحين|بس|عشان|علشان|لين|شي|شيء زين|ابيه|أبيه|ابيها|أبيها|يصير|اقدر|أقدر|نقدر|وين|ليش|كذا|هذولا|هذول|چذي|جذي|شكثر|كم يكلف|مابي|ما ابي|ما أبي|أبغاه|ابغاه|ابغاها|أبغاها)(?=$|[\s،,.؟?!])/u

export type PromptExample = { values: Record<string, string>; answer: string }

export type CataloguePrompt = {
  slug: string
  category: string
  plan?: string
  platforms: string[]
  sectors?: string[]
  title: string
  titleEn?: string
  description: string
  tags: string[]
  body: string
  asks?: string[]
  example?: PromptExample
}

export type QualityProblem = { slug: string; message: string }
export type SimilarPair = { a: string; b: string; score: number }

export type QualityReport = {
  problems: QualityProblem[]
  /** The most similar bodies, highest first (for the report, whether or not they fail). */
  closestBodies: SimilarPair[]
  closestTitles: SimilarPair[]
}

const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2)

/** Runs of four words: two prompts made from one template share most of them. */
export function shingles(text: string): Set<string> {
  const list = words(text)
  const out = new Set<string>()
  for (let i = 0; i + 3 < list.length; i += 1) out.add(list.slice(i, i + 4).join(' '))
  return out
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  for (const item of small) if (large.has(item)) shared += 1
  return shared / (a.size + b.size - shared || 1)
}

/** The share of letters that are Arabic (placeholders and digits not counted). */
export function arabicShare(text: string): number {
  const letters = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}/gu) ?? []
  if (letters.length === 0) return 0
  const arabic = letters.filter((ch) => /\p{Script=Arabic}/u.test(ch)).length
  return arabic / letters.length
}

export function isGulfPhrasing(text: string): boolean {
  return GULF_MARKERS.test(text.replace(/[ًٌٍَُِّْ]/g, ''))
}

const URL_PATTERN = /https?:\/\/[^\s)»"'،]+/g

/** A link the catalogue may print: https, a host with a dot, no spaces or placeholders. */
export function isWellFormedLink(url: string): boolean {
  try {
    const parsed = new URL(url)
    return (
      parsed.protocol === 'https:' && /\.[a-z]{2,}$/i.test(parsed.hostname) && !url.includes('{{')
    )
  } catch {
    return false
  }
}

const builtins = new Set<string>(BUILTIN_KEYS)
const sectorIds = new Set<string>(SECTORS.map(([id]) => id))
const categoryIds = new Set<string>(CATEGORIES)
const platformIds = new Set<string>(PLATFORMS)

function between(value: number, [min, max]: readonly [number, number]) {
  return value >= min && value <= max
}

/**
 * What an admin's import is held to (its other rules are the import's own, docs/prompt-import.md):
 * an Arabic body, placeholders that read, well-formed links. Near-duplicates of the catalogue are
 * found by checkCatalogue with `imported: true`.
 */
export function checkImported(p: Pick<CataloguePrompt, 'body' | 'platforms'>): string[] {
  const out: string[] = []
  const imageOnly = p.platforms.length > 0 && p.platforms.every((x) => x === 'midjourney')
  const floor = imageOnly ? IMAGE_ARABIC_SHARE_FLOOR : ARABIC_SHARE_FLOOR
  const share = arabicShare(p.body)
  if (share < floor)
    out.push(`نسبة العربية في نص الأمر ${share.toFixed(2)} دون الحد ${floor.toFixed(2)}`)
  for (const issue of parsePromptTemplate(p.body).issues)
    if (issue.severity === 'error') out.push(`متغير: ${issue.placeholder}: ${issue.message}`)
  for (const url of p.body.match(URL_PATTERN) ?? [])
    if (!isWellFormedLink(url)) out.push(`رابط غير صالح: ${url}`)
  return out
}

/** The checks of one prompt on its own (everything except the comparisons with the others). */
export function checkPrompt(p: CataloguePrompt): string[] {
  const out: string[] = []
  if (!/^[a-z0-9][a-z0-9-]{1,120}$/.test(p.slug)) out.push('المعرّف (slug) غير صالح')
  if (!categoryIds.has(p.category)) out.push(`القسم «${p.category}» غير معروف`)
  if (p.platforms.length === 0 || p.platforms.some((x) => !platformIds.has(x)))
    out.push('المنصات فارغة أو فيها منصة غير معروفة')
  if (!between(p.title.trim().length, LIMITS.title))
    out.push(`طول العنوان خارج ${LIMITS.title.join('–')} حرفاً`)
  if (!between(p.description.trim().length, LIMITS.description))
    out.push(`طول الوصف خارج ${LIMITS.description.join('–')} حرفاً`)
  if (!between(p.body.length, LIMITS.body))
    out.push(`طول نص الأمر خارج ${LIMITS.body.join('–')} حرفاً`)
  if (!between(p.tags.length, LIMITS.tags)) out.push(`عدد الوسوم خارج ${LIMITS.tags.join('–')}`)
  const imageOnly = p.platforms.every((x) => x === 'midjourney')
  const floor = imageOnly ? IMAGE_ARABIC_SHARE_FLOOR : ARABIC_SHARE_FLOOR
  const share = arabicShare(p.body)
  if (share < floor)
    out.push(`نسبة العربية في نص الأمر ${share.toFixed(2)} دون الحد ${floor.toFixed(2)}`)

  const parsed = parsePromptTemplate(p.body)
  for (const issue of parsed.issues) out.push(`متغير: ${issue.placeholder}: ${issue.message}`)
  const opened = p.body.match(/\{\{/g)?.length ?? 0
  const closed = p.body.match(/\}\}/g)?.length ?? 0
  if (opened !== closed) out.push('أقواس المتغيرات غير متوازنة')
  for (const field of parsed.fields) {
    if (!/^[\p{L}\p{M}\p{N}_ ]+$/u.test(field.key)) out.push(`اسم المتغير «${field.key}» غير صالح`)
  }
  const ownKeys = parsed.fields.map((f) => f.key).filter((key) => !builtins.has(key))
  if (ownKeys.length === 0) out.push('الأمر بلا متغيرات يملؤها المستخدم')
  for (const url of p.body.match(URL_PATTERN) ?? [])
    if (!isWellFormedLink(url)) out.push(`رابط غير صالح: ${url}`)

  const sectors = p.sectors ?? []
  if (sectors.length === 0 || sectors.some((s) => !sectorIds.has(s)))
    out.push('القطاعات فارغة أو فيها قطاع غير معروف')
  const asks = p.asks ?? []
  if (!between(asks.length, LIMITS.asks)) out.push(`عدد صيغ السؤال خارج ${LIMITS.asks.join('–')}`)
  for (const ask of asks)
    if (!between(ask.trim().length, LIMITS.ask)) out.push(`صيغة سؤال بطول غير مقبول: «${ask}»`)
  if (new Set(asks.map((a) => a.trim())).size !== asks.length) out.push('صيغ السؤال مكررة')
  if (asks.length > 0 && !asks.some(isGulfPhrasing)) out.push('لا توجد صيغة سؤال باللهجة الخليجية')

  const example = p.example
  if (!example) {
    out.push('لا يوجد مثال')
    return out
  }
  const values = example.values ?? {}
  for (const key of Object.keys(values)) {
    if (!ownKeys.includes(key) && !builtins.has(key))
      out.push(`المثال يملأ «${key}» وليس متغيراً في الأمر`)
  }
  for (const field of parsed.fields) {
    if (builtins.has(field.key)) continue
    const value = values[field.key]
    if (typeof value !== 'string' || value.trim() === '')
      out.push(`المثال لا يملأ المتغير «${field.key}»`)
  }
  if (!between(example.answer.trim().length, LIMITS.answer))
    out.push(`طول جواب المثال خارج ${LIMITS.answer.join('–')} حرفاً`)
  if (!imageOnly && arabicShare(example.answer) < ARABIC_SHARE_FLOOR)
    out.push('جواب المثال ليس عربياً في أغلبه')
  for (const url of example.answer.match(URL_PATTERN) ?? [])
    if (!isWellFormedLink(url)) out.push(`رابط غير صالح في المثال: ${url}`)
  return out
}

/**
 * The pairs closer than nothing, closest first, among the pairs with at least one of the checked
 * prompts (`checked[i]`): two prompts already in the catalogue are not compared again. An import
 * of 20 rows against a library of 1,200 is 24,000 comparisons, not 730,000 (seconds of the
 * admin's main thread; the e2e import timed out at a load of 19).
 */
function closest(sets: Set<string>[], slugs: string[], keep: number, checked: boolean[]) {
  const pairs: SimilarPair[] = []
  for (let i = 0; i < sets.length; i += 1) {
    for (let j = i + 1; j < sets.length; j += 1) {
      if (!checked[i] && !checked[j]) continue
      const score = jaccard(sets[i]!, sets[j]!)
      if (score > 0) pairs.push({ a: slugs[i]!, b: slugs[j]!, score })
    }
  }
  pairs.sort((x, y) => y.score - x.score)
  return { all: pairs, top: pairs.slice(0, keep) }
}

/** A title as the duplicate rules compare it (tashkeel, hamza forms, taa marbuta, alef maqsura). */
export const normalizeTitle = (title: string) =>
  title
    .replace(/[ًٌٍَُِّْـ]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The whole gate over a list: each prompt's own checks, unique slugs and titles, and no two bodies
 * or titles closer than the limits. `against` are prompts already in the catalogue (an import is
 * compared with them; their own problems are not reported). `imported`: an admin's import, held to
 * checkImported instead of the whole catalogue format.
 */
export function checkCatalogue(
  prompts: CataloguePrompt[],
  {
    against = [],
    imported = false,
    keep = 10,
  }: { against?: CataloguePrompt[]; imported?: boolean; keep?: number } = {},
): QualityReport {
  const problems: QualityProblem[] = []
  for (const p of prompts)
    for (const message of imported ? checkImported(p) : checkPrompt(p))
      problems.push({ slug: p.slug, message })
  const everything = [...against, ...prompts]
  const own = new Set(prompts.map((p) => p.slug))
  const seenSlug = new Map<string, number>()
  const seenTitle = new Map<string, string>()
  for (const p of everything) {
    seenSlug.set(p.slug, (seenSlug.get(p.slug) ?? 0) + 1)
    const title = normalizeTitle(p.title)
    const other = seenTitle.get(title)
    if (other !== undefined && own.has(p.slug))
      problems.push({ slug: p.slug, message: `العنوان مكرر مع ${other}` })
    else seenTitle.set(title, p.slug)
  }
  for (const [slug, count] of seenSlug)
    if (count > 1 && own.has(slug)) problems.push({ slug, message: 'المعرّف (slug) مكرر' })

  const slugs = everything.map((p) => p.slug)
  const checked = everything.map((_, index) => index >= against.length)
  const bodies = closest(
    everything.map((p) => shingles(p.body)),
    slugs,
    keep,
    checked,
  )
  const titles = closest(
    everything.map((p) => new Set(words(p.title))),
    slugs,
    keep,
    checked,
  )
  const involves = (pair: SimilarPair) => own.has(pair.a) || own.has(pair.b)
  for (const pair of bodies.all) {
    if (pair.score < BODY_SIMILARITY_LIMIT) break
    if (involves(pair))
      problems.push({
        slug: own.has(pair.b) ? pair.b : pair.a,
        message: `نص الأمر قريب جداً من ${own.has(pair.b) ? pair.a : pair.b} (${pair.score.toFixed(2)})`,
      })
  }
  for (const pair of titles.all) {
    if (pair.score < TITLE_SIMILARITY_LIMIT) break
    if (involves(pair))
      problems.push({
        slug: own.has(pair.b) ? pair.b : pair.a,
        message: `العنوان قريب جداً من عنوان ${own.has(pair.b) ? pair.a : pair.b} (${pair.score.toFixed(2)})`,
      })
  }
  return {
    problems,
    closestBodies: bodies.top.filter(involves),
    closestTitles: titles.top.filter(involves),
  }
}
