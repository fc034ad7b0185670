/**
 * Profiles, plans, subscriptions rows and sessions through supabase-js, as anon, the owner,
 * another user and an admin.
 */
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

// Node 20 has no global WebSocket; supabase-js's realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

let owner: TestUser
let other: TestUser
let admin: TestUser

beforeAll(async () => {
  owner = await createTestUser({ fullName: 'صاحب الحساب' })
  other = await createTestUser()
  admin = await createTestUser({ admin: true })
})

describe('profiles', () => {
  it('the signup trigger creates a profile and a 7-day trial', async () => {
    const [row] = await sql<{ full_name: string; subscription_tier: string; days: number }>(
      `select p.full_name, p.subscription_tier,
              round(extract(epoch from s.expires_at - now()) / 86400)::int as days
         from public.profiles p join public.subscriptions s on s.user_id = p.id where p.id = $1`,
      [owner.id],
    )
    expect(row).toEqual({ full_name: 'صاحب الحساب', subscription_tier: 'trial', days: 7 })
  })

  it('full_name falls back to the e-mail', async () => {
    const id = randomUUID()
    const email = `fallback-${id}@example.test`
    await sql(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, '{}')`, [
      id,
      email,
    ])
    const [row] = await sql<{ full_name: string }>(
      'select full_name from public.profiles where id = $1',
      [id],
    )
    expect(row!.full_name).toBe(email)
  })

  it('the owner reads only their own profile; anon reads none', async () => {
    const mine = await owner.client.from('profiles').select('id, email')
    expect(mine.error).toBeNull()
    expect(mine.data).toEqual([{ id: owner.id, email: owner.email }])
    const theirs = await owner.client.from('profiles').select('id').eq('id', other.id)
    expect(theirs.data).toEqual([])
    const anon = await anonClient().from('profiles').select('id')
    expect(anon.data ?? []).toEqual([])
  })

  it('an admin reads every profile', async () => {
    const { data, error } = await admin.client
      .from('profiles')
      .select('id')
      .in('id', [owner.id, other.id])
    expect(error).toBeNull()
    expect(data).toHaveLength(2)
  })

  it('the owner edits descriptive columns; verification status and e-mail stay the server’s', async () => {
    const { error } = await owner.client
      .from('profiles')
      .update({
        company_name: 'شركة سند',
        username: `u_${owner.id.slice(0, 8)}`,
        email_verification_status: 'pending',
      })
      .eq('id', owner.id)
    expect(error).toBeNull()
    const [row] = await sql<{ company_name: string; email_verification_status: string }>(
      'select company_name, email_verification_status from public.profiles where id = $1',
      [owner.id],
    )
    expect(row).toEqual({ company_name: 'شركة سند', email_verification_status: 'verified' })
  })

  it('subscription columns and e-mail cannot be written by the owner', async () => {
    const tier = await owner.client
      .from('profiles')
      .update({ subscription_tier: 'lifetime' })
      .eq('id', owner.id)
    expect(tier.error?.code).toBe('42501')
    const email = await owner.client
      .from('profiles')
      .update({ email: 'x@example.test' })
      .eq('id', owner.id)
    expect(email.error?.code).toBe('42501')
    const [row] = await sql<{ subscription_tier: string; email: string }>(
      'select subscription_tier, email from public.profiles where id = $1',
      [owner.id],
    )
    expect(row).toEqual({ subscription_tier: 'trial', email: owner.email })
  })

  it('another user cannot update someone else’s profile (nothing changes)', async () => {
    const res = await other.client
      .from('profiles')
      .update({ company_name: 'hijack' })
      .eq('id', owner.id)
    expect(res.error).toBeNull()
    const [row] = await sql<{ company_name: string }>(
      'select company_name from public.profiles where id = $1',
      [owner.id],
    )
    expect(row!.company_name).toBe('شركة سند')
  })
})

describe('plans', () => {
  it('anon reads the five active plans in order with pricing-page prices', async () => {
    const { data, error } = await anonClient()
      .from('plans')
      .select('slug, price, currency, billing_cycle, is_popular')
      .eq('is_active', true)
      .order('sort_order')
    expect(error).toBeNull()
    expect(data!.map((p) => [p.slug, Number(p.price)])).toEqual([
      ['trial', 0],
      ['basic', 19],
      ['advanced', 35],
      ['premium', 57],
      ['lifetime', 499],
    ])
    expect(data!.find((p) => p.slug === 'premium')!.is_popular).toBe(true)
  })

  it('users cannot change prices; admins can', async () => {
    const denied = await owner.client.from('plans').update({ price: 1 }).eq('slug', 'basic')
    expect(denied.error).toBeNull()
    const anonDenied = await anonClient().from('plans').update({ price: 1 }).eq('slug', 'basic')
    expect(anonDenied.error).not.toBeNull()
    let [row] = await sql<{ price: string }>(`select price from public.plans where slug = 'basic'`)
    expect(Number(row!.price)).toBe(19)
    const ok = await admin.client
      .from('plans')
      .update({ sort_order: 2 })
      .eq('slug', 'basic')
      .select('slug')
    expect(ok.error).toBeNull()
    expect(ok.data).toEqual([{ slug: 'basic' }])
    ;[row] = await sql<{ price: string }>(`select price from public.plans where slug = 'basic'`)
    expect(Number(row!.price)).toBe(19)
  })
})

describe('subscriptions table', () => {
  it('owner reads their row; other users and anon read nothing; nobody but the service writes', async () => {
    const mine = await owner.client.from('subscriptions').select('user_id, plan_id, status')
    expect(mine.data).toEqual([{ user_id: owner.id, plan_id: 'trial', status: 'active' }])
    const theirs = await other.client
      .from('subscriptions')
      .select('user_id')
      .eq('user_id', owner.id)
    expect(theirs.data).toEqual([])
    const anon = await anonClient().from('subscriptions').select('user_id')
    expect(anon.data ?? []).toEqual([])
    const upsert = await owner.client
      .from('subscriptions')
      .upsert({ user_id: owner.id, plan_id: 'lifetime', status: 'active', expires_at: null })
    expect(upsert.error?.code).toBe('42501')
    const [row] = await sql<{ plan_id: string }>(
      'select plan_id from public.subscriptions where user_id = $1',
      [owner.id],
    )
    expect(row!.plan_id).toBe('trial')
    const service = await serviceClient()
      .from('subscriptions')
      .select('user_id')
      .eq('user_id', owner.id)
    expect(service.data).toHaveLength(1)
  })
})

describe('registration rank', () => {
  it('answers for the caller with a badge tier, and refuses another user', async () => {
    const { data, error } = await owner.client.rpc('get_user_registration_rank', {
      user_uuid: owner.id,
    })
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data[0].user_rank).toBeGreaterThan(0)
    expect(data[0].total_users).toBeGreaterThanOrEqual(data[0].user_rank)
    expect(['platinum', 'gold', 'silver']).toContain(data[0].badge_tier)
    const refused = await other.client.rpc('get_user_registration_rank', { user_uuid: owner.id })
    expect(refused.error?.code).toBe('42501')
    const anon = await anonClient().rpc('get_user_registration_rank', { user_uuid: owner.id })
    expect(anon.error).not.toBeNull()
  })
})

describe('single-session records', () => {
  it('a new session ends the previous one, which then needs logout', async () => {
    const first = randomUUID()
    const second = randomUUID()
    const c1 = await owner.client.rpc('create_user_session', {
      user_uuid: owner.id,
      new_session_id: first,
      device_info: { browser: 'test' },
    })
    expect(c1.error).toBeNull()
    let v = await owner.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: first,
    })
    expect(v.data).toEqual([{ is_valid: true, needs_logout: false }])
    await owner.client.rpc('create_user_session', {
      user_uuid: owner.id,
      new_session_id: second,
      device_info: {},
    })
    v = await owner.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: first,
    })
    expect(v.data).toEqual([{ is_valid: false, needs_logout: true }])
    v = await owner.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: second,
    })
    expect(v.data).toEqual([{ is_valid: true, needs_logout: false }])
    const rows = await owner.client
      .from('user_sessions')
      .select('session_id, is_active, end_reason')
    expect(rows.data).toHaveLength(2)
    const inv = await owner.client.rpc('invalidate_user_session', {
      user_uuid: owner.id,
      reason: 'manual_logout',
    })
    expect(inv.data).toBe(1)
    v = await owner.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: second,
    })
    expect(v.data).toEqual([{ is_valid: false, needs_logout: true }])
  })

  it('another user and anon cannot create, validate or invalidate someone’s session', async () => {
    const sid = randomUUID()
    const c = await other.client.rpc('create_user_session', {
      user_uuid: owner.id,
      new_session_id: sid,
      device_info: {},
    })
    expect(c.error?.code).toBe('42501')
    const v = await other.client.rpc('validate_session', {
      user_uuid: owner.id,
      session_id_to_check: sid,
    })
    expect(v.error?.code).toBe('42501')
    const i = await anonClient().rpc('invalidate_user_session', {
      user_uuid: owner.id,
      reason: 'x',
    })
    expect(i.error).not.toBeNull()
    const rows = await sql('select 1 from public.user_sessions where session_id = $1', [sid])
    expect(rows).toEqual([])
    const theirs = await other.client.from('user_sessions').select('id').eq('user_id', owner.id)
    expect(theirs.data).toEqual([])
  })
})
