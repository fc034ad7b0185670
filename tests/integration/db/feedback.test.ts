/** feedback and feedback_votes: authors write their own open items, votes move the count, admins set status. */
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let author: TestUser
let voter: TestUser
let admin: TestUser
let id: string

beforeAll(async () => {
  author = await createTestUser()
  voter = await createTestUser()
  admin = await createTestUser({ admin: true })
  const created = await author.client
    .from('feedback')
    .insert({ category: 'feature', title: 'وضع ليلي للمكتبة', body: 'أتمنى إضافة فلتر حسب المنصة' })
    .select('id, user_id, status')
    .single()
  expect(created.data).toMatchObject({ user_id: author.id, status: 'open' })
  id = created.data!.id as string
})

describe('feedback', () => {
  it('signed-in users read the board; anon does not', async () => {
    expect((await voter.client.from('feedback').select('id').eq('id', id)).data).toHaveLength(1)
    const anon = await anonClient().from('feedback').select('id')
    expect(anon.data ?? []).toEqual([])
    expect((await anonClient().from('feedback').insert({ title: 'من مجهول' })).error).not.toBeNull()
  })

  it('votes once per user and the count follows', async () => {
    expect((await voter.client.from('feedback_votes').insert({ feedback_id: id })).error).toBeNull()
    expect(
      (await voter.client.from('feedback_votes').insert({ feedback_id: id })).error?.code,
    ).toBe('23505')
    expect(
      (await author.client.from('feedback_votes').insert({ feedback_id: id })).error,
    ).toBeNull()
    const forged = await author.client
      .from('feedback_votes')
      .insert({ feedback_id: id, user_id: admin.id })
    expect(forged.error).not.toBeNull()
    expect(
      (await voter.client.from('feedback').select('votes_count').eq('id', id).single()).data
        ?.votes_count,
    ).toBe(2)
    await voter.client.from('feedback_votes').delete().eq('feedback_id', id)
    expect(
      (
        await sql<{ votes_count: number }>(
          'select votes_count from public.feedback where id = $1',
          [id],
        )
      )[0]?.votes_count,
    ).toBe(1)
    const cheat = await author.client.from('feedback').update({ votes_count: 500 }).eq('id', id)
    expect(cheat.error).not.toBeNull()
  })

  it('the author edits text while open but not the status; others edit nothing', async () => {
    const edit = await author.client
      .from('feedback')
      .update({ body: 'مع فلتر المنصة والفئة' })
      .eq('id', id)
      .select('body')
    expect(edit.data).toEqual([{ body: 'مع فلتر المنصة والفئة' }])
    const status = await author.client.from('feedback').update({ status: 'done' }).eq('id', id)
    expect(status.error?.hint).toBe('admin_only')
    const other = await voter.client
      .from('feedback')
      .update({ title: 'مختطف' })
      .eq('id', id)
      .select()
    expect(other.data ?? []).toEqual([])
    const otherDelete = await voter.client.from('feedback').delete().eq('id', id).select()
    expect(otherDelete.data ?? []).toEqual([])
    const row = await sql<{ title: string; status: string }>(
      'select title, status from public.feedback where id = $1',
      [id],
    )
    expect(row).toEqual([{ title: 'وضع ليلي للمكتبة', status: 'open' }])
  })

  it('admins set status and respond (audited) but cannot rewrite the author text; closed items are frozen for the author', async () => {
    const set = await admin.client
      .from('feedback')
      .update({ status: 'planned', admin_response: 'ضمن خطة الربع القادم' })
      .eq('id', id)
      .select('status')
    expect(set.data).toEqual([{ status: 'planned' }])
    const rewrite = await admin.client
      .from('feedback')
      .update({ title: 'عنوان المشرف' })
      .eq('id', id)
    expect(rewrite.error?.hint).toBe('author_only')
    const late = await author.client
      .from('feedback')
      .update({ body: 'تعديل متأخر' })
      .eq('id', id)
      .select()
    expect(late.data ?? []).toEqual([])
    const audit = await sql(
      `select 1 from public.audit_log where target_id = $1 and action = 'update_feedback'`,
      [id],
    )
    expect(audit.length).toBeGreaterThanOrEqual(1)
  })
})
