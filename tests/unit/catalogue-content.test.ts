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

describe('the seeded kits', () => {
  it('holds at least 8 kits, each with a guide and items that name seeded entries', async () => {
    const { kits } = await import('../../scripts/catalogue/kits.mjs')
    const { assistants, aiTools, automationTemplates } =
      await import('../../scripts/catalogue-data.mjs')
    const slugs: Record<string, Set<string>> = {
      prompt: new Set(all.map((p) => p.slug)),
      assistant: new Set((assistants as string[][]).map((a) => a[0]!)),
      tool: new Set((aiTools as string[][]).map((t) => t[0]!)),
      template: new Set((automationTemplates as string[][]).map((t) => t[0]!)),
    }
    expect(kits.length).toBeGreaterThanOrEqual(8)
    expect(new Set(kits.map((k) => k.slug)).size).toBe(kits.length)
    expect(new Set(kits.map((k) => k.title)).size).toBe(kits.length)
    for (const kit of kits) {
      expect(kit.slug).toMatch(/^[a-z0-9][a-z0-9-]{1,79}$/)
      expect(kit.title.length, kit.slug).toBeGreaterThanOrEqual(3)
      expect(kit.description.length, kit.slug).toBeLessThanOrEqual(500)
      expect(kit.steps.length, kit.slug).toBeGreaterThanOrEqual(3)
      expect(kit.steps.length, kit.slug).toBeLessThanOrEqual(12)
      for (const step of kit.steps) expect(step.length).toBeLessThanOrEqual(400)
      expect(kit.items.length, kit.slug).toBeGreaterThanOrEqual(5)
      // A kit spans kinds: at least one item besides prompts.
      expect(
        kit.items.some(([kind]) => kind !== 'prompt'),
        kit.slug,
      ).toBe(true)
      const seen = new Set<string>()
      for (const [kind, slug, note] of kit.items) {
        expect(slugs[kind]?.has(slug), `${kit.slug}: ${kind} ${slug}`).toBe(true)
        expect(seen.has(`${kind}:${slug}`), `${kit.slug}: ${slug} twice`).toBe(false)
        seen.add(`${kind}:${slug}`)
        expect(note.length).toBeLessThanOrEqual(300)
      }
    }
  })
})
