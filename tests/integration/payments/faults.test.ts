/**
 * Payments under faults (issue 13): the webhook before, after and without the browser's return;
 * duplicated, reordered, forged and replayed deliveries; Tap unreachable, failing or silent while
 * a charge is created or re-fetched; the database failing part-way through applying a payment.
 * Every case ends by checking the rows: the plan changed once to the right plan, one history row
 * with the charge's amount, the payment CAPTURED and applied, and the code's use counted once.
 *
 * Tap's faults come from the local sandbox's fault switch (POST /sandbox/tap/__faults); database
 * faults from test-only triggers created as the owner and dropped in `finally`.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { TAP_SANDBOX_SECRET_KEY } from '../../../supabase/local/sandboxes/config.ts'
import { tapHashString } from '../../../supabase/functions/_shared/tap-hash.ts'
import { freshIp } from '../../support/client-address.ts'
import { sql, stackInfo } from '../../support/stack.ts'
import type { TestUser } from '../../support/users.ts'
import {
  CAPTURE_CARD,
  callFunction,
  deliverWebhook,
  historyOf,
  planOf,
  signedInUser,
  startPayment,
  submitCheckout,
  waitFor,
} from './support.ts'

type Charge = Record<string, unknown>
type Signed = Parameters<typeof tapHashString>[0]

const UNREACHABLE = 'تعذّر الاتصال ببوابة الدفع. لم يتم خصم أي مبلغ، يرجى المحاولة مرة أخرى.'
const REFUSED =
  'تعذّر إنشاء عملية الدفع لدى بوابة الدفع. لم يتم خصم أي مبلغ، يرجى المحاولة مرة أخرى.'

async function sandbox(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(`${stackInfo().url}/sandbox/tap${path}`, init)
  expect(response.status, path).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

/** Arms a sandbox fault for calls whose request (create) or charge (retrieve) contains `match`. */
async function fault(body: Record<string, unknown> & { match: string }) {
  return sandbox('/__faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

afterEach(async () => {
  await sandbox('/__faults', { method: 'DELETE' })
})

/** The sandbox's stored charge, read past the fault switch (GET /v2/charges would take a fault). */
async function peekCharge(id: string): Promise<Charge> {
  return sandbox(`/__charges/${encodeURIComponent(id)}`)
}

async function chargesAtTap(match: string) {
  return (await sandbox(`/__charges?match=${encodeURIComponent(match)}`)).charges as {
    id: string
    status: string
    amount: number
  }[]
}

/** A code usable many times (so a double count shows in used_count), 5 SAR off. */
async function multiUseCode(): Promise<string> {
  const code = `FAULT${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`
  await sql(
    `insert into public.discount_codes (code, discount_type, discount_value, single_use_per_user)
     values ($1, 'fixed', 5, false)`,
    [code],
  )
  return code
}

async function paymentRow(chargeId: string) {
  const rows = await sql<{
    status: string
    applied_at: Date | null
    final_amount: string
    plan_slug: string
    discount_recorded_at: Date | null
  }>(
    `select status, applied_at, final_amount, plan_slug, discount_recorded_at
       from public.tap_payment_details where charge_id = $1`,
    [chargeId],
  )
  return rows[0]
}

async function paymentsOf(userId: string) {
  return sql<{ status: string; charge_id: string | null; applied_at: Date | null }>(
    `select status, charge_id, applied_at from public.tap_payment_details
      where user_id = $1 order by created_at`,
    [userId],
  )
}

async function codeUses(userId: string, code: string) {
  const [row] = await sql<{ n: number; used: number }>(
    `select (select count(*)::int from public.discount_code_uses u where u.user_id = $1) as n,
            (select used_count from public.discount_codes where code = $2) as used`,
    [userId, code],
  )
  return row!
}

async function securityEvents(type: string, chargeId: string) {
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from public.security_events
      where event_type = $1 and metadata ->> 'charge_id' = $2`,
    [type, chargeId],
  )
  return row!.n
}

/** The one acceptable end state of a paid change: applied once, right plan, right amount. */
async function expectAppliedOnce(
  user: TestUser,
  chargeId: string,
  expected: { plan: string; amount: number; code?: string },
) {
  expect(await planOf(user.id)).toBe(expected.plan)
  const history = await sql<{ to_plan: string; payment_id: string; amount: string }>(
    `select to_plan, payment_id, amount from public.subscription_history where user_id = $1`,
    [user.id],
  )
  expect(history).toEqual([
    { to_plan: expected.plan, payment_id: chargeId, amount: expected.amount.toFixed(2) },
  ])
  const payment = await paymentRow(chargeId)
  expect(payment).toMatchObject({
    status: 'CAPTURED',
    plan_slug: expected.plan,
    final_amount: expected.amount.toFixed(2),
  })
  expect(payment?.applied_at).not.toBeNull()
  const charge = await peekCharge(chargeId)
  expect(charge).toMatchObject({ status: 'CAPTURED', amount: expected.amount, currency: 'SAR' })
  if (expected.code) {
    expect(await codeUses(user.id, expected.code)).toEqual({ n: 1, used: 1 })
    expect(payment?.discount_recorded_at).not.toBeNull()
  }
}

async function postStatus(chargeId: string, done: (status: string) => boolean, timeoutMs = 15_000) {
  const charge = await waitFor(
    () => peekCharge(chargeId),
    (value) => done((value.post as { status: string }).status),
    timeoutMs,
  )
  return charge.post as { status: string; attempt: number }
}

async function signedWith(secret: string, charge: Charge) {
  return tapHashString(charge as unknown as Signed, secret)
}

describe('the webhook before, after and without the browser return', () => {
  it('without any browser return: the webhook alone applies it, code counted once', async () => {
    const user = await signedInUser()
    const code = await multiUseCode()
    const { id, url } = await startPayment(user, 'basic', { discountCode: code })
    await submitCheckout(url, CAPTURE_CARD)
    expect(await postStatus(id, (status) => status !== 'PENDING')).toMatchObject({
      status: 'SUCCESS',
      attempt: 1,
    })
    await expectAppliedOnce(user, id, { plan: 'basic', amount: 14, code })
  })

  it('webhook first, then the browser return and a reload of the result page', async () => {
    const user = await signedInUser()
    const code = await multiUseCode()
    const { id, url } = await startPayment(user, 'advanced', { discountCode: code })
    await submitCheckout(url, CAPTURE_CARD)
    await postStatus(id, (status) => status === 'SUCCESS')
    for (let visit = 0; visit < 2; visit += 1) {
      const status = await callFunction('payment-status', { payment_id: id }, user.token)
      expect(status.status).toBe(200)
      expect(status.body).toMatchObject({ applied: true, outcome: 'already_applied' })
    }
    await expectAppliedOnce(user, id, { plan: 'advanced', amount: 30, code })
  })

  it('browser return first (every webhook attempt failed on the re-fetch), the late webhook after', async () => {
    const user = await signedInUser()
    const code = await multiUseCode()
    const { id, url } = await startPayment(user, 'basic', { discountCode: code })
    await fault({ 'charges.retrieve': '500', times: 3, match: id })
    await submitCheckout(url, CAPTURE_CARD)
    expect(await postStatus(id, (status) => status !== 'PENDING')).toMatchObject({
      status: 'ERROR',
      attempt: 3,
    })
    expect(await planOf(user.id)).toBe('trial')
    expect((await paymentRow(id))?.applied_at).toBeNull()

    const status = await callFunction('payment-status', { payment_id: id }, user.token)
    expect(status.status).toBe(200)
    expect(status.body).toMatchObject({ applied: true, outcome: 'applied', plan: 'basic' })
    const late = await deliverWebhook(await peekCharge(id))
    expect(await late.json()).toMatchObject({ outcome: 'already_applied' })
    await expectAppliedOnce(user, id, { plan: 'basic', amount: 14, code })
  })

  it('the result page racing the webhook and its duplicates: applied exactly once', async () => {
    const user = await signedInUser()
    const code = await multiUseCode()
    const { id, url } = await startPayment(user, 'premium', { discountCode: code })
    await submitCheckout(url, CAPTURE_CARD)
    const charge = await peekCharge(id)
    const [statuses, webhooks] = await Promise.all([
      Promise.all(
        Array.from({ length: 5 }, () =>
          callFunction('payment-status', { payment_id: id }, user.token),
        ),
      ),
      Promise.all(Array.from({ length: 5 }, () => deliverWebhook(charge))),
    ])
    expect(statuses.map((s) => s.status)).toEqual(Array(5).fill(200))
    expect(webhooks.map((w) => w.status)).toEqual(Array(5).fill(200))
    const outcomes = [
      ...statuses.map((s) => s.body.outcome as string),
      ...(await Promise.all(webhooks.map(async (w) => ((await w.json()) as Charge).outcome))),
    ]
    // The sandbox's own delivery may be the one that applied it.
    expect(outcomes.filter((o) => o === 'applied').length).toBeLessThanOrEqual(1)
    expect(outcomes.every((o) => o === 'applied' || o === 'already_applied')).toBe(true)
    await postStatus(id, (status) => status !== 'PENDING')
    await expectAppliedOnce(user, id, { plan: 'premium', amount: 52, code })
  })
})

describe('duplicated, reordered, forged and replayed deliveries', () => {
  it('the same body twice, then an older INITIATED and a FAILED body: nothing is undone', async () => {
    const user = await signedInUser()
    const { id, url } = await startPayment(user, 'basic')
    const initiated = await peekCharge(id)
    expect(initiated.status).toBe('INITIATED')
    await submitCheckout(url, CAPTURE_CARD)
    await postStatus(id, (status) => status === 'SUCCESS')
    const captured = await peekCharge(id)

    for (let copy = 0; copy < 2; copy += 1) {
      const again = await deliverWebhook(captured)
      expect(again.status).toBe(200)
      expect(await again.json()).toMatchObject({ outcome: 'already_applied' })
    }
    const failed = { ...initiated, status: 'FAILED', response: { code: '408', message: 'Failed' } }
    for (const older of [initiated, failed]) {
      const response = await deliverWebhook(older)
      expect(response.status).toBe(200)
      // Tap's current copy counts, not the delivered one.
      expect(await response.json()).toMatchObject({
        outcome: 'already_applied',
        status: 'CAPTURED',
      })
      expect((await paymentRow(id))?.status).toBe('CAPTURED')
    }
    await expectAppliedOnce(user, id, { plan: 'basic', amount: 19 })
  })

  it('a FAILED body for a captured charge not yet applied does not mark it failed', async () => {
    const user = await signedInUser()
    const { id, url } = await startPayment(user, 'basic')
    const initiated = await peekCharge(id)
    await fault({ 'charges.retrieve': '500', times: 3, match: id })
    await submitCheckout(url, CAPTURE_CARD)
    await postStatus(id, (status) => status === 'ERROR')
    const failed = { ...initiated, status: 'FAILED' }
    const response = await deliverWebhook(failed)
    expect(await response.json()).toMatchObject({ outcome: 'applied', status: 'CAPTURED' })
    await expectAppliedOnce(user, id, { plan: 'basic', amount: 19 })
  })

  it('forged and replayed with a changed amount: refused or ignored, logged, nothing changes', async () => {
    const user = await signedInUser()
    const code = await multiUseCode()
    const { id, url } = await startPayment(user, 'basic', { discountCode: code })
    // The sandbox's own deliveries fail, so the payment is captured but not applied yet.
    await fault({ 'charges.retrieve': 'unreachable', times: 3, match: id })
    await submitCheckout(url, CAPTURE_CARD)
    await postStatus(id, (status) => status === 'ERROR')
    const captured = await peekCharge(id)
    const cheaper = { ...captured, amount: 1 }

    // From an address of its own: the webhook logs 10 unsigned requests an hour per address, and
    // the rest of the suite posts from 127.0.0.1.
    const forger = freshIp(45)
    const forged = await deliverWebhook(captured, 'ab'.repeat(32), forger)
    expect(forged.status).toBe(401)
    const wrongSecret = await deliverWebhook(
      cheaper,
      await signedWith('sk_test_guessed', cheaper),
      forger,
    )
    expect(wrongSecret.status).toBe(401)
    expect(await securityEvents('payment_webhook_bad_signature', id)).toBe(2)

    const realSecret = await deliverWebhook(
      cheaper,
      await signedWith(TAP_SANDBOX_SECRET_KEY, cheaper),
    )
    expect(realSecret.status).toBe(200)
    expect(await realSecret.json()).toMatchObject({ ignored: 'does not match the charge' })
    expect(await securityEvents('payment_webhook_mismatch', id)).toBe(1)

    expect(await planOf(user.id)).toBe('trial')
    expect(await historyOf(user.id)).toHaveLength(0)
    expect((await paymentRow(id))?.applied_at).toBeNull()
    expect(await codeUses(user.id, code)).toEqual({ n: 0, used: 0 })

    // The genuine delivery still goes through, once.
    const genuine = await deliverWebhook(captured)
    expect(await genuine.json()).toMatchObject({ outcome: 'applied' })
    await expectAppliedOnce(user, id, { plan: 'basic', amount: 14, code })
  })
})

describe('Tap unreachable while creating a charge', () => {
  for (const [mode, status, message] of [
    ['unreachable', 503, UNREACHABLE],
    ['500', 502, REFUSED],
  ] as const) {
    it(`${mode}: an Arabic error, nothing charged, no payment left to apply; a retry works once`, async () => {
      const user = await signedInUser()
      const code = await multiUseCode()
      await fault({ 'charges.create': mode, times: 1, match: user.id })
      const failed = await callFunction(
        'tap-payment',
        { plan: 'basic', discountCode: code },
        user.token,
      )
      expect(failed).toEqual({ status, body: { error: message } })
      expect(await chargesAtTap(user.id)).toEqual([])
      expect(await paymentsOf(user.id)).toEqual([
        { status: 'FAILED', charge_id: null, applied_at: null },
      ])

      const { id, url } = await startPayment(user, 'basic', { discountCode: code })
      expect(await chargesAtTap(user.id)).toEqual([
        expect.objectContaining({ id, status: 'INITIATED', amount: 14 }),
      ])
      await submitCheckout(url, CAPTURE_CARD)
      await postStatus(id, (s) => s === 'SUCCESS')
      await expectAppliedOnce(user, id, { plan: 'basic', amount: 14, code })
      expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['FAILED', 'CAPTURED'])
    })
  }

  it('no answer: the function gives up after TAP_TIMEOUT_MS with the Arabic error', async () => {
    const user = await signedInUser()
    await fault({ 'charges.create': 'timeout', times: 1, match: user.id, holdMs: 20_000 })
    const started = Date.now()
    const failed = await callFunction('tap-payment', { plan: 'advanced' }, user.token)
    const waited = Date.now() - started
    expect(failed).toEqual({ status: 503, body: { error: UNREACHABLE } })
    // supabase/functions/.env.example sets TAP_TIMEOUT_MS=5000 for the local stack.
    expect(waited).toBeGreaterThanOrEqual(4_500)
    expect(waited).toBeLessThan(15_000)
    expect(await chargesAtTap(user.id)).toEqual([])
    expect((await paymentsOf(user.id)).map((p) => p.status)).toEqual(['FAILED'])
    const retry = await startPayment(user, 'advanced')
    expect(retry.id).toMatch(/^chg_/)
  })
})

describe('a function stopping part-way: the retry completes it exactly once', () => {
  /** Runs `body` with a test-only trigger on `table` that raises for `user` (as `when`). */
  async function withTrigger(
    table: string,
    when: string,
    body: (name: string) => Promise<void>,
    timing = 'before insert',
  ) {
    const name = `test_fault_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    await sql(`create sequence public.${name}_seq`)
    await sql(`create function public.${name}() returns trigger language plpgsql as $$
      begin
        if ${when} then
          raise exception 'injected test fault %', TG_NAME;
        end if;
        return new;
      end $$`)
    await sql(
      `create trigger ${name} ${timing} on public.${table} for each row execute function public.${name}()`,
    )
    try {
      await body(name)
    } finally {
      await sql(`drop trigger if exists ${name} on public.${table}`)
      await sql(`drop function if exists public.${name}()`)
      await sql(`drop sequence if exists public.${name}_seq`)
    }
  }

  it('the database fails while applying, on every webhook attempt: the result page completes it', async () => {
    const user = await signedInUser()
    const code = await multiUseCode()
    const { id, url } = await startPayment(user, 'basic', { discountCode: code })
    await withTrigger('subscription_history', `new.user_id = '${user.id}'`, async () => {
      await submitCheckout(url, CAPTURE_CARD)
      expect(await postStatus(id, (s) => s !== 'PENDING')).toMatchObject({
        status: 'ERROR',
        attempt: 3,
      })
      expect(await planOf(user.id)).toBe('trial')
      expect(await historyOf(user.id)).toHaveLength(0)
      expect(await paymentRow(id)).toMatchObject({ status: 'CAPTURED', applied_at: null })
      expect(await codeUses(user.id, code)).toEqual({ n: 0, used: 0 })
      const during = await callFunction('payment-status', { payment_id: id }, user.token)
      expect(during.status).toBe(500)
      expect(during.body.error).toMatch(/[\u0600-\u06FF]/)
    })
    const status = await callFunction('payment-status', { payment_id: id }, user.token)
    expect(status.body).toMatchObject({ applied: true, outcome: 'applied' })
    const late = await deliverWebhook(await peekCharge(id))
    expect(await late.json()).toMatchObject({ outcome: 'already_applied' })
    await expectAppliedOnce(user, id, { plan: 'basic', amount: 14, code })
  })

  it("stopped after applying, before counting the code: Tap's retry counts it once", async () => {
    const user = await signedInUser()
    const code = await multiUseCode()
    const { id, url } = await startPayment(user, 'advanced', { discountCode: code })
    await withTrigger(
      'discount_code_uses',
      // Fails once only: a sequence is not rolled back with the failing transaction.
      `new.user_id = '${user.id}' and nextval('public.' || TG_NAME || '_seq') = 1`,
      async () => {
        await submitCheckout(url, CAPTURE_CARD)
        expect(await postStatus(id, (s) => s !== 'PENDING')).toMatchObject({
          status: 'SUCCESS',
          attempt: 2,
        })
      },
    )
    await expectAppliedOnce(user, id, { plan: 'advanced', amount: 30, code })
    const again = await deliverWebhook(await peekCharge(id))
    expect(await again.json()).toMatchObject({ outcome: 'already_applied' })
    expect(await codeUses(user.id, code)).toEqual({ n: 1, used: 1 })
  })

  it("Tap unreachable on the webhook's re-fetch: the webhook answers 502 and Tap's retry applies it", async () => {
    const user = await signedInUser()
    const { id, url } = await startPayment(user, 'basic')
    await fault({ 'charges.retrieve': 'unreachable', times: 1, match: id })
    await submitCheckout(url, CAPTURE_CARD)
    expect(await postStatus(id, (s) => s !== 'PENDING')).toMatchObject({
      status: 'SUCCESS',
      attempt: 2,
    })
    await expectAppliedOnce(user, id, { plan: 'basic', amount: 19 })
  })

  it("Tap rate-limits the webhook's re-fetch (429): the delivery is not dropped, the retry applies it", async () => {
    const user = await signedInUser()
    const { id, url } = await startPayment(user, 'basic')
    await fault({ 'charges.retrieve': '429', times: 1, match: id })
    await submitCheckout(url, CAPTURE_CARD)
    expect(await postStatus(id, (s) => s !== 'PENDING')).toMatchObject({
      status: 'SUCCESS',
      attempt: 2,
    })
    await expectAppliedOnce(user, id, { plan: 'basic', amount: 19 })
  })

  it('tap-payment stopped after Tap created the charge (its id never stored): still applied once', async () => {
    const user = await signedInUser()
    const code = await multiUseCode()
    let started: { id: string; url: string } | undefined
    await withTrigger(
      'tap_payment_details',
      `new.user_id = '${user.id}' and new.charge_id is not null`,
      async () => {
        started = await startPayment(user, 'basic', { discountCode: code })
      },
      'before update',
    )
    const { id, url } = started!
    expect(await paymentsOf(user.id)).toEqual([
      { status: 'INITIATED', charge_id: null, applied_at: null },
    ])
    await submitCheckout(url, CAPTURE_CARD)
    await postStatus(id, (s) => s === 'SUCCESS')
    const status = await callFunction('payment-status', { payment_id: id }, user.token)
    expect(status.body).toMatchObject({ applied: true, outcome: 'already_applied' })
    await expectAppliedOnce(user, id, { plan: 'basic', amount: 14, code })
  })
})
