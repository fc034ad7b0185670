/**
 * Entitlements (issue 27): what a plan opens is one rule read from plans.limits. The rule is
 * written out again below from the spec (SPEC, opensPrompt, opensTool), never read from SQL, and
 * every answer of the database is compared with it item by item, for the demo accounts (signed in
 * with their seeded passwords), a fresh trial account, a fresh basic subscriber and anon:
 * open_prompt for EVERY published prompt (the body, or the refusal's hint, Arabic message and
 * unlocking plan), search_prompts' lock flags, the rows of gpt_assistant_details,
 * ai_tool_details and automation_template_details, catalogue_locks, item_access,
 * chat_suggest_products, record_prompt_usage's copy and plan_access_matrix. No non-admin reads a row
 * of prompt_bodies; the admin reads them all. Then the daily quota (distinct prompts per
 * Asia/Riyadh day; the next day is simulated by moving the user's prompt_opens rows back a day
 * with owner SQL) and the basic plan's section (first choice, one change per billing period).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchFrom, freshIp } from '../../support/client-address.ts'
import { anonClient, serviceClient, sql, stackInfo } from '../../support/stack.ts'
import { clientWithToken, createTestUser, mfaClaims, signAccessToken } from '../../support/users.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

// ---------------------------------------------------------------------------------------------
// The rule, from the spec.
// ---------------------------------------------------------------------------------------------

type Plan = 'trial' | 'basic' | 'advanced' | 'premium' | 'lifetime'
type PromptsAccess = 'limited' | 'single_section' | 'all_chatgpt' | 'all'

/** What each plan opens (docs/entitlements.md). */
const SPEC: Record<
  Plan,
  {
    prompts: PromptsAccess
    assistants: boolean
    templates: boolean
    tools: 'none' | 'basic' | 'full'
    perDay: number
  }
> = {
  trial: { prompts: 'limited', assistants: false, templates: false, tools: 'none', perDay: 10 },
  basic: {
    prompts: 'single_section',
    assistants: false,
    templates: false,
    tools: 'none',
    perDay: 50,
  },
  advanced: {
    prompts: 'all_chatgpt',
    assistants: false,
    templates: false,
    tools: 'none',
    perDay: 200,
  },
  premium: { prompts: 'all', assistants: true, templates: true, tools: 'basic', perDay: -1 },
  lifetime: { prompts: 'all', assistants: true, templates: true, tools: 'full', perDay: -1 },
}
/** The plans on sale, cheapest first (the trial is not sold). */
const ON_SALE: Plan[] = ['basic', 'advanced', 'premium', 'lifetime']

const MESSAGES = {
  sign_in: 'سجّل الدخول لفتح هذا المحتوى',
  choose_section: 'اختر قسمك من أوامر ChatGPT أولاً',
  outside_section: 'خارج القسم الذي اخترته',
  quota: 'استنفدت حصة اليوم — تتجدد منتصف الليل',
  section_change_used: 'غيّرت قسمك في هذه الفترة — يمكنك تغييره مرة أخرى بعد تجديد الاشتراك',
}
const UPGRADE_MESSAGES: Record<Plan, string> = {
  trial: 'متاح من الباقة التجريبية',
  basic: 'متاح من الباقة الأساسية',
  advanced: 'متاح من الباقة المتقدمة',
  premium: 'متاح من الباقة الكاملة',
  lifetime: 'متاح من باقة مدى الحياة',
}

interface Prompt {
  id: string
  slug: string
  category: string
  platforms: string[]
  trial_sample: boolean
}

function opensPrompt(plan: Plan, section: string | null, p: Prompt): boolean {
  const chatgpt = p.platforms.includes('chatgpt')
  switch (SPEC[plan].prompts) {
    case 'all':
      return true
    case 'all_chatgpt':
      return chatgpt
    case 'single_section':
      return chatgpt && section !== null && p.category === section
    case 'limited':
      return p.trial_sample
  }
}

function opensTool(plan: Plan, level: string): boolean {
  const directory = SPEC[plan].tools
  return directory === 'full' || (directory === 'basic' && level === 'basic')
}

/** The cheapest plan on sale that opens an item (a single-section plan choosing its category). */
function cheapest(opens: (plan: Plan) => boolean): Plan | null {
  return ON_SALE.find(opens) ?? null
}

/** The next plan on sale with a larger daily quota (or none). */
function morePerDay(plan: Plan): Plan | null {
  const from = SPEC[plan].perDay
  return (
    ON_SALE.find(
      (p) =>
        ON_SALE.indexOf(p) > ON_SALE.indexOf(plan) && (SPEC[p].perDay < 0 || SPEC[p].perDay > from),
    ) ?? null
  )
}

interface Lock {
  locked: boolean
  reason: string | null
  unlock: Plan | null
}
const OPEN: Lock = { locked: false, reason: null, unlock: null }

interface Account {
  name: string
  /** null: anon. */
  plan: Plan | null
  section: string | null
  id: string | null
  client: SupabaseClient
}

function promptLock(account: Account, p: Prompt): Lock {
  const unlock = cheapest((plan) => opensPrompt(plan, p.category, p))
  if (!account.plan) return { locked: true, reason: 'sign_in', unlock }
  if (opensPrompt(account.plan, account.section, p)) return OPEN
  // A single-section plan opens this prompt with another section: choosing is the way, not paying.
  if (SPEC[account.plan].prompts === 'single_section' && opensPrompt(account.plan, p.category, p)) {
    return {
      locked: true,
      reason: account.section ? 'outside_section' : 'choose_section',
      unlock: account.plan,
    }
  }
  return { locked: true, reason: 'upgrade', unlock }
}

function otherLock(account: Account, opens: (plan: Plan) => boolean): Lock {
  const unlock = cheapest(opens)
  if (!account.plan) return { locked: true, reason: 'sign_in', unlock }
  return opens(account.plan) ? OPEN : { locked: true, reason: 'upgrade', unlock }
}

function lockMessage(lock: Lock): string | null {
  if (!lock.locked) return null
  if (lock.reason === 'upgrade') return UPGRADE_MESSAGES[lock.unlock!]
  return MESSAGES[lock.reason as keyof typeof MESSAGES]
}

// ---------------------------------------------------------------------------------------------
// Time: the quota day is the Asia/Riyadh day (UTC+3, no daylight saving).
// ---------------------------------------------------------------------------------------------

const RIYADH_OFFSET_MS = 3 * 3600_000
const riyadhDay = (ms = Date.now()) => new Date(ms + RIYADH_OFFSET_MS).toISOString().slice(0, 10)

/** Counts of today's opens must not straddle Riyadh midnight: wait it out when it is close. */
async function clearOfRiyadhMidnight(seconds: number) {
  const left = 86_400_000 - ((Date.now() + RIYADH_OFFSET_MS) % 86_400_000)
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 1000))
}

// ---------------------------------------------------------------------------------------------
// Fixtures.
// ---------------------------------------------------------------------------------------------

/** Source addresses of this file's sign-ins (127.27.x.y): its own auth rate-limit budget. */
const GROUP = 27

async function signIn(email: string, password: string) {
  const { url, anonKey } = stackInfo()
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(freshIp(GROUP)) },
  })
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  expect(error, email).toBeNull()
  return { id: data.user!.id, client: clientWithToken(data.session!.access_token) }
}

async function demo(plan: Plan, section: string | null = null): Promise<Account> {
  const { id, client } = await signIn(`${plan}@sanad.local`, 'Demo-Passw0rd!')
  return { name: `${plan}@sanad.local`, plan, section, id, client }
}

async function pay(userId: string, plan: Plan, paymentId: string) {
  const { data, error } = await serviceClient().rpc('update_subscription_with_payment', {
    user_uuid: userId,
    new_plan_slug: plan,
    payment_id: paymentId,
    payment_amount: 19,
    payment_currency: 'SAR',
    external_ref: `order-${paymentId}`,
    change_reason: 'entitlements test',
  })
  expect(error).toBeNull()
  expect(data).toMatchObject([{ success: true }])
}

interface Body {
  body_ar: string
  body_en: string | null
}

let prompts: Prompt[]
let bodies: Map<string, Body>
let assistants: { id: string }[]
let tools: { id: string; directory_level: string; url: string }[]
let templates: { id: string }[]
let suggestionTitles: string[]
let limitsOf: Record<string, Record<string, unknown>>
const accounts: Record<string, Account> = {}
let admin: { id: string; client: SupabaseClient }
const touched: string[] = []
let startedAt: string

beforeAll(async () => {
  ;[{ now: startedAt }] = await sql<{ now: string }>('select now()::text as now')
  prompts = await sql<Prompt>(
    `select id, slug, category, platforms, trial_sample from public.prompts
      where is_published order by slug`,
  )
  bodies = new Map(
    (
      await sql<Body & { prompt_id: string }>(
        'select prompt_id, body_ar, body_en from public.prompt_bodies',
      )
    ).map(({ prompt_id, ...body }) => [prompt_id, body]),
  )
  assistants = await sql('select id from public.gpt_assistants where is_published order by id')
  tools = await sql(
    `select t.id, t.directory_level, d.url from public.ai_tools t
       join public.ai_tool_details d on d.tool_id = t.id
      where t.is_published order by t.id`,
  )
  templates = await sql('select id from public.automation_templates where is_published order by id')
  suggestionTitles = (
    await sql<{ title: string }>(
      `(select title_ar as title from public.prompts
         where is_published and not ('chatgpt' = any (platforms)) order by slug limit 1)
       union all (select name from public.gpt_assistants where is_published order by slug limit 1)
       union all (select name || ' ' || name_en from public.ai_tools
                   where is_published and directory_level = 'basic' order by slug limit 1)
       union all (select name || ' ' || name_en from public.ai_tools
                   where is_published and directory_level = 'full' order by slug limit 1)
       union all (select title from public.automation_templates where is_published order by slug limit 1)`,
    )
  ).map((r) => r.title)
  limitsOf = Object.fromEntries(
    (
      await sql<{ slug: string; limits: Record<string, unknown> }>(
        'select slug, limits from public.plans',
      )
    ).map((p) => [p.slug, p.limits]),
  )

  accounts.trial = await demo('trial')
  accounts.basic = await demo('basic', 'marketing')
  accounts.advanced = await demo('advanced')
  accounts.premium = await demo('premium')
  accounts.lifetime = await demo('lifetime')
  const fresh = await createTestUser({ fullName: 'تجربة جديدة' })
  accounts['fresh trial'] = {
    name: 'fresh trial',
    plan: 'trial',
    section: null,
    id: fresh.id,
    client: fresh.client,
  }
  accounts.anon = { name: 'anon', plan: null, section: null, id: null, client: anonClient() }
  // The seeded admin after a verified TOTP code: admin power needs an aal2 token (is_admin).
  const seededAdmin = await signIn('admin@sanad.local', 'Admin-Passw0rd!')
  admin = {
    id: seededAdmin.id,
    client: clientWithToken(
      await signAccessToken(seededAdmin.id, 'admin@sanad.local', mfaClaims()),
    ),
  }
  for (const a of Object.values(accounts)) if (a.id) touched.push(a.id)
  touched.push(admin.id)
  // Start every account with nothing opened today.
  await sql('delete from public.prompt_opens where user_id = any($1::uuid[])', [touched])
})

afterAll(async () => {
  // Leave the demo accounts as seeded for the other files.
  if (touched.length) {
    await sql('delete from public.prompt_opens where user_id = any($1::uuid[])', [touched])
    await sql(
      'delete from public.prompt_usage where user_id = any($1::uuid[]) and created_at >= $2',
      [touched, startedAt],
    )
  }
})

// ---------------------------------------------------------------------------------------------
// Checks, item by item.
// ---------------------------------------------------------------------------------------------

type Mismatch = { item: string; want: unknown; got: unknown }

/** Deep equality regardless of key order. */
function same(a: unknown, b: unknown): boolean {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, x]) => [k, sorted(x)]),
          )
        : v
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b))
}

/** A refused call as the browser sees it. */
function refusal(res: {
  status: number
  data: unknown
  error: { code?: string; message?: string; hint?: string; details?: string | null } | null
}) {
  return {
    status: res.status,
    code: res.error?.code,
    message: res.error?.message,
    hint: res.error?.hint,
    details: res.error?.details ?? null,
    data: res.data,
  }
}

/**
 * open_prompt on every published prompt: the stored body when the rule opens it, otherwise the
 * refusal. A finite quota is met on the way (trial, advanced): the refusal is checked, then the
 * account's opens are cleared (a new day) and the walk goes on.
 */
async function checkOpenPrompt(account: Account) {
  await clearOfRiyadhMidnight(60)
  const perDay = account.plan ? SPEC[account.plan].perDay : 0
  let today = 0
  let quotaMet = 0
  const wrong: Mismatch[] = []
  for (const p of prompts) {
    const lock = promptLock(account, p)
    if (!lock.locked && perDay >= 0 && today === perDay) {
      const got = refusal(await account.client.rpc('open_prompt', { p_prompt_id: p.id }))
      const want = {
        status: 400,
        code: 'P0001',
        message: MESSAGES.quota,
        hint: 'quota',
        details: morePerDay(account.plan!) ?? '',
        data: null,
      }
      if (!same(got, want)) wrong.push({ item: `${p.slug} (quota)`, want, got })
      quotaMet += 1
      await sql('delete from public.prompt_opens where user_id = $1', [account.id])
      today = 0
    }
    const res = await account.client.rpc('open_prompt', { p_prompt_id: p.id })
    let want: unknown
    let got: unknown
    if (!lock.locked) {
      today += 1
      const body = bodies.get(p.id)
      want = body ? [{ ...body, opens_today: today, daily_limit: perDay }] : []
      got = res.error ?? res.data
    } else {
      want = {
        status: account.plan ? 400 : 401,
        code: account.plan ? 'P0001' : '42501',
        message: lockMessage(lock),
        hint: lock.reason,
        // The unlocking plan; anon is told to sign in first.
        details: account.plan ? (lock.unlock ?? '') : null,
        data: null,
      }
      got = refusal(res)
    }
    if (!same(got, want)) wrong.push({ item: p.slug, want, got })
  }
  expect(wrong).toEqual([])
  return { quotaMet }
}

interface SearchRow {
  id: string
  trial_sample: boolean
  locked: boolean
  lock_reason: string | null
  unlock_plan: string | null
}

async function searchAll(client: SupabaseClient, query = ''): Promise<SearchRow[]> {
  const rows: SearchRow[] = []
  for (let offset = 0; ; offset += 100) {
    const { data, error } = await client.rpc('search_prompts', {
      p_query: query,
      p_sort: 'title',
      p_limit: 100,
      p_offset: offset,
    })
    expect(error).toBeNull()
    for (const row of data as Record<string, unknown>[]) {
      expect(Object.keys(row)).not.toContain('body_ar')
      expect(Object.keys(row)).not.toContain('required_plan')
    }
    rows.push(...(data as SearchRow[]))
    if ((data as unknown[]).length < 100) return rows
  }
}

/** search_prompts (browsing every page, and one worded query) agrees with the rule. */
async function checkSearch(account: Account) {
  const byId = new Map(prompts.map((p) => [p.id, p]))
  const all = await searchAll(account.client)
  expect(all.map((r) => r.id).sort()).toEqual(prompts.map((p) => p.id).sort())
  const worded = await searchAll(account.client, 'خطة')
  expect(worded.length).toBeGreaterThan(0)
  const wrong: Mismatch[] = []
  for (const row of [...all, ...worded]) {
    const p = byId.get(row.id)!
    const lock = promptLock(account, p)
    const want = [p.trial_sample, lock.locked, lock.reason, lock.unlock]
    const got = [row.trial_sample, row.locked, row.lock_reason, row.unlock_plan]
    if (!same(got, want)) wrong.push({ item: p.slug, want, got })
  }
  expect(wrong).toEqual([])
}

/** Assistant links, tool details, template steps: the rows a plan reads and the lock flags. */
async function checkOtherItems(account: Account) {
  const plan = account.plan
  const links = await account.client.from('gpt_assistant_details').select('assistant_id, url')
  const wantAssistants = plan && SPEC[plan].assistants ? assistants.map((a) => a.id) : []
  if (links.error) expect([account.name, links.error.code]).toEqual(['anon', '42501'])
  expect((links.data ?? []).map((r) => r.assistant_id).sort()).toEqual(wantAssistants)

  const details = await account.client.from('ai_tool_details').select('tool_id, url')
  const wantTools = tools
    .filter((t) => plan && opensTool(plan, t.directory_level))
    .map((t) => ({ tool_id: t.id, url: t.url }))
  if (details.error) expect([account.name, details.error.code]).toEqual(['anon', '42501'])
  expect((details.data ?? []).sort((a, b) => (a.tool_id < b.tool_id ? -1 : 1))).toEqual(wantTools)
  // Template steps (migration 20261124110000): the full steps where the rule opens templates.
  const steps = await account.client.from('automation_template_details').select('template_id')
  const wantTemplates = plan && SPEC[plan].templates ? templates.map((m) => m.id) : []
  if (steps.error) expect([account.name, steps.error.code]).toEqual(['anon', '42501'])
  expect((steps.data ?? []).map((r) => r.template_id).sort()).toEqual(wantTemplates)

  if (plan === 'premium') {
    // The basic directory is a strict part of the full one.
    expect(wantTools.length).toBeGreaterThan(0)
    expect(wantTools.length).toBeLessThan(tools.length)
  }

  const kinds = {
    assistant: assistants.map((a) => ({
      id: a.id,
      lock: otherLock(account, (p) => SPEC[p].assistants),
    })),
    tool: tools.map((t) => ({
      id: t.id,
      lock: otherLock(account, (p) => opensTool(p, t.directory_level)),
    })),
    template: templates.map((m) => ({
      id: m.id,
      lock: otherLock(account, (p) => SPEC[p].templates),
    })),
  }
  for (const [kind, items] of Object.entries(kinds)) {
    const { data, error } = await account.client.rpc('catalogue_locks', { p_kind: kind })
    expect(error).toBeNull()
    const got = new Map(
      (
        data as { id: string; locked: boolean; reason: string | null; unlock_plan: string | null }[]
      ).map((r) => [r.id, { locked: r.locked, reason: r.reason, unlock: r.unlock_plan }]),
    )
    expect(got.size, kind).toBe(items.length)
    const wrong = items
      .filter((i) => !same(got.get(i.id), i.lock))
      .map((i) => ({ item: `${kind} ${i.id}`, want: i.lock, got: got.get(i.id) }))
    expect(wrong).toEqual([])
  }

  // item_access: the first of each kind (for tools, one of each directory level), with the message.
  const samples: [string, string, Lock][] = [
    ['assistant', kinds.assistant[0]!.id, kinds.assistant[0]!.lock],
    ['template', kinds.template[0]!.id, kinds.template[0]!.lock],
    ...(['basic', 'full'] as const).map((level): [string, string, Lock] => {
      const i = tools.findIndex((t) => t.directory_level === level)
      return ['tool', kinds.tool[i]!.id, kinds.tool[i]!.lock]
    }),
    ...prompts
      .slice(0, 5)
      .map((p): [string, string, Lock] => ['prompt', p.id, promptLock(account, p)]),
  ]
  for (const [kind, id, lock] of samples) {
    const { data, error } = await account.client.rpc('item_access', { p_kind: kind, p_id: id })
    expect(error).toBeNull()
    expect(data, `${kind} ${id}`).toEqual([
      {
        locked: lock.locked,
        reason: lock.reason,
        unlock_plan: lock.unlock,
        message: lockMessage(lock),
      },
    ])
  }
}

// ---------------------------------------------------------------------------------------------
// Tests.
// ---------------------------------------------------------------------------------------------

describe('the rule is read from plans.limits', () => {
  it('plans.limits carry what the spec says for each plan', () => {
    for (const [plan, spec] of Object.entries(SPEC)) {
      const limits = limitsOf[plan]!
      expect(
        {
          prompts: limits.prompts_access,
          assistants: limits.gpt_assistants !== 0,
          templates: limits.automation_templates,
          tools: limits.ai_tools_directory === false ? 'none' : limits.ai_tools_directory,
          perDay: limits.prompts_per_day,
        },
        plan,
      ).toEqual(spec)
    }
  })

  it('plan_access_matrix counts what the rule opens per plan, kind and category', async () => {
    const { data, error } = await anonClient().rpc('plan_access_matrix')
    expect(error).toBeNull()
    const got = (
      data as {
        plan: string
        kind: string
        category: string | null
        opened: number
        total: number
      }[]
    )
      .map((r) => `${r.plan}/${r.kind}/${r.category ?? ''}: ${r.opened} of ${r.total}`)
      .sort()
    const want: string[] = []
    for (const plan of Object.keys(SPEC) as Plan[]) {
      for (const category of [...new Set(prompts.map((p) => p.category))]) {
        const inCategory = prompts.filter((p) => p.category === category)
        // A single-section plan: as if this category were the one chosen.
        const opened = inCategory.filter((p) => opensPrompt(plan, category, p)).length
        want.push(`${plan}/prompt/${category}: ${opened} of ${inCategory.length}`)
      }
      const n = (items: unknown[], opens: boolean) =>
        `${opens ? items.length : 0} of ${items.length}`
      want.push(`${plan}/assistant/: ${n(assistants, SPEC[plan].assistants)}`)
      want.push(`${plan}/template/: ${n(templates, SPEC[plan].templates)}`)
      const openTools = tools.filter((t) => opensTool(plan, t.directory_level)).length
      want.push(`${plan}/tool/: ${openTools} of ${tools.length}`)
    }
    expect(got).toEqual(want.sort())
  })
})

describe.each(['trial', 'basic', 'advanced', 'premium', 'lifetime', 'fresh trial', 'anon'])(
  'the matrix for %s',
  (name) => {
    it('open_prompt opens exactly the prompts the rule opens, and refuses the others with the reason, message and plan', async () => {
      const account = accounts[name]!
      const { quotaMet } = await checkOpenPrompt(account)
      // The trial sample and the ChatGPT library are larger than one day's quota there.
      if (name === 'trial' || name === 'fresh trial' || name === 'advanced') {
        expect(quotaMet).toBeGreaterThan(0)
      }
    }, 120_000)

    it('search_prompts shows the same lock, reason and plan on every prompt', async () => {
      await checkSearch(accounts[name]!)
    }, 60_000)

    it('assistant links, tool details, template steps: rows and lock flags per the rule', async () => {
      await checkOtherItems(accounts[name]!)
    }, 60_000)

    it('chat suggestions and the copy counter follow the same rule', async () => {
      const account = accounts[name]!
      type Suggestion = {
        product_type: string
        product_id: string
        locked: boolean
        unlock_plan: string | null
      }
      // Questions naming an item of each kind (the item's own title), so every kind comes back.
      const rows: Suggestion[] = []
      for (const title of suggestionTitles) {
        const suggested = await account.client.rpc('chat_suggest_products', {
          p_words: title.split(/\s+/),
          p_limit: 12,
        })
        if (!account.plan) {
          // Signed-in users only.
          expect(suggested.data).toBeNull()
          expect(suggested.error).not.toBeNull()
          return
        }
        expect(suggested.error).toBeNull()
        rows.push(...(suggested.data as Suggestion[]))
      }
      expect(new Set(rows.map((r) => r.product_type))).toEqual(
        new Set(['prompt', 'assistant', 'tool', 'template']),
      )
      const lockOf = (type: string, id: string): Lock => {
        if (type === 'prompt')
          return promptLock(
            account,
            prompts.find((p) => p.id === id)!,
          )
        if (type === 'assistant') return otherLock(account, (p) => SPEC[p].assistants)
        if (type === 'template') return otherLock(account, (p) => SPEC[p].templates)
        const level = tools.find((t) => t.id === id)!.directory_level
        return otherLock(account, (p) => opensTool(p, level))
      }
      const wrong = rows
        .map((r) => ({ r, lock: lockOf(r.product_type, r.product_id) }))
        .filter(({ r, lock }) => !same([r.locked, r.unlock_plan], [lock.locked, lock.unlock]))
        .map(({ r, lock }) => ({
          item: `${r.product_type} ${r.product_id}`,
          want: lock,
          got: [r.locked, r.unlock_plan],
        }))
      expect(wrong).toEqual([])

      const copy = (p: Prompt) =>
        account.client.rpc('record_prompt_usage', { p_prompt_id: p.id, p_kind: 'copy' })
      const open = prompts.find((p) => !promptLock(account, p).locked)
      const locked = prompts.find((p) => promptLock(account, p).locked)
      if (open) expect((await copy(open)).error).toBeNull()
      if (locked) expect((await copy(locked)).error?.hint).toBe('upgrade_required')
      expect(Boolean(open || locked)).toBe(true)
    })

    it('reads no row of prompt_bodies, by select or embed', async () => {
      const { client } = accounts[name]!
      const direct = await client.from('prompt_bodies').select('prompt_id, body_ar')
      if (direct.error) expect([name, direct.error.code]).toEqual(['anon', '42501'])
      expect(direct.data ?? []).toEqual([])
      // Every page of the library (the API answers at most 1,000 rows a request).
      const rows: { id: string; prompt_bodies: unknown }[] = []
      for (let from = 0; ; from += 1000) {
        const embedded = await client
          .from('prompts')
          .select('id, prompt_bodies(body_ar)')
          .order('id')
          .range(from, from + 999)
        if (embedded.error) {
          // Anon has no privilege on the table at all: the whole request is refused.
          expect([name, embedded.error.code]).toEqual(['anon', '42501'])
          expect(embedded.data).toBeNull()
          return
        }
        rows.push(...embedded.data)
        if (embedded.data.length < 1000) break
      }
      expect(rows).toHaveLength(prompts.length)
      expect(rows.filter((r) => r.prompt_bodies)).toEqual([])
    })

    it('my_entitlements tells the plan, its limits, the section and today’s count', async () => {
      const account = accounts[name]!
      const { data, error } = await account.client.rpc('my_entitlements')
      if (!account.plan) {
        expect(data).toBeNull()
        expect(error).not.toBeNull()
        return
      }
      expect(error).toBeNull()
      expect(data).toEqual({
        plan: account.plan,
        limits: limitsOf[account.plan],
        section: account.section,
        section_change_allowed: account.plan === 'basic',
        opens_today: expect.any(Number),
        daily_limit: SPEC[account.plan].perDay,
        // Issue 43: where the plan comes from (these accounts belong to no company with a plan).
        plan_source: 'own',
        plan_company: null,
      })
    })
  },
)

describe('admin', () => {
  it('reads every body from the table and opens any prompt without using a quota', async () => {
    const direct: { prompt_id: string }[] = []
    for (let from = 0; ; from += 1000) {
      const page = await admin.client
        .from('prompt_bodies')
        .select('prompt_id')
        .order('prompt_id')
        .range(from, from + 999)
      expect(page.error).toBeNull()
      direct.push(...page.data!)
      if (page.data!.length < 1000) break
    }
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.prompt_bodies')
    expect(direct).toHaveLength(n)
    expect(n).toBeGreaterThanOrEqual(prompts.length)

    for (const p of prompts.slice(0, 20)) {
      const { data, error } = await admin.client.rpc('open_prompt', { p_prompt_id: p.id })
      expect(error).toBeNull()
      expect(data).toEqual([{ ...bodies.get(p.id), opens_today: 0, daily_limit: -1 }])
    }
    const counted = await sql('select 1 from public.prompt_opens where user_id = $1', [admin.id])
    expect(counted).toEqual([])

    const links = await admin.client.from('gpt_assistant_details').select('assistant_id')
    expect(links.data?.length).toBeGreaterThanOrEqual(assistants.length)
    const details = await admin.client.from('ai_tool_details').select('tool_id')
    expect(details.data?.length).toBeGreaterThanOrEqual(tools.length)
  })

  it('an unpublished prompt is not found for everyone else, and opens for the admin', async () => {
    const [hidden] = await sql<{ id: string }>(
      `insert into public.prompts (slug, title_ar, category, platforms, trial_sample, is_published)
       values ('entitlements-hidden-' || floor(random() * 1e9)::text, 'أمر غير منشور', 'marketing',
               '{chatgpt}', true, false) returning id`,
    )
    try {
      await sql(`insert into public.prompt_bodies (prompt_id, body_ar) values ($1, 'نص مخفي')`, [
        hidden!.id,
      ])
      for (const account of Object.values(accounts)) {
        const { data, error } = await account.client.rpc('open_prompt', { p_prompt_id: hidden!.id })
        expect(data, account.name).toBeNull()
        expect(error?.hint, account.name).toBe(account.plan ? 'not_found' : 'sign_in')
      }
      const unknown = await accounts.lifetime!.client.rpc('open_prompt', {
        p_prompt_id: '00000000-0000-4000-8000-000000000000',
      })
      expect(unknown.status).toBe(400)
      expect(unknown.error).toMatchObject({ hint: 'not_found', message: 'الأمر غير موجود' })
      const opened = await admin.client.rpc('open_prompt', { p_prompt_id: hidden!.id })
      expect(opened.data?.[0]?.body_ar).toBe('نص مخفي')
    } finally {
      await sql('delete from public.prompts where id = $1', [hidden!.id])
    }
  })
})

describe('the daily quota', () => {
  it('a fresh trial account opens 10 distinct prompts a Riyadh day; re-opening is free; the next day starts again', async () => {
    const user = await createTestUser({ fullName: 'حصة يومية' })
    touched.push(user.id)
    const open = (p: Prompt) => user.client.rpc('open_prompt', { p_prompt_id: p.id })
    const samples = prompts.filter((p) => p.trial_sample && bodies.has(p.id)).slice(0, 11)
    expect(samples).toHaveLength(11)
    await clearOfRiyadhMidnight(60)

    for (const [i, p] of samples.slice(0, 10).entries()) {
      const { data, error } = await open(p)
      expect(error, p.slug).toBeNull()
      expect(data).toEqual([{ ...bodies.get(p.id), opens_today: i + 1, daily_limit: 10 }])
    }

    const eleventh = await open(samples[10]!)
    expect(eleventh.status).toBe(400)
    expect(eleventh.data).toBeNull()
    expect(eleventh.error).toMatchObject({
      code: 'P0001',
      hint: 'quota',
      message: 'استنفدت حصة اليوم — تتجدد منتصف الليل',
      details: 'basic',
    })

    // Re-opening one of today's ten is free.
    const again = await open(samples[3]!)
    expect(again.error).toBeNull()
    expect(again.data).toEqual([
      { ...bodies.get(samples[3]!.id), opens_today: 10, daily_limit: 10 },
    ])

    // A prompt the plan does not open is refused for that, not for the quota.
    const locked = prompts.find((p) => !p.trial_sample && p.platforms.includes('chatgpt'))!
    expect((await open(locked)).error).toMatchObject({ hint: 'upgrade', details: 'basic' })

    // Ten rows, all on today's Riyadh date, readable by their owner only.
    const own = await user.client.from('prompt_opens').select('day, prompt_id')
    expect(own.data?.map((r) => r.day)).toEqual(Array(10).fill(riyadhDay()))
    expect(new Set(own.data?.map((r) => r.prompt_id))).toEqual(
      new Set(samples.slice(0, 10).map((p) => p.id)),
    )
    const theirs = await accounts.trial!.client.from('prompt_opens').select('user_id')
    expect(theirs.data?.filter((r) => r.user_id === user.id)).toEqual([])
    const me = await user.client.rpc('my_entitlements')
    expect(me.data).toMatchObject({ plan: 'trial', opens_today: 10, daily_limit: 10 })

    // Nothing but open_prompt writes the counter.
    const forged = await user.client.from('prompt_opens').delete().eq('user_id', user.id)
    expect(forged.error?.code).toBe('42501')

    // The next Riyadh day: today's rows become yesterday's.
    await sql(`update public.prompt_opens set day = day - 1 where user_id = $1`, [user.id])
    const nextDay = await open(samples[10]!)
    expect(nextDay.error).toBeNull()
    expect(nextDay.data).toEqual([
      { ...bodies.get(samples[10]!.id), opens_today: 1, daily_limit: 10 },
    ])
    // Yesterday's prompts count again today, up to ten.
    for (const [i, p] of samples.slice(0, 9).entries()) {
      expect((await open(p)).data?.[0]?.opens_today, p.slug).toBe(i + 2)
    }
    expect((await open(samples[9]!)).error?.hint).toBe('quota')
    const [{ today, yesterday }] = await sql<{ today: number; yesterday: number }>(
      `select count(*) filter (where day = $2::date)::int as today,
              count(*) filter (where day = $2::date - 1)::int as yesterday
         from public.prompt_opens where user_id = $1`,
      [user.id, riyadhDay()],
    )
    expect({ today, yesterday }).toEqual({ today: 10, yesterday: 10 })
  }, 120_000)
})

describe('the basic plan’s section', () => {
  it('anon and a trial user cannot choose a section', async () => {
    const anon = await anonClient().rpc('choose_prompt_section', { p_category: 'seo' })
    expect(anon.data).toBeNull()
    expect(anon.error).not.toBeNull()

    const user = await createTestUser()
    const refused = await user.client.rpc('choose_prompt_section', { p_category: 'seo' })
    expect(refused.status).toBe(400)
    expect(refused.error).toMatchObject({
      hint: 'not_single_section',
      message: 'اختيار القسم خاص بالباقة الأساسية',
    })
    expect(
      await sql('select 1 from public.prompt_section_choices where user_id = $1', [user.id]),
    ).toEqual([])
  })

  it('a fresh basic subscriber chooses once, may change once per billing period, and opens only that section', async () => {
    const user = await createTestUser({ fullName: 'مشترك أساسي جديد' })
    touched.push(user.id)
    await pay(user.id, 'basic', `entitlements-${user.id}`)
    const account: Account = {
      name: 'fresh basic',
      plan: 'basic',
      section: null,
      id: user.id,
      client: user.client,
    }
    const choose = (category: string) =>
      user.client.rpc('choose_prompt_section', { p_category: category })
    const entitlements = async () => (await user.client.rpc('my_entitlements')).data
    const audit = () =>
      sql<{ action: string; old_values: unknown; new_values: unknown }>(
        `select action, old_values, new_values from public.audit_log
          where user_id = $1 and target_type = 'prompt_section_choices' order by created_at, id`,
        [user.id],
      )

    // No section yet: every ChatGPT prompt says "choose your section".
    expect(await entitlements()).toMatchObject({
      plan: 'basic',
      section: null,
      section_change_allowed: true,
      daily_limit: 50,
    })
    await checkSearch(account)
    await checkOpenPrompt(account)

    // The first choice.
    const first = await choose('seo')
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({
      plan: 'basic',
      section: 'seo',
      section_change_allowed: true,
    })
    account.section = 'seo'
    await sql('delete from public.prompt_opens where user_id = $1', [user.id])
    await checkOpenPrompt(account)
    await checkSearch(account)

    // The same section again changes nothing; an unknown one is refused.
    expect((await choose('seo')).data).toMatchObject({
      section: 'seo',
      section_change_allowed: true,
    })
    expect((await choose('no-such-section')).error).toMatchObject({ hint: 'invalid_category' })

    // One change in the period.
    const changed = await choose('data-analysis')
    expect(changed.error).toBeNull()
    expect(changed.data).toMatchObject({ section: 'data-analysis', section_change_allowed: false })
    account.section = 'data-analysis'

    // A second change in the same period is refused, and nothing moves.
    const second = await choose('marketing')
    expect(second.status).toBe(400)
    expect(second.data).toBeNull()
    expect(second.error).toMatchObject({
      code: 'P0001',
      hint: 'section_change_used',
      message: MESSAGES.section_change_used,
    })
    expect(await entitlements()).toMatchObject({
      section: 'data-analysis',
      section_change_allowed: false,
    })
    const dataAnalysis = prompts.find(
      (p) => p.category === 'data-analysis' && p.platforms.includes('chatgpt'),
    )!
    const marketing = prompts.find(
      (p) => p.category === 'marketing' && p.platforms.includes('chatgpt'),
    )!
    expect(
      (await user.client.rpc('open_prompt', { p_prompt_id: dataAnalysis.id })).error,
    ).toBeNull()
    expect(
      (await user.client.rpc('open_prompt', { p_prompt_id: marketing.id })).error,
    ).toMatchObject({
      hint: 'outside_section',
      message: MESSAGES.outside_section,
      details: 'basic',
    })

    // The choice is written by the function only.
    const forged = await user.client
      .from('prompt_section_choices')
      .update({ category: 'marketing' })
      .eq('user_id', user.id)
    expect(forged.error?.code).toBe('42501')
    const forgedInsert = await user.client
      .from('prompt_section_choices')
      .insert({ user_id: user.id, category: 'marketing' })
    expect(forgedInsert.error?.code).toBe('42501')
    expect(
      await sql('select category from public.prompt_section_choices where user_id = $1', [user.id]),
    ).toEqual([{ category: 'data-analysis' }])

    // Each choice and change is audited with the old and new section.
    expect(await audit()).toEqual([
      { action: 'choose_prompt_section', old_values: null, new_values: { category: 'seo' } },
      {
        action: 'change_prompt_section',
        old_values: { category: 'seo' },
        new_values: { category: 'data-analysis' },
      },
    ])

    // The next billing period: the month ran out (grace period) and the renewal was paid.
    await sql(
      `update public.subscriptions set expires_at = now() - interval '1 minute' where user_id = $1`,
      [user.id],
    )
    await pay(user.id, 'basic', `entitlements-renewal-${user.id}`)
    expect(await entitlements()).toMatchObject({
      plan: 'basic',
      section: 'data-analysis',
      section_change_allowed: true,
    })
    expect((await choose('marketing')).data).toMatchObject({
      section: 'marketing',
      section_change_allowed: false,
    })
    expect((await choose('seo')).error).toMatchObject({ hint: 'section_change_used' })
  }, 120_000)
})
