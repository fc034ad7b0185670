/**
 * Offline writes of own prompts (issue 48) through supabase-js against the real stack: the queue's
 * writes reach the server through sync_prompt_write, which applies each key once (the answer is
 * replayed), turns an edit on a stale revision into a conflict copy instead of overwriting, keeps
 * deletes as tombstones, and never hands one user's write or prompt to another. Favourites and
 * collection entries are set-states: replaying them leaves one row.
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

async function subscriber(plan = 'advanced'): Promise<TestUser> {
  const user = await createTestUser()
  cleanup.push(user.id)
  await sql(
    `update public.subscriptions set plan_id = $2, status = 'active', grace_period_until = null,
            expires_at = now() + interval '30 days' where user_id = $1`,
    [user.id, plan],
  )
  return user
}

type Answer = {
  status: 'applied' | 'conflict' | 'deleted'
  id: string
  copy_id?: string
  revision?: number
  version?: number
  continued?: boolean
  replayed: boolean
}

const payload = (over: Record<string, unknown> = {}) => ({
  title: 'ردّ على شكوى عميل',
  description: 'ردّ مهذب',
  body: 'اكتب ردّاً مهذباً على شكوى العميل {{اسم_العميل}}.',
  category: 'marketing',
  platforms: ['chatgpt'],
  tags: ['خدمة'],
  note: '',
  ...over,
})

type Write = {
  key?: string
  op: 'create' | 'edit' | 'delete'
  id?: string | null
  base?: number | null
  payload?: Record<string, unknown>
  after?: string | null
}

function send(user: TestUser, write: Write) {
  return user.client.rpc('sync_prompt_write', {
    p_key: write.key ?? randomUUID(),
    p_op: write.op,
    p_prompt_id: write.id ?? null,
    p_base_revision: write.base ?? null,
    p_payload: write.payload ?? {},
    p_after_key: write.after ?? null,
  })
}

async function ok(user: TestUser, write: Write): Promise<Answer> {
  const { data, error } = await send(user, write)
  expect(error).toBeNull()
  return data as Answer
}

async function row(id: string) {
  const [found] = await sql<{
    title: string
    body: string
    revision: number
    version: number
    deleted_at: string | null
    forked_from: string | null
    library_fork: boolean
  }>(
    `select title, body, revision, version, deleted_at, forked_from, library_fork
       from public.user_prompts where id = $1`,
    [id],
  )
  return found
}

async function promptsOf(userId: string) {
  return sql<{ id: string; title: string; body: string }>(
    `select id, title, body from public.user_prompts where user_id = $1 order by created_at, title`,
    [userId],
  )
}

async function versionsOf(id: string): Promise<number> {
  const [counted] = await sql<{ n: string }>(
    `select count(*) as n from public.user_prompt_versions where user_prompt_id = $1`,
    [id],
  )
  return Number(counted?.n)
}

describe('offline prompt sync', () => {
  let owner: TestUser
  beforeAll(async () => {
    owner = await subscriber()
  })

  it('applies a queued create once: the same key twice creates one prompt and replays the answer', async () => {
    const key = randomUUID()
    const id = randomUUID()
    const first = await ok(owner, { key, op: 'create', id, payload: payload() })
    expect(first).toMatchObject({ status: 'applied', id, revision: 1, version: 1, replayed: false })
    const again = await ok(owner, { key, op: 'create', id, payload: payload() })
    expect(again).toEqual({ ...first, replayed: true })
    const mine = (await promptsOf(owner.id)).filter((p) => p.id === id)
    expect(mine).toHaveLength(1)
    expect(await versionsOf(id)).toBe(1)
  })

  it('applies a queued edit once, even when two tabs send the same key together', async () => {
    const id = randomUUID()
    await ok(owner, { op: 'create', id, payload: payload() })
    const key = randomUUID()
    const edit: Write = {
      key,
      op: 'edit',
      id,
      base: 1,
      payload: payload({ body: 'نص جديد كُتب دون اتصال.' }),
    }
    const [one, two] = await Promise.all([send(owner, edit), send(owner, edit)])
    expect(one.error).toBeNull()
    expect(two.error).toBeNull()
    const answers = [one.data as Answer, two.data as Answer]
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true])
    expect(answers.every((a) => a.status === 'applied' && a.revision === 2)).toBe(true)
    expect(await row(id)).toMatchObject({ body: 'نص جديد كُتب دون اتصال.', revision: 2, version: 2 })
    expect(await versionsOf(id)).toBe(2)
    // A later send of the same key (an answer lost on the way) still changes nothing.
    expect(await ok(owner, edit)).toMatchObject({ status: 'applied', replayed: true })
    expect(await versionsOf(id)).toBe(2)
  })

  it('refuses a stale base revision with a conflict answer and keeps the incoming text as a conflict copy', async () => {
    const id = randomUUID()
    await ok(owner, { op: 'create', id, payload: payload({ title: 'أمر على جهازين' }) })
    // Another device, online, changes only the title: the body's version stays, the revision moves.
    const elsewhere = await owner.client.rpc('save_user_prompt', {
      p_id: id,
      p_title: 'أمر على جهازين (عُدّل في الحاسوب)',
      p_description: 'ردّ مهذب',
      p_body: payload().body,
      p_category: 'marketing',
      p_platforms: ['chatgpt'],
      p_tags: ['خدمة'],
      p_note: '',
    })
    expect(elsewhere.error).toBeNull()
    expect(await row(id)).toMatchObject({ revision: 2, version: 1 })

    const answer = await ok(owner, {
      op: 'edit',
      id,
      base: 1,
      payload: payload({ title: 'أمر على جهازين', body: 'نص الهاتف دون اتصال.' }),
    })
    expect(answer).toMatchObject({ status: 'conflict', id, revision: 2, replayed: false })
    expect(answer.copy_id).toBeTruthy()
    // The original keeps the other device's edit, untouched.
    expect(await row(id)).toMatchObject({
      title: 'أمر على جهازين (عُدّل في الحاسوب)',
      body: payload().body,
      revision: 2,
    })
    // The phone's text is a new prompt next to it, readable by the owner through the API.
    const copy = await owner.client
      .from('user_prompts')
      .select('title, body, version')
      .eq('id', answer.copy_id!)
      .single()
    expect(copy.error).toBeNull()
    expect(copy.data).toEqual({
      title: 'أمر على جهازين (نسخة متعارضة)',
      body: 'نص الهاتف دون اتصال.',
      version: 1,
    })
  })

  it('checks an edit queued after another against what that one produced', async () => {
    const id = randomUUID()
    const createKey = randomUUID()
    await ok(owner, { key: createKey, op: 'create', id, payload: payload({ title: 'في الطابور' }) })
    // The phone queued three writes offline; it knows no revision of its own, only the order.
    const firstKey = randomUUID()
    const first = await ok(owner, {
      key: firstKey,
      op: 'edit',
      id,
      base: 1,
      after: createKey,
      payload: payload({ title: 'في الطابور', body: 'أولاً.' }),
    })
    // The same fields again: no new revision, and the next one is still not a conflict.
    const same = randomUUID()
    expect(
      await ok(owner, {
        key: same,
        op: 'edit',
        id,
        base: 1,
        after: firstKey,
        payload: payload({ title: 'في الطابور', body: 'أولاً.' }),
      }),
    ).toMatchObject({ status: 'applied', revision: 2 })
    const last = await ok(owner, {
      op: 'edit',
      id,
      base: 1,
      after: same,
      payload: payload({ title: 'في الطابور', body: 'ثانياً.' }),
    })
    expect([first.status, last.status]).toEqual(['applied', 'applied'])
    expect(await row(id)).toMatchObject({ body: 'ثانياً.', revision: 3, version: 3 })
    expect(
      (await promptsOf(owner.id)).filter((p) => p.title.startsWith('في الطابور')),
    ).toHaveLength(1)
  })

  it('lands the edits queued after a conflicted one on its copy, not on the original', async () => {
    const id = randomUUID()
    await ok(owner, { op: 'create', id, payload: payload({ title: 'سلسلة تعديلات' }) })
    await ok(owner, {
      op: 'edit',
      id,
      base: 1,
      payload: payload({ title: 'سلسلة تعديلات', body: 'تعديل الحاسوب.' }),
    })
    // The phone queued two edits on revision 1, before the computer's edit reached the server.
    const firstKey = randomUUID()
    const first = await ok(owner, {
      key: firstKey,
      op: 'edit',
      id,
      base: 1,
      payload: payload({ title: 'سلسلة تعديلات', body: 'الهاتف: أولاً.' }),
    })
    expect(first.status).toBe('conflict')
    const second = await ok(owner, {
      op: 'edit',
      id,
      base: 1,
      after: firstKey,
      payload: payload({ title: 'سلسلة تعديلات', body: 'الهاتف: ثانياً.' }),
    })
    expect(second).toMatchObject({ status: 'conflict', copy_id: first.copy_id, continued: true })
    expect(await row(id)).toMatchObject({ body: 'تعديل الحاسوب.', revision: 2 })
    expect(await row(first.copy_id!)).toMatchObject({
      title: 'سلسلة تعديلات (نسخة متعارضة)',
      body: 'الهاتف: ثانياً.',
    })
    expect((await promptsOf(owner.id)).filter((p) => p.title.startsWith('سلسلة'))).toHaveLength(2)
  })

  it('keeps a delete as a tombstone: a late edit is answered deleted and does not bring the prompt back', async () => {
    const id = randomUUID()
    await ok(owner, { op: 'create', id, payload: payload({ title: 'سيُحذف' }) })
    const deleteKey = randomUUID()
    expect(await ok(owner, { key: deleteKey, op: 'delete', id })).toMatchObject({
      status: 'applied',
      id,
    })
    // The delete sent again (replayed) and a second delete from another device are harmless.
    expect(await ok(owner, { key: deleteKey, op: 'delete', id })).toMatchObject({ replayed: true })
    expect(await ok(owner, { op: 'delete', id })).toMatchObject({ status: 'applied' })
    const late = await ok(owner, { op: 'edit', id, base: 1, payload: payload({ body: 'متأخر' }) })
    expect(late).toEqual({ status: 'deleted', id, replayed: false })
    const kept = await row(id)
    expect(kept?.deleted_at).not.toBeNull()
    expect(kept).toMatchObject({ title: 'سيُحذف', revision: 1 })
    const live = await owner.client.from('user_prompts').select('id').is('deleted_at', null)
    expect(live.data?.map((p) => p.id)).not.toContain(id)
  })

  it('never hands one user the answer or the prompt of another', async () => {
    const other = await subscriber()
    const key = randomUUID()
    const id = randomUUID()
    await ok(owner, { key, op: 'create', id, payload: payload({ title: 'سرّي' }) })
    // The same key from another user is that user's own new write, not the owner's answer.
    const theirs = await ok(other, { key, op: 'create', payload: payload({ title: 'لي' }) })
    expect(theirs.replayed).toBe(false)
    expect(theirs.id).not.toBe(id)
    // The owner's prompt id: not editable, not deletable, not creatable over.
    for (const write of [
      { op: 'edit', id, base: 1, payload: payload({ body: 'اختراق' }) },
      { op: 'delete', id },
      { op: 'create', id, payload: payload({ body: 'اختراق' }) },
    ] as Write[]) {
      const { data, error } = await send(other, write)
      expect(data).toBeNull()
      expect(error?.code).toBe('P0001')
      expect(error?.message).toMatch(/[\u0600-\u06FF]/)
    }
    expect(await row(id)).toMatchObject({ title: 'سرّي', revision: 1, deleted_at: null })
    const anon = await anonClient().rpc('sync_prompt_write', {
      p_key: randomUUID(),
      p_op: 'create',
      p_prompt_id: null,
      p_base_revision: null,
      p_payload: payload(),
    })
    expect(anon.data).toBeNull()
    expect(anon.error).not.toBeNull()
  })

  it('keeps nothing of a refused write, so the same key applies once the refusal is gone', async () => {
    const user = await subscriber('trial')
    const [limit] = await sql<{ n: number }>(
      `select (limits ->> 'user_prompts')::int as n from public.plans where slug = 'trial'`,
    )
    for (let i = 0; i < limit!.n; i++) {
      await ok(user, { op: 'create', payload: payload({ title: `أمر ${i}` }) })
    }
    const key = randomUUID()
    const refused = await send(user, { key, op: 'create', payload: payload({ title: 'زائد' }) })
    expect(refused.data).toBeNull()
    expect(refused.error).toMatchObject({ code: 'P0001', hint: 'plan_limit' })
    // A conflict copy is a new prompt too: at the limit it is refused, the original untouched.
    const [first] = await promptsOf(user.id)
    await ok(user, {
      op: 'edit',
      id: first!.id,
      base: 1,
      payload: payload({ title: 'أمر 0', body: 'هنا.' }),
    })
    const copy = await send(user, {
      op: 'edit',
      id: first!.id,
      base: 1,
      payload: payload({ body: 'هناك.' }),
    })
    expect(copy.error).toMatchObject({ code: 'P0001', hint: 'plan_limit' })
    expect(await row(first!.id)).toMatchObject({ body: 'هنا.', revision: 2 })
    expect(await promptsOf(user.id)).toHaveLength(limit!.n)
    await ok(user, { op: 'delete', id: first!.id })
    expect(
      await ok(user, { key, op: 'create', payload: payload({ title: 'زائد' }) }),
    ).toMatchObject({ status: 'applied', replayed: false })
    expect((await promptsOf(user.id)).filter((p) => p.title === 'زائد')).toHaveLength(1)
  })

  it('keeps a fork’s library origin on its conflict copy (the plan’s rule still applies)', async () => {
    const [paid] = await sql<{ id: string }>(
      `select id from public.prompts where is_published and not trial_sample order by slug limit 1`,
    )
    const user = await subscriber('lifetime')
    const fork = await user.client.rpc('fork_prompt', { p_prompt_id: paid!.id })
    expect(fork.error).toBeNull()
    const forkId = fork.data as string
    const forked = await row(forkId)
    await ok(user, {
      op: 'edit',
      id: forkId,
      base: 1,
      payload: payload({ title: forked!.title, body: `${forked!.body}\nأضفت سطراً.` }),
    })
    const answer = await ok(user, {
      op: 'edit',
      id: forkId,
      base: 1,
      payload: payload({ title: forked!.title, body: `${forked!.body}\nسطر الهاتف.` }),
    })
    expect(answer.status).toBe('conflict')
    expect(await row(answer.copy_id!)).toMatchObject({
      forked_from: paid!.id,
      library_fork: true,
    })
  })

  it('rejects an incomplete write in Arabic and stores nothing', async () => {
    const before = (await promptsOf(owner.id)).length
    for (const write of [
      { op: 'edit', id: randomUUID(), base: null },
      { op: 'rename', id: randomUUID() },
      { op: 'delete', id: null },
    ] as unknown as Write[]) {
      const { data, error } = await send(owner, write)
      expect(data).toBeNull()
      expect(error).toMatchObject({ code: 'P0001', hint: 'invalid_sync' })
      expect(error?.message).toMatch(/[\u0600-\u06FF]/)
    }
    expect((await promptsOf(owner.id)).length).toBe(before)
  })
})

describe('replaying favourite and collection writes', () => {
  it('leaves one row however often a queued favourite or collection entry is sent', async () => {
    const user = await subscriber()
    const [prompt] = await sql<{ id: string }>(
      `select id from public.prompts where is_published order by slug limit 1`,
    )
    for (let i = 0; i < 2; i++) {
      const { error } = await user.client
        .from('favorites')
        .insert({ user_id: user.id, item_type: 'prompt', item_id: prompt!.id })
      // The client treats 23505 as "the wanted state holds" (src/features/catalogue/api/favorites.ts).
      if (i > 0) expect(error?.code).toBe('23505')
      else expect(error).toBeNull()
    }
    const made = await user.client
      .from('collections')
      .insert({ name: 'للهاتف' })
      .select('id')
      .single()
    expect(made.error).toBeNull()
    const collectionId = made.data!.id as string
    for (let i = 0; i < 2; i++) {
      const { error } = await user.client
        .from('collection_items')
        .insert({ collection_id: collectionId, item_kind: 'prompt', item_id: prompt!.id })
      if (i > 0) expect(error?.code).toBe('23505')
      else expect(error).toBeNull()
    }
    const [counts] = await sql<{ favorites: string; items: string }>(
      `select (select count(*) from public.favorites where user_id = $1) as favorites,
              (select count(*) from public.collection_items where collection_id = $2) as items`,
      [user.id, collectionId],
    )
    expect(counts).toEqual({ favorites: '1', items: '1' })
    for (let i = 0; i < 2; i++) {
      const removed = await user.client
        .from('favorites')
        .delete()
        .eq('user_id', user.id)
        .eq('item_type', 'prompt')
        .eq('item_id', prompt!.id)
      expect(removed.error).toBeNull()
    }
    const [left] = await sql<{ n: string }>(
      `select count(*) as n from public.favorites where user_id = $1`,
      [user.id],
    )
    expect(left?.n).toBe('0')
  })
})
