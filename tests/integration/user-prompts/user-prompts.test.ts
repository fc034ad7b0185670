/**
 * Own prompts («أوامري», issue 21 part A) through supabase-js against the real stack: create,
 * edit with versions, duplicate, soft delete and restore, restore a version, fork a library prompt;
 * and every refusal: anon, another user, an expired plan, the plan's limit, a fork of a prompt the
 * plan cannot read, a fork whose origin the plan no longer opens, bad input (Arabic, nothing stored).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

const cleanup: string[] = []
afterAll(async () => {
  for (const id of cleanup)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

const ARABIC = /[\u0600-\u06FF]/

async function subscriber(plan: string, section?: string): Promise<TestUser> {
  const user = await createTestUser()
  cleanup.push(user.id)
  await sql(
    `update public.subscriptions set plan_id = $2, status = 'active', grace_period_until = null,
            expires_at = now() + interval '30 days' where user_id = $1`,
    [user.id, plan],
  )
  if (section) {
    await sql(
      `insert into public.prompt_section_choices (user_id, category) values ($1, $2)
       on conflict (user_id) do update set category = excluded.category`,
      [user.id, section],
    )
  }
  return user
}

const input = (over: Record<string, unknown> = {}) => ({
  p_id: null,
  p_title: 'رسالة ترحيب للعملاء',
  p_description: 'ترحيب قصير بعميل جديد',
  p_body: 'اكتب رسالة ترحيب لعميل اسمه {{اسم_العميل}} من شركة {{الشركة|سند}}.',
  p_category: 'marketing',
  p_platforms: ['chatgpt', 'claude'],
  p_tags: ['ترحيب', ' #عملاء ', 'ترحيب'],
  p_note: '',
  ...over,
})

async function create(user: TestUser, over: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await user.client.rpc('save_user_prompt', input(over))
  expect(error).toBeNull()
  return data as string
}

async function count(userId: string): Promise<number> {
  const rows = await sql<{ n: string }>(
    `select count(*) as n from public.user_prompts where user_id = $1`,
    [userId],
  )
  return Number(rows[0]?.n)
}

describe('own prompts', () => {
  let owner: TestUser
  beforeAll(async () => {
    owner = await subscriber('advanced')
  })

  it('creates a prompt with its variables and version 1, cleaned tags', async () => {
    const id = await create(owner)
    const { data, error } = await owner.client
      .from('user_prompts')
      .select('*')
      .eq('id', id)
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({
      title: 'رسالة ترحيب للعملاء',
      category: 'marketing',
      platforms: ['chatgpt', 'claude'],
      tags: ['ترحيب', 'عملاء'],
      version: 1,
      variables: [
        { key: 'اسم_العميل', default: null },
        { key: 'الشركة', default: 'سند' },
      ],
    })
    const versions = await owner.client
      .from('user_prompt_versions')
      .select('version, body')
      .eq('user_prompt_id', id)
    expect(versions.data).toEqual([{ version: 1, body: input().p_body }])
  })

  it('stores a new version only when the body changes, and restores one as a new version', async () => {
    const id = await create(owner)
    const edit = async (body: string, note: string, title = 'رسالة ترحيب للعملاء') =>
      owner.client.rpc(
        'save_user_prompt',
        input({ p_id: id, p_body: body, p_note: note, p_title: title }),
      )
    expect((await edit('نص ثانٍ {{الاسم}}', 'أقصر')).error).toBeNull()
    expect((await edit('نص ثانٍ {{الاسم}}', 'لا تغيير في النص', 'عنوان جديد')).error).toBeNull()
    const restored = await owner.client.rpc('restore_user_prompt_version', {
      p_id: id,
      p_version: 1,
    })
    expect(restored.error).toBeNull()
    expect(restored.data).toBe(3)
    const versions = await owner.client
      .from('user_prompt_versions')
      .select('version, body, note, restored_from')
      .eq('user_prompt_id', id)
      .order('version')
    expect(versions.data).toEqual([
      { version: 1, body: input().p_body, note: '', restored_from: null },
      { version: 2, body: 'نص ثانٍ {{الاسم}}', note: 'أقصر', restored_from: null },
      { version: 3, body: input().p_body, note: 'استعادة الإصدار 1', restored_from: 1 },
    ])
    const row = await owner.client
      .from('user_prompts')
      .select('title, body, version')
      .eq('id', id)
      .single()
    expect(row.data).toEqual({ title: 'عنوان جديد', body: input().p_body, version: 3 })
    // Versions are immutable: no write reaches them from the API.
    const rewrite = await owner.client
      .from('user_prompt_versions')
      .update({ body: 'تزوير' })
      .eq('user_prompt_id', id)
      .select()
    expect(rewrite.error?.code).toBe('42501')
  })

  it('duplicates, soft-deletes to «recently deleted», restores and deletes for good', async () => {
    const id = await create(owner)
    const copy = await owner.client.rpc('duplicate_user_prompt', { p_id: id })
    expect(copy.error).toBeNull()
    const dup = await owner.client.from('user_prompts').select('title').eq('id', copy.data).single()
    expect(dup.data?.title).toBe('نسخة من رسالة ترحيب للعملاء')

    expect((await owner.client.rpc('delete_user_prompt', { p_id: id })).error).toBeNull()
    const deleted = await owner.client
      .from('user_prompts')
      .select('id, deleted_at')
      .eq('id', id)
      .single()
    expect(deleted.data?.deleted_at).not.toBeNull()
    // A deleted prompt cannot be edited until restored.
    const edit = await owner.client.rpc('save_user_prompt', input({ p_id: id }))
    expect(edit.error?.hint).toBe('not_found')
    expect((await owner.client.rpc('restore_user_prompt', { p_id: id })).error).toBeNull()
    expect(
      (await owner.client.rpc('delete_user_prompt', { p_id: id, p_forever: true })).error?.hint,
    ).toBe('not_found')
    await owner.client.rpc('delete_user_prompt', { p_id: id })
    expect(
      (await owner.client.rpc('delete_user_prompt', { p_id: id, p_forever: true })).error,
    ).toBeNull()
    expect(await sql(`select 1 from public.user_prompts where id = $1`, [id])).toHaveLength(0)
    expect(
      await sql(`select 1 from public.user_prompt_versions where user_prompt_id = $1`, [id]),
    ).toHaveLength(0)
  })

  it('hides and removes prompts deleted more than 30 days ago', async () => {
    const id = await create(owner)
    await sql(
      `update public.user_prompts set deleted_at = now() - interval '31 days' where id = $1`,
      [id],
    )
    const seen = await owner.client.from('user_prompts').select('id').eq('id', id)
    expect(seen.data).toEqual([])
    expect((await owner.client.rpc('restore_user_prompt', { p_id: id })).error?.hint).toBe(
      'not_found',
    )
    await create(owner)
    expect(await sql(`select 1 from public.user_prompts where id = $1`, [id])).toHaveLength(0)
  })

  it('refuses bad input in Arabic and stores nothing', async () => {
    const before = await count(owner.id)
    const cases: [Record<string, unknown>, string][] = [
      [{ p_title: '   ' }, 'invalid_title'],
      [{ p_title: 'ع'.repeat(201) }, 'invalid_title'],
      [{ p_body: ' \n ' }, 'invalid_body'],
      [{ p_body: 'ن'.repeat(20001) }, 'invalid_body'],
      [{ p_description: 'و'.repeat(1001) }, 'invalid_description'],
      [{ p_category: 'no-such-category' }, 'invalid_category'],
      [{ p_platforms: ['chatgpt', 'myspace'] }, 'invalid_platforms'],
      [{ p_tags: Array.from({ length: 11 }, (_, i) => `وسم${i}`) }, 'invalid_tags'],
      [{ p_tags: ['و'.repeat(41)] }, 'invalid_tags'],
      [{ p_note: 'م'.repeat(301) }, 'invalid_note'],
    ]
    for (const [over, hint] of cases) {
      const { error } = await owner.client.rpc('save_user_prompt', input(over))
      expect(error?.hint, JSON.stringify(over).slice(0, 80)).toBe(hint)
      expect(error?.message).toMatch(ARABIC)
    }
    expect(await count(owner.id)).toBe(before)
  })
})

describe('refusals', () => {
  let owner: TestUser
  let other: TestUser
  let id: string
  beforeAll(async () => {
    owner = await subscriber('premium')
    other = await subscriber('premium')
    id = await create(owner)
  })

  it('anon can neither read nor write', async () => {
    const anon = anonClient()
    const read = await anon.from('user_prompts').select('id')
    expect(read.data ?? []).toEqual([])
    const versions = await anon.from('user_prompt_versions').select('id')
    expect(versions.data ?? []).toEqual([])
    for (const [fn, args] of [
      ['save_user_prompt', input()],
      ['delete_user_prompt', { p_id: id }],
      ['fork_prompt', { p_prompt_id: id }],
      ['my_user_prompt_usage', {}],
    ] as const) {
      const { error } = await anon.rpc(fn, args)
      expect(error, fn).not.toBeNull()
    }
    expect(await count(owner.id)).toBe(1)
  })

  it('another user cannot read, edit, duplicate, delete, restore or restore a version', async () => {
    const read = await other.client.from('user_prompts').select('id').eq('id', id)
    expect(read.data).toEqual([])
    const versions = await other.client
      .from('user_prompt_versions')
      .select('id')
      .eq('user_prompt_id', id)
    expect(versions.data).toEqual([])
    const calls = [
      other.client.rpc('save_user_prompt', input({ p_id: id, p_body: 'اختراق' })),
      other.client.rpc('duplicate_user_prompt', { p_id: id }),
      other.client.rpc('delete_user_prompt', { p_id: id }),
      other.client.rpc('restore_user_prompt', { p_id: id }),
      other.client.rpc('restore_user_prompt_version', { p_id: id, p_version: 1 }),
    ]
    for (const { error } of await Promise.all(calls)) {
      expect(error?.hint).toBe('not_found')
      expect(error?.message).toMatch(ARABIC)
    }
    const direct = await other.client.from('user_prompts').update({ title: 'x' }).eq('id', id)
    expect(direct.error?.code).toBe('42501')
    const insert = await other.client
      .from('user_prompts')
      .insert({ user_id: owner.id, title: 'x', body: 'x' })
    expect(insert.error?.code).toBe('42501')
    const row = await sql<{ body: string; deleted_at: string | null }>(
      `select body, deleted_at from public.user_prompts where id = $1`,
      [id],
    )
    expect(row[0]).toEqual({ body: input().p_body, deleted_at: null })
    expect(await count(other.id)).toBe(0)
  })

  it('an expired plan keeps reading what it wrote but cannot write', async () => {
    const expired = await subscriber('premium')
    const mine = await create(expired)
    await sql(
      `update public.subscriptions set status = 'expired', expires_at = now() - interval '1 day'
        where user_id = $1`,
      [expired.id],
    )
    const read = await expired.client.from('user_prompts').select('id').eq('id', mine)
    expect(read.data).toEqual([{ id: mine }])
    for (const { error } of [
      await expired.client.rpc('save_user_prompt', input()),
      await expired.client.rpc('save_user_prompt', input({ p_id: mine, p_body: 'تعديل' })),
      await expired.client.rpc('duplicate_user_prompt', { p_id: mine }),
    ]) {
      expect(error?.hint).toBe('no_plan')
      expect(error?.message).toMatch(ARABIC)
    }
    const usage = await expired.client.rpc('my_user_prompt_usage').single()
    expect(usage.data).toEqual({ used: 1, max_allowed: 0 })
  })

  it('refuses past the plan limit with an Arabic message, counting only live prompts', async () => {
    const trial = await subscriber('trial')
    await sql(
      `insert into public.user_prompts (user_id, title, body)
       select $1, 'أمر ' || g, 'نص' from generate_series(1, 9) g`,
      [trial.id],
    )
    const usage = await trial.client.rpc('my_user_prompt_usage').single()
    expect(usage.data).toEqual({ used: 9, max_allowed: 10 })
    const tenth = await create(trial)
    const refused = await trial.client.rpc('save_user_prompt', input())
    expect(refused.error?.hint).toBe('plan_limit')
    expect(refused.error?.message).toContain('10 من 10')
    expect((await trial.client.rpc('duplicate_user_prompt', { p_id: tenth })).error?.hint).toBe(
      'plan_limit',
    )
    expect(await count(trial.id)).toBe(10)
    // A deleted prompt frees its place; restoring it needs the place back.
    await trial.client.rpc('delete_user_prompt', { p_id: tenth })
    const again = await create(trial)
    expect(again).toBeTruthy()
    expect((await trial.client.rpc('restore_user_prompt', { p_id: tenth })).error?.hint).toBe(
      'plan_limit',
    )
  })
})

describe('fork from the library', () => {
  let sample: { id: string; title_ar: string }
  let paid: { id: string }
  beforeAll(async () => {
    sample = (
      await sql<{ id: string; title_ar: string }>(
        `select id, title_ar from public.prompts where is_published and trial_sample
          and exists (select 1 from public.prompt_bodies b where b.prompt_id = prompts.id)
          order by slug limit 1`,
      )
    )[0]!
    paid = (
      await sql<{ id: string }>(
        `select id from public.prompts where is_published and not trial_sample
          and not ('chatgpt' = any (platforms)) order by slug limit 1`,
      )
    )[0]!
  })

  it('copies a prompt the plan opens, remembering its origin, and counts as an open', async () => {
    const trial = await subscriber('trial')
    const { data, error } = await trial.client.rpc('fork_prompt', { p_prompt_id: sample.id })
    expect(error).toBeNull()
    const row = await trial.client
      .from('user_prompts')
      .select('title, body, forked_from')
      .eq('id', data)
      .single()
    const body = await sql<{ body_ar: string }>(
      `select body_ar from public.prompt_bodies where prompt_id = $1`,
      [sample.id],
    )
    expect(row.data).toEqual({
      title: sample.title_ar,
      body: body[0]?.body_ar,
      forked_from: sample.id,
    })
    const opens = await sql(
      `select 1 from public.prompt_opens where user_id = $1 and prompt_id = $2`,
      [trial.id, sample.id],
    )
    expect(opens).toHaveLength(1)
  })

  it('refuses a prompt the plan cannot read, in the database, storing nothing', async () => {
    const trial = await subscriber('trial')
    const { error } = await trial.client.rpc('fork_prompt', { p_prompt_id: paid.id })
    expect(error?.hint).toBe('upgrade')
    expect(error?.message).toMatch(ARABIC)
    expect(await count(trial.id)).toBe(0)
    const anon = await anonClient().rpc('fork_prompt', { p_prompt_id: sample.id })
    expect(anon.error).not.toBeNull()
  })

  it('hides a fork once the plan no longer opens its origin, and refuses editing it', async () => {
    const premium = await subscriber('premium')
    const fork = await premium.client.rpc('fork_prompt', { p_prompt_id: paid.id })
    expect(fork.error).toBeNull()
    await sql(`update public.subscriptions set plan_id = 'trial' where user_id = $1`, [premium.id])
    const read = await premium.client.from('user_prompts').select('id').eq('id', fork.data)
    expect(read.data).toEqual([])
    const versions = await premium.client
      .from('user_prompt_versions')
      .select('body')
      .eq('user_prompt_id', fork.data)
    expect(versions.data).toEqual([])
    const edit = await premium.client.rpc('save_user_prompt', input({ p_id: fork.data }))
    expect(edit.error?.hint).toBe('locked')
    expect(edit.error?.message).toMatch(ARABIC)
  })
})

describe('search', () => {
  it('finds own prompts with the library’s Arabic-aware matching, only the caller’s and live ones', async () => {
    const owner = await subscriber('advanced')
    const other = await subscriber('advanced')
    const coffee = await create(owner, {
      p_title: 'خطة تسويقية لمتجر القهوة',
      p_body: 'اقترح خطة لإطلاق {{المنتج}} في الرياض',
      p_tags: ['قهوة'],
    })
    const gone = await create(owner, { p_title: 'خطة تسويقية قديمة' })
    await owner.client.rpc('delete_user_prompt', { p_id: gone })
    await create(other, { p_title: 'خطة تسويقية لمستخدم آخر' })
    // Not about marketing at all (the category name counts, as in the library).
    await create(owner, { p_title: 'رسالة شكر', p_body: 'اشكر العميل', p_tags: [], p_category: '' })

    // Taa marbuta written as haa: the normalised search still finds it.
    const hits = await owner.client.rpc('search_user_prompts', { p_query: 'خطه تسويقيه' })
    expect(hits.error).toBeNull()
    expect((hits.data as { id: string }[]).map((h) => h.id)).toEqual([coffee])
    // Words of the body count too.
    const body = await owner.client.rpc('search_user_prompts', { p_query: 'إطلاق الرياض' })
    expect((body.data as { id: string }[]).map((h) => h.id)).toEqual([coffee])
    const none = await other.client.rpc('search_user_prompts', { p_query: 'القهوة' })
    expect(none.data).toEqual([])
    const anon = await anonClient().rpc('search_user_prompts', { p_query: 'خطة' })
    expect(anon.error).not.toBeNull()
  })

  it('keeps the concepts of a query only until a synonym changes them', async () => {
    const owner = await subscriber('advanced')
    const word = `زنبرك${randomUUID().replace(/\D/g, '').slice(0, 5)}`
    const id = await create(owner, { p_title: 'تقويم محتوى إنستغرام للمقهى', p_tags: [] })
    const search = async () => {
      const { data, error } = await owner.client.rpc('search_user_prompts', { p_query: word })
      expect(error).toBeNull()
      return (data as { id: string }[]).map((h) => h.id)
    }
    // Twice: the second answer comes from the kept concepts of the first.
    expect(await search()).toEqual([])
    expect(await search()).toEqual([])
    const kept = await sql<{ n: number }>(
      `select count(*)::int as n from private.search_concepts_cache c, private.search_cache_state s
        where c.version = s.version and c.query = private.normalize_arabic($1)`,
      [word],
    )
    expect(kept[0]!.n).toBe(1)
    const synonym = await sql<{ id: number }>(
      `insert into public.search_synonyms (terms) values ($1) returning id`,
      [[word, 'إنستغرام']],
    )
    try {
      expect(await search()).toEqual([id])
    } finally {
      await sql('delete from public.search_synonyms where id = $1', [synonym[0]!.id])
    }
  })

  it('a signed-in library search returns the caller’s own matches in the same call', async () => {
    const owner = await subscriber('advanced')
    const other = await subscriber('advanced')
    const word = `قرنفل${randomUUID().replace(/\D/g, '').slice(0, 6)}`
    const mine = await create(owner, { p_title: `خطة ${word} للمتجر`, p_tags: [] })
    await create(other, { p_title: `خطة ${word} لمستخدم آخر`, p_tags: [] })
    type Row = {
      id: string
      own: boolean
      title_ar: string
      slug: string | null
      total_count: number | null
    }
    const search = async (client: typeof owner.client, args: Record<string, unknown>) => {
      const { data, error } = await client.rpc('search_prompts', { p_query: word, ...args })
      expect(error).toBeNull()
      return data as Row[]
    }
    const rows = await search(owner.client, { p_own_limit: 5 })
    const own = rows.filter((r) => r.own)
    expect(own.map((r) => [r.id, r.title_ar, r.slug, r.total_count])).toEqual([
      [mine, `خطة ${word} للمتجر`, null, null],
    ])
    // Own rows come after the library page, never between its rows.
    expect(rows.findIndex((r) => r.own)).toBe(rows.length - own.length)
    // Without p_own_limit, on a later page, or filtered to another category: library rows only.
    expect((await search(owner.client, {})).some((r) => r.own)).toBe(false)
    expect((await search(owner.client, { p_own_limit: 5, p_offset: 20 })).some((r) => r.own)).toBe(
      false,
    )
    expect(
      (await search(owner.client, { p_own_limit: 5, p_category: 'seo' })).some((r) => r.own),
    ).toBe(false)
    // Another user sees only their own; anon asks and gets the library alone, no error.
    const theirs = (await search(other.client, { p_own_limit: 5 })).filter((r) => r.own)
    expect(theirs.map((r) => r.id)).not.toContain(mine)
    expect(theirs).toHaveLength(1)
    expect((await search(anonClient(), { p_own_limit: 5 })).some((r) => r.own)).toBe(false)
    // One call is counted once, against the library search's limit.
    const counted = await sql<{ endpoint: string; n: number }>(
      `select endpoint, sum(request_count)::int as n from public.rate_limits
        where identifier = $1 and endpoint in ('search_prompts', 'search_user_prompts')
        group by endpoint`,
      [owner.id],
    )
    expect(counted).toEqual([{ endpoint: 'search_prompts', n: 4 }])
  })
})
