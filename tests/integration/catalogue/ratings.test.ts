/**
 * Ratings of library prompts (issue 22): «مفيد / غير مفيد» through rate_prompt against the real
 * stack. One vote per user under concurrency (counts exact), a vote changed and removed, anon and
 * a plan that cannot read the prompt refused, another user cannot touch my vote, and the library's
 * «الأعلى تقييماً» sort (search_prompts p_sort = 'rated') follows the counters.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

const users: string[] = []
let promptId: string
let category: string

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

/** Made one after another: the fixtures' direct SQL runs over one connection. */
async function subscribers(plan: string, n: number): Promise<TestUser[]> {
  const out: TestUser[] = []
  for (let i = 0; i < n; i += 1) out.push(await subscriber(plan))
  return out
}

async function counters() {
  const [row] = await sql<{ helpful: number; unhelpful: number; votes: number; up: number }>(
    `select p.helpful_count as helpful, p.unhelpful_count as unhelpful,
            (select count(*)::int from public.prompt_votes v where v.prompt_id = p.id) as votes,
            (select count(*)::int from public.prompt_votes v where v.prompt_id = p.id and v.helpful) as up
       from public.prompts p where p.id = $1`,
    [promptId],
  )
  return row!
}

beforeAll(async () => {
  // A prompt of its own (a ChatGPT prompt outside the trial sample: advanced opens it, trial not),
  // in a category of its own so the sort check sees only it and its neighbour.
  category = `rating-${randomUUID().slice(0, 8)}`
  await sql(
    `insert into public.prompt_categories (id, name, name_en, description, description_en, platforms, total_count, icon, sort_order)
     values ($1, 'تصنيف اختبار التقييم', 'Rating test', '', '', array['chatgpt'], 0, 'megaphone', 999)`,
    [category],
  )
  const rows = await sql<{ id: string }>(
    `insert into public.prompts (slug, title_ar, description_ar, category, platforms, trial_sample, tags, is_published)
     values ($1, 'أمر لاختبار التقييم', 'وصف', $2, array['chatgpt'], false, '{}'::text[], true),
            ($1 || '-2', 'أمر مجاور لاختبار التقييم', 'وصف', $2, array['chatgpt'], false, '{}'::text[], true)
     returning id`,
    [`rating-test-${randomUUID().slice(0, 8)}`, category],
  )
  promptId = rows[0]!.id
  for (const row of rows) {
    await sql(`insert into public.prompt_bodies (prompt_id, body_ar) values ($1, 'نص الأمر')`, [
      row.id,
    ])
  }
})

afterAll(async () => {
  await sql(`delete from public.prompts where category = $1`, [category])
  await sql(`delete from public.prompt_categories where id = $1`, [category])
  for (const id of users)
    await serviceClient()
      .auth.admin.deleteUser(id)
      .catch(() => {})
})

describe('rate_prompt', () => {
  it('keeps one vote per user under 20 concurrent votes, with exact counts', async () => {
    const voters = await subscribers('advanced', 20)
    // Each voter votes at once, the first one five times in a row concurrently (two tabs).
    const calls = voters.map((v, i) =>
      v.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: i % 4 !== 0 }),
    )
    for (let k = 0; k < 4; k += 1) {
      calls.push(voters[1]!.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: true }))
    }
    const results = await Promise.all(calls)
    for (const r of results) expect(r.error).toBeNull()
    expect(await counters()).toEqual({ helpful: 15, unhelpful: 5, votes: 20, up: 15 })
  })

  it('changes and removes a vote, returning the counters and my vote', async () => {
    const me = await subscriber('advanced')
    const up = await me.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: true })
    expect(up.error).toBeNull()
    expect(up.data).toEqual([{ helpful_count: 16, unhelpful_count: 5, my_vote: true }])

    const again = await me.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: true })
    expect(again.data).toEqual([{ helpful_count: 16, unhelpful_count: 5, my_vote: true }])

    const down = await me.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: false })
    expect(down.data).toEqual([{ helpful_count: 15, unhelpful_count: 6, my_vote: false }])
    const mine = await me.client.from('prompt_votes').select('helpful').eq('prompt_id', promptId)
    expect(mine.data).toEqual([{ helpful: false }])

    const removed = await me.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: null })
    expect(removed.data).toEqual([{ helpful_count: 15, unhelpful_count: 5, my_vote: null }])
    const none = await me.client.from('prompt_votes').select('helpful').eq('prompt_id', promptId)
    expect(none.data).toEqual([])
    // Removing a vote that is not there changes nothing.
    const twice = await me.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: null })
    expect(twice.data).toEqual([{ helpful_count: 15, unhelpful_count: 5, my_vote: null }])
    expect(await counters()).toEqual({ helpful: 15, unhelpful: 5, votes: 20, up: 15 })
  })

  it('refuses anon, and a plan that cannot read the prompt (Arabic, counts unchanged)', async () => {
    const anon = await anonClient().rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: true })
    expect(anon.error).not.toBeNull()
    expect(anon.data).toBeNull()

    const trial = await subscriber('trial')
    const refused = await trial.client.rpc('rate_prompt', {
      p_prompt_id: promptId,
      p_helpful: true,
    })
    expect(refused.error?.hint).toBe('upgrade')
    expect(refused.error?.message).toMatch(/^يمكنك تقييم الأوامر التي تتيحها باقتك فقط/)

    const missing = await trial.client.rpc('rate_prompt', {
      p_prompt_id: randomUUID(),
      p_helpful: true,
    })
    expect(missing.error?.hint).toBe('not_found')
    expect(await counters()).toEqual({ helpful: 15, unhelpful: 5, votes: 20, up: 15 })
  })

  it('lets nobody else read or change my vote', async () => {
    const me = await subscriber('advanced')
    const other = await subscriber('advanced')
    await me.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: true })

    // Another user's vote is their own row; mine stays.
    const theirs = await other.client.rpc('rate_prompt', {
      p_prompt_id: promptId,
      p_helpful: false,
    })
    expect(theirs.error).toBeNull()
    const seen = await other.client.from('prompt_votes').select('user_id, helpful')
    expect(seen.data).toEqual([{ user_id: other.id, helpful: false }])

    // Direct writes are refused: the table is written only by rate_prompt.
    const update = await other.client
      .from('prompt_votes')
      .update({ helpful: false })
      .eq('user_id', me.id)
    expect(update.error?.code).toBe('42501')
    const remove = await other.client.from('prompt_votes').delete().eq('user_id', me.id)
    expect(remove.error?.code).toBe('42501')
    const insert = await other.client
      .from('prompt_votes')
      .insert({ prompt_id: promptId, user_id: me.id, helpful: false })
    expect(insert.error?.code).toBe('42501')
    // Nor can the counters be written by hand.
    const counter = await other.client
      .from('prompts')
      .update({ helpful_count: 1000 })
      .eq('id', promptId)
    expect(counter.error).not.toBeNull()

    const [mine] = await sql<{ helpful: boolean }>(
      `select helpful from public.prompt_votes where prompt_id = $1 and user_id = $2`,
      [promptId, me.id],
    )
    expect(mine).toEqual({ helpful: true })
    expect(await counters()).toEqual({ helpful: 16, unhelpful: 6, votes: 22, up: 16 })
  })

  it('takes a deleted account’s vote off the counters', async () => {
    const leaving = await subscriber('advanced')
    await leaving.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: false })
    expect(await counters()).toEqual({ helpful: 16, unhelpful: 7, votes: 23, up: 16 })
    await sql(`delete from auth.users where id = $1`, [leaving.id])
    expect(await counters()).toEqual({ helpful: 16, unhelpful: 6, votes: 22, up: 16 })
  })

  it('orders the library by «الأعلى تقييماً» (sort rated)', async () => {
    const reader = await subscriber('advanced')
    const rated = await reader.client.rpc('search_prompts', {
      p_query: '',
      p_category: category,
      p_sort: 'rated',
    })
    expect(rated.error).toBeNull()
    expect((rated.data as { id: string }[]).map((r) => r.id)[0]).toBe(promptId)
    // Newest puts the neighbour (inserted in the same statement, same time) by id; rated must not
    // depend on that: two down votes more than up on the first prompt move it below.
    const [neighbour] = await sql<{ id: string }>(
      `select id from public.prompts where category = $1 and id <> $2`,
      [category, promptId],
    )
    const critics = await subscribers('advanced', 11)
    await Promise.all(
      critics.map((c) => c.client.rpc('rate_prompt', { p_prompt_id: promptId, p_helpful: false })),
    )
    const after = await reader.client.rpc('search_prompts', {
      p_query: '',
      p_category: category,
      p_sort: 'rated',
    })
    expect((after.data as { id: string }[]).map((r) => r.id)).toEqual([neighbour!.id, promptId])
    const bad = await reader.client.rpc('search_prompts', { p_query: '', p_sort: 'best' })
    expect(bad.error?.hint).toBe('invalid_sort')
  })
})
