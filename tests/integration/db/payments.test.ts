/** tap_payment_details and get_user_payment_details: owners read their own payments only. */
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

// Node 20 has no global WebSocket; supabase-js's realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let user: TestUser
let other: TestUser
let admin: TestUser
const chargeIds: string[] = []

beforeAll(async () => {
  user = await createTestUser()
  other = await createTestUser()
  admin = await createTestUser({ admin: true })
  for (const [i, plan] of ['basic', 'premium'].entries()) {
    const chargeId = `chg_${randomUUID()}`
    chargeIds.push(chargeId)
    const res = await serviceClient()
      .from('tap_payment_details')
      .insert({
        charge_id: chargeId,
        order_reference: `ord_${randomUUID()}`,
        user_id: user.id,
        plan_slug: plan,
        original_amount: 57,
        final_amount: 57,
        status: 'CAPTURED',
        created_at: new Date(Date.now() + i * 1000).toISOString(),
      })
    expect(res.error).toBeNull()
  }
})

describe('tap_payment_details', () => {
  it('owner reads own payments newest first; others and anon read none', async () => {
    const mine = await user.client.rpc('get_user_payment_details')
    expect(mine.error).toBeNull()
    expect(mine.data.map((p: { charge_id: string }) => p.charge_id)).toEqual([
      chargeIds[1],
      chargeIds[0],
    ])
    const byRef = await user.client.rpc('get_user_payment_details', { p_reference: chargeIds[0] })
    expect(byRef.data).toHaveLength(1)
    expect((await other.client.rpc('get_user_payment_details')).data).toEqual([])
    expect((await anonClient().rpc('get_user_payment_details')).error).not.toBeNull()
    expect((await user.client.from('tap_payment_details').select('charge_id')).data).toHaveLength(2)
    expect(
      (await other.client.from('tap_payment_details').select('charge_id').eq('user_id', user.id))
        .data,
    ).toEqual([])
    expect(
      (await admin.client.from('tap_payment_details').select('charge_id').eq('user_id', user.id))
        .data,
    ).toHaveLength(2)
  })

  it('users cannot insert or alter payments', async () => {
    const forged = await user.client.from('tap_payment_details').insert({
      charge_id: 'forged',
      order_reference: 'forged',
      user_id: user.id,
      plan_slug: 'lifetime',
      original_amount: 499,
      final_amount: 0,
      status: 'CAPTURED',
    })
    expect(forged.error?.code).toBe('42501')
    const altered = await user.client
      .from('tap_payment_details')
      .update({ status: 'FAILED' })
      .eq('charge_id', chargeIds[0]!)
    expect(altered.error?.code).toBe('42501')
    const rows = await sql<{ status: string }>(
      'select status from public.tap_payment_details where user_id = $1',
      [user.id],
    )
    expect(rows.map((r) => r.status)).toEqual(['CAPTURED', 'CAPTURED'])
  })

  it('applying the payment marks the charge applied', async () => {
    const res = await serviceClient().rpc('update_subscription_with_payment', {
      user_uuid: user.id,
      new_plan_slug: 'premium',
      payment_id: chargeIds[1],
      payment_amount: 57,
      payment_currency: 'SAR',
      external_ref: null,
      change_reason: 'upgrade',
    })
    expect(res.data[0].success).toBe(true)
    const [row] = await sql<{ applied: boolean }>(
      'select applied_at is not null as applied from public.tap_payment_details where charge_id = $1',
      [chargeIds[1]],
    )
    expect(row!.applied).toBe(true)
  })
})
