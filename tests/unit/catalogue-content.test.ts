/**
 * The seeded library (issue 20): at least 300 prompts, each its own task. The old seed repeated
 * about 100 tasks for up to seven sectors with the sector swapped in the title and body; these
 * checks fail on that pattern (near-identical bodies or titles) and on broken placeholders.
 */
import { describe, expect, it } from 'vitest'
import { promptCategories, prompts } from '../../scripts/catalogue-data.mjs'

const all = prompts

const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2)

/** Runs of four words: two prompts made from one template share most of them. */
function shingles(text: string): Set<string> {
  const list = words(text)
  const out = new Set<string>()
  for (let i = 0; i + 3 < list.length; i += 1) out.add(list.slice(i, i + 4).join(' '))
  return out
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0
  for (const item of a) if (b.has(item)) shared += 1
  return shared / (a.size + b.size - shared || 1)
}

describe('the seeded prompt library', () => {
  it('holds at least 300 prompts with unique slugs and titles, in every category', () => {
    expect(all.length).toBeGreaterThanOrEqual(300)
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length)
    expect(new Set(all.map((p) => p.title)).size).toBe(all.length)
    for (const [id] of promptCategories) {
      const inCategory = all.filter((p) => p.category === id)
      expect(inCategory.length, id).toBeGreaterThanOrEqual(30)
      // Free trial samples a ChatGPT user can open in each category.
      expect(
        inCategory.some((p) => p.plan === 'trial' && p.platforms.includes('chatgpt')),
        id,
      ).toBe(true)
    }
  })

  it('has no two prompts made from one template (bodies share under a third of their phrasing)', () => {
    const sets = all.map((p) => shingles(p.body))
    const close: string[] = []
    for (let i = 0; i < all.length; i += 1) {
      for (let j = i + 1; j < all.length; j += 1) {
        if (jaccard(sets[i]!, sets[j]!) > 0.33) close.push(`${all[i]!.slug} ~ ${all[j]!.slug}`)
      }
    }
    expect(close).toEqual([])
  })

  it('has no two titles that differ by a swapped word', () => {
    const sets = all.map((p) => new Set(words(p.title)))
    const close: string[] = []
    for (let i = 0; i < all.length; i += 1) {
      for (let j = i + 1; j < all.length; j += 1) {
        if (jaccard(sets[i]!, sets[j]!) >= 0.6) close.push(`${all[i]!.title} ~ ${all[j]!.title}`)
      }
    }
    expect(close).toEqual([])
  })

  it('closes every placeholder and names it in Arabic or plain words', () => {
    for (const p of all) {
      const opened = p.body.match(/\{\{/g)?.length ?? 0
      const closed = p.body.match(/\}\}/g)?.length ?? 0
      expect(closed, p.slug).toBe(opened)
      for (const [, name] of p.body.matchAll(/\{\{([^}|]+)(?:\|[^}]*)?\}\}/g)) {
        expect(name!.trim(), p.slug).toMatch(/^[\p{L}\p{M}\p{N}_ ]+$/u)
      }
    }
  })
})
