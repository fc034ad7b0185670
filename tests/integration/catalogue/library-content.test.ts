/**
 * The library's content side (issue 44) against the seeded catalogue: the counts the issue asks
 * for, catalogue_stats() and the figures the site states, the worked example paid with the body,
 * «المتاح لي» (what the caller's plan opens first), the sector filter, the tool's public website
 * and the assistant links that must be ChatGPT GPT addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prompts as seeded } from '../../../scripts/catalogue-data.mjs'
import { catalogueStats as builtStats } from '../../../src/lib/catalogue-stats.ts'
import { anonClient, sql } from '../../support/stack.ts'
import { createSubscriber, createTestUser, type TestUser } from '../../support/users.ts'

const cleanup: string[] = []
let premium: TestUser
let basic: TestUser
let trial: TestUser
let admin: TestUser

type Row = {
  id: string
  category: string
  platforms: string[]
  locked: boolean
  trial_sample: boolean
}

async function browse(user: TestUser | null, args: Record<string, unknown> = {}) {
  const client = user ? user.client : anonClient()
  const { data, error } = await client.rpc('search_prompts', {
    p_query: '',
    p_sort: 'available',
    p_limit: 24,
    ...args,
  })
  expect(error).toBeNull()
  return (data ?? []) as unknown as Row[]
}

beforeAll(async () => {
  premium = await createSubscriber('premium', cleanup)
  basic = await createSubscriber('basic', cleanup)
  trial = await createTestUser()
  cleanup.push(trial.id)
  admin = await createTestUser({ admin: true })
  cleanup.push(admin.id)
  await sql(
    `insert into public.prompt_section_choices (user_id, category) values ($1, 'marketing')`,
    [basic.id],
  )
})

afterAll(async () => {
  await sql('delete from auth.users where id = any($1::uuid[])', [cleanup])
})

describe('what the catalogue holds', () => {
  it('has the issue’s counts after a reset, and catalogue_stats() says the same', async () => {
    const [counts] = await sql<Record<string, string>>(
      `
      select (select count(*) from public.prompts where is_published) as prompts,
             (select count(*) from public.gpt_assistants where is_published) as assistants,
             (select count(*) from public.ai_tools where is_published) as tools,
             (select count(*) from public.automation_templates where is_published) as templates,
             (select count(*) from public.kits where is_published) as kits,
             (select count(*) from public.prompts p join public.prompt_bodies b on b.prompt_id = p.id
               where p.slug = any($1::text[]) and b.example is null) as without_example,
             (select count(*) from public.prompts p where p.slug = any($1::text[])
               and (cardinality(p.sectors) = 0 or cardinality(p.ask_phrases) < 3)) as without_sectors_or_asks`,
      // The seeded library (other files of a run add prompts of their own).
      [seeded.map((p) => p.slug)],
    )
    expect(Number(counts!.prompts)).toBeGreaterThanOrEqual(1200)
    expect(Number(counts!.assistants)).toBeGreaterThanOrEqual(70)
    expect(Number(counts!.tools)).toBeGreaterThanOrEqual(120)
    expect(Number(counts!.templates)).toBeGreaterThanOrEqual(30)
    expect(Number(counts!.kits)).toBeGreaterThanOrEqual(25)
    expect(Number(counts!.without_example)).toBe(0)
    expect(Number(counts!.without_sectors_or_asks)).toBe(0)

    const { data, error } = await anonClient().rpc('catalogue_stats')
    expect(error).toBeNull()
    const stats = data as Record<string, number>
    for (const key of ['prompts', 'assistants', 'tools', 'templates', 'kits'])
      expect(stats[key], key).toBe(Number(counts![key]))
  })

  it('the figures built into the pages are never above what the database holds', async () => {
    const { data } = await anonClient().rpc('catalogue_stats')
    const live = data as {
      prompts: number
      assistants: number
      tools: number
      templates: number
      kits: number
      by_category: Record<string, number>
    }
    expect(builtStats.prompts).toBeLessThanOrEqual(live.prompts)
    expect(builtStats.assistants).toBeLessThanOrEqual(live.assistants)
    expect(builtStats.tools).toBeLessThanOrEqual(live.tools)
    expect(builtStats.templates).toBeLessThanOrEqual(live.templates)
    expect(builtStats.kits).toBeLessThanOrEqual(live.kits)
    for (const [category, n] of Object.entries(builtStats.byCategory))
      expect(n, category).toBeLessThanOrEqual(live.by_category[category] ?? 0)
  })
})

describe('the worked example', () => {
  it('goes with the body: after open_prompt, never from the table, never to a locked plan', async () => {
    const [row] = await sql<{ id: string }>(
      `select p.id from public.prompts p join public.prompt_bodies b on b.prompt_id = p.id
        where p.is_published and not p.trial_sample and b.example is not null
        order by p.created_at limit 1`,
    )
    const id = row!.id
    const anonTry = await anonClient().rpc('prompt_example', { p_prompt_id: id })
    expect(anonTry.error).not.toBeNull()

    const before = await premium.client.rpc('prompt_example', { p_prompt_id: id })
    expect(before.error?.hint).toBe('not_opened')
    expect(before.error?.message).toBe('افتح الأمر أولاً لترى مثاله')

    const opened = await premium.client.rpc('open_prompt', { p_prompt_id: id })
    expect(opened.error).toBeNull()
    const after = await premium.client.rpc('prompt_example', { p_prompt_id: id })
    expect(after.error).toBeNull()
    const example = after.data as { values: Record<string, string>; answer: string }
    expect(Object.keys(example.values).length).toBeGreaterThan(0)
    expect(example.answer.length).toBeGreaterThanOrEqual(200)

    // The trial plan cannot open it, so it cannot reach its example either.
    const locked = await trial.client.rpc('open_prompt', { p_prompt_id: id })
    expect(locked.error).not.toBeNull()
    expect((await trial.client.rpc('prompt_example', { p_prompt_id: id })).error?.hint).toBe(
      'not_opened',
    )
    // The table stays admin-only: no example through REST for a subscriber who opened it.
    const direct = await premium.client.from('prompt_bodies').select('example').eq('prompt_id', id)
    expect(direct.data ?? []).toEqual([])
  })
})

describe('«المتاح لي» and the sector filter', () => {
  it('a trial user sees the trial sample first, locked prompts after', async () => {
    const [sample] = await sql<{ n: string }>(
      'select count(*) as n from public.prompts where is_published and trial_sample',
    )
    const n = Number(sample!.n)
    expect(n).toBeGreaterThanOrEqual(24)
    const head = await browse(trial, { p_limit: 100 })
    expect(head.slice(0, Math.min(n, 100)).every((r) => r.trial_sample && !r.locked)).toBe(true)
    // Where the sample ends, the locked prompts begin.
    const edge = await browse(trial, { p_offset: n - 1, p_limit: 3 })
    expect(edge[0]).toMatchObject({ trial_sample: true, locked: false })
    expect(edge.slice(1).every((r) => r.locked && !r.trial_sample)).toBe(true)
  })

  it('a basic subscriber in marketing sees only what opens on the first screen', async () => {
    const rows = await browse(basic)
    expect(rows).toHaveLength(24)
    for (const r of rows) {
      expect(r.locked).toBe(false)
      expect(r.category === 'marketing' || r.trial_sample).toBe(true)
      expect(r.platforms).toContain('chatgpt')
    }
  })

  it('advanced: every ChatGPT prompt first, unlocked; the order agrees with the locks', async () => {
    const advanced = await createSubscriber('advanced', cleanup)
    const [chatgpt] = await sql<{ n: string }>(
      `select count(*) as n from public.prompts where is_published and 'chatgpt' = any(platforms)`,
    )
    const n = Number(chatgpt!.n)
    const head = await browse(advanced, { p_limit: 50 })
    expect(head.every((r) => !r.locked && r.platforms.includes('chatgpt'))).toBe(true)
    const edge = await browse(advanced, { p_offset: n - 1, p_limit: 3 })
    expect(edge[0]).toMatchObject({ locked: false })
    expect(edge.slice(1).every((r) => r.locked && !r.platforms.includes('chatgpt'))).toBe(true)
  })

  it('premium opens everything; anon sees the same list with locks', async () => {
    expect((await browse(premium)).every((r) => !r.locked)).toBe(true)
    const anon = await browse(null)
    expect(anon).toHaveLength(24)
    expect(anon.every((r) => r.locked)).toBe(true)
  })

  it('the sector filter narrows the library to that sector', async () => {
    const all = await premium.client.rpc('search_prompts', { p_query: '', p_limit: 1 })
    const clinics = await premium.client.rpc('search_prompts', {
      p_query: '',
      p_sector: 'clinics',
      p_limit: 100,
    })
    expect(clinics.error).toBeNull()
    const total = Number(all.data?.[0]?.total_count)
    const narrowed = Number(clinics.data?.[0]?.total_count)
    expect(narrowed).toBeGreaterThan(0)
    expect(narrowed).toBeLessThan(total)
    const ids = ((clinics.data ?? []) as unknown as Row[]).map((r) => r.id)
    const [bad] = await sql<{ n: string }>(
      `select count(*) as n from public.prompts where id = any($1::uuid[]) and not sectors @> array['clinics']`,
      [ids],
    )
    expect(Number(bad!.n)).toBe(0)
    // With words too.
    const typed = await premium.client.rpc('search_prompts', {
      p_query: 'مواعيد',
      p_sector: 'clinics',
    })
    expect(typed.error).toBeNull()
  })
})

describe('public pieces of paid items', () => {
  it('a tool’s website is public; its guide is not', async () => {
    const tools = await anonClient().from('ai_tools').select('slug, website').limit(200)
    expect((tools.data ?? []).length).toBeGreaterThanOrEqual(120)
    expect(
      (tools.data ?? []).every(
        (t) => typeof t.website === 'string' && t.website.startsWith('https://'),
      ),
    ).toBe(true)
    const details = await anonClient().from('ai_tool_details').select('guide').limit(1)
    expect(details.data ?? []).toEqual([])
  })

  it('an assistant’s link is a ChatGPT GPT address or empty, never anything else', async () => {
    const [assistant] = await sql<{ assistant_id: string }>(
      'select assistant_id from public.gpt_assistant_details limit 1',
    )
    const wrong = await admin.client
      .from('gpt_assistant_details')
      .update({ url: 'https://chatgpt.com/g/sanad-example' })
      .eq('assistant_id', assistant!.assistant_id)
    expect(wrong.error?.code).toBe('23514')
    const right = await admin.client
      .from('gpt_assistant_details')
      .update({ url: 'https://chatgpt.com/g/g-Ab12Cd34E-sanad-example' })
      .eq('assistant_id', assistant!.assistant_id)
    expect(right.error).toBeNull()
    await sql('update public.gpt_assistant_details set url = null where assistant_id = $1', [
      assistant!.assistant_id,
    ])
  })
})
