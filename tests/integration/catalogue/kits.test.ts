/**
 * Kits («حزم», issue 22) against the real stack: who reads which kit, kit_contents keeps each
 * item's own paywall (the lock of every item equals the library's item_access for that caller,
 * and no body, link or step ever comes back, whatever the plan), admin-only writes with MFA,
 * audited, the items' order in one call, and search over the normalised text.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'
import type { Db } from '@/features/admin/api/client'
import { fetchKitItems, searchKitCandidates } from '@/features/admin/api/kits'

const users: string[] = []
const kitSlugs: string[] = []

async function subscriber(plan: string): Promise<TestUser> {
  const user = await createTestUser()
  users.push(user.id)
  await sql(
    `update public.subscriptions set plan_id = $2, status = 'active', grace_period_until = null,
            expires_at = now() + interval '30 days' where user_id = $1`,
    [user.id, plan],
  )
  return user
}

type Content = {
  item_id: string
  item_kind: string
  item_position: number
  slug: string
  title: string
  locked: boolean
  lock_reason: string | null
  lock_message: string | null
}

let storeKit: string

beforeAll(async () => {
  const [kit] = await sql<{ id: string }>(
    `select id from public.kits where slug = 'launch-online-store'`,
  )
  storeKit = kit!.id
})

afterAll(async () => {
  await sql(`delete from public.kits where slug = any($1::text[])`, [kitSlugs])
  for (const id of users)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

describe('reading kits', () => {
  it('lists the published seeded kits to anyone, never a draft', async () => {
    const slug = `draft-${randomUUID().slice(0, 8)}`
    kitSlugs.push(slug)
    await sql(
      `insert into public.kits (slug, title, steps) values ($1, 'حزمة مسودة', array['خطوة أولى'])`,
      [slug],
    )
    const user = await subscriber('lifetime')
    for (const client of [anonClient(), user.client]) {
      const { data, error } = await client.from('kits').select('slug, is_published')
      expect(error).toBeNull()
      expect(data!.length).toBeGreaterThanOrEqual(8)
      expect(data!.every((k) => k.is_published)).toBe(true)
      expect(data!.some((k) => k.slug === slug)).toBe(false)
    }
    const [draft] = await sql<{ id: string }>(`select id from public.kits where slug = $1`, [slug])
    const refused = await user.client.rpc('kit_contents', { p_kit_id: draft!.id })
    expect(refused.error?.hint).toBe('not_found')
    expect(refused.error?.message).toBe('الحزمة غير موجودة')
  })

  it('keeps every item behind its own paywall, for every plan', async () => {
    const bodies = await sql<{ body_ar: string }>(`select body_ar from public.prompt_bodies`)
    const links = await sql<{ url: string | null; instructions: string | null }>(
      `select url, instructions from public.gpt_assistant_details`,
    )
    const steps = await sql<{ steps: string }>(
      `select steps::text as steps from public.automation_template_details`,
    )
    const secret = [
      ...bodies.map((b) => b.body_ar),
      ...links.flatMap((l) => [l.url ?? '', l.instructions ?? '']),
    ].filter((text) => text.length > 20)
    const stepTexts = steps.flatMap((s) =>
      (JSON.parse(s.steps) as { description: string }[]).map((x) => x.description),
    )

    const lockedBy: Record<string, number> = {}
    for (const plan of ['trial', 'basic', 'advanced', 'premium', 'lifetime']) {
      const user = await subscriber(plan)
      const { data, error } = await user.client.rpc('kit_contents', { p_kit_id: storeKit })
      expect(error).toBeNull()
      const items = data as Content[]
      expect(items.length).toBe(9)
      expect(items.map((i) => i.item_position)).toEqual([...items.keys()])
      lockedBy[plan] = items.filter((i) => i.locked).length
      for (const item of items) {
        // The library's own rule for this caller and item.
        const access = await user.client
          .rpc('item_access', { p_kind: item.item_kind, p_id: item.item_id })
          .single()
        expect(access.error).toBeNull()
        const a = access.data as { locked: boolean; reason: string | null; message: string | null }
        expect([item.slug, item.locked, item.lock_reason, item.lock_message]).toEqual([
          item.slug,
          a.locked,
          a.reason,
          a.message,
        ])
        expect(Object.keys(item).sort()).toEqual(
          [
            'description',
            'item_id',
            'item_kind',
            'item_position',
            'lock_message',
            'lock_reason',
            'locked',
            'note',
            'slug',
            'title',
            'unlock_plan',
          ].sort(),
        )
      }
      const json = JSON.stringify(data)
      for (const text of secret) expect(json.includes(text)).toBe(false)
      for (const text of stepTexts) expect(json.includes(text)).toBe(false)
    }
    // Trial opens only the trial sample; lifetime opens everything.
    expect(lockedBy.trial).toBeGreaterThan(lockedBy.lifetime!)
    expect(lockedBy.lifetime).toBe(0)
    expect(lockedBy.trial).toBeGreaterThan(0)
  })

  it('refuses anon the contents and shows nobody but admins the items table', async () => {
    const anon = await anonClient().rpc('kit_contents', { p_kit_id: storeKit })
    expect(anon.error).not.toBeNull()
    expect(anon.data).toBeNull()
    const user = await subscriber('lifetime')
    const rows = await user.client.from('kit_items').select('*')
    expect(rows.data).toEqual([])
    const anonRows = await anonClient().from('kit_items').select('*')
    expect(anonRows.data ?? []).toEqual([])
  })

  it('finds kits by title, description and guide with the library normalisation', async () => {
    // «إطلاق» is stored as «اطلاق»; the browser sends its query through the same normalisation.
    const [normal] = await sql<{ q: string }>(`select private.normalize_arabic('إطلاق متجر') as q`)
    const { data, error } = await anonClient()
      .from('kits')
      .select('slug')
      .ilike('search_text', `%${normal!.q}%`)
    expect(error).toBeNull()
    expect(data!.map((k) => k.slug)).toEqual(['launch-online-store'])
    // A word of a guide step.
    const guide = await anonClient().from('kits').select('slug').ilike('search_text', '%مناوبات%')
    expect(guide.data!.map((k) => k.slug)).toContain('ramadan-season-campaign')
  })
})

describe('writing kits', () => {
  let admin: TestUser
  beforeAll(async () => {
    admin = await createTestUser({ admin: true })
    users.push(admin.id)
  })

  it('lets an admin create, fill, reorder and publish a kit, audited', async () => {
    const slug = `kit-${randomUUID().slice(0, 8)}`
    kitSlugs.push(slug)
    const created = await admin.client
      .from('kits')
      .insert({
        slug,
        title: 'حزمة اختبار الإدارة',
        description: 'وصف',
        steps: ['الخطوة الأولى', 'الخطوة الثانية'],
      })
      .select('id, is_published, search_text')
      .single()
    expect(created.error).toBeNull()
    expect(created.data!.is_published).toBe(false)
    expect(created.data!.search_text).toContain('حزمه اختبار الاداره')
    const kitId = created.data!.id as string

    const items = await sql<{ kind: string; id: string }>(
      `(select 'prompt' as kind, id from public.prompts where is_published order by slug limit 2)
       union all (select 'tool', id from public.ai_tools where is_published order by slug limit 1)`,
    )
    const inserted = await admin.client
      .from('kit_items')
      .insert(
        items.map((item, i) => ({
          kit_id: kitId,
          position: i,
          item_kind: item.kind,
          item_id: item.id,
        })),
      )
      .select('id')
    expect(inserted.error).toBeNull()
    const ids = (inserted.data as { id: string }[]).map((r) => r.id)

    const missing = await admin.client
      .from('kit_items')
      .insert({ kit_id: kitId, item_kind: 'assistant', item_id: randomUUID() })
    expect(missing.error?.hint).toBe('item_not_found')
    expect(missing.error?.message).toBe('العنصر المختار غير موجود في المكتبة')

    const reversed = [...ids].reverse()
    const reorder = await admin.client.rpc('reorder_kit_items', {
      p_kit_id: kitId,
      p_item_ids: reversed,
    })
    expect(reorder.error).toBeNull()
    const stale = await admin.client.rpc('reorder_kit_items', {
      p_kit_id: kitId,
      p_item_ids: reversed.slice(1),
    })
    expect(stale.error?.hint).toBe('stale_order')

    const published = await admin.client
      .from('kits')
      .update({ is_published: true })
      .eq('id', kitId)
      .select('is_published')
      .single()
    expect(published.data?.is_published).toBe(true)

    const reader = await subscriber('trial')
    const contents = await reader.client.rpc('kit_contents', { p_kit_id: kitId })
    expect((contents.data as Content[]).map((c) => c.item_id)).toEqual(
      [...items].reverse().map((i) => i.id),
    )

    const audit = await sql<{ action: string }>(
      `select action from public.audit_log where user_id = $1 order by created_at`,
      [admin.id],
    )
    const actions = audit.map((a) => a.action)
    expect(actions).toContain('insert_kits')
    expect(actions).toContain('insert_kit_items')
    expect(actions).toContain('update_kit_items')
    expect(actions).toContain('update_kits')
  })

  it('refuses writes to users and to an admin without a second factor', async () => {
    const user = await subscriber('lifetime')
    const noMfa = await createTestUser({ admin: true, aal: 'aal1' })
    users.push(noMfa.id)
    for (const client of [user.client, noMfa.client, anonClient()]) {
      const slug = `kit-${randomUUID().slice(0, 8)}`
      const insert = await client.from('kits').insert({ slug, title: 'حزمة', steps: ['خطوة'] })
      expect(insert.error).not.toBeNull()
      // Refused by grants (anon) or filtered to no row by RLS (users): the state below is checked.
      await client.from('kits').update({ title: 'مختطفة' }).eq('id', storeKit)
      await client.from('kit_items').delete().eq('kit_id', storeKit)
      const reorder = await client.rpc('reorder_kit_items', { p_kit_id: storeKit, p_item_ids: [] })
      expect(reorder.error).not.toBeNull()
    }
    const [kit] = await sql<{ title: string; n: number }>(
      `select k.title, (select count(*)::int from public.kit_items i where i.kit_id = k.id) as n
         from public.kits k where k.id = $1`,
      [storeKit],
    )
    expect(kit).toEqual({ title: 'إطلاق متجر إلكتروني', n: 9 })
  })

  it("finds any prompt for a kit by the admin's words, past the first 1,000, and titles the kit's items", async () => {
    // The picker used to load every prompt by title in one read, which PostgREST cuts at
    // max_rows (1,000): a prompt sorted after them could not be added. 1,001 drafts sort first.
    const tag = randomUUID().slice(0, 8)
    await sql(
      `insert into public.prompts (slug, title_ar, description_ar, category, is_published)
       select 'kit-filler-' || $1 || '-' || n, 'آآ حشو ' || n, 'حشو', 'marketing', false
         from generate_series(1, 1001) n`,
      [tag],
    )
    const [target] = await sql<{ id: string }>(
      `insert into public.prompts (slug, title_ar, title_en, description_ar, category, is_published)
       values ('kit-target-' || $1, 'يييي خطة إطلاق ' || $1, 'Launch plan ' || $1, 'وصف', 'marketing', false)
       returning id`,
      [tag],
    )
    try {
      const db = admin.client as unknown as Db
      const byArabic = await searchKitCandidates(
        { kind: 'prompt', term: `إطلاق ${tag}`, exclude: [] },
        db,
      )
      expect(byArabic).toEqual([{ kind: 'prompt', id: target!.id, title: `يييي خطة إطلاق ${tag}` }])
      const byEnglish = await searchKitCandidates(
        { kind: 'prompt', term: `launch PLAN ${tag}`, exclude: [] },
        db,
      )
      expect(byEnglish.map((e) => e.id)).toEqual([target!.id])
      // Already in the kit: not offered again. PostgREST's structure characters are only words.
      expect(
        await searchKitCandidates(
          { kind: 'prompt', term: `إطلاق ${tag}`, exclude: [target!.id] },
          db,
        ),
      ).toEqual([])
      expect(
        await searchKitCandidates({ kind: 'prompt', term: '),title_ar.eq.x,(', exclude: [] }, db),
      ).toEqual([])
      // The other kinds by their own title column.
      const [tool] = await sql<{ id: string; name: string }>(
        'select id, name from public.ai_tools where is_published order by slug limit 1',
      )
      expect(
        (await searchKitCandidates({ kind: 'tool', term: tool!.name, exclude: [] }, db)).map(
          (e) => e.id,
        ),
      ).toContain(tool!.id)

      const slug = `kit-${tag}`
      kitSlugs.push(slug)
      const kit = await admin.client
        .from('kits')
        .insert({ slug, title: 'حزمة البحث', steps: ['خطوة'] })
        .select('id')
        .single()
      expect(kit.error).toBeNull()
      const added = await admin.client.from('kit_items').insert([
        { kit_id: kit.data!.id, position: 0, item_kind: 'prompt', item_id: target!.id },
        { kit_id: kit.data!.id, position: 1, item_kind: 'tool', item_id: tool!.id },
      ])
      expect(added.error).toBeNull()
      const items = await fetchKitItems(kit.data!.id, db)
      expect(items.map((i) => i.title)).toEqual([`يييي خطة إطلاق ${tag}`, tool!.name])
    } finally {
      await sql(
        `delete from public.prompts where slug like 'kit-filler-' || $1 || '-%' or slug = 'kit-target-' || $1`,
        [tag],
      )
    }
  })

  it('refuses a bad slug and an empty guide (the admin form says why in Arabic)', async () => {
    const bad = await admin.client
      .from('kits')
      .insert({ slug: 'Bad Slug!', title: 'حزمة', steps: ['خطوة'] })
    expect(bad.error?.code).toBe('23514')
    const empty = await admin.client
      .from('kits')
      .insert({ slug: `kit-${randomUUID().slice(0, 8)}`, title: 'حزمة', steps: [] })
    expect(empty.error?.code).toBe('23514')
  })
})
