/**
 * Every figure the site states about the catalogue (issue 44), from what it holds
 * (src/lib/catalogue-stats.ts, generated from the same sources as the seed; the database's
 * catalogue_stats() at read time), rounded DOWN so a claim is never above the truth: «أكثر من
 * 1,200 أمر» for 1,247. The round targets (30,000 prompts…) are the content team's, shown to admins
 * on the content dashboard, never to visitors.
 */
import { catalogueStats } from './catalogue-stats.ts'
import { formatInteger, onFirstUse } from './format.ts'

/**
 * The figure a claim may state: below 20 the number itself; then down to a multiple of 5 (to 100),
 * of 10 (to 1,000) and of 100 above. `exact` says whether it is the count itself.
 */
export function roundDown(n: number): { value: number; exact: boolean } {
  const count = Math.max(0, Math.floor(n))
  const step = count < 20 ? 1 : count < 100 ? 5 : count < 1000 ? 10 : 100
  const value = Math.floor(count / step) * step
  return { value, exact: value === count }
}

type Nouns = { few: string; many: string; other: string }

/** Built on the first use, not at import (issue 51: a locale's rules cost the first paint). */
const rules = onFirstUse(() => new Intl.PluralRules('ar'))

/**
 * The noun after a figure, by Arabic agreement (the same Intl rule as the catalogue's count
 * phrases): 3–10 plural, 11–99 accusative singular, hundreds genitive singular.
 */
function noun(n: number, forms: Nouns): string {
  const form = rules().select(n)
  return form === 'few' ? forms.few : form === 'many' ? forms.many : forms.other
}

export const NOUNS = {
  prompts: { few: 'أوامر', many: 'أمراً', other: 'أمر' },
  assistants: { few: 'مساعدات', many: 'مساعداً', other: 'مساعد' },
  tools: { few: 'أدوات', many: 'أداة', other: 'أداة' },
  templates: { few: 'قوالب', many: 'قالباً', other: 'قالب' },
  kits: { few: 'حزم', many: 'حزمة', other: 'حزمة' },
} as const satisfies Record<string, Nouns>

export type ClaimKind = keyof typeof NOUNS

/** A count with its noun in agreement: «10 أوامر»، «50 أمراً»، «200 أمر». */
export function counted(kind: ClaimKind, n: number): string {
  return `${formatInteger(n)} ${noun(n, NOUNS[kind])}`
}

/** «أكثر من 1,200 أمر» (or «30 قالباً» when the count is exactly the round figure). */
export function claim(kind: ClaimKind, n: number = catalogueStats[kind]): string {
  const { value, exact } = roundDown(n)
  const text = `${formatInteger(value)} ${noun(value, NOUNS[kind])}`
  return exact ? text : `أكثر من ${text}`
}

/** The short form for a stat tile: «+1,200» (or «30» when exact) and its noun. */
export function statTile(kind: ClaimKind, n: number = catalogueStats[kind]) {
  const { value, exact } = roundDown(n)
  return { value: `${exact ? '' : '+'}${formatInteger(value)}`, label: noun(value, NOUNS[kind]) }
}

/** A category's figure on the smart-commands page. */
export function categoryClaim(category: string): string {
  const counts: Record<string, number> = catalogueStats.byCategory
  return claim('prompts', counts[category] ?? 0)
}

export { catalogueStats }
