// @vitest-environment node
/**
 * The seeded kits name seeded entries. The prompts themselves pass the library's quality gate
 * (tests/unit/catalogue-quality.test.ts, issue 44), which took over this file's prompt checks
 * (four-word-run Jaccard, title words, placeholders) with the same limits.
 */
import { describe, expect, it } from 'vitest'
import { prompts } from '../../scripts/catalogue-data.mjs'

const all = prompts

describe('the seeded kits', () => {
  it('holds at least 8 kits, each with a guide and items that name seeded entries', async () => {
    const { kits } = await import('../../scripts/catalogue/kits.mjs')
    const { assistantList, toolList, templateList } =
      await import('../../scripts/catalogue-data.mjs')
    const slugs: Record<string, Set<string>> = {
      prompt: new Set(all.map((p) => p.slug)),
      assistant: new Set(assistantList.map((a) => a.slug)),
      tool: new Set(toolList.map((t) => t.slug)),
      template: new Set(templateList.map((t) => t.slug)),
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
