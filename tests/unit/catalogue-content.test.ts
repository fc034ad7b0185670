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
  it('holds at least 25 kits, each with a guide and items that name seeded entries', async () => {
    const { kits } = await import('../../scripts/catalogue/kits.mjs')
    const { assistantList, toolList, templateList } =
      await import('../../scripts/catalogue-data.mjs')
    const slugs: Record<string, Set<string>> = {
      prompt: new Set(all.map((p) => p.slug)),
      assistant: new Set(assistantList.map((a) => a.slug)),
      tool: new Set(toolList.map((t) => t.slug)),
      template: new Set(templateList.map((t) => t.slug)),
    }
    expect(kits.length).toBeGreaterThanOrEqual(25)
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

describe('assistants, tools and templates (issue 44)', () => {
  it('holds at least 70 assistants with real instructions, starters and a GPT address or none', async () => {
    const { assistantList, assistantCategories } = await import('../../scripts/catalogue-data.mjs')
    expect(assistantList.length).toBeGreaterThanOrEqual(70)
    expect(new Set(assistantList.map((a) => a.slug)).size).toBe(assistantList.length)
    const categories = new Set((assistantCategories as string[][]).map((c) => c[0]!))
    expect(categories.has('hr')).toBe(true)
    for (const a of assistantList) {
      expect(categories.has(a.category), a.slug).toBe(true)
      expect(a.instructions.length, a.slug).toBeGreaterThanOrEqual(400)
      expect(a.starters.length, a.slug).toBeGreaterThanOrEqual(3)
      expect(a.starters.length, a.slug).toBeLessThanOrEqual(6)
      if (a.url !== null)
        expect(a.url, a.slug).toMatch(
          /^https:\/\/chatgpt\.com\/g\/g-[A-Za-z0-9]{6,}(-[a-z0-9-]+)?$/,
        )
    }
    for (const id of categories)
      expect(assistantList.filter((a) => a.category === id).length, id).toBeGreaterThanOrEqual(8)
  })

  it('holds at least 120 tools, each with its website and an Arabic guide', async () => {
    const { toolList } = await import('../../scripts/catalogue-data.mjs')
    expect(toolList.length).toBeGreaterThanOrEqual(120)
    expect(new Set(toolList.map((t) => t.slug)).size).toBe(toolList.length)
    for (const t of toolList) {
      expect(t.website, t.slug).toMatch(/^https:\/\/[^\s/]+\.[a-z]{2,}/)
      expect(t.guide?.length ?? 0, t.slug).toBeGreaterThanOrEqual(150)
      expect(['full', 'partial', 'none'], t.slug).toContain(t.arabicSupport)
      expect(['free', 'freemium', 'paid'], t.slug).toContain(t.pricing)
    }
  })

  it('holds at least 30 templates, each with steps and an importable n8n workflow', async () => {
    const { templateList } = await import('../../scripts/catalogue-data.mjs')
    expect(templateList.length).toBeGreaterThanOrEqual(30)
    for (const t of templateList) {
      expect(t.steps.length, t.slug).toBeGreaterThanOrEqual(3)
      expect(['n8n', 'make'], t.slug).toContain(t.workflowFormat)
      const workflow = t.workflow as {
        nodes: { name: string; type: string; parameters: unknown }[]
        connections: Record<string, { main: { node: string }[][] }>
      }
      expect(Array.isArray(workflow.nodes) && workflow.nodes.length >= 2, t.slug).toBe(true)
      const names = new Set(workflow.nodes.map((n) => n.name))
      expect(names.size, t.slug).toBe(workflow.nodes.length)
      for (const n of workflow.nodes) expect(n.type, t.slug).toMatch(/^(n8n-nodes-base|@n8n\/)/)
      for (const [from, out] of Object.entries(workflow.connections)) {
        expect(names.has(from), `${t.slug}: ${from}`).toBe(true)
        for (const branch of out.main ?? [])
          for (const edge of branch)
            expect(names.has(edge.node), `${t.slug}: ${edge.node}`).toBe(true)
      }
      // No credential or secret travels in the file.
      expect(JSON.stringify(workflow), t.slug).not.toMatch(
        /"credentials"|sk-[A-Za-z0-9]{20}|Bearer [A-Za-z0-9]{20}/,
      )
    }
  })
})
