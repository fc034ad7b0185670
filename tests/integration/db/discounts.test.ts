/** Discount codes, their uses (service-only, concurrency-safe) and promotions. */
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

async function newCode(fields: Record<string, unknown>) {
  const code = `T${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
  const res = await admin.client
    .from('discount_codes')
    .insert({ code, discount_type: 'percentage', discount_value: 10, ...fields })
    .select('id, code')
    .single()
  expect(res.error).toBeNull()
  return res.data as { id: string; code: string }
}

describe('validate_discount_code', () => {
  it('percentage, fixed capped at the amount, expired and unknown codes', async () => {
    const pct = await user.client.rpc('validate_discount_code', {
      code_input: ' welcome10 ',
      user_email_input: user.email,
      plan_amount: 57,
    })
    expect(pct.data[0]).toMatchObject({ is_valid: true, discount_type: 'percentage' })
    expect(Number(pct.data[0].final_amount)).toBeCloseTo(51.3, 2)
    const fixed = await user.client.rpc('validate_discount_code', {
      code_input: 'SAVE20',
      user_email_input: user.email,
      plan_amount: 19,
    })
    expect(Number(fixed.data[0].final_amount)).toBe(0)
    const expired = await user.client.rpc('validate_discount_code', {
      code_input: 'EXPIRED15',
      user_email_input: user.email,
      plan_amount: 57,
    })
    expect(expired.data[0]).toMatchObject({
      is_valid: false,
      error_message: 'كود الخصم منتهي الصلاحية',
    })
    const unknown = await user.client.rpc('validate_discount_code', {
      code_input: 'NOPE',
      user_email_input: user.email,
      plan_amount: 57,
    })
    expect(unknown.data[0]).toMatchObject({ is_valid: false, error_message: 'كود الخصم غير صالح' })
    const anon = await anonClient().rpc('validate_discount_code', {
      code_input: 'WELCOME10',
      user_email_input: 'a@b.c',
      plan_amount: 57,
    })
    expect(anon.error).not.toBeNull()
  })

  it('users cannot read or write the code list; admins can', async () => {
    expect((await user.client.from('discount_codes').select('code')).data).toEqual([])
    expect((await anonClient().from('discount_codes').select('code')).error).not.toBeNull()
    const forged = await user.client
      .from('discount_codes')
      .insert({ code: 'MINE100', discount_type: 'percentage', discount_value: 100 })
    expect(forged.error?.code).toBe('42501')
    expect(await sql(`select 1 from public.discount_codes where code = 'MINE100'`)).toEqual([])
    expect(
      (await admin.client.from('discount_codes').select('code').eq('code', 'WELCOME10')).data,
    ).toHaveLength(1)
  })
})

describe('apply_discount_code', () => {
  const args = (code: string, u: TestUser) => ({
    code_input: code,
    user_email_input: u.email,
    user_id_input: u.id,
    plan_slug_input: 'premium',
    original_amount_input: 57,
    discount_amount_input: 5.7,
    final_amount_input: 51.3,
  })

  it('is for the service only', async () => {
    const c = await newCode({})
    expect((await user.client.rpc('apply_discount_code', args(c.code, user))).error?.code).toBe(
      '42501',
    )
    expect((await admin.client.rpc('apply_discount_code', args(c.code, user))).error?.code).toBe(
      '42501',
    )
    expect(await sql('select 1 from public.discount_code_uses where code_id = $1', [c.id])).toEqual(
      [],
    )
  })

  it('10 simultaneous uses of a single-use code by one user record one use', async () => {
    const c = await newCode({ single_use_per_user: true })
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        serviceClient().rpc('apply_discount_code', args(c.code, user)),
      ),
    )
    expect(results.filter((r) => r.data?.success === true)).toHaveLength(1)
    const [row] = await sql<{ uses: number; used_count: number }>(
      `select (select count(*)::int from public.discount_code_uses where code_id = $1) as uses, used_count
         from public.discount_codes where id = $1`,
      [c.id],
    )
    expect(row).toEqual({ uses: 1, used_count: 1 })
    const own = await user.client.from('discount_code_uses').select('code_id')
    expect(own.data).toEqual([{ code_id: c.id }])
    expect(
      (await other.client.from('discount_code_uses').select('id').eq('user_id', user.id)).data,
    ).toEqual([])
  })

  it('max_uses is never exceeded under concurrency', async () => {
    const c = await newCode({ single_use_per_user: false, max_uses: 3 })
    // Fixture users one at a time: the embedded database's wire port serves one connection.
    const users: TestUser[] = []
    for (let i = 0; i < 6; i += 1) users.push(await createTestUser())
    const results = await Promise.all(
      users.map((u) => serviceClient().rpc('apply_discount_code', args(c.code, u))),
    )
    expect(results.filter((r) => r.data?.success === true)).toHaveLength(3)
    const [row] = await sql<{ used_count: number }>(
      'select used_count from public.discount_codes where id = $1',
      [c.id],
    )
    expect(row!.used_count).toBe(3)
  })

  it('refuses amounts that do not match the code', async () => {
    const c = await newCode({})
    const res = await serviceClient().rpc('apply_discount_code', {
      ...args(c.code, user),
      final_amount_input: 1,
    })
    expect(res.data).toMatchObject({ success: false })
    expect(await sql('select 1 from public.discount_code_uses where code_id = $1', [c.id])).toEqual(
      [],
    )
  })
})

describe('promotions', () => {
  it('anyone sees current promotions and the promotional price; only admins edit them', async () => {
    const offer = await anonClient().rpc('get_active_promotional_offer', {
      plan_slug_input: 'lifetime',
    })
    expect(offer.data[0]).toMatchObject({ has_promotion: true, discount_type: 'percentage' })
    expect(Number(offer.data[0].discounted_amount)).toBeCloseTo(399.2, 2)
    const none = await anonClient().rpc('get_active_promotional_offer', {
      plan_slug_input: 'basic',
    })
    expect(none.data[0]).toMatchObject({ has_promotion: false })
    const price = await anonClient().rpc('calculate_discounted_price', {
      original_amount: 499,
      plan_slug_input: 'lifetime',
    })
    expect(price.error).toBeNull()
    expect(Number(price.data.final_amount)).toBeCloseTo(399.2, 2)
    expect(Number(price.data.discount_amount)).toBeCloseTo(99.8, 2)
    expect(price.data.promotion_name).toBe('عرض الإطلاق')

    const anonRead = await anonClient().from('promotions').select('name')
    expect(anonRead.data!.map((p) => p.name)).toContain('عرض الإطلاق')
    const forged = await user.client
      .from('promotions')
      .insert({ name: 'x', discount_type: 'fixed', discount_value: 500 })
    expect(forged.error?.code).toBe('42501')
    const future = await admin.client
      .from('promotions')
      .insert({
        name: 'لاحقاً',
        discount_type: 'fixed',
        discount_value: 5,
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      .select('id')
    expect(future.error).toBeNull()
    expect((await anonClient().from('promotions').select('name').eq('name', 'لاحقاً')).data).toEqual(
      [],
    )
  })
})
