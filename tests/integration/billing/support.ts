/** Fixtures of the business billing tests (issue 46): a company with members, its checkout. */
import { createClient } from '@supabase/supabase-js'
import { expect } from 'vitest'
import { sql, stackInfo } from '../../support/stack.ts'
import { TEST_PASSWORD, type TestUser } from '../../support/users.ts'
import { invite, join, made, user } from '../companies/support.ts'
import { CAPTURE_CARD, callFunction, signedInUser, submitCheckout } from '../payments/support.ts'

export const DETAILS = {
  p_legal_name: 'شركة مطاعم الخليج المحدودة',
  p_vat_number: '310122393500003',
  p_cr_number: '1010123456',
  p_building_number: '2322',
  p_street: 'طريق الملك فهد',
  p_district: 'العليا',
  p_city: 'الرياض',
  p_postal_code: '12214',
  p_additional_number: '7654',
}

export interface Team {
  id: string
  owner: TestUser
  admin: TestUser
  members: TestUser[]
}

/** A company whose owner signed in through the auth server (the functions check the token). */
export async function makeTeam(name: string, extraMembers = 2): Promise<Team> {
  const owner = await signedInUser()
  made.push(owner.id)
  await sql(`update public.profiles set full_name = 'مالك الفوترة' where id = $1`, [owner.id])
  const { data: id, error } = await owner.client.rpc('create_company', {
    p_legal_name: name,
    p_trade_name: name,
    p_sector: 'restaurants',
    p_size: '11-50',
    p_city: 'الرياض',
    p_country: 'SA',
  })
  expect(error).toBeNull()
  const team: Team = { id: id as string, owner, admin: await user('مشرفة الفريق'), members: [] }
  expect(await join(team.admin, (await invite(owner, team.id, 'admin')).token)).toMatchObject({
    success: true,
  })
  for (let i = 0; i < extraMembers; i++) {
    const who = await user(`عضو ${i + 1}`)
    expect(await join(who, (await invite(owner, team.id, 'member')).token)).toMatchObject({
      success: true,
    })
    team.members.push(who)
  }
  return team
}

export async function pay(url: string, card = CAPTURE_CARD) {
  await submitCheckout(url, card)
}

export async function companySub(companyId: string) {
  const [row] = await sql<{
    seats: number | null
    seat_limit: number | null
    plan_id: string
    billing_period: string
    expires_at: string
    seats_next_period: number | null
  }>(
    `select s.seats, c.seat_limit, s.plan_id, s.billing_period, s.expires_at, s.seats_next_period
       from public.company_subscriptions s join public.companies c on c.id = s.company_id
      where s.company_id = $1`,
    [companyId],
  )
  return row
}

export async function invoiceOf(chargeId: string) {
  const [row] = await sql<{
    id: string
    invoice_number: string
    invoice_type: string
    buyer: Record<string, unknown> | null
    lines: Record<string, unknown>[]
    total_amount: string
    vat_amount: string
    net_amount: string
    company_id: string | null
    qr_base64: string
    seller_name: string
    seller_vat_number: string
    issued_at: Date
  }>(`select * from public.tax_invoices where charge_id = $1 and kind = 'invoice'`, [chargeId])
  return row
}

/** Buys `seats` of the team plan for the company and waits until the seats are applied. */
export async function buySeats(team: Team, seats: number, extra: Record<string, unknown> = {}) {
  const started = await callFunction(
    'tap-payment',
    { companyId: team.id, plan: 'premium', seats, ...extra },
    team.owner.token,
  )
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const id = started.body.id as string
  await pay((started.body.redirect as { url: string }).url)
  const status = await callFunction('payment-status', { payment_id: id }, team.owner.token)
  expect(status.status, JSON.stringify(status.body)).toBe(200)
  expect(status.body.applied).toBe(true)
  return id
}

export async function addSeats(team: Team, add: number) {
  const started = await callFunction(
    'tap-payment',
    { companyId: team.id, addSeats: add },
    team.owner.token,
  )
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  return { id: started.body.id as string, url: (started.body.redirect as { url: string }).url }
}

/** A member made by the company fixtures, signed in through the auth server. */
export async function signedInAs(who: TestUser): Promise<TestUser> {
  const { url, anonKey } = stackInfo()
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const { data, error } = await client.auth.signInWithPassword({
    email: who.email,
    password: TEST_PASSWORD,
  })
  expect(error).toBeNull()
  return { ...who, token: data.session!.access_token }
}
