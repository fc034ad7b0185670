/**
 * Every line a plan card sells is checked against what the database's entitlement rule opens
 * (plan_access_matrix, the same rule open_prompt and the policies use). A new card line fails
 * here until it says what it promises.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'

type Row = { plan: string; kind: string; category: string | null; opened: number; total: number }
type Plan = {
  slug: string
  features: string[]
  limits: Record<string, unknown>
  duration_days: number | null
}

let matrix: Row[]
let plans: Plan[]
let chatgptByCategory: Map<string, number>

const rows = (plan: string, kind: string) =>
  matrix.filter((r) => r.plan === plan && r.kind === kind)
const opened = (plan: string, kind: string) => rows(plan, kind).reduce((n, r) => n + r.opened, 0)
const total = (plan: string, kind: string) => rows(plan, kind).reduce((n, r) => n + r.total, 0)
const chatgptTotal = () => [...chatgptByCategory.values()].reduce((a, b) => a + b, 0)

/** What each sold line means, as a check on the rule's counts or the plan's limits. */
const CLAIMS: Record<string, (plan: Plan) => void> = {
  'وصول محدود إلى الأوامر الذكية': (p) => {
    expect(opened(p.slug, 'prompt')).toBeGreaterThan(0)
    expect(opened(p.slug, 'prompt')).toBeLessThan(total(p.slug, 'prompt'))
  },
  'تجربة لمدة 7 أيام': (p) => expect(p.duration_days).toBe(7),
  'قسم واحد من أوامر ChatGPT': (p) => {
    expect(p.limits.chatgpt_sections).toBe(1)
    // Counted as if each category were the chosen one: exactly its ChatGPT prompts.
    for (const row of rows(p.slug, 'prompt')) {
      expect(row.opened, row.category ?? '').toBe(chatgptByCategory.get(row.category!) ?? 0)
    }
  },
  'جميع أوامر ChatGPT': (p) => expect(opened(p.slug, 'prompt')).toBe(chatgptTotal()),
  'جميع الأوامر الذكية لكل المنصات': (p) =>
    expect(opened(p.slug, 'prompt')).toBe(total(p.slug, 'prompt')),
  'جميع المساعدات الرقمية (GPTs)': (p) => {
    expect(total(p.slug, 'assistant')).toBeGreaterThan(0)
    expect(opened(p.slug, 'assistant')).toBe(total(p.slug, 'assistant'))
  },
  'أكثر من 70 مساعداً رقمياً': (p) => {
    // Every assistant in the library (the number is the library's advertised size).
    expect(total(p.slug, 'assistant')).toBeGreaterThan(0)
    expect(opened(p.slug, 'assistant')).toBe(total(p.slug, 'assistant'))
  },
  'وصول دائم لجميع الأوامر والمساعدين': (p) => {
    expect(p.limits.duration_days).toBe(-1)
    expect(opened(p.slug, 'prompt')).toBe(total(p.slug, 'prompt'))
    expect(opened(p.slug, 'assistant')).toBe(total(p.slug, 'assistant'))
  },
  'دليل أدوات الذكاء الاصطناعي الأساسي': (p) => {
    expect(opened(p.slug, 'tool')).toBeGreaterThan(0)
    expect(opened(p.slug, 'tool')).toBeLessThan(total(p.slug, 'tool'))
  },
  'دليل الأدوات الكامل': (p) => expect(opened(p.slug, 'tool')).toBe(total(p.slug, 'tool')),
  'قوالب الأتمتة': (p) => {
    expect(total(p.slug, 'template')).toBeGreaterThan(0)
    expect(opened(p.slug, 'template')).toBe(total(p.slug, 'template'))
  },
  'ضمان ذهبي لمدة 7 أيام': (p) => {
    expect(p.limits.golden_guarantee).toBe(true)
    expect(p.limits.guarantee_days).toBe(7)
  },
  'دعم عبر البريد الإلكتروني': (p) => expect(p.limits.support_level).toBe('email'),
  'دعم أولوية عادية': (p) => expect(p.limits.support_level).toBe('standard'),
  'دعم مباشر': (p) => expect(p.limits.support_level).toBe('direct'),
  'دعم ذو أولوية': (p) => expect(p.limits.support_level).toBe('priority'),
  // Not access: the library's publishing promise and features every signed-in user has.
  'تحديثات شهرية للمكتبة': () => undefined,
  'جميع التحديثات المستقبلية': () => undefined,
  'المفضلة والتفضيلات المحفوظة': () => undefined,
}

beforeAll(async () => {
  const { data, error } = await anonClient().rpc('plan_access_matrix')
  expect(error).toBeNull()
  matrix = (data as Row[]).map((r) => ({ ...r, opened: Number(r.opened), total: Number(r.total) }))
  plans = await sql<Plan>(
    'select slug, features, limits, duration_days from public.plans where is_active order by rank',
  )
  const counts = await sql<{ category: string; n: string }>(
    `select category, count(*) as n from public.prompts
      where is_published and 'chatgpt' = any (platforms) group by category`,
  )
  chatgptByCategory = new Map(counts.map((c) => [c.category, Number(c.n)]))
})

describe('each plan card sells what the database opens', () => {
  it('covers the five plans', () => {
    expect(plans.map((p) => p.slug)).toEqual(['trial', 'basic', 'advanced', 'premium', 'lifetime'])
  })

  it.each(['trial', 'basic', 'advanced', 'premium', 'lifetime'])('%s', (slug) => {
    const plan = plans.find((p) => p.slug === slug)!
    expect(plan.features.length).toBeGreaterThan(0)
    for (const line of plan.features) {
      const claim = CLAIMS[line]
      expect(claim, `no check for the card line «${line}»`).toBeDefined()
      claim!(plan)
    }
  })

  it('no plan below the complete one opens an assistant or a template, or a tool link', () => {
    for (const slug of ['trial', 'basic', 'advanced']) {
      expect(opened(slug, 'assistant'), slug).toBe(0)
      expect(opened(slug, 'template'), slug).toBe(0)
      expect(opened(slug, 'tool'), slug).toBe(0)
    }
  })
})
