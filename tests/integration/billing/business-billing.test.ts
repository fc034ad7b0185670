/**
 * Business billing (issue 46) against the local stack and the Tap sandbox: billing details and
 * their Arabic refusals, a company buying seats of the team plan, a standard tax invoice keeping
 * the buyer block as issued, seats added mid-period at a prorated price (to the halala), two
 * additions at once and a replayed webhook, seat reductions never below the members, a credit
 * note for a seat-reduction refund, and the reason a card was declined.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../../support/stack.ts'
import { ARABIC, dropUsers, made, refused, user } from '../companies/support.ts'
import {
  callFunction,
  deliverWebhook,
  retrieveSandboxCharge,
  signedInUser,
  waitFor,
} from '../payments/support.ts'
import {
  addSeats,
  buySeats,
  companySub,
  DETAILS,
  invoiceOf,
  makeTeam,
  pay,
  signedInAs,
  type Team,
} from './support.ts'
import { signedInAdmin } from '../payments/renewals-support.ts'

afterAll(dropUsers)

describe('billing details', () => {
  let team: Team
  beforeAll(async () => {
    team = await makeTeam('مطاعم التفاصيل', 0)
  })

  it('each bad field gets its own Arabic message', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ p_legal_name: '' }, 'invalid_legal_name', /مطلوب/],
      [{ p_legal_name: 'Gulf Restaurants LLC' }, 'invalid_legal_name', /بالعربية/],
      [{ p_vat_number: '310122393500004' }, 'invalid_vat_number', /./],
      [{ p_vat_number: '21012239350003' }, 'invalid_vat_number', /./],
      [{ p_cr_number: '10101234' }, 'invalid_cr_number', /10 أرقام/],
      [{ p_building_number: '232' }, 'invalid_building_number', /4 أرقام/],
      [{ p_street: '  ' }, 'invalid_street', /الشارع/],
      [{ p_district: '' }, 'invalid_district', /الحي/],
      [{ p_city: '' }, 'invalid_city', /المدينة/],
      [{ p_postal_code: '1221' }, 'invalid_postal_code', /5 أرقام/],
      [{ p_additional_number: '76' }, 'invalid_additional_number', /4 أرقام/],
    ]
    for (const [bad, hint, text] of cases) {
      const { error } = await team.owner.client.rpc('set_billing_details', {
        p_company_id: team.id,
        ...DETAILS,
        ...bad,
      })
      refused(error, hint)
      expect(error!.message).toMatch(text)
      expect(error!.message).toMatch(ARABIC)
    }
    const { error } = await team.owner.client.rpc('set_billing_details', {
      p_company_id: team.id,
      ...DETAILS,
      p_vat_number: '310122393500004',
    })
    expect(error!.message).toBe('الرقم الضريبي يجب أن يتكون من 15 رقماً ويبدأ وينتهي بالرقم 3')
    const [{ count }] = await sql<{ count: number }>(
      'select count(*)::int as count from public.billing_details where company_id = $1',
      [team.id],
    )
    expect(count).toBe(0)
  })

  it('the owner saves them (Arabic-Indic digits accepted); an admin cannot', async () => {
    const { data, error } = await team.owner.client.rpc('set_billing_details', {
      p_company_id: team.id,
      ...DETAILS,
      p_postal_code: '١٢٢١٤',
      p_cr_number: '',
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({
      postal_code: '12214',
      cr_number: null,
      vat_number: DETAILS.p_vat_number,
    })
    const byAdmin = await team.admin.client.rpc('set_billing_details', {
      p_company_id: team.id,
      ...DETAILS,
      p_legal_name: 'شركة أخرى',
    })
    refused(byAdmin.error, 'not_owner', '42501')
    const stranger = await user('غريب')
    const byStranger = await stranger.client.rpc('set_billing_details', {
      p_company_id: team.id,
      ...DETAILS,
    })
    refused(byStranger.error, 'not_found')
    const seen = await stranger.client
      .from('billing_details')
      .select('id')
      .eq('company_id', team.id)
    expect(seen.data).toEqual([])
    const [row] = await sql<{ legal_name: string }>(
      'select legal_name from public.billing_details where company_id = $1',
      [team.id],
    )
    expect(row!.legal_name).toBe(DETAILS.p_legal_name)
  })
})

describe('seats of the team plan', () => {
  let team: Team
  let firstCharge: string
  beforeAll(async () => {
    team = await makeTeam('مطاعم الخليج', 2)
    const { error } = await team.owner.client.rpc('set_billing_details', {
      p_company_id: team.id,
      ...DETAILS,
    })
    expect(error).toBeNull()
  })

  it('only the owner may buy; fewer seats than members is refused', async () => {
    const byAdmin = await callFunction(
      'tap-payment',
      { companyId: team.id, plan: 'premium', seats: 5 },
      (await signedInAs(team.admin)).token,
    )
    expect(byAdmin.status).toBe(403)
    expect(byAdmin.body.error_code).toBe('not_owner')
    const tooFew = await callFunction(
      'tap-payment',
      { companyId: team.id, plan: 'premium', seats: 2 },
      team.owner.token,
    )
    expect(tooFew.status).toBe(400)
    expect(tooFew.body.error_code).toBe('seats_below_members')
    expect(tooFew.body.error).toMatch(ARABIC)
    const notTeam = await callFunction(
      'tap-payment',
      { companyId: team.id, plan: 'basic', seats: 5 },
      team.owner.token,
    )
    expect(notTeam.status).toBe(400)
    expect(notTeam.body.error_code).toBe('invalid_plan')
  })

  it('an owner buys 5 seats: seats and seat limit set, a standard tax invoice with the buyer block', async () => {
    firstCharge = await buySeats(team, 5)
    expect(await companySub(team.id)).toMatchObject({
      seats: 5,
      seat_limit: 5,
      plan_id: 'premium',
      billing_period: 'month',
    })
    const invoice = await invoiceOf(firstCharge)
    expect(invoice).toMatchObject({
      invoice_type: 'standard',
      company_id: team.id,
      total_amount: '245.00',
      vat_amount: '31.96',
      net_amount: '213.04',
    })
    expect(invoice!.buyer).toEqual({
      legal_name: DETAILS.p_legal_name,
      vat_number: DETAILS.p_vat_number,
      cr_number: DETAILS.p_cr_number,
      address: {
        building_number: '2322',
        street: 'طريق الملك فهد',
        district: 'العليا',
        city: 'الرياض',
        postal_code: '12214',
        additional_number: '7654',
        country: 'SA',
      },
    })
    expect(invoice!.lines[0]).toMatchObject({
      kind: 'seats',
      quantity: 5,
      unit_price: 49,
      amount: 245,
    })
    // The QR is today's: the same encoder over seller, VAT number, time, total and VAT.
    const [{ qr }] = await sql<{ qr: string }>(
      `select private.zatca_qr(seller_name, seller_vat_number, private.zatca_time(issued_at),
                to_char(total_amount, 'FM999999990.00'), to_char(vat_amount, 'FM999999990.00')) as qr
         from public.tax_invoices where id = $1`,
      [invoice!.id],
    )
    expect(invoice!.qr_base64).toBe(qr)
    // The owner reads it; a member does not.
    const mine = await team.owner.client.from('tax_invoices').select('id').eq('id', invoice!.id)
    expect(mine.data).toHaveLength(1)
    const theirs = await team.members[0]!.client.from('tax_invoices')
      .select('id')
      .eq('id', invoice!.id)
    expect(theirs.data).toEqual([])
  })

  it('the invoice keeps the buyer block as issued when the details change', async () => {
    const { error } = await team.owner.client.rpc('set_billing_details', {
      p_company_id: team.id,
      ...DETAILS,
      p_legal_name: 'شركة مطاعم الخليج القابضة',
      p_city: 'جدة',
    })
    expect(error).toBeNull()
    const invoice = await invoiceOf(firstCharge)
    expect(invoice!.buyer).toMatchObject({
      legal_name: DETAILS.p_legal_name,
      address: { city: 'الرياض' },
    })
  })

  it('a replayed webhook adds no seat and issues no second invoice', async () => {
    const before = (await companySub(team.id))!
    const charge = await retrieveSandboxCharge(firstCharge)
    const [one, two] = await Promise.all([deliverWebhook(charge), deliverWebhook(charge)])
    expect(one.status).toBe(200)
    expect(two.status).toBe(200)
    // Neither the seats nor the period move (a second application would add a period).
    expect(await companySub(team.id)).toEqual(before)
    const [{ count }] = await sql<{ count: number }>(
      `select count(*)::int as count from public.tax_invoices where charge_id = $1`,
      [firstCharge],
    )
    expect(count).toBe(1)
    const again = await callFunction(
      'tap-payment',
      { companyId: team.id, plan: 'premium', seats: 5 },
      team.owner.token,
    )
    expect(again.status).toBe(400)
    expect(again.body.error_code).toBe('already_subscribed')
  })

  it('adding seats mid-period is quoted to the halala and charged once', async () => {
    // Half of the period left (and some seconds): the share is computed to the second.
    await sql(
      `update public.company_subscriptions set expires_at = now() + interval '15 days 3 hours'
        where company_id = $1`,
      [team.id],
    )
    const { data, error } = await team.owner.client.rpc('quote_seat_addition', {
      p_company_id: team.id,
      p_add: 2,
    })
    expect(error).toBeNull()
    const quote = (data as Record<string, string | number>[])[0]!
    const [{ expected }] = await sql<{ expected: string }>(
      `select round(2 * 49 * extract(epoch from ($2::timestamptz - $1::timestamptz)) / (30 * 86400.0), 2)::text
         as expected`,
      [quote.period_start, quote.period_end],
    )
    expect(Number(quote.amount).toFixed(2)).toBe(expected)
    expect(quote).toMatchObject({ seats_now: 5, seats_after: 7, unit_price: 49 })
    // 2 × 49 × (15 days 3 hours ÷ 30 days) = 49.41 (minus the seconds since).
    expect(Number(quote.amount)).toBeCloseTo(49.41, 1)

    const { id, url } = await addSeats(team, 2)
    const [stored] = await sql<{ final_amount: string; purpose: string; seats: number }>(
      'select final_amount, purpose, seats from public.tap_payment_details where charge_id = $1',
      [id],
    )
    expect(stored).toMatchObject({ purpose: 'seat_add', seats: 2 })
    expect(Math.abs(Number(stored!.final_amount) - Number(quote.amount))).toBeLessThanOrEqual(0.01)
    await pay(url)
    await callFunction('payment-status', { payment_id: id }, team.owner.token)
    expect(await companySub(team.id)).toMatchObject({ seats: 7, seat_limit: 7 })
    const invoice = await invoiceOf(id)
    expect(invoice).toMatchObject({ invoice_type: 'standard', total_amount: stored!.final_amount })
    expect(invoice!.lines[0]).toMatchObject({ kind: 'proration', quantity: 2, unit_price: 49 })
    expect(invoice!.lines[0]!.period_end).toBeTruthy()
    // The buyer block now is the edited one (each invoice takes the details as they are).
    expect(invoice!.buyer).toMatchObject({ legal_name: 'شركة مطاعم الخليج القابضة' })
    // Its webhook replayed: the 2 seats are not added again.
    expect((await deliverWebhook(await retrieveSandboxCharge(id))).status).toBe(200)
    expect(await companySub(team.id)).toMatchObject({ seats: 7, seat_limit: 7 })
  })

  it('two additions at once: one charge each, each seat added once', async () => {
    const before = (await companySub(team.id))!.seats!
    const [a, b] = await Promise.all([addSeats(team, 1), addSeats(team, 1)])
    expect(a.id).not.toBe(b.id)
    await Promise.all([pay(a.url), pay(b.url)])
    await Promise.all([
      callFunction('payment-status', { payment_id: a.id }, team.owner.token),
      callFunction('payment-status', { payment_id: b.id }, team.owner.token),
      deliverWebhook(await retrieveSandboxCharge(a.id)),
      deliverWebhook(await retrieveSandboxCharge(b.id)),
    ])
    const after = await waitFor(
      () => companySub(team.id),
      (row) => row!.seats === before + 2,
    )
    expect(after).toMatchObject({ seats: before + 2, seat_limit: before + 2 })
    const charges = await sql<{ charge_id: string; n: number }>(
      `select d.charge_id, (select count(*)::int from public.tax_invoices i
                             where i.payment_id = d.id and i.kind = 'invoice') as n
         from public.tap_payment_details d where d.charge_id = any($1)`,
      [[a.id, b.id]],
    )
    expect(charges.map((row) => row.n)).toEqual([1, 1])
  })

  it('seats priced for one period are not added in another (audited, left to an admin refund)', async () => {
    const before = (await companySub(team.id))!
    const { id, url } = await addSeats(team, 3)
    // The period moves on between the quote and the capture (e.g. a renewal or an admin change).
    await sql(
      `update public.company_subscriptions set expires_at = expires_at + interval '30 days'
        where company_id = $1`,
      [team.id],
    )
    await pay(url)
    const status = await callFunction('payment-status', { payment_id: id }, team.owner.token)
    expect(status.body.applied).toBe(false)
    expect(status.body.message).toMatch(ARABIC)
    expect((await companySub(team.id))!.seats).toBe(before.seats)
    const audit = await sql(
      `select 1 from public.audit_log a join public.tap_payment_details d on a.target_id = d.id::text
        where d.charge_id = $1 and a.action = 'seat_payment_not_applied'`,
      [id],
    )
    expect(audit).toHaveLength(1)
    await sql(`update public.company_subscriptions set expires_at = $2 where company_id = $1`, [
      team.id,
      before.expires_at,
    ])
  })

  it('seats are reduced at the next period, never below the members (named)', async () => {
    const below = await team.owner.client.rpc('schedule_seat_change', {
      p_company_id: team.id,
      p_seats: 2,
    })
    refused(below.error, 'seats_below_members')
    const named = JSON.parse(below.error!.details) as { name: string }[]
    expect(named.map((row) => row.name).sort()).toEqual(['عضو 1', 'عضو 2', 'مشرفة الفريق'].sort())
    expect(below.error!.message).toContain('عضو 1')
    const byAdmin = await team.admin.client.rpc('schedule_seat_change', {
      p_company_id: team.id,
      p_seats: 4,
    })
    refused(byAdmin.error, 'not_owner', '42501')
    const { data, error } = await team.owner.client.rpc('schedule_seat_change', {
      p_company_id: team.id,
      p_seats: 4,
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ seats_next_period: 4 })
    // Nothing changes before the period ends.
    expect(await companySub(team.id)).toMatchObject({
      seats: 9,
      seat_limit: 9,
      seats_next_period: 4,
    })
  })

  it('a refund for a seat reduction gets a credit note referring to the standard invoice', async () => {
    const [payment] = await sql<{ id: string }>(
      'select id from public.tap_payment_details where charge_id = $1',
      [firstCharge],
    )
    const admin = await signedInAdmin()
    made.push(admin.id)
    const refund = await callFunction(
      'refund',
      { payment_id: payment!.id, reason: 'تخفيض عدد المقاعد من 5 إلى 4', admin: true, amount: 49 },
      admin.token,
    )
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    const original = await invoiceOf(firstCharge)
    const [note] = await sql<{
      original_invoice_id: string
      reason: string
      invoice_type: string
      buyer: Record<string, unknown>
      company_id: string
      total_amount: string
      vat_amount: string
    }>(
      `select original_invoice_id, reason, invoice_type, buyer, company_id, total_amount, vat_amount
         from public.tax_invoices where kind = 'credit_note' and payment_id = $1`,
      [payment!.id],
    )
    expect(note).toMatchObject({
      original_invoice_id: original!.id,
      reason: 'تخفيض عدد المقاعد من 5 إلى 4',
      invoice_type: 'standard',
      company_id: team.id,
      total_amount: '49.00',
      vat_amount: '6.39',
    })
    expect(note!.buyer).toEqual(original!.buyer)
    const seen = await team.owner.client
      .from('tax_invoices')
      .select('id')
      .eq('original_invoice_id', original!.id)
    expect(seen.data).toHaveLength(1)
  })
})

describe('who pays without a VAT number', () => {
  it('a personal subscriber without details still gets the simplified invoice', async () => {
    const person = await signedInUser()
    made.push(person.id)
    const started = await callFunction('tap-payment', { plan: 'basic' }, person.token)
    expect(started.status).toBe(200)
    await pay((started.body.redirect as { url: string }).url)
    await callFunction('payment-status', { payment_id: started.body.id }, person.token)
    const invoice = await waitFor(
      () => invoiceOf(started.body.id as string),
      (row) => !!row,
    )
    expect(invoice).toMatchObject({ invoice_type: 'simplified', buyer: null, company_id: null })
  })
})

describe('checkout input', () => {
  it('a discount code on the first payment is validated and charged like an upgrade’s', async () => {
    const person = await signedInUser()
    made.push(person.id)
    const bad = await callFunction(
      'tap-payment',
      { plan: 'basic', discountCode: 'NO-SUCH-CODE' },
      person.token,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(ARABIC)
    const started = await callFunction(
      'tap-payment',
      { plan: 'basic', discountCode: 'welcome10' },
      person.token,
    )
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const [row] = await sql<{ final_amount: string; discount_code: string }>(
      'select final_amount, discount_code from public.tap_payment_details where charge_id = $1',
      [started.body.id],
    )
    expect(row).toEqual({ final_amount: '17.10', discount_code: 'WELCOME10' })
  })

  it('bad seats, periods and companies get Arabic answers, never a 5xx', async () => {
    const team = await makeTeam('مطاعم المدخلات', 0)
    const cases: [Record<string, unknown>, number][] = [
      [{ companyId: team.id, plan: 'premium', seats: 0 }, 400],
      [{ companyId: team.id, plan: 'premium', seats: 2.5 }, 400],
      [{ companyId: team.id, plan: 'premium', seats: '5' }, 400],
      [{ companyId: team.id, plan: 'premium', seats: 10_001 }, 400],
      [{ companyId: team.id, plan: 'premium', seats: 3, period: 'week' }, 400],
      [{ companyId: team.id, plan: 'nope', seats: 3 }, 400],
      [{ companyId: 'not-a-uuid', plan: 'premium', seats: 3 }, 400],
      [{ companyId: team.id, addSeats: 2 }, 400],
      [{ companyId: team.id, addSeats: -1 }, 400],
      [{ plan: 'lifetime', period: 'year' }, 400],
    ]
    for (const [body, status] of cases) {
      const answer = await callFunction('tap-payment', body, team.owner.token)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(answer.body.error, JSON.stringify(body)).toMatch(ARABIC)
    }
  })
})

describe('a declined card says why', () => {
  it.each([
    ['06/37', '100', 'insufficient_funds'],
    ['07/37', '100', 'three_ds_failed'],
    ['05/22', '100', 'declined_by_bank'],
    ['04/27', '100', 'card_expired'],
    ['01/39', '102', 'cvv_mismatch'],
  ])('expiry %s, CVV %s → %s', async (expiry, cvv, reason) => {
    const person = await signedInUser()
    made.push(person.id)
    const started = await callFunction('tap-payment', { plan: 'basic' }, person.token)
    expect(started.status).toBe(200)
    await pay((started.body.redirect as { url: string }).url, {
      card_number: '4508750015741019',
      expiry,
      cvv,
    })
    const status = await callFunction(
      'payment-status',
      { payment_id: started.body.id },
      person.token,
    )
    expect(status.status).toBe(200)
    expect(status.body.applied).toBe(false)
    expect(status.body.decline_reason).toBe(reason)
    const [row] = await sql<{ decline_reason: string }>(
      'select decline_reason from public.tap_payment_details where charge_id = $1',
      [started.body.id],
    )
    expect(row!.decline_reason).toBe(reason)
  })
})
