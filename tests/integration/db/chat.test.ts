/** bot_suggestions_log: own rows only; insert unclicked; the only update is user_clicked = true. */
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let user: TestUser
let other: TestUser
let admin: TestUser

beforeAll(async () => {
  user = await createTestUser()
  other = await createTestUser()
  admin = await createTestUser({ admin: true })
})

describe('bot_suggestions_log', () => {
  it('a user logs a suggestion, reads it newest first and marks it clicked', async () => {
    const inserted = await user.client
      .from('bot_suggestions_log')
      .insert({
        suggested_product_type: 'prompt',
        suggested_product_id: 'swot-analysis',
        is_available_in_plan: true,
      })
      .select('id, user_id, user_clicked')
      .single()
    expect(inserted.data).toMatchObject({ user_id: user.id, user_clicked: false })
    const id = inserted.data!.id as string
    const list = await user.client
      .from('bot_suggestions_log')
      .select('id')
      .eq('user_id', user.id)
      .order('suggestion_timestamp', { ascending: false })
      .limit(20)
    expect(list.data?.[0]?.id).toBe(id)
    const clicked = await user.client
      .from('bot_suggestions_log')
      .update({ user_clicked: true })
      .eq('id', id)
      .eq('user_id', user.id)
      .select('user_clicked')
    expect(clicked.data).toEqual([{ user_clicked: true }])
  })

  it('refuses other users, anon, forged owners, pre-clicked rows and edits of other columns', async () => {
    const mine = await user.client
      .from('bot_suggestions_log')
      .insert({ suggested_product_type: 'tool', suggested_product_id: 'canva' })
      .select('id')
      .single()
    const id = mine.data!.id as string

    expect((await other.client.from('bot_suggestions_log').select('id').eq('id', id)).data).toEqual(
      [],
    )
    const otherClick = await other.client
      .from('bot_suggestions_log')
      .update({ user_clicked: true })
      .eq('id', id)
      .select()
    expect(otherClick.data ?? []).toEqual([])
    expect((await anonClient().from('bot_suggestions_log').select('id')).data ?? []).toEqual([])
    const anonInsert = await anonClient()
      .from('bot_suggestions_log')
      .insert({ suggested_product_type: 'tool', suggested_product_id: 'x' })
    expect(anonInsert.error).not.toBeNull()

    const forged = await other.client
      .from('bot_suggestions_log')
      .insert({ user_id: user.id, suggested_product_type: 'tool', suggested_product_id: 'forged' })
    expect(forged.error).not.toBeNull()
    const preClicked = await user.client.from('bot_suggestions_log').insert({
      suggested_product_type: 'tool',
      suggested_product_id: 'inflated',
      user_clicked: true,
    })
    expect(preClicked.error).not.toBeNull()
    const retype = await user.client
      .from('bot_suggestions_log')
      .update({ suggested_product_type: 'assistant' })
      .eq('id', id)
    expect(retype.error).not.toBeNull()
    const badType = await user.client
      .from('bot_suggestions_log')
      .insert({ suggested_product_type: 'banana', suggested_product_id: 'x' })
    expect(badType.error?.code).toBe('23514')

    const rows = await sql<{ user_clicked: boolean; suggested_product_type: string }>(
      'select user_clicked, suggested_product_type from public.bot_suggestions_log where id = $1',
      [id],
    )
    expect(rows).toEqual([{ user_clicked: false, suggested_product_type: 'tool' }])
    expect(
      await sql(
        `select 1 from public.bot_suggestions_log where suggested_product_id in ('forged', 'inflated')`,
      ),
    ).toEqual([])
  })

  it('admins read every user suggestion (click rates)', async () => {
    const all = await admin.client
      .from('bot_suggestions_log')
      .select('user_id')
      .eq('user_id', user.id)
    expect(all.data?.length).toBeGreaterThanOrEqual(2)
  })
})
