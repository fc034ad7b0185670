/**
 * The webhook and the result page's status call against forged, repeated and racing deliveries,
 * and what a signed-in user may not do to money.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { freshIp } from '../../support/client-address.ts'
import { anonClient, serviceClient, sql } from '../../support/stack.ts'
import { WINDOW_WAIT_TIMEOUT, withinOneWindow } from '../abuse/support.ts'
import {
  CAPTURE_CARD,
  callFunction,
  deliverWebhook,
  historyOf,
  paymentOf,
  planOf,
  retrieveSandboxCharge,
  signedInUser,
  startPayment,
  submitCheckout,
  waitFor,
} from './support.ts'

/** A charge paid on the sandbox while the product cannot see it (its webhook is ignored). */
async function paidWhileHidden(plan = 'basic', extra: Record<string, unknown> = {}) {
  const user = await signedInUser()
  const { id, url } = await startPayment(user, plan, extra)
  // Hidden under another charge id and order reference: the webhook also finds a payment by the
  // order reference Tap echoes when its charge id was never stored.
  await sql(
    `update public.tap_payment_details
        set charge_id = 'hidden_' || charge_id, order_reference = 'hidden_' || order_reference
      where charge_id = $1`,
    [id],
  )
  await submitCheckout(url, CAPTURE_CARD)
  // The sandbox's own delivery finds no payment for the charge and is ignored.
  await waitFor(
    () => retrieveSandboxCharge(id),
    (charge) => (charge.post as { status: string }).status !== 'PENDING',
  )
  await sql(
    `update public.tap_payment_details
        set charge_id = $1, order_reference = substr(order_reference, 8)
      where user_id = $2 and charge_id = 'hidden_' || $1 and status = 'INITIATED'`,
    [id, user.id],
  )
  return { user, id, charge: await retrieveSandboxCharge(id) }
}

describe('tap-webhook: forged deliveries change nothing', () => {
  it('a bad hashstring is refused', async () => {
    const { user, charge, id } = await paidWhileHidden()
    const response = await deliverWebhook(charge, 'ab'.repeat(32))
    expect(response.status).toBe(401)
    const missing = await deliverWebhook(charge, '')
    expect(missing.status).toBe(401)
    expect(await planOf(user.id)).toBe('trial')
    expect((await paymentOf(id))?.applied_at).toBeNull()
  })

  it('a signed body that lies about the status is overruled by the charge fetched from Tap', async () => {
    const user = await signedInUser()
    const { id } = await startPayment(user, 'advanced')
    const unpaid = await retrieveSandboxCharge(id)
    const lie = { ...unpaid, status: 'CAPTURED' }
    const response = await deliverWebhook(lie)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'INITIATED', outcome: 'not_captured' })
    expect(await planOf(user.id)).toBe('trial')
  })

  it('a captured charge whose amount differs from the stored payment is not applied', async () => {
    const { user, charge, id } = await paidWhileHidden()
    await sql(`update public.tap_payment_details set final_amount = 25 where charge_id = $1`, [id])
    const response = await deliverWebhook(charge)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ outcome: 'mismatch' })
    expect(await planOf(user.id)).toBe('trial')
    expect(await historyOf(user.id)).toHaveLength(0)
  })

  it('an unknown charge is acknowledged and ignored', async () => {
    const before = await sql<{ n: number }>(
      'select count(*)::int as n from public.subscription_history',
    )
    const forged = {
      id: `chg_${randomUUID().replaceAll('-', '')}`,
      amount: 499,
      currency: 'SAR',
      status: 'CAPTURED',
      reference: { gateway: 'g', payment: 'p', order: 'ord_x' },
      transaction: { created: String(Date.now()) },
    }
    const response = await deliverWebhook(forged)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ignored: 'unknown charge' })
    const after = await sql<{ n: number }>(
      'select count(*)::int as n from public.subscription_history',
    )
    expect(after[0]!.n).toBe(before[0]!.n)
  })
})

describe('tap-webhook: the log of unsigned requests is bounded', () => {
  // tap-webhook's REFUSALS_LOGGED: 100 an hour overall, 10 an hour per client address.
  const GROUP = 44
  const ENDPOINT = 'tap_webhook_bad_signature'
  const BAD = 'ab'.repeat(32)
  const forged = () => ({
    id: `chg_${randomUUID().replaceAll('-', '')}`,
    amount: 19,
    currency: 'SAR',
    status: 'CAPTURED',
    reference: { gateway: 'g', payment: 'p', order: 'ord_forged' },
    transaction: { created: String(Date.now()) },
  })
  const logged = async (chargeId: string) => {
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from public.security_events
        where event_type = 'payment_webhook_bad_signature' and metadata ->> 'charge_id' = $1`,
      [chargeId],
    )
    return row!.n
  }
  const overallCount = async () => {
    const [row] = await sql<{ n: number }>(
      `select request_count as n from public.rate_limits
        where identifier = 'all' and identifier_type = 'global' and endpoint = $1
          and window_start = date_bin('60 minutes', now(), timestamptz '2000-01-01 00:00:00+00')`,
      [ENDPOINT],
    )
    return row?.n ?? null
  }
  /** Sets the overall counter of this window (null: no row), as if that many had been refused. */
  const setOverall = async (count: number | null) => {
    await sql(`delete from public.rate_limits where identifier = 'all' and endpoint = $1`, [
      ENDPOINT,
    ])
    if (count === null) return
    await sql(
      `insert into public.rate_limits (identifier, identifier_type, endpoint, window_start, request_count)
       values ('all', 'global', $1, date_bin('60 minutes', now(), timestamptz '2000-01-01 00:00:00+00'), $2)`,
      [ENDPOINT, count],
    )
  }

  /** Runs `test` with the overall counter at `count`, then puts back what the suite had spent. */
  const withOverall = async (count: number | null, test: () => Promise<void>) => {
    await withinOneWindow(60, 60_000)
    const before = await overallCount()
    await setOverall(count)
    try {
      await test()
    } finally {
      await setOverall(before)
    }
  }

  it(
    'per address: the first 10 an hour are logged, every one is answered 401',
    () =>
      withOverall(null, async () => {
        const ip = freshIp(GROUP)
        const charge = forged()
        const statuses = []
        for (let i = 0; i < 13; i += 1)
          statuses.push((await deliverWebhook(charge, BAD, ip)).status)
        expect(statuses).toEqual(Array(13).fill(401))
        expect(await logged(charge.id)).toBe(10)
        const [row] = await sql<{ metadata: { client_ip: string } }>(
          `select metadata from public.security_events
        where event_type = 'payment_webhook_bad_signature' and metadata ->> 'charge_id' = $1 limit 1`,
          [charge.id],
        )
        expect(row!.metadata.client_ip).toBe(ip)
        // Another address has its own ten.
        const elsewhere = forged()
        expect((await deliverWebhook(elsewhere, BAD, freshIp(GROUP))).status).toBe(401)
        expect(await logged(elsewhere.id)).toBe(1)
      }),
    WINDOW_WAIT_TIMEOUT,
  )

  it(
    'overall: past 100 an hour nothing is logged from any address, and a signed webhook still applies',
    async () => {
      const { user, charge, id } = await paidWhileHidden()
      await withOverall(97, async () => {
        const charges = Array.from({ length: 6 }, forged)
        const statuses = []
        // Each from a fresh address: the per-address limit is never what stops them.
        for (const c of charges)
          statuses.push((await deliverWebhook(c, BAD, freshIp(GROUP))).status)
        expect(statuses).toEqual(Array(6).fill(401))
        const rows = []
        for (const c of charges) rows.push(await logged(c.id))
        expect(rows).toEqual([1, 1, 1, 0, 0, 0])

        const spent = await overallCount()
        const signed = await deliverWebhook(charge, undefined, freshIp(GROUP))
        expect(signed.status).toBe(200)
        expect(await signed.json()).toMatchObject({ outcome: 'applied', status: 'CAPTURED' })
        expect(await planOf(user.id)).toBe('basic')
        expect((await paymentOf(id))?.applied_at).not.toBeNull()
        // The signed path does not count against the log's budget.
        expect(await overallCount()).toBe(spent)
      })
    },
    WINDOW_WAIT_TIMEOUT,
  )

  it(
    'a limiter that fails logs nothing and still answers 401',
    () =>
      withOverall(null, async () => {
        const charge = forged()
        await sql(
          'revoke execute on function public.check_rate_limit(text, text, text, integer, integer) from service_role',
        )
        try {
          const response = await deliverWebhook(charge, BAD, freshIp(GROUP))
          expect(response.status).toBe(401)
          expect(await response.json()).toEqual({ error: 'توقيع الطلب غير صحيح' })
        } finally {
          await sql(
            'grant execute on function public.check_rate_limit(text, text, text, integer, integer) to service_role',
          )
        }
        expect(await logged(charge.id)).toBe(0)
        // With the limiter back, the same request is logged again.
        expect((await deliverWebhook(charge, BAD, freshIp(GROUP))).status).toBe(401)
        expect(await logged(charge.id)).toBe(1)
      }),
    WINDOW_WAIT_TIMEOUT,
  )
})

describe('tap-webhook: idempotency', () => {
  it('the same webhook delivered 10 times at once applies once, code recorded once', async () => {
    const code = `MULTI${Date.now().toString(36).toUpperCase()}`
    await sql(
      `insert into public.discount_codes (code, discount_type, discount_value, single_use_per_user)
       values ($1, 'fixed', 5, false)`,
      [code],
    )
    const { user, charge, id } = await paidWhileHidden('basic', { discountCode: code })
    expect(charge.amount).toBe(14)
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(charge)))
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200))
    const outcomes = await Promise.all(
      responses.map((r) => r.json() as Promise<{ outcome: string }>),
    )
    expect(outcomes.filter((o) => o.outcome === 'applied')).toHaveLength(1)
    expect(await planOf(user.id)).toBe('basic')
    expect(await historyOf(user.id)).toHaveLength(1)
    const [uses] = await sql<{ n: number; used: number }>(
      `select (select count(*)::int from public.discount_code_uses u where u.user_id = $1) as n,
              (select used_count from public.discount_codes where code = $2) as used`,
      [user.id, code],
    )
    expect(uses).toEqual({ n: 1, used: 1 })
    expect((await paymentOf(id))?.status).toBe('CAPTURED')
  })

  it('result page first, webhook after: applied once', async () => {
    const { user, charge, id } = await paidWhileHidden()
    const status = await callFunction('payment-status', { payment_id: id }, user.token)
    expect(status.status).toBe(200)
    expect(status.body).toMatchObject({ applied: true, outcome: 'applied', plan: 'basic' })
    expect((status.body.charge as { status: string }).status).toBe('CAPTURED')
    const late = await deliverWebhook(charge)
    expect(await late.json()).toMatchObject({ outcome: 'already_applied' })
    expect(await historyOf(user.id)).toHaveLength(1)
  })

  it('webhook first, result page after: applied once', async () => {
    const user = await signedInUser()
    const { id, url } = await startPayment(user, 'basic')
    await submitCheckout(url, CAPTURE_CARD)
    await waitFor(
      () => paymentOf(id),
      (row) => row?.applied_at !== null,
    )
    const status = await callFunction('payment-status', { payment_id: id }, user.token)
    expect(status.body).toMatchObject({ applied: true, outcome: 'already_applied' })
    expect(await historyOf(user.id)).toHaveLength(1)
    expect(await planOf(user.id)).toBe('basic')
  })
})

describe('what a user may not do', () => {
  it(
    'cannot start more than 10 checkouts in 10 minutes: the 11th is a 429 in Arabic and stores nothing',
    async () => {
      const paymentsOf = async (userId: string) => {
        const [row] = await sql<{ n: number }>(
          'select count(*)::int as n from public.tap_payment_details where user_id = $1',
          [userId],
        )
        return row!.n
      }
      await withinOneWindow(10, 60_000)
      const user = await signedInUser()
      // Refused requests do not count: only checkouts that would store a payment do.
      for (let i = 0; i < 3; i += 1) {
        expect((await callFunction('tap-payment', { plan: 'gold' }, user.token)).status).toBe(400)
      }
      for (let i = 0; i < 10; i += 1) await startPayment(user, i % 2 ? 'advanced' : 'basic')
      expect(await paymentsOf(user.id)).toBe(10)

      for (const plan of ['basic', 'premium']) {
        const over = await callFunction('tap-payment', { plan }, user.token)
        expect(over.status).toBe(429)
        expect(over.body).toEqual({
          error:
            'بدأت عملية الدفع عدة مرات خلال الدقائق العشر الأخيرة. لم يتم خصم أي مبلغ، يرجى الانتظار 10 دقائق ثم المحاولة مرة أخرى.',
          error_code: 'rate_limited',
        })
      }
      expect(await paymentsOf(user.id)).toBe(10)
      // Another user has their own ten.
      const other = await signedInUser()
      await startPayment(other, 'basic')
      expect(await paymentsOf(other.id)).toBe(1)
    },
    WINDOW_WAIT_TIMEOUT,
  )

  it('a checkout whose limit cannot be checked is refused with 503 in Arabic and stores nothing', async () => {
    const user = await signedInUser()
    await sql(
      'revoke execute on function public.check_rate_limit(text, text, text, integer, integer) from service_role',
    )
    let answer
    try {
      answer = await callFunction('tap-payment', { plan: 'basic' }, user.token)
    } finally {
      await sql(
        'grant execute on function public.check_rate_limit(text, text, text, integer, integer) to service_role',
      )
    }
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ error: 'تعذّر التحقق من عدد الطلبات. يرجى المحاولة لاحقاً' })
    const [row] = await sql<{ n: number }>(
      'select count(*)::int as n from public.tap_payment_details where user_id = $1',
      [user.id],
    )
    expect(row!.n).toBe(0)
  })

  it('cannot call the subscription-changing RPCs', async () => {
    const user = await signedInUser()
    const calls = [
      user.client.rpc('update_subscription_with_payment', {
        user_uuid: user.id,
        new_plan_slug: 'lifetime',
        payment_id: 'self-made',
        payment_amount: 0,
      }),
      user.client.rpc('apply_discount_code', {
        code_input: 'WELCOME10',
        user_email_input: user.email,
        user_id_input: user.id,
        plan_slug_input: 'basic',
        original_amount_input: 19,
        discount_amount_input: 1.9,
        final_amount_input: 17.1,
      }),
      user.client.rpc('apply_due_subscription_changes'),
      anonClient().rpc('update_subscription_with_payment', {
        user_uuid: user.id,
        new_plan_slug: 'lifetime',
      }),
    ]
    for (const result of await Promise.all(calls)) expect(result.error).not.toBeNull()
    expect(await planOf(user.id)).toBe('trial')
    const write = await user.client
      .from('subscriptions')
      .update({ plan_id: 'lifetime' })
      .eq('user_id', user.id)
    expect(write.error).not.toBeNull()
    expect(await planOf(user.id)).toBe('trial')
  })

  it("cannot read another user's payments, nor ask the status of their charge", async () => {
    const owner = await signedInUser()
    const other = await signedInUser()
    const { id } = await startPayment(owner, 'basic')
    const read = await other.client.from('tap_payment_details').select('id').eq('charge_id', id)
    expect(read.data).toEqual([])
    const viaRpc = await other.client.rpc('get_user_payment_details', { p_reference: id })
    expect(viaRpc.data).toEqual([])
    const status = await callFunction('payment-status', { payment_id: id }, other.token)
    expect(status.status).toBe(404)
    const own = await owner.client
      .from('tap_payment_details')
      .select('charge_id')
      .eq('charge_id', id)
    expect(own.data).toHaveLength(1)
    expect(
      (await serviceClient().from('tap_payment_details').select('id').eq('charge_id', id)).data,
    ).toHaveLength(1)
  })
})
