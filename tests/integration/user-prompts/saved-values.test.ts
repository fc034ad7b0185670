/**
 * Saved variable values for own prompts (issue 21): user_prompt_variables rows that belong to an
 * own prompt (user_prompt_id) through supabase-js and RLS: the owner saves and reads them back
 * with the spec's upsert; another user neither reads nor writes them; a value for someone else's
 * own prompt is refused; exactly one of prompt_id / user_prompt_id; purging the prompt removes them.
 */
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

async function subscriber(): Promise<TestUser> {
  const user = await createTestUser()
  cleanup.push(user.id)
  await sql(
    `update public.subscriptions set plan_id = 'premium', status = 'active', grace_period_until = null,
            expires_at = now() + interval '30 days' where user_id = $1`,
    [user.id],
  )
  return user
}

async function ownPrompt(user: TestUser): Promise<string> {
  const { data, error } = await user.client.rpc('save_user_prompt', {
    p_id: null,
    p_title: 'عرض سعر',
    p_description: '',
    p_body: 'اكتب عرض سعر لـ {{العميل}} عن {{المنتج}}.',
    p_category: 'marketing',
    p_platforms: ['chatgpt'],
    p_tags: [],
    p_note: '',
  })
  expect(error).toBeNull()
  return data as string
}

const onConflict = 'user_id,user_prompt_id,variable_key'

let owner: TestUser
let other: TestUser
let mine: string
let theirs: string

beforeAll(async () => {
  owner = await subscriber()
  other = await subscriber()
  mine = await ownPrompt(owner)
  theirs = await ownPrompt(other)
})

describe('saved values of own prompts', () => {
  it('the owner saves, updates and reads them back with the prompt title', async () => {
    const first = await owner.client.from('user_prompt_variables').upsert(
      [
        { user_id: owner.id, user_prompt_id: mine, variable_key: 'العميل', variable_value: 'نور' },
        { user_id: owner.id, user_prompt_id: mine, variable_key: 'المنتج', variable_value: 'عطر' },
      ],
      { onConflict },
    )
    expect(first.error).toBeNull()
    const again = await owner.client
      .from('user_prompt_variables')
      .upsert(
        { user_id: owner.id, user_prompt_id: mine, variable_key: 'المنتج', variable_value: 'عود' },
        { onConflict },
      )
    expect(again.error).toBeNull()
    const list = await owner.client
      .from('user_prompt_variables')
      .select('variable_key, variable_value, prompt_id, user_prompt_id, user_prompts(title)')
      .eq('user_id', owner.id)
      .eq('user_prompt_id', mine)
      .order('variable_key')
    expect(list.error).toBeNull()
    expect(list.data).toEqual([
      {
        variable_key: 'العميل',
        variable_value: 'نور',
        prompt_id: null,
        user_prompt_id: mine,
        user_prompts: { title: 'عرض سعر' },
      },
      {
        variable_key: 'المنتج',
        variable_value: 'عود',
        prompt_id: null,
        user_prompt_id: mine,
        user_prompts: { title: 'عرض سعر' },
      },
    ])
  })

  it('another user and anon neither read nor change them', async () => {
    const read = await other.client
      .from('user_prompt_variables')
      .select('id')
      .eq('user_prompt_id', mine)
    expect(read.error).toBeNull()
    expect(read.data).toEqual([])
    const anonRead = await anonClient()
      .from('user_prompt_variables')
      .select('id')
      .eq('user_prompt_id', mine)
    expect(anonRead.data ?? []).toEqual([])

    const changed = await other.client
      .from('user_prompt_variables')
      .update({ variable_value: 'اختراق' })
      .eq('user_prompt_id', mine)
      .select('id')
    expect(changed.data ?? []).toEqual([])
    const removed = await other.client
      .from('user_prompt_variables')
      .delete()
      .eq('user_prompt_id', mine)
      .select('id')
    expect(removed.data ?? []).toEqual([])
    const rows = await sql<{ variable_value: string }>(
      `select variable_value from public.user_prompt_variables where user_prompt_id = $1 order by variable_key`,
      [mine],
    )
    expect(rows.map((r) => r.variable_value)).toEqual(['نور', 'عود'])
  })

  it("refuses a value for someone else's own prompt, on insert and by moving a row", async () => {
    const planted = await owner.client.from('user_prompt_variables').insert({
      user_id: owner.id,
      user_prompt_id: theirs,
      variable_key: 'العميل',
      variable_value: 'x',
    })
    expect(planted.error?.code).toBe('42501')
    const asThem = await owner.client.from('user_prompt_variables').insert({
      user_id: other.id,
      user_prompt_id: theirs,
      variable_key: 'العميل',
      variable_value: 'x',
    })
    expect(asThem.error?.code).toBe('42501')
    const moved = await owner.client
      .from('user_prompt_variables')
      .update({ user_prompt_id: theirs })
      .eq('user_prompt_id', mine)
      .eq('variable_key', 'العميل')
    expect(moved.error?.code).toBe('42501')
    expect(
      await sql(`select 1 from public.user_prompt_variables where user_prompt_id = $1`, [theirs]),
    ).toHaveLength(0)
  })

  it('takes exactly one of a library prompt and an own prompt', async () => {
    const [library] = await sql<{ id: string }>(
      `select id from public.prompts where slug = 'customer-persona'`,
    )
    const both = await owner.client.from('user_prompt_variables').insert({
      user_id: owner.id,
      prompt_id: library!.id,
      user_prompt_id: mine,
      variable_key: 'العميل',
      variable_value: 'x',
    })
    expect(both.error).not.toBeNull()
    const neither = await owner.client
      .from('user_prompt_variables')
      .insert({ user_id: owner.id, variable_key: 'العميل', variable_value: 'x' })
    expect(neither.error).not.toBeNull()
    expect(
      await sql(
        `select 1 from public.user_prompt_variables where user_id = $1 and prompt_id is not null`,
        [owner.id],
      ),
    ).toHaveLength(0)
  })

  it('purging the own prompt removes its values', async () => {
    expect((await owner.client.rpc('delete_user_prompt', { p_id: mine })).error).toBeNull()
    // Kept while the prompt is only in «recently deleted».
    expect(
      await sql(`select 1 from public.user_prompt_variables where user_prompt_id = $1`, [mine]),
    ).toHaveLength(2)
    expect(
      (await owner.client.rpc('delete_user_prompt', { p_id: mine, p_forever: true })).error,
    ).toBeNull()
    expect(
      await sql(`select 1 from public.user_prompt_variables where user_prompt_id = $1`, [mine]),
    ).toHaveLength(0)
  })
})
