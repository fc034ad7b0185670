/**
 * The onboarding funnel (issue 32): `record_wizard_start` (anonymous, a random per-browser id,
 * rate-limited) and `admin_onboarding_funnel` (admins only) against a scripted set of visitors and
 * accounts placed in an ISO week 45 weeks ago, where no other test or seed row falls, so the
 * counts and medians are exact.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from '../../support/stack.ts'
import { createTestUser, type TestUser } from '../../support/users.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

let admin: TestUser
let regular: TestUser
let weekStart: string
let monday: number
const visitors: string[] = []
const accounts: string[] = []

async function account(
  createdAt: number,
  options: {
    visitor?: string
    verifiedAfter?: number
    promptAfter?: number
    paidAfter?: number
    admin?: boolean
  },
) {
  const id = randomUUID()
  accounts.push(id)
  await sql(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', $3,
       '{"provider":"email","providers":["email"]}', $4, $5, $5)`,
    [
      id,
      `funnel-${id}@example.test`,
      options.verifiedAfter === undefined ? null : new Date(createdAt + options.verifiedAfter),
      JSON.stringify({
        full_name: 'حساب القمع',
        ...(options.visitor ? { wizard_visitor: options.visitor } : {}),
      }),
      new Date(createdAt),
    ],
  )
  if (options.admin)
    await sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [id])
  if (options.promptAfter !== undefined) {
    const at = new Date(createdAt + options.promptAfter)
    await sql(
      `insert into public.prompt_opens (user_id, day, prompt_id, opened_at)
       select $1::uuid, ($2::timestamptz at time zone 'Asia/Riyadh')::date, id, $2::timestamptz
         from public.prompts where is_published order by slug limit 2`,
      [id, at],
    )
  }
  if (options.paidAfter !== undefined) {
    const at = new Date(createdAt + options.paidAfter)
    await sql(
      `insert into public.tap_payment_details (order_reference, charge_id, user_id, plan_slug,
         original_amount, final_amount, status, applied_at)
       values ('funnel-' || $1::text, 'chg_funnel_' || $1::text, $1::uuid, 'basic', 19, 19, 'CAPTURED', $2)`,
      [id, at],
    )
    // A failed attempt first does not count.
    await sql(
      `insert into public.tap_payment_details (order_reference, user_id, plan_slug, original_amount, final_amount, status)
       values ('funnel-failed-' || $1::text, $1::uuid, 'basic', 19, 19, 'FAILED')`,
      [id],
    )
  }
  return id
}

beforeAll(async () => {
  admin = await createTestUser({ admin: true })
  regular = await createTestUser()
  const [row] = await sql<{ start: string; monday: Date }>(
    `select (date_trunc('week', now() at time zone 'Asia/Riyadh') - interval '45 weeks')::date::text as start,
            (date_trunc('week', now() at time zone 'Asia/Riyadh') - interval '45 weeks') at time zone 'Asia/Riyadh' as monday`,
  )
  weekStart = row!.start
  monday = new Date(row!.monday).getTime()

  // Six visitors start the wizard on the Tuesday; four of them create an account 10, 20, 30 and
  // 40 minutes later (median 25 minutes).
  const t0 = monday + DAY
  for (let i = 0; i < 6; i += 1) {
    const visitor = randomUUID()
    visitors.push(visitor)
    await sql(
      `insert into public.onboarding_wizard_starts (visitor_id, started_at) values ($1, $2)`,
      [visitor, new Date(t0 + i * HOUR)],
    )
  }
  // A visitor of the week before does not count in this week.
  const before = randomUUID()
  visitors.push(before)
  await sql(
    `insert into public.onboarding_wizard_starts (visitor_id, started_at) values ($1, $2)`,
    [before, new Date(monday - HOUR)],
  )
  const linked = (i: number) => t0 + i * HOUR + (i + 1) * 10 * MINUTE
  await account(linked(0), { visitor: visitors[0] })
  await account(linked(1), { visitor: visitors[1], verifiedAfter: 1 * HOUR })
  await account(linked(2), { visitor: visitors[2], verifiedAfter: 2 * HOUR, promptAfter: 1 * DAY })
  await account(linked(3), {
    visitor: visitors[3],
    verifiedAfter: 3 * HOUR,
    promptAfter: 2 * DAY,
    paidAfter: 3 * DAY,
  })
  // An account from outside the wizard (no visitor id) in the same week.
  await account(t0 + 2 * DAY, { verifiedAfter: 4 * HOUR, promptAfter: 3 * DAY, paidAfter: 5 * DAY })
  // Not counted: an admin, and an account of the next week.
  await account(t0 + HOUR, { verifiedAfter: HOUR, admin: true })
  await account(monday + 7 * DAY + HOUR, { verifiedAfter: HOUR })
})

afterAll(async () => {
  await sql(`delete from public.tap_payment_details where user_id = any($1::uuid[])`, [accounts])
  await sql(`delete from auth.users where id = any($1::uuid[])`, [accounts])
  await sql(`delete from public.onboarding_wizard_starts where visitor_id = any($1::uuid[])`, [
    visitors,
  ])
  await sql(`delete from auth.users where id = any($1::uuid[])`, [[admin.id, regular.id]])
})

describe('admin_onboarding_funnel', () => {
  it('counts the scripted week exactly, with the median time to each step', async () => {
    const { data, error } = await admin.client.rpc('admin_onboarding_funnel', { p_weeks: 52 })
    expect(error).toBeNull()
    const rows = data as Record<string, unknown>[]
    expect(rows).toHaveLength(52)
    const week = rows.find((r) => r.week_start === weekStart)
    expect(week).toEqual({
      week_start: weekStart,
      wizard_started: 6,
      accounts_created: 5,
      verified: 4,
      first_prompt: 3,
      paid: 2,
      median_to_account: '00:25:00',
      median_to_verified: '02:30:00',
      median_to_first_prompt: '2 days',
      median_to_paid: '4 days',
    })
    // The linked starts record only when the account was made, never which account.
    const [start] = await sql<Record<string, unknown>>(
      `select * from public.onboarding_wizard_starts where visitor_id = $1`,
      [visitors[0]],
    )
    expect(Object.keys(start!).sort()).toEqual(['account_created_at', 'started_at', 'visitor_id'])
  })

  it('refuses a regular user and anon, and a bad number of weeks with an Arabic message', async () => {
    for (const client of [regular.client, anonClient()]) {
      const { data, error } = await client.rpc('admin_onboarding_funnel', { p_weeks: 4 })
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
    for (const p_weeks of [0, 53, -1]) {
      const { error } = await admin.client.rpc('admin_onboarding_funnel', { p_weeks })
      expect(error?.hint).toBe('invalid_weeks')
      expect(error?.message).toMatch(/[\u0600-\u06FF]/)
    }
    expect(
      await regular.client.from('onboarding_wizard_starts').select('visitor_id'),
    ).toMatchObject({
      data: [],
    })
  })
})

describe('the seed’s demo weeks (what /518/funnel shows in `npm run dev`)', () => {
  it('answers the counts and medians supabase/seed.sql describes for the four weeks before this one', async () => {
    const { data, error } = await admin.client.rpc('admin_onboarding_funnel', { p_weeks: 5 })
    expect(error).toBeNull()
    const rows = (data as Record<string, unknown>[]).slice(1)
    expect(
      rows.map((r) => [r.wizard_started, r.accounts_created, r.verified, r.first_prompt, r.paid]),
    ).toEqual([
      [34, 11, 9, 7, 1],
      [38, 12, 10, 8, 1],
      [42, 13, 11, 9, 2],
      [46, 14, 12, 9, 2],
    ])
    // The week tests/unit/admin-funnel.test.tsx renders.
    expect(rows[0]).toMatchObject({
      median_to_account: '00:25:00',
      median_to_verified: '00:42:00',
      median_to_first_prompt: '06:00:00',
      median_to_paid: '05:00:00',
    })
  })
})

describe('record_wizard_start', () => {
  it('records a browser once, anonymously, and refuses a missing id in Arabic', async () => {
    const visitor = randomUUID()
    visitors.push(visitor)
    const anon = anonClient()
    expect((await anon.rpc('record_wizard_start', { p_visitor: visitor })).data).toBe(true)
    expect((await anon.rpc('record_wizard_start', { p_visitor: visitor })).data).toBe(false)
    const rows = await sql(`select 1 from public.onboarding_wizard_starts where visitor_id = $1`, [
      visitor,
    ])
    expect(rows).toHaveLength(1)
    const bad = await anon.rpc('record_wizard_start', { p_visitor: null })
    expect(bad.error?.hint).toBe('invalid_visitor')
    expect(bad.error?.message).toMatch(/[\u0600-\u06FF]/)
    // anon cannot read or write the table itself
    expect((await anon.from('onboarding_wizard_starts').select('visitor_id')).data ?? []).toEqual(
      [],
    )
    const insert = await anon.from('onboarding_wizard_starts').insert({ visitor_id: randomUUID() })
    expect(insert.error).not.toBeNull()
  })

  it('links the account created from that browser by its creation time only', async () => {
    const visitor = randomUUID()
    visitors.push(visitor)
    await anonClient().rpc('record_wizard_start', { p_visitor: visitor })
    const id = await account(Date.now(), { visitor })
    const [row] = await sql<{ account_created_at: Date | null }>(
      `select account_created_at from public.onboarding_wizard_starts where visitor_id = $1`,
      [visitor],
    )
    expect(row!.account_created_at).not.toBeNull()
    // A second account from the same id does not move it.
    const first = row!.account_created_at!.getTime()
    await account(Date.now() + HOUR, { visitor })
    const [again] = await sql<{ account_created_at: Date }>(
      `select account_created_at from public.onboarding_wizard_starts where visitor_id = $1`,
      [visitor],
    )
    expect(again!.account_created_at.getTime()).toBe(first)
    expect(id).toBeTruthy()
  })
})
