/**
 * /518 renewals (issue 28): the admin overview (upcoming within 7 or 30 days, failed ones with the
 * gateway's reason) and "retry now", which charges one failed renewal through the job's claim and
 * charge: aal2 admins only, audited, once even when asked twice at once.
 */
import { describe, expect, it } from 'vitest'
import { sql, stackInfo } from '../../support/stack.ts'
import type { TestUser } from '../../support/users.ts'
import { signedInUser } from './support.ts'
import {
  DAY,
  oneDayBefore,
  renewalCharges,
  runRenewals,
  signedInAdmin,
  subscribe,
  subscriptionOf,
} from './renewals-support.ts'

/** A subscriber whose first renewal attempt was declined (the job ran one day before expiry). */
async function failedRenewal() {
  const user = await signedInUser()
  await subscribe(user, 'basic')
  const fault = await fetch(`${stackInfo().url}/sandbox/tap/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 'charges.create': 'declined', match: user.id, times: 1 }),
  })
  expect(fault.status).toBe(200)
  const before = await subscriptionOf(user.id)
  const run = await runRenewals({ now: oneDayBefore(before.expires_at) })
  expect(run.status, JSON.stringify(run.body)).toBe(200)
  const rows = await sql<{ id: string; status: string; attempts: number }>(
    'select id, status, attempts from public.subscription_renewals where user_id = $1',
    [user.id],
  )
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ status: 'retrying', attempts: 1 })
  return { user, renewalId: rows[0]!.id, before }
}

function retry(renewalId: string, token: string) {
  return runRenewals({ renewalId }, token)
}

type Overview = {
  upcoming: { user_id: string; amount: number; plan_slug: string; method: string }[]
  failed: {
    renewal_id: string
    user_id: string
    attempts: number
    last_error: string | null
    status: string
  }[]
}

async function overview(admin: TestUser, days: number) {
  const { data, error } = await admin.client.rpc('admin_renewals_overview', { p_days: days })
  expect(error).toBeNull()
  return data as Overview
}

describe('/518 renewals', { timeout: 120_000 }, () => {
  it('refuses a customer, an admin without a second factor and anon, and changes nothing', async () => {
    const { user, renewalId } = await failedRenewal()
    const aal1 = await signedInAdmin({ mfa: false })
    for (const token of [user.token, aal1.token]) {
      const refused = await retry(renewalId, token)
      expect(refused.status, JSON.stringify(refused.body)).toBe(403)
      expect(refused.body.error).toBe('غير مصرح')
    }
    expect((await retry(renewalId, stackInfo().anonKey)).status).toBe(401)
    for (const client of [user.client, aal1.client]) {
      const rpc = await client.rpc('admin_retry_renewal', { p_renewal_id: renewalId })
      expect(rpc.error?.code).toBe('42501')
      const list = await client.rpc('admin_renewals_overview', { p_days: 7 })
      expect(list.error?.code).toBe('42501')
    }
    expect(await renewalCharges(user.id)).toHaveLength(1)
    const row = await sql<{ status: string; attempts: number }>(
      'select status, attempts from public.subscription_renewals where id = $1',
      [renewalId],
    )
    expect(row).toEqual([{ status: 'retrying', attempts: 1 }])
    const audit = await sql(
      `select 1 from public.audit_log where action = 'subscription_renewal_retry' and target_id = $1`,
      [renewalId],
    )
    expect(audit).toHaveLength(0)
  })

  it('lists upcoming renewals by window and failed ones with the reason and attempts', async () => {
    const admin = await signedInAdmin()
    const upcomingUser = await signedInUser()
    await subscribe(upcomingUser, 'basic')
    // Ends in 5 days: within 7 and 30 days.
    await sql(
      `update public.subscriptions set expires_at = now() + interval '5 days' where user_id = $1`,
      [upcomingUser.id],
    )
    const { user: failingUser, renewalId } = await failedRenewal()

    const week = await overview(admin, 7)
    const soon = week.upcoming.find((row) => row.user_id === upcomingUser.id)
    expect(soon).toMatchObject({ plan_slug: 'basic', method: 'card' })
    expect(Number(soon!.amount)).toBe(19)
    // The failing subscriber's period ends in about 30 days: in the 30-day window only.
    expect(week.upcoming.some((row) => row.user_id === failingUser.id)).toBe(false)
    const month = await overview(admin, 30)
    expect(month.upcoming.some((row) => row.user_id === failingUser.id)).toBe(true)

    const failed = week.failed.find((row) => row.renewal_id === renewalId)
    expect(failed).toMatchObject({ user_id: failingUser.id, attempts: 1, status: 'retrying' })
    expect(failed!.last_error).toMatch(/Declined/)

    const bad = await admin.client.rpc('admin_renewals_overview', { p_days: 3 })
    expect(bad.error?.message).toBe('اختر فترة 7 أيام أو 30 يوماً')
  })

  it('retry now charges once through the job path: captured, 30 more days, audited', async () => {
    const admin = await signedInAdmin()
    const { user, renewalId, before } = await failedRenewal()

    const done = await retry(renewalId, admin.token)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.outcome).toBe('captured')
    const charges = await renewalCharges(user.id)
    expect(charges.map((charge) => charge.status)).toEqual(['DECLINED', 'CAPTURED'])
    // The second attempt has its own key (a declined charge is final at Tap).
    expect(charges[1]!.reference.idempotent).toMatch(/_2$/)
    const after = await subscriptionOf(user.id)
    expect(after.expires_at.getTime() - before.expires_at.getTime()).toBe(30 * DAY)
    const row = await sql<{ status: string; attempts: number }>(
      'select status, attempts from public.subscription_renewals where id = $1',
      [renewalId],
    )
    expect(row).toEqual([{ status: 'captured', attempts: 2 }])
    const audit = await sql<{ user_id: string; metadata: { customer: string } }>(
      `select user_id, metadata from public.audit_log
        where action = 'subscription_renewal_retry' and target_id = $1`,
      [renewalId],
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ user_id: admin.id, metadata: { customer: user.id } })

    // Asked again, and the hourly job later: nothing more is charged.
    const again = await retry(renewalId, admin.token)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('لم يتعثر هذا التجديد، فلا حاجة إلى إعادة المحاولة')
    await runRenewals({ now: new Date(before.expires_at.getTime() + DAY).toISOString() })
    expect(await renewalCharges(user.id)).toHaveLength(2)
  })

  it('two retries at once charge once', async () => {
    const admin = await signedInAdmin()
    const { user, renewalId, before } = await failedRenewal()
    const answers = await Promise.all([
      retry(renewalId, admin.token),
      retry(renewalId, admin.token),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const charges = await renewalCharges(user.id)
    expect(charges.map((charge) => charge.status)).toEqual(['DECLINED', 'CAPTURED'])
    const after = await subscriptionOf(user.id)
    expect(after.expires_at.getTime() - before.expires_at.getTime()).toBe(30 * DAY)
    const invoices = await sql(
      `select 1 from public.tax_invoices where charge_id = $1 and kind = 'invoice'`,
      [charges[1]!.id],
    )
    expect(invoices).toHaveLength(1)
  })

  it('a bad renewal id gets a clear Arabic error, never a 5xx', async () => {
    const admin = await signedInAdmin()
    const missing = await retry('00000000-0000-4000-8000-000000000000', admin.token)
    expect(missing.status, JSON.stringify(missing.body)).toBe(404)
    expect(missing.body.error).toBe('التجديد غير موجود')
    const malformed = await retry('not-a-uuid', admin.token)
    expect(malformed.status).toBe(400)
    expect(malformed.body.error).toBe('حدّد التجديد المراد إعادة محاولته')
  })
})
