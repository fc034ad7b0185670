/** favorites and saved_preferences: each user sees and changes only their own rows. */
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let user: TestUser
let other: TestUser
let promptId: string

beforeAll(async () => {
  user = await createTestUser()
  other = await createTestUser()
  promptId = (
    await sql<{ id: string }>(`select id from public.prompts where slug = 'swot-analysis'`)
  )[0]!.id
})

describe('favorites', () => {
  it('a user adds, lists and removes a favorite; duplicates are refused', async () => {
    const added = await user.client
      .from('favorites')
      .insert({ item_type: 'prompt', item_id: promptId })
      .select('user_id, item_type')
      .single()
    expect(added.data).toEqual({ user_id: user.id, item_type: 'prompt' })
    const dup = await user.client
      .from('favorites')
      .insert({ item_type: 'prompt', item_id: promptId })
    expect(dup.error?.code).toBe('23505')
    expect((await user.client.from('favorites').select('item_id')).data).toEqual([
      { item_id: promptId },
    ])
    const removed = await user.client
      .from('favorites')
      .delete()
      .eq('item_id', promptId)
      .select('id')
    expect(removed.data).toHaveLength(1)
  })

  it('another user and anon neither see nor change it, nor add one in its name', async () => {
    await user.client.from('favorites').insert({ item_type: 'tool', item_id: promptId })
    expect((await other.client.from('favorites').select('id')).data).toEqual([])
    const del = await other.client.from('favorites').delete().eq('item_id', promptId).select('id')
    expect(del.data ?? []).toEqual([])
    const forged = await other.client
      .from('favorites')
      .insert({ user_id: user.id, item_type: 'assistant', item_id: promptId })
    expect(forged.error).not.toBeNull()
    expect((await anonClient().from('favorites').select('id')).data ?? []).toEqual([])
    const anonInsert = await anonClient()
      .from('favorites')
      .insert({ item_type: 'prompt', item_id: promptId })
    expect(anonInsert.error).not.toBeNull()
    const rows = await sql<{ item_type: string }>(
      'select item_type from public.favorites where user_id = $1',
      [user.id],
    )
    expect(rows).toEqual([{ item_type: 'tool' }])
    const bad = await user.client
      .from('favorites')
      .insert({ item_type: 'banana', item_id: promptId })
    expect(bad.error?.code).toBe('23514')
  })
})

describe('saved_preferences', () => {
  it('own key/value settings only, upserted by key', async () => {
    const first = await user.client
      .from('saved_preferences')
      .upsert(
        { preference_key: 'library.view', preference_value: 'grid' },
        { onConflict: 'user_id,preference_key' },
      )
    expect(first.error).toBeNull()
    const second = await user.client
      .from('saved_preferences')
      .upsert(
        { preference_key: 'library.view', preference_value: 'list' },
        { onConflict: 'user_id,preference_key' },
      )
    expect(second.error).toBeNull()
    expect((await user.client.from('saved_preferences').select('preference_value')).data).toEqual([
      { preference_value: 'list' },
    ])
    expect((await other.client.from('saved_preferences').select('id')).data).toEqual([])
    const hijack = await other.client
      .from('saved_preferences')
      .update({ preference_value: 'hacked' })
      .eq('user_id', user.id)
      .select()
    expect(hijack.data ?? []).toEqual([])
    expect((await anonClient().from('saved_preferences').select('id')).data ?? []).toEqual([])
    const stored = await sql<{ preference_value: string }>(
      'select preference_value from public.saved_preferences where user_id = $1',
      [user.id],
    )
    expect(stored).toEqual([{ preference_value: 'list' }])
  })
})
