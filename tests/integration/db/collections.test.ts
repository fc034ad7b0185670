/**
 * Collections (issue 21, part B): owner-only rows, the plan limit refused by the database in
 * Arabic, the personal order kept, and the favorites as the default collection «المفضلة».
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

const cleanup: string[] = []
let owner: TestUser
let other: TestUser
let prompts: string[]
let toolId: string

async function subscribe(user: TestUser, plan: string, expiresAt: string | null = null) {
  await sql(
    `insert into public.subscriptions (user_id, plan_id, status, expires_at)
     values ($1, $2, 'active', $3::timestamptz)
     on conflict (user_id) do update set plan_id = excluded.plan_id, status = 'active',
       expires_at = excluded.expires_at, grace_period_until = null`,
    [user.id, plan, expiresAt],
  )
}

async function user(plan: string | null = 'basic') {
  const u = await createTestUser()
  cleanup.push(u.id)
  if (plan) await subscribe(u, plan)
  return u
}

async function createCollection(u: TestUser, name: string) {
  const { data, error } = await u.client
    .from('collections')
    .insert({ name })
    .select('id, name, is_default')
    .single()
  if (error) throw new Error(`${error.code}: ${error.message}`)
  return data as { id: string; name: string; is_default: boolean }
}

beforeAll(async () => {
  owner = await user('basic')
  other = await user('basic')
  prompts = (
    await sql<{ id: string }>(
      `select id from public.prompts where is_published order by slug limit 4`,
    )
  ).map((r) => r.id)
  toolId = (await sql<{ id: string }>(`select id from public.ai_tools limit 1`))[0]!.id
})

afterAll(async () => {
  for (const id of cleanup)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

describe('the default collection «المفضلة»', () => {
  it('every user has exactly one, which cannot be renamed, deleted or added to directly', async () => {
    const { data } = await owner.client.from('collections').select('id, name, is_default')
    expect(data).toEqual([{ id: expect.any(String), name: 'المفضلة', is_default: true }])
    const favoritesId = data![0]!.id
    const renamed = await owner.client
      .from('collections')
      .update({ name: 'أخرى' })
      .eq('id', favoritesId)
      .select('id')
    expect(renamed.data ?? []).toEqual([])
    const deleted = await owner.client
      .from('collections')
      .delete()
      .eq('id', favoritesId)
      .select('id')
    expect(deleted.data ?? []).toEqual([])
    const added = await owner.client
      .from('collection_items')
      .insert({ collection_id: favoritesId, item_kind: 'prompt', item_id: prompts[0] })
    expect(added.error?.message).toBe('تُضاف العناصر إلى «المفضلة» من زر القلب')
    expect(await sql(`select name from public.collections where id = $1`, [favoritesId])).toEqual([
      { name: 'المفضلة' },
    ])
  })

  it('holds the favorites exactly, newest first as the favorites page showed them, and keeps a new order', async () => {
    const u = await user('trial')
    // Favorites as they were before the migration: three, added at different times.
    await sql(
      `insert into public.favorites (user_id, item_type, item_id, created_at)
       values ($1, 'prompt', $2, now() - interval '3 days'),
              ($1, 'tool', $3, now() - interval '1 day'),
              ($1, 'prompt', $4, now() - interval '2 days')`,
      [u.id, prompts[0], toolId, prompts[1]],
    )
    // The statement the migration placed the existing favorites with, on this user's rows.
    await sql(`select private.place_favorites_by_age($1)`, [u.id])
    const stored = await sql<{ item_type: string; item_id: string }>(
      `select item_type, item_id from public.favorites where user_id = $1 order by position`,
      [u.id],
    )
    expect(stored).toEqual([
      { item_type: 'tool', item_id: toolId },
      { item_type: 'prompt', item_id: prompts[1] },
      { item_type: 'prompt', item_id: prompts[0] },
    ])
    // The owner reads the same through the API; a heart toggled later goes last.
    await u.client.from('favorites').insert({ item_type: 'prompt', item_id: prompts[2] })
    const listed = await u.client
      .from('favorites')
      .select('id, item_id')
      .order('position', { ascending: true })
    expect(listed.data!.map((f) => f.item_id)).toEqual([toolId, prompts[1], prompts[0], prompts[2]])

    const [favorites] = await sql<{ id: string }>(
      `select id from public.collections where user_id = $1 and is_default`,
      [u.id],
    )
    const reversed = listed.data!.map((f) => f.id).reverse()
    const reorder = await u.client.rpc('reorder_collection', {
      p_collection_id: favorites!.id,
      p_item_ids: reversed,
    })
    expect(reorder.error).toBeNull()
    const after = await u.client
      .from('favorites')
      .select('id')
      .order('position', { ascending: true })
    expect(after.data!.map((f) => f.id)).toEqual(reversed)
  })

  it('the migration gave every existing user one «المفضلة» and every favorite a position', async () => {
    const [row] = await sql<{ users: number; defaults: number; unplaced: number }>(
      `select (select count(*)::int from auth.users) as users,
              (select count(*)::int from public.collections where is_default) as defaults,
              (select count(*)::int from public.favorites where position is null) as unplaced`,
    )
    expect(row!.defaults).toBe(row!.users)
    expect(row!.unplaced).toBe(0)
  })
})

describe('collections', () => {
  it('the owner creates, renames, fills, reorders and empties a collection', async () => {
    const c = await createCollection(owner, '  أفكار   التسويق ')
    expect(c).toMatchObject({ name: 'أفكار التسويق', is_default: false })
    for (const id of prompts.slice(0, 3)) {
      const { error } = await owner.client
        .from('collection_items')
        .insert({ collection_id: c.id, item_kind: 'prompt', item_id: id })
      expect(error).toBeNull()
    }
    const dup = await owner.client
      .from('collection_items')
      .insert({ collection_id: c.id, item_kind: 'prompt', item_id: prompts[0] })
    expect(dup.error?.code).toBe('23505')
    expect(dup.error?.message).toBe('هذا العنصر موجود في المجموعة')
    const missing = await owner.client.from('collection_items').insert({
      collection_id: c.id,
      item_kind: 'assistant',
      item_id: prompts[0],
    })
    expect(missing.error?.message).toBe('هذا العنصر غير موجود أو لم يعد متاحاً')

    const items = async () =>
      (
        await owner.client
          .from('collection_items')
          .select('id, item_id')
          .eq('collection_id', c.id)
          .order('position')
      ).data!
    const added = await items()
    expect(added.map((i) => i.item_id)).toEqual(prompts.slice(0, 3))
    const order = [added[2]!.id, added[0]!.id, added[1]!.id]
    expect(
      (await owner.client.rpc('reorder_collection', { p_collection_id: c.id, p_item_ids: order }))
        .error,
    ).toBeNull()
    expect((await items()).map((i) => i.id)).toEqual(order)

    // A stale order (an item missing, or repeated) changes nothing.
    for (const stale of [order.slice(0, 2), [order[0], order[0], order[1]]]) {
      const refused = await owner.client.rpc('reorder_collection', {
        p_collection_id: c.id,
        p_item_ids: stale,
      })
      expect(refused.error?.message).toBe('تغيّرت المجموعة في مكان آخر. حدّث الصفحة ثم أعد الترتيب')
    }
    expect((await items()).map((i) => i.id)).toEqual(order)

    const renamed = await owner.client
      .from('collections')
      .update({ name: 'حملات رمضان' })
      .eq('id', c.id)
      .select('name')
    expect(renamed.data).toEqual([{ name: 'حملات رمضان' }])
    const taken = await owner.client.from('collections').insert({ name: 'حملات رمضان' })
    expect(taken.error?.message).toBe('لديك مجموعة بهذا الاسم. اختر اسماً آخر')
    const empty = await owner.client.from('collections').insert({ name: '   ' })
    expect(empty.error?.message).toBe('اكتب اسماً للمجموعة')
    const long = await owner.client.from('collections').insert({ name: 'م'.repeat(61) })
    expect(long.error?.message).toBe('اسم المجموعة طويل: 60 حرفاً على الأكثر')

    await owner.client.from('collection_items').delete().eq('id', order[0]!)
    expect((await items()).map((i) => i.id)).toEqual(order.slice(1))
    await owner.client.from('collections').delete().eq('id', c.id)
    expect(
      await sql(`select 1 from public.collection_items where collection_id = $1`, [c.id]),
    ).toEqual([])
  })

  it('another user and anon neither read nor change a collection or its items', async () => {
    const c = await createCollection(owner, 'خاصة بي')
    await owner.client
      .from('collection_items')
      .insert({ collection_id: c.id, item_kind: 'prompt', item_id: prompts[0] })
    const snapshot = () =>
      sql(
        `select c.name, i.item_id, i.position from public.collections c
           left join public.collection_items i on i.collection_id = c.id where c.id = $1`,
        [c.id],
      )
    const before = await snapshot()

    for (const client of [other.client, anonClient()]) {
      expect((await client.from('collections').select('id').eq('id', c.id)).data ?? []).toEqual([])
      expect(
        (await client.from('collection_items').select('id').eq('collection_id', c.id)).data ?? [],
      ).toEqual([])
      const rename = await client
        .from('collections')
        .update({ name: 'اختراق' })
        .eq('id', c.id)
        .select('id')
      expect(rename.data ?? []).toEqual([])
      const del = await client.from('collections').delete().eq('id', c.id).select('id')
      expect(del.data ?? []).toEqual([])
      const delItems = await client
        .from('collection_items')
        .delete()
        .eq('collection_id', c.id)
        .select('id')
      expect(delItems.data ?? []).toEqual([])
      const plant = await client
        .from('collection_items')
        .insert({ collection_id: c.id, item_kind: 'prompt', item_id: prompts[1] })
      expect(plant.error).not.toBeNull()
      const reorder = await client.rpc('reorder_collection', {
        p_collection_id: c.id,
        p_item_ids: [],
      })
      expect(reorder.error).not.toBeNull()
    }
    const forged = await other.client
      .from('collections')
      .insert({ name: 'باسم غيري', user_id: owner.id })
    expect(forged.error?.code).toBe('42501')
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a collection past the plan limit in Arabic, and any without an active plan', async () => {
    const trial = await user('trial')
    const [limit] = await sql<{ n: number }>(
      `select (limits ->> 'collections')::int as n from public.plans where slug = 'trial'`,
    )
    expect(limit!.n).toBe(3)
    for (let i = 1; i <= 3; i++) await createCollection(trial, `مجموعة ${i}`)
    const over = await trial.client.from('collections').insert({ name: 'مجموعة ٤' })
    expect(over.error?.code).toBe('P0001')
    expect(over.error?.message).toBe(
      'وصلت إلى الحد الأقصى لعدد المجموعات في باقتك (3). رقِّ باقتك لإنشاء المزيد',
    )
    // Three more at once (two tabs): still three.
    await Promise.all(
      [5, 6, 7].map((n) => trial.client.from('collections').insert({ name: `سباق ${n}` })),
    )
    expect(
      await sql(
        `select count(*)::int as n from public.collections where user_id = $1 and not is_default`,
        [trial.id],
      ),
    ).toEqual([{ n: 3 }])
    // An upgrade opens more places.
    await subscribe(trial, 'basic')
    await createCollection(trial, 'مجموعة ٤')

    const expired = await user('basic')
    await createCollection(expired, 'قبل الانتهاء')
    await sql(
      `update public.subscriptions set expires_at = now() - interval '1 minute',
         grace_period_until = null where user_id = $1`,
      [expired.id],
    )
    const refused = await expired.client.from('collections').insert({ name: 'بعد الانتهاء' })
    expect(refused.error?.message).toBe(
      'إنشاء المجموعات متاح مع اشتراك فعّال. فعِّل اشتراكك لإنشاء مجموعة جديدة',
    )
    // What the expired user kept is still theirs to read.
    const kept = await expired.client.from('collections').select('name').eq('is_default', false)
    expect(kept.data).toEqual([{ name: 'قبل الانتهاء' }])
  })

  it('account deletion removes the collections and their items', async () => {
    const leaving = await user('basic')
    const c = await createCollection(leaving, 'للحذف')
    await leaving.client
      .from('collection_items')
      .insert({ collection_id: c.id, item_kind: 'tool', item_id: toolId })
    // What the account-delete function runs with the service role.
    await sql(`select public.delete_account($1)`, [leaving.id])
    expect(
      await sql(
        `select (select count(*)::int from public.collections where user_id = $1) as c,
                (select count(*)::int from public.collection_items where user_id = $1) as i`,
        [leaving.id],
      ),
    ).toEqual([{ c: 0, i: 0 }])
  })

  it("holds the owner's own prompts, never another user's, and forgets one deleted for good", async () => {
    const c = await createCollection(owner, 'أوامري المختارة')
    const save = (u: TestUser, title: string) =>
      u.client.rpc('save_user_prompt', {
        p_id: null,
        p_title: title,
        p_description: '',
        p_body: 'اكتب خطة لشركة {{الشركة}}',
        p_category: 'marketing',
        p_platforms: ['chatgpt'],
        p_tags: [],
        p_note: '',
      })
    const mine = await save(owner, 'خطتي')
    const theirs = await save(other, 'خطة غيري')
    expect([mine.error, theirs.error]).toEqual([null, null])
    const added = await owner.client
      .from('collection_items')
      .insert({ collection_id: c.id, item_kind: 'own_prompt', item_id: mine.data as string })
    expect(added.error).toBeNull()
    const refused = await owner.client
      .from('collection_items')
      .insert({ collection_id: c.id, item_kind: 'own_prompt', item_id: theirs.data as string })
    expect(refused.error?.message).toBe('هذا العنصر غير موجود أو لم يعد متاحاً')
    const held = await owner.client
      .from('collection_items')
      .select('item_kind, item_id')
      .eq('collection_id', c.id)
    expect(held.data).toEqual([{ item_kind: 'own_prompt', item_id: mine.data }])
    // «المحذوفة مؤخراً» first (the item stays, the prompt can come back), then for good.
    expect(
      (await owner.client.rpc('delete_user_prompt', { p_id: mine.data as string })).error,
    ).toBeNull()
    expect(
      await sql(`select 1 from public.collection_items where item_id = $1`, [mine.data]),
    ).toHaveLength(1)
    const gone = await owner.client.rpc('delete_user_prompt', {
      p_id: mine.data as string,
      p_forever: true,
    })
    expect(gone.error).toBeNull()
    expect(
      await sql(`select 1 from public.collection_items where item_id = $1`, [mine.data]),
    ).toHaveLength(0)
  })
})
