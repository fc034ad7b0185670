/**
 * user_prompt_variables: the spec's calls (select joined with the prompt title, select by key,
 * upsert, delete by key), own rows only, and membership of the realtime publication.
 */
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let user: TestUser
let other: TestUser
let p1: string
let p2: string

beforeAll(async () => {
  user = await createTestUser()
  other = await createTestUser()
  const rows = await sql<{ id: string; slug: string }>(
    `select id, slug from public.prompts where slug in ('marketing-plan-90-days', 'customer-persona')`,
  )
  p1 = rows.find((r) => r.slug === 'marketing-plan-90-days')!.id
  p2 = rows.find((r) => r.slug === 'customer-persona')!.id
})

describe('user_prompt_variables', () => {
  it('upserts, lists with the prompt title newest first, finds prompts by key and deletes by key', async () => {
    const up = await user.client.from('user_prompt_variables').upsert(
      [
        { user_id: user.id, prompt_id: p1, variable_key: 'المنتج', variable_value: 'عطور' },
        { user_id: user.id, prompt_id: p2, variable_key: 'المنتج', variable_value: 'بخور' },
      ],
      { onConflict: 'user_id,prompt_id,variable_key' },
    )
    expect(up.error).toBeNull()
    const again = await user.client
      .from('user_prompt_variables')
      .upsert(
        { user_id: user.id, prompt_id: p1, variable_key: 'المنتج', variable_value: 'عود' },
        { onConflict: 'user_id,prompt_id,variable_key' },
      )
    expect(again.error).toBeNull()

    const list = await user.client
      .from('user_prompt_variables')
      .select('variable_key, variable_value, updated_at, prompt_id, prompts(title_ar)')
      .eq('user_id', user.id)
      .order('updated_at', { ascending: false })
    expect(list.error).toBeNull()
    expect(list.data?.[0]).toMatchObject({
      variable_value: 'عود',
      prompts: { title_ar: 'خطة تسويقية لمدة 90 يوماً' },
    })
    expect(list.data).toHaveLength(2)

    const byKey = await user.client
      .from('user_prompt_variables')
      .select('prompt_id')
      .eq('user_id', user.id)
      .eq('variable_key', 'المنتج')
    expect(new Set(byKey.data?.map((r) => r.prompt_id))).toEqual(new Set([p1, p2]))

    const removed = await user.client
      .from('user_prompt_variables')
      .delete()
      .eq('user_id', user.id)
      .eq('variable_key', 'المنتج')
      .select('id')
    expect(removed.data).toHaveLength(2)
  })

  it('another user and anon cannot read, change, delete or forge rows', async () => {
    await user.client
      .from('user_prompt_variables')
      .insert({ prompt_id: p1, variable_key: 'اسم_الشركة', variable_value: 'سند' })
    expect((await other.client.from('user_prompt_variables').select('id')).data).toEqual([])
    const change = await other.client
      .from('user_prompt_variables')
      .update({ variable_value: 'مخترق' })
      .eq('user_id', user.id)
      .select()
    expect(change.data ?? []).toEqual([])
    const del = await other.client
      .from('user_prompt_variables')
      .delete()
      .eq('user_id', user.id)
      .select()
    expect(del.data ?? []).toEqual([])
    const forged = await other.client
      .from('user_prompt_variables')
      .insert({ user_id: user.id, prompt_id: p1, variable_key: 'x', variable_value: 'y' })
    expect(forged.error).not.toBeNull()
    const moved = await user.client
      .from('user_prompt_variables')
      .update({ user_id: other.id })
      .eq('variable_key', 'اسم_الشركة')
    expect(moved.error).not.toBeNull()
    expect((await anonClient().from('user_prompt_variables').select('id')).data ?? []).toEqual([])

    const rows = await sql<{ variable_key: string; variable_value: string; user_id: string }>(
      'select variable_key, variable_value, user_id from public.user_prompt_variables where user_id in ($1, $2)',
      [user.id, other.id],
    )
    expect(rows).toEqual([{ variable_key: 'اسم_الشركة', variable_value: 'سند', user_id: user.id }])
  })

  it('refuses variables for a prompt the user cannot see', async () => {
    await sql(`update public.prompts set is_published = false where id = $1`, [p2])
    try {
      const hidden = await user.client
        .from('user_prompt_variables')
        .insert({ prompt_id: p2, variable_key: 'x', variable_value: 'y' })
      expect(hidden.error).not.toBeNull()
    } finally {
      await sql(`update public.prompts set is_published = true where id = $1`, [p2])
    }
  })

  it('is published for realtime with full old rows (filtered deletes)', async () => {
    const pub = await sql(
      `select 1 from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'user_prompt_variables'`,
    )
    expect(pub).toHaveLength(1)
    const identity = await sql<{ relreplident: string }>(
      `select relreplident from pg_class where oid = 'public.user_prompt_variables'::regclass`,
    )
    expect(identity[0]?.relreplident).toBe('f')
  })
})
