/**
 * The catalogue through supabase-js: public metadata for everyone, bodies only through
 * open_prompt where the plan opens the prompt (never from the table itself, by any path),
 * assistant links where the plan opens assistants, admin-only writes that are audited, and usage
 * counters that move only through record_prompt_usage. The whole plan-by-item matrix and the
 * daily quota are in entitlements.test.ts.
 */
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let trial: TestUser
let premium: TestUser
let expired: TestUser
let admin: TestUser

async function setPlan(user: TestUser, plan: string, expiresAt: string | null) {
  await sql(
    `update public.subscriptions set plan_id = $2, status = 'active', expires_at = $3 where user_id = $1`,
    [user.id, plan, expiresAt],
  )
}

async function promptId(slug: string): Promise<string> {
  const rows = await sql<{ id: string }>('select id from public.prompts where slug = $1', [slug])
  return rows[0]!.id
}

beforeAll(async () => {
  trial = await createTestUser()
  premium = await createTestUser()
  expired = await createTestUser()
  admin = await createTestUser({ admin: true })
  await setPlan(premium, 'premium', new Date(Date.now() + 20 * 86400_000).toISOString())
  await setPlan(expired, 'basic', new Date(Date.now() - 10 * 86400_000).toISOString())
})

describe('public catalogue metadata', () => {
  it('anon reads platforms, categories with the spec totals, assistants, tools and templates', async () => {
    const anon = anonClient()
    const platforms = await anon.from('platforms').select('id').order('sort_order')
    expect(platforms.data?.map((p) => p.id)).toEqual(['chatgpt', 'gemini', 'midjourney', 'claude'])

    const categories = await anon.from('prompt_categories').select('id, total_count')
    expect(Object.fromEntries((categories.data ?? []).map((c) => [c.id, c.total_count]))).toEqual({
      marketing: 5000,
      'business-management': 4500,
      'content-writing': 8000,
      'data-analysis': 3500,
      seo: 4000,
      'entrepreneurship-sales': 5000,
    })
    const assistantCategories = await anon
      .from('gpt_assistant_categories')
      .select('id, total_count')
    expect(
      Object.fromEntries((assistantCategories.data ?? []).map((c) => [c.id, c.total_count])),
    ).toEqual({
      advertising: 15,
      'marketing-plans': 15,
      'email-optimization': 15,
      'business-ideas': 20,
      'task-organization': 15,
      hr: 15,
      'sales-service': 15,
    })

    const prompts = await anon.from('prompts').select('slug', { count: 'exact', head: true })
    expect(prompts.count).toBeGreaterThanOrEqual(60)
    expect((await anon.from('gpt_assistants').select('id')).data?.length).toBeGreaterThanOrEqual(10)
    expect((await anon.from('ai_tools').select('id')).data?.length).toBeGreaterThanOrEqual(20)
    expect(
      (await anon.from('automation_templates').select('id')).data?.length,
    ).toBeGreaterThanOrEqual(30)
    expect((await anon.from('icons').select('name')).data?.length).toBeGreaterThan(0)
  })

  it('exposes the variables of a body in the metadata', async () => {
    const { data } = await anonClient()
      .from('prompts')
      .select('variables')
      .eq('slug', 'marketing-plan-90-days')
      .single()
    expect(data?.variables).toContainEqual({ key: 'اسم_الشركة', default: null })
    expect(data?.variables).toContainEqual({ key: 'الميزانية', default: '10,000 ريال' })
  })

  it('hides unpublished prompts from everyone but admins', async () => {
    await sql(`update public.prompts set is_published = false where slug = 'swot-analysis'`)
    try {
      expect(
        (await anonClient().from('prompts').select('id').eq('slug', 'swot-analysis')).data,
      ).toEqual([])
      expect(
        (await premium.client.from('prompts').select('id').eq('slug', 'swot-analysis')).data,
      ).toEqual([])
      const body = await premium.client
        .from('prompt_bodies')
        .select('body_ar')
        .eq('prompt_id', await promptId('swot-analysis'))
      expect(body.data).toEqual([])
      const opened = await premium.client.rpc('open_prompt', {
        p_prompt_id: await promptId('swot-analysis'),
      })
      expect(opened.status).toBe(400)
      expect(opened.error).toMatchObject({ hint: 'not_found', message: 'الأمر غير موجود' })
      expect(
        (await admin.client.from('prompts').select('id').eq('slug', 'swot-analysis')).data,
      ).toHaveLength(1)
      const adminOpened = await admin.client.rpc('open_prompt', {
        p_prompt_id: await promptId('swot-analysis'),
      })
      expect(adminOpened.data?.[0]?.body_ar).toContain('SWOT')
    } finally {
      await sql(`update public.prompts set is_published = true where slug = 'swot-analysis'`)
    }
  })
})

describe('prompt bodies follow the plan, through open_prompt only', () => {
  it('anon reads no body at all', async () => {
    const { data, error } = await anonClient().from('prompt_bodies').select('body_ar')
    expect(data ?? []).toEqual([])
    expect(error?.code).toBe('42501')
    const opened = await anonClient().rpc('open_prompt', {
      p_prompt_id: await promptId('swot-analysis'),
    })
    expect(opened.data).toBeNull()
    expect(opened.error).toMatchObject({ hint: 'sign_in', message: 'سجّل الدخول لفتح هذا المحتوى' })
  })

  it('a trial user opens trial-sample bodies but no other body by any path', async () => {
    const sampleId = await promptId('swot-analysis')
    const trialBody = await trial.client.rpc('open_prompt', { p_prompt_id: sampleId })
    expect(trialBody.error).toBeNull()
    expect(trialBody.data?.[0]?.body_ar).toContain('SWOT')
    // Not even a body the plan opens comes from the table itself.
    const sampleDirect = await trial.client
      .from('prompt_bodies')
      .select('body_ar')
      .eq('prompt_id', sampleId)
    expect(sampleDirect.data).toEqual([])

    const premiumId = await promptId('risk-register')
    const direct = await trial.client
      .from('prompt_bodies')
      .select('body_ar')
      .eq('prompt_id', premiumId)
    expect(direct.data).toEqual([])
    const refused = await trial.client.rpc('open_prompt', { p_prompt_id: premiumId })
    expect(refused.status).toBe(400)
    expect(refused.data).toBeNull()
    expect(refused.error).toMatchObject({
      hint: 'upgrade',
      details: 'basic',
      message: 'متاح من الباقة الأساسية',
    })

    const embedded = await trial.client
      .from('prompts')
      .select('slug, prompt_bodies(body_ar)')
      .eq('slug', 'risk-register')
      .single()
    expect(embedded.data?.slug).toBe('risk-register')
    expect(embedded.data?.prompt_bodies ?? null).toBeNull()

    const searched = await trial.client.rpc('search_prompts', { p_query: 'سجل مخاطر' })
    const hit = (searched.data as Record<string, unknown>[]).find((r) => r.slug === 'risk-register')
    expect(hit?.locked).toBe(true)
    // No part of the body travels with the search (its own sentences, not a word other prompts'
    // descriptions may share since issue 44's library).
    const [{ body }] = await sql<{ body: string }>(
      `select b.body_ar as body from public.prompt_bodies b where b.prompt_id = $1`,
      [premiumId],
    )
    for (const sentence of body.split(/[.\n]/).filter((x) => x.trim().length > 30))
      expect(JSON.stringify(searched.data)).not.toContain(sentence.trim())
    expect(Object.keys(hit ?? {})).not.toContain('body_ar')

    const all = await trial.client.from('prompt_bodies').select('prompt_id, body_ar')
    expect(all.error).toBeNull()
    expect(all.data).toEqual([])
  })

  it('a premium user opens every prompt (prompts_access all), yet reads no body from the table', async () => {
    const slugs = ['risk-register', 'delegation-plan', 'midjourney-product-shot']
    for (const [i, slug] of slugs.entries()) {
      const id = await promptId(slug)
      const [stored] = await sql<{ body_ar: string; body_en: string | null }>(
        'select body_ar, body_en from public.prompt_bodies where prompt_id = $1',
        [id],
      )
      const ok = await premium.client.rpc('open_prompt', { p_prompt_id: id })
      expect(ok.error, slug).toBeNull()
      // Unlimited (-1), still counted: the n-th distinct prompt opened today.
      expect(ok.data, slug).toEqual([{ ...stored, opens_today: i + 1, daily_limit: -1 }])
    }
    const direct = await premium.client.from('prompt_bodies').select('prompt_id')
    expect(direct.data).toEqual([])
  })

  it('an expired subscription past its grace period opens no body, not even the trial sample', async () => {
    const { data } = await expired.client.from('prompt_bodies').select('prompt_id')
    expect(data).toEqual([])
    const opened = await expired.client.rpc('open_prompt', {
      p_prompt_id: await promptId('swot-analysis'),
    })
    expect(opened.status).toBe(400)
    expect(opened.error).toMatchObject({ hint: 'upgrade', details: 'basic' })
  })

  it('assistant links follow the plan: none for trial, every published one for premium', async () => {
    const trialLinks = await trial.client.from('gpt_assistant_details').select('url')
    expect(trialLinks.data).toEqual([])
    const premiumLinks = await premium.client
      .from('gpt_assistant_details')
      .select('assistant_id, url')
    const published = await sql<{ id: string }>(
      'select id from public.gpt_assistants where is_published order by id',
    )
    expect(published.length).toBeGreaterThan(0)
    expect((premiumLinks.data ?? []).map((r) => r.assistant_id).sort()).toEqual(
      published.map((r) => r.id),
    )
    expect((await anonClient().from('gpt_assistant_details').select('url')).data ?? []).toEqual([])
  })
})

describe('catalogue writes', () => {
  it('users cannot insert, update or delete catalogue rows, and nothing changes', async () => {
    const id = await promptId('job-description')
    const insert = await premium.client.from('prompts').insert({
      slug: 'forged-prompt',
      title_ar: 'مزور',
      category: 'marketing',
      trial_sample: true,
    })
    expect(insert.error).not.toBeNull()
    const update = await premium.client
      .from('prompts')
      .update({ title_ar: 'مخترق' })
      .eq('id', id)
      .select()
    expect(update.data ?? []).toEqual([])
    const del = await premium.client.from('ai_tools').delete().eq('slug', 'chatgpt').select()
    expect(del.data ?? []).toEqual([])
    const body = await premium.client
      .from('prompt_bodies')
      .update({ body_ar: 'x' })
      .eq('prompt_id', id)
      .select()
    expect(body.data ?? []).toEqual([])
    const anonUpdate = await anonClient()
      .from('platforms')
      .update({ name: 'x' })
      .eq('id', 'chatgpt')
      .select()
    expect(anonUpdate.data ?? []).toEqual([])

    expect(await sql('select 1 from public.prompts where slug = $1', ['forged-prompt'])).toEqual([])
    const rows = await sql<{ title_ar: string; body_ar: string }>(
      `select p.title_ar, b.body_ar from public.prompts p join public.prompt_bodies b on b.prompt_id = p.id where p.id = $1`,
      [id],
    )
    expect(rows[0]?.title_ar).toBe('وصف وظيفي جذاب')
    expect(rows[0]?.body_ar).not.toBe('x')
    expect(await sql(`select 1 from public.ai_tools where slug = 'chatgpt'`)).toHaveLength(1)
    expect(
      (await sql<{ name: string }>(`select name from public.platforms where id = 'chatgpt'`))[0]
        ?.name,
    ).not.toBe('x')
  })

  it('admins insert, update and delete, and each write is audited', async () => {
    const created = await admin.client
      .from('prompts')
      .insert({
        slug: `admin-made-prompt-${Date.now()}`,
        title_ar: 'أمر من المشرف',
        category: 'seo',
        trial_sample: false,
        platforms: ['claude'],
      })
      .select('id')
      .single()
    expect(created.error).toBeNull()
    const id = created.data!.id as string
    const body = await admin.client
      .from('prompt_bodies')
      .insert({ prompt_id: id, body_ar: 'اكتب عن {{الموضوع|السيو}} لموقع {{اسم_الموقع}}' })
    expect(body.error).toBeNull()
    const meta = await admin.client.from('prompts').select('variables').eq('id', id).single()
    expect(meta.data?.variables).toEqual([
      { key: 'الموضوع', default: 'السيو' },
      { key: 'اسم_الموقع', default: null },
    ])
    const updated = await admin.client
      .from('prompts')
      .update({ title_ar: 'أمر معدل' })
      .eq('id', id)
      .select('title_ar')
    expect(updated.data).toEqual([{ title_ar: 'أمر معدل' }])
    const deleted = await admin.client.from('prompts').delete().eq('id', id).select('id')
    expect(deleted.data).toHaveLength(1)

    const audit = await sql<{ action: string; user_id: string }>(
      `select action, user_id from public.audit_log where target_id = $1 order by created_at, id`,
      [id],
    )
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'insert_prompts',
        'insert_prompt_bodies',
        'update_prompts',
        'delete_prompts',
      ]),
    )
    expect(new Set(audit.map((a) => a.user_id))).toEqual(new Set([admin.id]))
  })

  it('svg icons with scripts are refused even for admins', async () => {
    const bad = await admin.client
      .from('icons')
      .insert({ name: 'evil-icon', svg: '<svg onload="alert(1)"><path d="M0 0"/></svg>' })
    expect(bad.error?.code).toBe('23514')
    const good = await admin.client.from('icons').insert({
      name: 'plain-icon',
      svg: '<svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>',
    })
    expect(good.error).toBeNull()
  })
})

describe('record_prompt_usage', () => {
  it('counts a view once per 10 minutes per user, and copies only where the body is readable', async () => {
    const id = await promptId('meeting-agenda')
    const before = (
      await sql<{ view_count: number }>('select view_count from public.prompts where id = $1', [id])
    )[0]!
    const first = await trial.client.rpc('record_prompt_usage', { p_prompt_id: id, p_kind: 'view' })
    expect(first.error).toBeNull()
    await trial.client.rpc('record_prompt_usage', { p_prompt_id: id, p_kind: 'view' })
    const after = (
      await sql<{ view_count: number }>('select view_count from public.prompts where id = $1', [id])
    )[0]!
    expect(after.view_count).toBe(before.view_count + 1)

    const locked = await trial.client.rpc('record_prompt_usage', {
      p_prompt_id: await promptId('risk-register'),
      p_kind: 'copy',
    })
    expect(locked.error?.hint).toBe('upgrade_required')

    const anon = await anonClient().rpc('record_prompt_usage', { p_prompt_id: id, p_kind: 'view' })
    expect(anon.error).not.toBeNull()

    const direct = await trial.client
      .from('prompts')
      .update({ view_count: 999999 })
      .eq('id', id)
      .select()
    expect(direct.error ?? direct.data?.length === 0).toBeTruthy()
    const own = await trial.client.from('prompt_usage').select('kind').eq('prompt_id', id)
    expect(own.data).toHaveLength(2)
    expect(
      (await premium.client.from('prompt_usage').select('kind').eq('prompt_id', id)).data,
    ).toEqual([])
  })
})
