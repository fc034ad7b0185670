/**
 * Monthly plans renew themselves (issue 28): consent and the saved card at checkout, the
 * subscription-renewals job (merchant-initiated charge through the capture path, idempotent,
 * concurrency-safe), a scheduled downgrade priced at renewal, dunning and lapse after grace.
 * Time is moved with the job's `now`, never by waiting.
 */
import { describe, expect, it } from 'vitest'
import { sql, stackInfo } from '../../support/stack.ts'
import {
  callFunction,
  paymentOf,
  planOf,
  signedInUser,
  startPayment,
  submitCheckout,
  waitFor,
} from './support.ts'
import {
  DAY,
  mailsTo,
  oneDayBefore,
  renewalCharges,
  runRenewals,
  subscribe,
  subscriptionOf,
} from './renewals-support.ts'

describe('consent and the saved card at checkout', () => {
  it('keeps the card server-side; the browser reads only brand, last four and expiry', async () => {
    const user = await signedInUser()
    const chargeId = await subscribe(user, 'basic')
    const charge = (
      await sql<{ raw_charge: { save_card: boolean } }>(
        'select raw_charge from public.tap_payment_details where charge_id = $1',
        [chargeId],
      )
    )[0]!
    expect(charge.raw_charge.save_card).toBe(true)
    expect((await subscriptionOf(user.id)).auto_renew).toBe(true)
    const stored = await sql<{ tap_card_id: string; payment_agreement_id: string }>(
      'select tap_card_id, payment_agreement_id from public.payment_cards where user_id = $1',
      [user.id],
    )
    expect(stored[0]!.tap_card_id).toMatch(/^card_/)
    expect(stored[0]!.payment_agreement_id).toMatch(/^payment_agreement_/)

    const visible = await user.client
      .from('payment_cards')
      .select('brand, last_four, exp_month, exp_year')
      .single()
    expect(visible.error).toBeNull()
    expect(visible.data).toEqual({ brand: 'VISA', last_four: '1019', exp_month: 1, exp_year: 2039 })
    for (const column of ['tap_card_id', 'tap_customer_id', 'payment_agreement_id', '*']) {
      const hidden = await user.client.from('payment_cards').select(column)
      expect(hidden.error, column).not.toBeNull()
      expect(hidden.data).toBeNull()
    }
  })

  it('without consent no card is saved and auto-renew stays off; a bad autoRenew is refused', async () => {
    const user = await signedInUser()
    const chargeId = await subscribe(user, 'basic', false)
    const raw = await sql<{ raw_charge: { save_card: boolean } }>(
      'select raw_charge from public.tap_payment_details where charge_id = $1',
      [chargeId],
    )
    expect(raw[0]!.raw_charge.save_card).toBe(false)
    expect((await subscriptionOf(user.id)).auto_renew).toBe(false)
    expect(
      await sql('select 1 from public.payment_cards where user_id = $1', [user.id]),
    ).toHaveLength(0)
    const refused = await callFunction(
      'tap-payment',
      { plan: 'advanced', autoRenew: 'yes' },
      user.token,
    )
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('قيمة التجديد التلقائي غير صالحة')
  })
})

describe('subscription-renewals', () => {
  it('only the service_role key may run it; a bad now is refused in Arabic', async () => {
    const user = await signedInUser()
    expect((await runRenewals({}, user.token)).status).toBe(401)
    expect((await runRenewals({}, stackInfo().anonKey)).status).toBe(401)
    const bad = await runRenewals({ now: 'tomorrow' })
    expect(bad.status).toBe(400)
    expect(String(bad.body.error)).toMatch(/ISO/)
  })

  it('renews once: one merchant-initiated charge, 30 more days, history, invoice and receipt', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const before = await subscriptionOf(user.id)
    const now = oneDayBefore(before.expires_at)

    const run = await runRenewals({ now })
    expect(run.status, JSON.stringify(run.body)).toBe(200)
    const charges = await renewalCharges(user.id)
    expect(charges).toHaveLength(1)
    const [renewal] = charges
    expect(renewal).toMatchObject({ status: 'CAPTURED', amount: 19 })
    expect(renewal!.payment_agreement?.id).toMatch(/^payment_agreement_/)
    const subscriptionId = (
      await sql<{ id: string }>('select id from public.subscriptions where user_id = $1', [user.id])
    )[0]!.id
    expect(renewal!.reference.idempotent).toMatch(
      new RegExp(`^sub_${subscriptionId}_\\d{8}T\\d{6}Z$`),
    )

    const after = await subscriptionOf(user.id)
    expect(after.expires_at.getTime() - before.expires_at.getTime()).toBe(30 * DAY)
    expect(after.plan_id).toBe('basic')
    const history = await sql<{ change_type: string; payment_id: string }>(
      `select change_type, payment_id from public.subscription_history
        where user_id = $1 and payment_id = $2`,
      [user.id, renewal!.id],
    )
    expect(history).toEqual([{ change_type: 'renewal', payment_id: renewal!.id }])
    const invoices = await sql<{ period_start: Date; total_amount: string }>(
      `select period_start, total_amount from public.tax_invoices where charge_id = $1 and kind = 'invoice'`,
      [renewal!.id],
    )
    expect(invoices).toHaveLength(1)
    expect(invoices[0]!.period_start.getTime()).toBe(before.expires_at.getTime())
    const receipts = await waitFor(
      () => mailsTo(user.email),
      (mails) => mails.filter((mail) => mail.subject.includes('فاتورتك الضريبية')).length >= 2,
    )
    expect(receipts.filter((mail) => mail.subject.includes('فاتورتك الضريبية'))).toHaveLength(2)
    const renewalRow = await sql<{ status: string; attempts: number }>(
      'select status, attempts from public.subscription_renewals where user_id = $1',
      [user.id],
    )
    expect(renewalRow).toEqual([{ status: 'captured', attempts: 1 }])

    // Run again at the same moment, and later the same day: nothing more is charged.
    await runRenewals({ now })
    await runRenewals({ now: new Date(Date.parse(now) + 3_600_000).toISOString() })
    expect(await renewalCharges(user.id)).toHaveLength(1)
    expect((await subscriptionOf(user.id)).expires_at.getTime()).toBe(after.expires_at.getTime())
  })

  it('sends the reminder 3 days before, without charging', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const { expires_at } = await subscriptionOf(user.id)
    await runRenewals({ now: new Date(expires_at.getTime() - 3 * DAY + 60_000).toISOString() })
    const mails = await waitFor(
      () => mailsTo(user.email),
      (list) => list.some((mail) => mail.subject.includes('خلال 3 أيام')),
    )
    const reminder = mails.find((mail) => mail.subject.includes('خلال 3 أيام'))
    expect(reminder?.text).toContain('19.00 ر.س')
    expect(reminder?.text).toContain('1019')
    expect(await renewalCharges(user.id)).toHaveLength(0)
  })

  it('auto-renew off: nothing is charged and the plan lapses after grace as today', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const off = await user.client.rpc('set_auto_renew', { p_enabled: false })
    expect(off.error).toBeNull()
    const { expires_at } = await subscriptionOf(user.id)
    await runRenewals({ now: oneDayBefore(expires_at) })
    await runRenewals({ now: new Date(expires_at.getTime() + 4 * DAY).toISOString() })
    expect(await renewalCharges(user.id)).toHaveLength(0)
    // The period and grace run out (moved into the past), and today's expiry job ends it.
    await sql(
      `update public.subscriptions set expires_at = now() - interval '4 days',
         grace_period_until = now() - interval '1 day' where user_id = $1`,
      [user.id],
    )
    await sql('select private.apply_due_subscription_changes()')
    expect((await subscriptionOf(user.id)).status).toBe('expired')
    const audit = await sql('select 1 from public.audit_log where action = $1 and user_id = $2', [
      'subscription_auto_renew',
      user.id,
    ])
    expect(audit).toHaveLength(1)
    const refused = await user.client.rpc('set_auto_renew', { p_enabled: true })
    expect(refused.error?.message).toBe(
      'التجديد التلقائي متاح للاشتراكات الشهرية المدفوعة السارية فقط',
    )
  })

  it('a scheduled downgrade takes effect at renewal and is charged at the new price', async () => {
    const user = await signedInUser()
    await subscribe(user, 'advanced')
    const scheduled = await callFunction(
      'update-subscription',
      { newPlan: 'basic', source: 'manual' },
      user.token,
    )
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200)
    expect(scheduled.body.scheduled).toBe(true)
    const before = await subscriptionOf(user.id)
    await runRenewals({ now: oneDayBefore(before.expires_at) })
    const charges = await renewalCharges(user.id)
    expect(charges).toHaveLength(1)
    const basicPrice = (
      await sql<{ price: string }>(`select price from public.plans where slug = 'basic'`)
    )[0]!.price
    expect(charges[0]!.amount).toBe(Number(basicPrice))
    expect(await planOf(user.id)).toBe('basic')
    const after = await subscriptionOf(user.id)
    expect(after.expires_at.getTime() - before.expires_at.getTime()).toBe(30 * DAY)
    const change = await sql<{ status: string }>(
      'select status from public.scheduled_plan_changes where user_id = $1',
      [user.id],
    )
    expect(change).toEqual([{ status: 'applied' }])
  })

  it('a declining card: retries on day 0, 1 and 3, failure e-mails, audit, lapse after grace', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const fault = await fetch(`${stackInfo().url}/sandbox/tap/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 'charges.create': 'declined', match: user.id, times: 3 }),
    })
    expect(fault.status).toBe(200)
    const { expires_at } = await subscriptionOf(user.id)
    const at = (days: number) => new Date(expires_at.getTime() + days * DAY).toISOString()

    const state = async () =>
      (
        await sql<{ status: string; attempts: number; last_error: string | null }>(
          'select status, attempts, last_error from public.subscription_renewals where user_id = $1',
          [user.id],
        )
      )[0]!
    await runRenewals({ now: at(-1) })
    expect(await state()).toMatchObject({ status: 'retrying', attempts: 1 })
    expect((await state()).last_error).toMatch(/Declined/)
    // Not yet due again.
    await runRenewals({ now: at(-0.5) })
    expect((await state()).attempts).toBe(1)
    await runRenewals({ now: at(0) })
    expect(await state()).toMatchObject({ status: 'retrying', attempts: 2 })
    await runRenewals({ now: at(2) })
    expect(await state()).toMatchObject({ status: 'failed', attempts: 3 })
    const charges = await renewalCharges(user.id)
    expect(charges.map((charge) => charge.status)).toEqual(['DECLINED', 'DECLINED', 'DECLINED'])
    expect(new Set(charges.map((charge) => charge.reference.idempotent)).size).toBe(3)
    expect((await subscriptionOf(user.id)).expires_at.getTime()).toBe(expires_at.getTime())

    const failures = await waitFor(
      () => mailsTo(user.email),
      (mails) => mails.filter((mail) => mail.subject === 'تعذّر تجديد اشتراكك في سند').length >= 3,
    )
    const failureMails = failures.filter((mail) => mail.subject === 'تعذّر تجديد اشتراكك في سند')
    expect(failureMails).toHaveLength(3)
    expect(failureMails[0]!.text).toContain('/subscription')
    const audit = await sql<{ metadata: { outcome: string } }>(
      `select metadata from public.audit_log where action = 'subscription_renewal_attempt' and user_id = $1`,
      [user.id],
    )
    expect(audit.map((row) => row.metadata.outcome)).toEqual(['failed', 'failed', 'failed'])

    // Grace over: the subscription lapses, and nothing more is tried.
    await runRenewals({ now: at(3.1) })
    expect((await state()).status).toBe('lapsed')
    expect((await subscriptionOf(user.id)).status).toBe('expired')
    expect(await renewalCharges(user.id)).toHaveLength(3)
  })

  it('two jobs started at once charge once', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const before = await subscriptionOf(user.id)
    const now = oneDayBefore(before.expires_at)
    const [first, second] = await Promise.all([runRenewals({ now }), runRenewals({ now })])
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    const charges = await renewalCharges(user.id)
    expect(charges).toHaveLength(1)
    expect(charges[0]!.status).toBe('CAPTURED')
    const after = await subscriptionOf(user.id)
    expect(after.expires_at.getTime() - before.expires_at.getTime()).toBe(30 * DAY)
    const invoices = await sql(
      `select 1 from public.tax_invoices where charge_id = $1 and kind = 'invoice'`,
      [charges[0]!.id],
    )
    expect(invoices).toHaveLength(1)
  })
})

describe('methods that cannot recur, and a removed card', () => {
  it('KNET: no card is saved; before expiry the customer gets a payment link, nothing is charged', async () => {
    const user = await signedInUser()
    const { id, url } = await startPayment(user, 'basic', { autoRenew: true })
    await submitCheckout(url, { card_number: '8888880000000001', expiry: '09/25', cvv: '100' })
    await waitFor(
      () => paymentOf(id),
      (row) => Boolean(row?.applied_at),
    )
    const settled = await waitFor(
      () => subscriptionOf(user.id),
      (row) => row.auto_renew,
    )
    expect(settled.auto_renew).toBe(true)
    expect(
      await sql('select 1 from public.payment_cards where user_id = $1', [user.id]),
    ).toHaveLength(0)
    await runRenewals({ now: oneDayBefore(settled.expires_at) })
    expect(await renewalCharges(user.id)).toHaveLength(0)
    const mails = await waitFor(
      () => mailsTo(user.email),
      (list) => list.some((mail) => mail.subject === 'جدّد اشتراكك في سند قبل انتهائه'),
    )
    const link = mails.find((mail) => mail.subject === 'جدّد اشتراكك في سند قبل انتهائه')
    expect(link?.text).toContain('/payment?plan=basic')
    // Sent once.
    await runRenewals({ now: oneDayBefore(settled.expires_at) })
    expect(
      (await mailsTo(user.email)).filter(
        (mail) => mail.subject === 'جدّد اشتراكك في سند قبل انتهائه',
      ),
    ).toHaveLength(1)
    // The link can be paid in the plan's last 3 days (the same plan is a renewal then).
    await sql(
      `update public.subscriptions set expires_at = now() + interval '2 days' where user_id = $1`,
      [user.id],
    )
    const verdict = await user.client.rpc('validate_plan_change', {
      user_uuid: user.id,
      from_plan_slug: 'basic',
      to_plan_slug: 'basic',
    })
    expect(verdict.data?.[0]).toMatchObject({ is_valid: true, change_type: 'renewal' })
  })

  it('a removed card is never charged again: the renewal goes by payment link', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const removed = await user.client.rpc('remove_payment_card')
    expect(removed.error).toBeNull()
    expect(removed.data).toBe(true)
    expect((await user.client.rpc('remove_payment_card')).data).toBe(false)
    expect(
      await sql('select 1 from public.payment_cards where user_id = $1', [user.id]),
    ).toHaveLength(0)
    const { expires_at } = await subscriptionOf(user.id)
    await runRenewals({ now: oneDayBefore(expires_at) })
    expect(await renewalCharges(user.id)).toHaveLength(0)
    const rows = await sql<{ status: string; method: string }>(
      'select status, method from public.subscription_renewals where user_id = $1',
      [user.id],
    )
    expect(rows).toEqual([{ status: 'link_sent', method: 'link' }])
    const audit = await sql('select 1 from public.audit_log where action = $1 and user_id = $2', [
      'payment_card_removed',
      user.id,
    ])
    expect(audit).toHaveLength(1)
  })
})
