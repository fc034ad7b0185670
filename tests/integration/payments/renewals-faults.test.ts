/**
 * Renewal paths the main suite does not walk (issue 28): the "card expiring next month" mail,
 * Tap unreachable during a renewal (no 5xx, nothing charged twice, the same key next time), and a
 * renewal payment refunded by an admin and settled by reconciliation after the job lost Tap's
 * answer (refund and reconcile-payments treat it as any payment; the job never charges again).
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts'
import { TAP_SANDBOX_SECRET_KEY } from '../../../supabase/local/sandboxes/config.ts'
import { sql, stackInfo } from '../../support/stack.ts'
import { callFunction, signedInUser, waitFor } from './support.ts'
import {
  DAY,
  mailsTo,
  oneDayBefore,
  renewalCharges,
  runRenewals,
  signedInAdmin,
  subscribe,
  subscriptionOf,
} from './renewals-support.ts'

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${stackInfo().url}/sandbox/tap/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

async function renewalOf(userId: string) {
  return (
    await sql<{ id: string; status: string; attempts: number; payment_id: string | null }>(
      'select id, status, attempts, payment_id from public.subscription_renewals where user_id = $1',
      [userId],
    )
  )[0]!
}

async function tap(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${stackInfo().url}/sandbox/tap/v2${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${TAP_SANDBOX_SECRET_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  })
  expect(response.status, path).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

describe('renewal faults and money paths', { timeout: 120_000 }, () => {
  it('mails "card expiring next month" once per card and month', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const now = new Date()
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    await sql('update public.payment_cards set exp_month = $2, exp_year = $3 where user_id = $1', [
      user.id,
      next.getUTCMonth() + 1,
      next.getUTCFullYear(),
    ])
    const subject = 'تنتهي صلاحية بطاقتك المحفوظة في سند الشهر القادم'
    const first = await runRenewals({ now: now.toISOString() })
    expect(first.status).toBe(200)
    const mails = await waitFor(
      () => mailsTo(user.email),
      (list) => list.some((mail) => mail.subject === subject),
    )
    const notice = mails.find((mail) => mail.subject === subject)!
    expect(notice.text).toContain('1019')
    expect(notice.text).toContain(
      `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`,
    )
    expect(notice.text).toContain('/subscription')
    await runRenewals({ now: new Date(now.getTime() + 3_600_000).toISOString() })
    expect((await mailsTo(user.email)).filter((mail) => mail.subject === subject)).toHaveLength(1)
    // Nothing was charged: the card notice is not a renewal.
    expect(await renewalCharges(user.id)).toHaveLength(0)
  })

  it('Tap unreachable: no 5xx, nothing charged; the same key charges once later', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const before = await subscriptionOf(user.id)
    const now = oneDayBefore(before.expires_at)
    await fault({ 'charges.create': 'unreachable', match: user.id, times: 1 })

    const run = await runRenewals({ now })
    expect(run.status, JSON.stringify(run.body)).toBe(200)
    // The run's counts cover every due subscription of the shared database; this one's state is
    // checked below.
    expect(Number(run.body.unanswered)).toBeGreaterThanOrEqual(1)
    expect(run.body.errors).toBe(0)
    expect(await renewalCharges(user.id)).toHaveLength(0)
    const waiting = await renewalOf(user.id)
    expect(waiting).toMatchObject({ status: 'charging', attempts: 1 })
    expect((await subscriptionOf(user.id)).expires_at.getTime()).toBe(before.expires_at.getTime())

    // Within 10 minutes the claim is left alone; after that it is taken with the same payment.
    await runRenewals({ now: new Date(Date.parse(now) + 5 * 60_000).toISOString() })
    expect(await renewalCharges(user.id)).toHaveLength(0)
    const later = await runRenewals({ now: new Date(Date.parse(now) + 11 * 60_000).toISOString() })
    expect(later.status).toBe(200)
    const charges = await renewalCharges(user.id)
    expect(charges).toHaveLength(1)
    expect(charges[0]!.status).toBe('CAPTURED')
    expect(charges[0]!.reference.idempotent).not.toMatch(/_\d$/)
    const after = await renewalOf(user.id)
    expect(after).toMatchObject({ status: 'captured', attempts: 1, payment_id: waiting.payment_id })
    const payments = await sql(
      `select 1 from public.tap_payment_details where user_id = $1 and change_type = 'renewal'`,
      [user.id],
    )
    expect(payments).toHaveLength(1)
    expect((await subscriptionOf(user.id)).expires_at.getTime() - before.expires_at.getTime()).toBe(
      30 * DAY,
    )
  })

  it('a renewal whose answer was lost is settled by reconciliation, refunded by an admin, never charged twice', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const before = await subscriptionOf(user.id)
    const now = oneDayBefore(before.expires_at)
    // The job claims the renewal and charges Tap, then dies before recording the answer: the
    // claim is made here in SQL and the charge sent as the function sends it.
    const claim = (
      await sql<{ claim: { attempts: Record<string, string>[] } }>(
        'select public.claim_subscription_renewals($1::timestamptz, 1000) as claim',
        [now],
      )
    )[0]!.claim
    const attempt = claim.attempts.find((row) => row.user_id === user.id)!
    expect(attempt).toBeDefined()
    const token = await tap('/tokens', {
      saved_card: { card_id: attempt.card_id, customer_id: attempt.customer_id },
    })
    const charge = await tap('/charges', {
      amount: Number(attempt.amount),
      currency: attempt.currency,
      threeDSecure: false,
      save_card: false,
      customer_initiated: false,
      description: 'تجديد اشتراك سند',
      metadata: {
        user_id: user.id,
        selected_plan: attempt.plan_slug,
        change_type: 'renewal',
        renewal_id: attempt.renewal_id,
        order_reference: attempt.order_reference,
      },
      reference: {
        transaction: attempt.transaction_reference,
        order: attempt.order_reference,
        idempotent: attempt.order_reference,
      },
      customer: { id: attempt.customer_id },
      payment_agreement: { id: attempt.agreement_id },
      source: { id: token.id },
    })
    expect(charge.status).toBe('CAPTURED')
    await sql(
      `update public.tap_payment_details set charge_id = $2, created_at = now() - interval '31 minutes'
        where id = $1`,
      [attempt.payment_id, charge.id],
    )

    const reconciled = await fetch(`${stackInfo().url}/functions/v1/reconcile-payments`, {
      method: 'POST',
      headers: {
        apikey: stackInfo().anonKey,
        authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
      },
      body: '{}',
    })
    expect(reconciled.status).toBe(200)
    expect(((await reconciled.json()) as { captured: string[] }).captured).toContain(charge.id)
    const after = await subscriptionOf(user.id)
    expect(after.expires_at.getTime() - before.expires_at.getTime()).toBe(30 * DAY)
    const invoices = await sql<{ id: string }>(
      `select id from public.tax_invoices where charge_id = $1 and kind = 'invoice'`,
      [charge.id],
    )
    expect(invoices).toHaveLength(1)

    // The job comes back after its 10 minutes: the period moved on, so it closes the renewal
    // and charges nothing (a new key would have charged twice).
    await runRenewals({ now: new Date(Date.parse(now) + 11 * 60_000).toISOString() })
    expect(await renewalCharges(user.id)).toHaveLength(1)
    expect((await renewalOf(user.id)).status).toBe('captured')

    // An admin refunds part of the renewal: a credit note against the renewal's invoice.
    const admin = await signedInAdmin()
    const refund = await callFunction(
      'refund',
      { payment_id: attempt.payment_id, reason: 'تعويض عن انقطاع الخدمة', admin: true, amount: 5 },
      admin.token,
    )
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    const notes = await sql<{ total_amount: string }>(
      `select total_amount from public.tax_invoices
        where kind = 'credit_note' and original_invoice_id = $1`,
      [invoices[0]!.id],
    )
    expect(notes.map((note) => Number(note.total_amount))).toEqual([5])
  })

  it('a removed or replaced card is deleted at Tap; a failure there is retried, our record goes at once', async () => {
    const user = await signedInUser()
    await subscribe(user, 'basic')
    const [card] = await sql<{ tap_customer_id: string; tap_card_id: string }>(
      'select tap_customer_id, tap_card_id from public.payment_cards where user_id = $1',
      [user.id],
    )
    const tokenFor = (ids: { tap_customer_id: string; tap_card_id: string }) =>
      fetch(`${stackInfo().url}/sandbox/tap/v2/tokens`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${TAP_SANDBOX_SECRET_KEY}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          saved_card: { card_id: ids.tap_card_id, customer_id: ids.tap_customer_id },
        }),
      })
    expect((await tokenFor(card!)).status).toBe(200)
    await fault({ 'cards.delete': '500', match: card!.tap_customer_id, times: 1 })

    const removed = await user.client.rpc('remove_payment_card')
    expect(removed.data).toBe(true)
    expect(
      await sql('select 1 from public.payment_cards where user_id = $1', [user.id]),
    ).toHaveLength(0)
    const queued = () =>
      sql<{ attempts: number; last_error: string | null; deleted_at: Date | null }>(
        'select attempts, last_error, deleted_at from public.tap_card_deletions where tap_card_id = $1',
        [card!.tap_card_id],
      )
    expect(await queued()).toMatchObject([{ attempts: 0, deleted_at: null }])

    // Tap fails: logged on the row, the card still at Tap, retried later; no 5xx.
    const now = new Date()
    const first = await runRenewals({ now: now.toISOString() })
    expect(first.status).toBe(200)
    const failed = (await queued())[0]!
    expect(failed.attempts).toBe(1)
    expect(failed.last_error).toMatch(/500|Bad Gateway/)
    expect(failed.deleted_at).toBeNull()
    expect((await tokenFor(card!)).status).toBe(200)
    // Not before its next try (one hour later).
    await runRenewals({ now: new Date(now.getTime() + 30 * 60_000).toISOString() })
    expect((await queued())[0]!.attempts).toBe(1)
    await runRenewals({ now: new Date(now.getTime() + 61 * 60_000).toISOString() })
    const done = (await queued())[0]!
    expect(done.attempts).toBe(2)
    expect(done.deleted_at).not.toBeNull()
    expect((await tokenFor(card!)).status).toBe(400)

    // A card replaced by another (the upsert of a new saved card) is queued as well.
    const other = await signedInUser()
    await subscribe(other, 'basic')
    const [old] = await sql<{ tap_card_id: string }>(
      'select tap_card_id from public.payment_cards where user_id = $1',
      [other.id],
    )
    await sql(
      `update public.payment_cards set tap_card_id = 'card_replacement_' || $2 where user_id = $1`,
      [other.id, other.id.slice(0, 8)],
    )
    expect(
      await sql('select 1 from public.tap_card_deletions where tap_card_id = $1 and user_id = $2', [
        old!.tap_card_id,
        other.id,
      ]),
    ).toHaveLength(1)
  })

  it('a run deletes a queue longer than one claim, a batch at a time, each card once', async () => {
    const tag = randomUUID().slice(0, 8)
    await sql(
      `insert into public.tap_card_deletions (tap_customer_id, tap_card_id, next_attempt_at)
       select 'cus_batch_' || $1, 'card_batch_' || $1 || '_' || n, now() - interval '1 minute'
         from generate_series(1, 45) n`,
      [tag],
    )
    const run = await runRenewals()
    expect(run.status).toBe(200)
    const rows = await sql<{ attempts: number; done: boolean }>(
      `select attempts, deleted_at is not null as done from public.tap_card_deletions
        where tap_customer_id = 'cus_batch_' || $1`,
      [tag],
    )
    expect(rows).toHaveLength(45)
    // Tap does not know these cards (404: gone there too): each deleted at its first attempt.
    expect(rows.every((r) => r.attempts === 1 && r.done)).toBe(true)
    expect(Number(run.body.cardsDeleted)).toBeGreaterThanOrEqual(45)
  })

  it('the consent and /subscription show what the job will charge: a promotion still running then', async () => {
    const user = await signedInUser()
    await subscribe(user, 'premium')
    // A 10 % promotion on premium that runs only around this subscription's next renewal (far
    // from every other test's moment), and the subscription moved to end inside it.
    const [promotion] = await sql<{ id: string }>(
      `insert into public.promotions (name, plan_slug, discount_type, discount_value, starts_at, ends_at)
       values ('عرض التجديد للفحص', 'premium', 'percentage', 10, now() + interval '200 days',
               now() + interval '220 days') returning id`,
    )
    try {
      await sql(
        `update public.subscriptions set expires_at = now() + interval '210 days' where user_id = $1`,
        [user.id],
      )
      const { expires_at } = await subscriptionOf(user.id)
      const firstAttempt = oneDayBefore(expires_at)
      const quoted = await user.client.rpc('renewal_quote', {
        p_plan_slug: 'premium',
        p_at: firstAttempt,
      })
      expect(quoted.error).toBeNull()
      expect(Number(quoted.data)).toBe(51.3)
      // Today no promotion runs: the quote for now is the plan's price.
      const today = await user.client.rpc('renewal_quote', { p_plan_slug: 'premium' })
      expect(Number(today.data)).toBe(57)
      const lifetime = await user.client.rpc('renewal_quote', { p_plan_slug: 'lifetime' })
      expect(lifetime.error?.message).toBe('الخطة لا تتجدد شهرياً')

      await runRenewals({ now: firstAttempt })
      const charges = await renewalCharges(user.id)
      expect(charges).toHaveLength(1)
      expect(charges[0]).toMatchObject({ status: 'CAPTURED', amount: 51.3 })
    } finally {
      await sql('delete from public.promotions where id = $1', [promotion!.id])
    }
  })

  it('answers the quote only for the next renewal: a promotion months ahead is not readable earlier', async () => {
    const user = await signedInUser()
    await subscribe(user, 'premium')
    const [promotion] = await sql<{ id: string }>(
      `insert into public.promotions (name, plan_slug, discount_type, discount_value, starts_at, ends_at)
       values ('عرض لم يُعلن بعد', 'premium', 'percentage', 10, now() + interval '300 days',
               now() + interval '320 days') returning id`,
    )
    try {
      const quote = async (days: number) => {
        const { data, error } = await user.client.rpc('renewal_quote', {
          p_plan_slug: 'premium',
          p_at: new Date(Date.now() + days * 86_400_000).toISOString(),
        })
        expect(error).toBeNull()
        return Number(data)
      }
      // The subscription renews within a month: the promotion's dates are priced as the latest
      // moment of that window, and a date in the past as now.
      expect(await quote(310)).toBe(57)
      expect(await quote(-400)).toBe(57)
      // The service (the renewal job) prices any moment.
      const [job] = await sql<{ price: string }>(
        `select private.renewal_price_at('premium', now() + interval '310 days') as price`,
      )
      expect(Number(job!.price)).toBe(51.3)
      // Once the subscription runs into the promotion, its renewal there is quoted with it.
      await sql(
        `update public.subscriptions set expires_at = now() + interval '305 days' where user_id = $1`,
        [user.id],
      )
      expect(await quote(310)).toBe(51.3)
    } finally {
      await sql('delete from public.promotions where id = $1', [promotion!.id])
    }
  })
})
