/**
 * Subscription access, views, plan-change validation and pricing, and the service-only
 * update_subscription_with_payment (idempotent per payment id, also under concurrency).
 */
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

beforeAll(async () => {
  user = await createTestUser()
  other = await createTestUser()
  admin = await createTestUser({ admin: true })
})

async function pay(userId: string, plan: string, paymentId: string, amount: number) {
  return serviceClient().rpc('update_subscription_with_payment', {
    user_uuid: userId,
    new_plan_slug: plan,
    payment_id: paymentId,
    payment_amount: amount,
    payment_currency: 'SAR',
    external_ref: `order-${paymentId}`,
    change_reason: 'test',
  })
}

describe('subscription reads', () => {
  it('a new user has trial access, visible to them and admins only', async () => {
    expect((await user.client.rpc('has_subscription_access', { user_uuid: user.id })).data).toBe(
      true,
    )
    const view = await user.client.rpc('get_user_subscription', { user_uuid: user.id })
    expect(view.data[0]).toMatchObject({
      plan_id: 'trial',
      subscription_tier: 'trial',
      subscription_status: 'active',
      is_expired: false,
      is_in_grace_period: false,
      days_until_expiry: 7,
    })
    const plan = await user.client.rpc('get_user_plan_details', { user_uuid: user.id })
    expect(plan.data[0]).toMatchObject({
      plan_slug: 'trial',
      currency: 'SAR',
      billing_cycle: 'trial',
    })
    expect(Number(plan.data[0].price)).toBe(0)
    expect((await admin.client.rpc('has_subscription_access', { user_uuid: user.id })).data).toBe(
      true,
    )
    for (const fn of [
      'has_subscription_access',
      'get_user_subscription',
      'get_user_plan_details',
    ]) {
      const refused = await other.client.rpc(fn, { user_uuid: user.id })
      expect(refused.error?.code).toBe('42501')
      const anon = await anonClient().rpc(fn, { user_uuid: user.id })
      expect(anon.error).not.toBeNull()
    }
  })

  it('an expired paid plan is in its 3-day grace period, then without access', async () => {
    const u = await createTestUser()
    await sql(
      `update public.subscriptions set plan_id = 'basic', expires_at = now() - interval '1 day',
         grace_period_until = now() + interval '2 days' where user_id = $1`,
      [u.id],
    )
    expect((await u.client.rpc('has_subscription_access', { user_uuid: u.id })).data).toBe(false)
    const view = await u.client.rpc('get_user_subscription', { user_uuid: u.id })
    expect(view.data[0]).toMatchObject({
      subscription_status: 'grace_period',
      is_in_grace_period: true,
      is_expired: true,
    })
    const [rank] = await sql<{ r: number }>('select private.current_plan_rank($1) as r', [u.id])
    expect(rank!.r).toBe(1)
    await sql(
      `update public.subscriptions set grace_period_until = now() - interval '1 minute' where user_id = $1`,
      [u.id],
    )
    const after = await u.client.rpc('get_user_subscription', { user_uuid: u.id })
    expect(after.data[0]).toMatchObject({
      subscription_status: 'expired',
      is_in_grace_period: false,
    })
    const [none] = await sql<{ r: number }>('select private.current_plan_rank($1) as r', [u.id])
    expect(none!.r).toBe(-1)
  })
})

describe('validate_plan_change', () => {
  it('classifies changes and answers Arabic messages', async () => {
    const up = await user.client.rpc('validate_plan_change', {
      user_uuid: user.id,
      from_plan_slug: 'trial',
      to_plan_slug: 'advanced',
    })
    expect(up.data[0]).toMatchObject({ is_valid: true, change_type: 'upgrade' })
    const unknown = await user.client.rpc('validate_plan_change', {
      user_uuid: user.id,
      from_plan_slug: 'trial',
      to_plan_slug: 'gold',
    })
    expect(unknown.data[0]).toEqual({
      is_valid: false,
      message: 'الخطة غير متاحة',
      change_type: null,
    })
    const same = await user.client.rpc('validate_plan_change', {
      user_uuid: user.id,
      from_plan_slug: 'trial',
      to_plan_slug: 'trial',
    })
    expect(same.data[0].is_valid).toBe(false)
    const refused = await other.client.rpc('validate_plan_change', {
      user_uuid: user.id,
      from_plan_slug: 'trial',
      to_plan_slug: 'basic',
    })
    expect(refused.error?.code).toBe('42501')
  })
})

describe('update_subscription_with_payment', () => {
  it('is refused to users and anon, and changes nothing', async () => {
    const args = {
      user_uuid: user.id,
      new_plan_slug: 'lifetime',
      payment_id: `forged-${randomUUID()}`,
      payment_amount: 0,
      payment_currency: 'SAR',
      external_ref: null,
      change_reason: 'free',
    }
    expect((await user.client.rpc('update_subscription_with_payment', args)).error?.code).toBe(
      '42501',
    )
    expect((await admin.client.rpc('update_subscription_with_payment', args)).error?.code).toBe(
      '42501',
    )
    expect((await anonClient().rpc('update_subscription_with_payment', args)).error).not.toBeNull()
    const [row] = await sql<{ plan_id: string }>(
      'select plan_id from public.subscriptions where user_id = $1',
      [user.id],
    )
    expect(row!.plan_id).toBe('trial')
  })

  it('a paid plan without a payment is refused', async () => {
    const res = await serviceClient().rpc('update_subscription_with_payment', {
      user_uuid: user.id,
      new_plan_slug: 'premium',
      payment_id: null,
      payment_amount: null,
      payment_currency: 'SAR',
      external_ref: null,
      change_reason: null,
    })
    expect(res.data).toEqual([{ success: false, message: 'يرجى إكمال عملية الدفع' }])
  })

  it('10 simultaneous deliveries of one payment apply it once', async () => {
    const u = await createTestUser()
    const paymentId = `chg_${randomUUID()}`
    const results = await Promise.all(
      Array.from({ length: 10 }, () => pay(u.id, 'advanced', paymentId, 35)),
    )
    for (const r of results) {
      expect(r.error).toBeNull()
      expect(r.data[0].success).toBe(true)
    }
    const history = await sql('select 1 from public.subscription_history where payment_id = $1', [
      paymentId,
    ])
    expect(history).toHaveLength(1)
    const [sub] = await sql<{ plan_id: string; days: number; grace_days: number }>(
      `select plan_id, round(extract(epoch from expires_at - now()) / 86400)::int as days,
              round(extract(epoch from grace_period_until - expires_at) / 86400)::int as grace_days
         from public.subscriptions where user_id = $1`,
      [u.id],
    )
    expect(sub).toEqual({ plan_id: 'advanced', days: 30, grace_days: 3 })
    const [profile] = await sql<{ subscription_tier: string; subscription_status: string }>(
      'select subscription_tier, subscription_status from public.profiles where id = $1',
      [u.id],
    )
    expect(profile).toEqual({ subscription_tier: 'advanced', subscription_status: 'active' })
    const own = await u.client
      .from('subscription_history')
      .select('to_plan, payment_id')
      .eq('payment_id', paymentId)
    expect(own.data).toEqual([{ to_plan: 'advanced', payment_id: paymentId }])
    expect(
      (await other.client.from('subscription_history').select('id').eq('user_id', u.id)).data,
    ).toEqual([])
  })

  it('a downgrade without payment is scheduled, then applied when due', async () => {
    const u = await createTestUser()
    await pay(u.id, 'premium', `chg_${randomUUID()}`, 57)
    const check = await u.client.rpc('validate_plan_change', {
      user_uuid: u.id,
      from_plan_slug: 'premium',
      to_plan_slug: 'basic',
    })
    expect(check.data[0]).toMatchObject({ is_valid: true, change_type: 'downgrade' })
    const res = await serviceClient().rpc('update_subscription_with_payment', {
      user_uuid: u.id,
      new_plan_slug: 'basic',
      payment_id: null,
      payment_amount: null,
      payment_currency: 'SAR',
      external_ref: null,
      change_reason: 'cheaper',
    })
    expect(res.data[0].success).toBe(true)
    const pending = await u.client.from('scheduled_plan_changes').select('to_plan, status')
    expect(pending.data).toEqual([{ to_plan: 'basic', status: 'pending' }])
    expect(
      (await other.client.from('scheduled_plan_changes').select('id').eq('user_id', u.id)).data,
    ).toEqual([])
    const [still] = await sql<{ plan_id: string }>(
      'select plan_id from public.subscriptions where user_id = $1',
      [u.id],
    )
    expect(still!.plan_id).toBe('premium')

    await sql(
      `update public.scheduled_plan_changes set effective_at = now() - interval '1 minute' where user_id = $1`,
      [u.id],
    )
    await sql(
      `update public.subscriptions set expires_at = now() - interval '1 minute' where user_id = $1`,
      [u.id],
    )
    expect((await u.client.rpc('apply_due_subscription_changes')).error?.code).toBe('42501')
    const run = await serviceClient().rpc('apply_due_subscription_changes')
    expect(run.error).toBeNull()
    expect(run.data.applied_changes).toBeGreaterThanOrEqual(1)
    const [after] = await sql<{ plan_id: string }>(
      'select plan_id from public.subscriptions where user_id = $1',
      [u.id],
    )
    expect(after!.plan_id).toBe('basic')
  })
})

describe('quote_plan_change', () => {
  it('prices an upgrade from a paid plan by proration and applies promotion then code', async () => {
    const u = await createTestUser()
    await pay(u.id, 'basic', `chg_${randomUUID()}`, 19)
    const { data, error } = await u.client.rpc('quote_plan_change', {
      user_uuid: u.id,
      plan_slug_input: 'premium',
      code_input: 'WELCOME10',
    })
    expect(error).toBeNull()
    // A payment just applied leaves (almost) the whole 30-day period: the full difference, 38.00,
    // whatever day of the month it is (issue 41: the calendar month charged 3 days on the 28th).
    expect(data[0].change_type).toBe('upgrade')
    expect(Number(data[0].proration_amount)).toBe(38)
    expect(Number(data[0].final_amount)).toBe(34.2)
    const lifetime = await u.client.rpc('quote_plan_change', {
      user_uuid: u.id,
      plan_slug_input: 'lifetime',
      code_input: 'SAVE20',
    })
    // Launch promotion 20% on lifetime first (499 -> 399.20), then 20 SAR off.
    expect(Number(lifetime.data[0].promotion_discount)).toBeCloseTo(99.8, 2)
    expect(Number(lifetime.data[0].final_amount)).toBeCloseTo(379.2, 2)
    expect(
      (await other.client.rpc('quote_plan_change', { user_uuid: u.id, plan_slug_input: 'premium' }))
        .error?.code,
    ).toBe('42501')
  })
})
