/**
 * Business billing over time (issue 46): a company's seats renewed by the existing renewal job
 * (seats × price per seat from the owner's saved card, a scheduled reduction applied, once per
 * period), members' access ending with the company's plan after the grace, annual personal
 * plans (checkout, 365 days, yearly renewal) and the upgrade quote's credit lines. Time is moved
 * with the job's `now` and by setting dates, never by waiting.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from '../../support/stack.ts'
import { dropUsers, made } from '../companies/support.ts'
import {
  callFunction,
  givePlan,
  paymentOf,
  signedInUser,
  startPayment,
  submitCheckout,
  CAPTURE_CARD,
  waitFor,
} from '../payments/support.ts'
import {
  DAY,
  oneDayBefore,
  renewalCharges,
  runRenewals,
  subscriptionOf,
} from '../payments/renewals-support.ts'
import { buySeats, companySub, DETAILS, invoiceOf, makeTeam } from './support.ts'

afterAll(dropUsers)

describe('a company renews its seats', () => {
  it('the job charges the next period’s seats × price once, applying a scheduled reduction', async () => {
    const team = await makeTeam('مطاعم التجديد', 2)
    expect(
      (await team.owner.client.rpc('set_billing_details', { p_company_id: team.id, ...DETAILS }))
        .error,
    ).toBeNull()
    await buySeats(team, 6, { autoRenew: true })
    const bought = await waitFor(
      () =>
        sql<{ auto_renew: boolean; card: boolean }>(
          `select s.auto_renew, exists (select 1 from public.payment_cards c where c.user_id = $2) as card
             from public.company_subscriptions s where s.company_id = $1`,
          [team.id, team.owner.id],
        ),
      (rows) => rows[0]?.auto_renew === true && rows[0]?.card === true,
    )
    expect(bought[0]).toEqual({ auto_renew: true, card: true })
    // 4 members (owner, admin, two members): 5 seats for the next period.
    const { error } = await team.owner.client.rpc('schedule_seat_change', {
      p_company_id: team.id,
      p_seats: 5,
    })
    expect(error).toBeNull()
    const before = (await companySub(team.id))!
    const now = oneDayBefore(new Date(before.expires_at))

    const run = await runRenewals({ now })
    expect(run.status, JSON.stringify(run.body)).toBe(200)
    const charges = (await renewalCharges(team.owner.id)).filter((c) => !c.customer_initiated)
    expect(charges).toHaveLength(1)
    expect(charges[0]).toMatchObject({ status: 'CAPTURED', amount: 245 })
    expect(charges[0]!.reference.idempotent).toMatch(new RegExp(`^co_${team.id}_\\d{8}T\\d{6}Z$`))
    const after = (await companySub(team.id))!
    expect(after).toMatchObject({ seats: 5, seat_limit: 5, seats_next_period: null })
    expect(new Date(after.expires_at).getTime() - new Date(before.expires_at).getTime()).toBe(
      30 * DAY,
    )
    const invoice = await invoiceOf(charges[0]!.id)
    expect(invoice).toMatchObject({ invoice_type: 'standard', total_amount: '245.00' })
    expect(invoice!.lines[0]).toMatchObject({ kind: 'seats', quantity: 5, unit_price: 49 })
    expect(new Date(invoice!.lines[0]!.period_start as string).getTime()).toBe(
      new Date(before.expires_at).getTime(),
    )

    // The same moment again and an hour later: nothing more is charged or added.
    await runRenewals({ now })
    await runRenewals({ now: new Date(Date.parse(now) + 3_600_000).toISOString() })
    expect((await renewalCharges(team.owner.id)).filter((c) => !c.customer_initiated)).toHaveLength(
      1,
    )
    expect((await companySub(team.id))!.expires_at).toEqual(after.expires_at)
  })

  it('members keep the plan through the grace and lose it when the company’s plan ends', async () => {
    const team = await makeTeam('مطاعم الانتهاء', 1)
    await buySeats(team, 3)
    const member = team.members[0]!
    const planOfMember = async () =>
      ((await member.client.rpc('my_entitlements')).data as { plan: string | null }).plan
    expect(await planOfMember()).toBe('premium')
    await sql(
      `update public.company_subscriptions
          set expires_at = now() - interval '1 day', grace_period_until = now() + interval '2 days'
        where company_id = $1`,
      [team.id],
    )
    expect(await planOfMember()).toBe('premium')
    await sql(
      `update public.company_subscriptions set grace_period_until = now() - interval '1 minute'
        where company_id = $1`,
      [team.id],
    )
    expect(await planOfMember()).not.toBe('premium')
  })

  it('without the owner’s consent nothing is charged and the plan lapses after the grace', async () => {
    const team = await makeTeam('مطاعم بلا تجديد', 0)
    await buySeats(team, 2)
    const sub = (await companySub(team.id))!
    const expires = new Date(sub.expires_at).getTime()
    await runRenewals({ now: new Date(expires - DAY).toISOString() })
    await runRenewals({ now: new Date(expires + 4 * DAY).toISOString() })
    expect((await renewalCharges(team.owner.id)).filter((c) => !c.customer_initiated)).toEqual([])
    const rows = await sql('select id from public.subscription_renewals where company_id = $1', [
      team.id,
    ])
    expect(rows).toEqual([])
  })

  it('after ownership moves, the former owner’s card is not charged', async () => {
    const team = await makeTeam('مطاعم النقل', 0)
    await buySeats(team, 2, { autoRenew: true })
    await waitFor(
      () =>
        sql<{ auto_renew: boolean }>(
          'select auto_renew from public.company_subscriptions where company_id = $1',
          [team.id],
        ),
      (rows) => rows[0]?.auto_renew === true,
    )
    const due = oneDayBefore(new Date((await companySub(team.id))!.expires_at))
    // A renewal row exists already when ownership moves (the job ran 3 days before).
    await runRenewals({ now: new Date(Date.parse(due) - DAY).toISOString() })
    expect(
      (
        await team.owner.client.rpc('offer_company_ownership', {
          p_company_id: team.id,
          p_user_id: team.admin.id,
        })
      ).error,
    ).toBeNull()
    expect(
      (
        await team.admin.client.rpc('respond_company_ownership', {
          p_company_id: team.id,
          p_accept: true,
        })
      ).error,
    ).toBeNull()
    await runRenewals({ now: due })
    expect((await renewalCharges(team.owner.id)).filter((c) => !c.customer_initiated)).toEqual([])
    const rows = await sql<{ status: string }>(
      'select status from public.subscription_renewals where company_id = $1',
      [team.id],
    )
    expect(rows.map((row) => row.status)).toEqual(['cancelled'])
  })

  it('only the owner turns the renewal on or off', async () => {
    const team = await makeTeam('مطاعم الموافقة', 0)
    await buySeats(team, 2)
    const byAdmin = await team.admin.client.rpc('set_company_auto_renew', {
      p_company_id: team.id,
      p_enabled: true,
    })
    expect(byAdmin.error?.hint).toBe('not_owner')
    const { data, error } = await team.owner.client.rpc('set_company_auto_renew', {
      p_company_id: team.id,
      p_enabled: true,
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ auto_renew: true })
  })
})

describe('annual plans', () => {
  it('a year of a personal plan: the annual price, 365 days, renewed yearly from the saved card', async () => {
    const user = await signedInUser()
    made.push(user.id)
    const { id, url } = await startPayment(user, 'basic', { period: 'year', autoRenew: true })
    await submitCheckout(url, CAPTURE_CARD)
    await callFunction('payment-status', { payment_id: id }, user.token)
    const paid = await waitFor(
      () => paymentOf(id),
      (row) => Boolean(row?.applied_at),
    )
    expect(paid).toMatchObject({ final_amount: '190.00' })
    const [sub] = await sql<{ billing_period: string; expires_at: Date; started_at: Date }>(
      'select billing_period, expires_at, started_at from public.subscriptions where user_id = $1',
      [user.id],
    )
    expect(sub!.billing_period).toBe('year')
    const invoice = await invoiceOf(id)
    expect(invoice).toMatchObject({ invoice_type: 'simplified', total_amount: '190.00' })
    const line = invoice!.lines[0]!
    expect(
      new Date(line.period_end as string).getTime() -
        new Date(line.period_start as string).getTime(),
    ).toBe(365 * DAY)
    // The consent and the card are recorded right after the capture is applied.
    await waitFor(
      () =>
        sql<{ auto_renew: boolean; card: boolean }>(
          `select s.auto_renew, exists (select 1 from public.payment_cards c where c.user_id = s.user_id) as card
             from public.subscriptions s where s.user_id = $1`,
          [user.id],
        ),
      (rows) => rows[0]?.auto_renew === true && rows[0]?.card === true,
    )

    const before = await subscriptionOf(user.id)
    // The renewal panel's quote is the job's price for the subscription's period: the year's.
    const quoted = await user.client.rpc('renewal_quote', {
      p_plan_slug: 'basic',
      p_at: oneDayBefore(before.expires_at),
    })
    expect(quoted.error).toBeNull()
    expect(Number(quoted.data)).toBe(190)
    await runRenewals({ now: oneDayBefore(before.expires_at) })
    const charges = (await renewalCharges(user.id)).filter((c) => !c.customer_initiated)
    expect(charges).toHaveLength(1)
    expect(charges[0]).toMatchObject({ status: 'CAPTURED', amount: 190 })
    const after = await subscriptionOf(user.id)
    expect(after.expires_at.getTime() - before.expires_at.getTime()).toBe(365 * DAY)
  })

  it('a monthly subscriber buys a year of the same plan: it starts when the month ends', async () => {
    const user = await signedInUser()
    made.push(user.id)
    await givePlan(user.id, 'advanced')
    const month = await subscriptionOf(user.id)
    const { id, url } = await startPayment(user, 'advanced', { period: 'year' })
    await submitCheckout(url, CAPTURE_CARD)
    await callFunction('payment-status', { payment_id: id }, user.token)
    await waitFor(
      () => paymentOf(id),
      (row) => Boolean(row?.applied_at),
    )
    const year = await subscriptionOf(user.id)
    expect(year.expires_at.getTime() - month.expires_at.getTime()).toBe(365 * DAY)
    // Back to monthly only at the end of the year.
    const back = await callFunction('tap-payment', { plan: 'advanced' }, user.token)
    expect(back.status).toBe(400)
  })
})

describe('the plan-change quote', () => {
  it('shows the new plan for the rest of the period and the unused credit, to the halala', async () => {
    const user = await signedInUser()
    made.push(user.id)
    await givePlan(user.id, 'basic')
    const { data, error } = await user.client.rpc('quote_plan_change', {
      user_uuid: user.id,
      plan_slug_input: 'premium',
    })
    expect(error).toBeNull()
    const quote = (data as Record<string, unknown>[])[0]!
    const lines = quote.credit_lines as { kind: string; amount: number }[]
    expect(lines.map((line) => line.kind)).toEqual(['new_plan', 'unused_credit'])
    expect(lines[1]!.amount).toBeLessThan(0)
    const sum = Math.round((lines[0]!.amount + lines[1]!.amount) * 100) / 100
    expect(sum).toBe(Number(quote.proration_amount))
    // A fresh month: 57 − 19 for (almost) the whole month.
    expect(Number(quote.proration_amount)).toBeCloseTo(38, 0)
    const annual = await user.client.rpc('quote_plan_change', {
      user_uuid: user.id,
      plan_slug_input: 'premium',
      period_input: 'year',
    })
    expect((annual.data as Record<string, unknown>[])[0]).toMatchObject({
      original_amount: 570,
      proration_amount: null,
      credit_lines: [],
    })
  })
})
