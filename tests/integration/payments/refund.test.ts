/**
 * The 7-day refund (issue 23) through the refund function and the Tap sandbox's Refunds API:
 * eligibility decided on the server, a credit note referencing the invoice, the subscription as
 * before the payment, idempotent retries, and nothing changed when Tap refuses.
 */
import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { TAP_SANDBOX_SECRET_KEY } from '../../../supabase/local/sandboxes/config.ts'
import { serviceClient, sql, stackInfo } from '../../support/stack.ts'
import {
  CAPTURE_CARD,
  callFunction,
  paymentOf,
  planOf,
  retrieveSandboxCharge,
  signedInUser,
  startPayment,
  submitCheckout,
  waitFor,
} from './support.ts'
import { totpCode } from '../../support/totp.ts'
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../support/users.ts'

/** An admin signed in through the auth server with a verified TOTP factor (aal2). */
async function verifiedAdmin() {
  const admin = await createTestUser({ admin: true, aal: 'aal1' })
  const { url, anonKey } = stackInfo()
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const signedIn = await client.auth.signInWithPassword({
    email: admin.email,
    password: TEST_PASSWORD,
  })
  expect(signedIn.error).toBeNull()
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'هاتفي' })
  expect(enrolled.error).toBeNull()
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data!.id,
    code: totpCode(enrolled.data!.totp.secret),
  })
  expect(verified.error).toBeNull()
  return { id: admin.id, token: verified.data!.access_token }
}

async function paidPlan(user: TestUser, plan = 'basic') {
  const { id, url } = await startPayment(user, plan)
  await submitCheckout(url, CAPTURE_CARD)
  await callFunction('payment-status', { payment_id: id }, user.token)
  await waitFor(
    () => paymentOf(id),
    (payment) => Boolean(payment?.applied_at),
  )
  const [row] = await sql<{ id: string }>(
    'select id from public.tap_payment_details where charge_id = $1',
    [id],
  )
  return { chargeId: id, paymentId: row!.id }
}

const refundsOf = (paymentId: string) =>
  sql<{ amount: string; tap_refund_id: string; full_refund: boolean }>(
    'select amount, tap_refund_id, full_refund from public.payment_refunds where payment_id = $1',
    [paymentId],
  )

const creditNotesOf = (paymentId: string) =>
  sql<{ invoice_number: string; total_amount: string; original_invoice_id: string }>(
    `select invoice_number, total_amount, original_invoice_id from public.tax_invoices
      where payment_id = $1 and kind = 'credit_note'`,
    [paymentId],
  )

async function tapFault(body: Record<string, unknown>) {
  const response = await fetch(`${stackInfo().url}/sandbox/tap/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

async function mailsTo(email: string) {
  const response = await fetch(
    `${stackInfo().url}/sandbox/mail/api/messages?to=${encodeURIComponent(email)}`,
  )
  return (await response.json()) as { subject: string; text: string }[]
}

describe('refund within 7 days', () => {
  it('refunds the first payment of a plan: Tap refund, credit note, previous plan, receipts', async () => {
    const user = await signedInUser()
    const { paymentId, chargeId } = await paidPlan(user)
    expect(await planOf(user.id)).toBe('basic')

    const result = await callFunction(
      'refund',
      { payment_id: paymentId, reason: 'لم تناسبني الخطة' },
      user.token,
    )
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    expect(result.body.full).toBe(true)
    const refund = result.body.refund as { id: string; status: string; amount: number }
    expect(refund.id).toMatch(/^re_/)
    expect(refund.status).toBe('PENDING')
    expect(refund.amount).toBe(19)

    // Tap has the refund, for the charge and the amount.
    const tap = await fetch(`${stackInfo().url}/sandbox/tap/v2/refunds/${refund.id}`, {
      headers: { authorization: `Bearer ${TAP_SANDBOX_SECRET_KEY}` },
    })
    const tapRefund = (await tap.json()) as Record<string, unknown>
    expect(tapRefund).toMatchObject({ charge_id: chargeId, amount: 19, currency: 'SAR' })

    const [invoice] = await sql<{ id: string }>(
      `select id from public.tax_invoices where payment_id = $1 and kind = 'invoice'`,
      [paymentId],
    )
    const notes = await creditNotesOf(paymentId)
    expect(notes).toHaveLength(1)
    expect(notes[0]!.invoice_number).toMatch(/^SND-CN-\d{6}$/)
    expect(notes[0]!.total_amount).toBe('19.00')
    expect(notes[0]!.original_invoice_id).toBe(invoice!.id)
    expect(await planOf(user.id)).toBe('trial')
    const audit = await sql<{ action: string }>(
      `select action from public.audit_log where target_id = $1 and action = 'refund'`,
      [paymentId],
    )
    expect(audit).toHaveLength(1)

    // A retry (a double click) changes nothing more and is refused as already refunded.
    const again = await callFunction(
      'refund',
      { payment_id: paymentId, reason: 'لم تناسبني الخطة' },
      user.token,
    )
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('تم استرداد هذه الدفعة مسبقاً')
    expect(await refundsOf(paymentId)).toHaveLength(1)

    const mails = await waitFor(
      () => mailsTo(user.email),
      (messages) => messages.length >= 2,
    )
    const subjects = mails.map((mail) => mail.subject)
    expect(subjects.some((subject) => subject.includes('فاتورتك الضريبية'))).toBe(true)
    expect(subjects.some((subject) => subject.includes('إشعار دائن'))).toBe(true)
  })

  it('refuses day 8, a second payment of the plan, someone else’s payment and a forged amount', async () => {
    const user = await signedInUser()
    const first = await paidPlan(user)
    const other = await signedInUser()

    const forged = await callFunction(
      'refund',
      { payment_id: first.paymentId, reason: 'سبب كافٍ', amount: 1000 },
      user.token,
    )
    expect(forged.status).toBe(400)
    const theirs = await callFunction(
      'refund',
      { payment_id: first.paymentId, reason: 'سبب كافٍ' },
      other.token,
    )
    expect(theirs.status).toBe(404)
    const asAdmin = await callFunction(
      'refund',
      { payment_id: first.paymentId, reason: 'سبب كافٍ', admin: true, amount: 1 },
      other.token,
    )
    expect(asAdmin.status).toBe(403)
    const noReason = await callFunction(
      'refund',
      { payment_id: first.paymentId, reason: ' ' },
      user.token,
    )
    expect(noReason.status).toBe(400)

    // A renewal of the same plan (captured later) is not the first payment of that plan.
    const [second] = await sql<{ paymentId: string }>(
      `insert into public.tap_payment_details (charge_id, order_reference, user_id, plan_slug,
         original_amount, final_amount, currency, status)
       values ('chg_renewal_' || $1::text, 'ord_renewal_' || $1::text, $1::uuid, 'basic', 19, 19, 'SAR',
         'INITIATED')
       returning id as "paymentId"`,
      [user.id],
    )
    await sql(`update public.tap_payment_details set status = 'CAPTURED' where id = $1`, [
      second!.paymentId,
    ])
    const renewal = await callFunction(
      'refund',
      { payment_id: second!.paymentId, reason: 'سبب كافٍ' },
      user.token,
    )
    expect(renewal.status).toBe(409)
    expect(renewal.body.error).toBe('الاسترداد متاح لأول دفعة لهذه الخطة فقط')

    // Eight days after its capture the first is out of the window. The invoice is immutable, so
    // the capture is dated back through the trigger's own clock: issued in a transaction "then".
    await sql(`alter table public.tax_invoices disable trigger tax_invoices_immutable`)
    try {
      await sql(
        `update public.tax_invoices set issued_at = now() - interval '8 days'
          where payment_id = $1 and kind = 'invoice'`,
        [first.paymentId],
      )
    } finally {
      await sql(`alter table public.tax_invoices enable trigger tax_invoices_immutable`)
    }
    const late = await callFunction(
      'refund',
      { payment_id: first.paymentId, reason: 'سبب كافٍ' },
      user.token,
    )
    expect(late.status).toBe(409)
    expect(late.body.error).toContain('7 أيام')
    expect(await refundsOf(first.paymentId)).toEqual([])
    expect(await refundsOf(second!.paymentId)).toEqual([])
    expect(await planOf(user.id)).toBe('basic')
  })

  it('issue 41: an upgrade keeps the cheaper payment from being refunded alone; newest first, the whole chain comes back', async () => {
    const user = await signedInUser()
    const basic = await paidPlan(user, 'basic')
    const [basicPeriod] = await sql<{ expires_at: string }>(
      'select expires_at::text from public.subscriptions where user_id = $1',
      [user.id],
    )
    const premium = await paidPlan(user, 'premium')
    expect(await planOf(user.id)).toBe('premium')
    const [upgrade] = await sql<{ final_amount: string }>(
      'select final_amount::text from public.tap_payment_details where id = $1',
      [premium.paymentId],
    )
    // The prorated difference for (almost) the whole period, far below the plan's 57.
    expect(Number(upgrade!.final_amount)).toBeLessThanOrEqual(38)

    // The attack: refund the basic payment, keep premium for the price of the difference.
    const attack = await callFunction(
      'refund',
      { payment_id: basic.paymentId, reason: 'لم تناسبني الخطة' },
      user.token,
    )
    expect(attack.status).toBe(409)
    expect(attack.body.error).toBe(
      'تغيّر اشتراكك بعد هذه الدفعة، فلا يمكن استردادها وحدها. استرد أولاً أحدث دفعة (خلال 7 أيام من دفعها)، ثم تصبح هذه الدفعة قابلة للاسترداد',
    )
    expect(await refundsOf(basic.paymentId)).toEqual([])
    expect(await planOf(user.id)).toBe('premium')

    // The 7-day promise still holds: the upgrade first, back to basic with its own period end...
    const first = await callFunction(
      'refund',
      { payment_id: premium.paymentId, reason: 'لم تناسبني الخطة' },
      user.token,
    )
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.full).toBe(true)
    const [restored] = await sql<{ plan_id: string; expires_at: string; last_payment_id: string }>(
      'select plan_id, expires_at::text, last_payment_id from public.subscriptions where user_id = $1',
      [user.id],
    )
    expect(restored).toEqual({
      plan_id: 'basic',
      expires_at: basicPeriod!.expires_at,
      last_payment_id: basic.chargeId,
    })
    // ...then the basic payment, back to the trial.
    const second = await callFunction(
      'refund',
      { payment_id: basic.paymentId, reason: 'لم تناسبني الخطة' },
      user.token,
    )
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(await planOf(user.id)).toBe('trial')
    expect((await refundsOf(basic.paymentId)).map((r) => r.amount)).toEqual(['19.00'])
  })

  it('issue 41: an upgrade priced on a payment refunded before its capture is not applied', async () => {
    const user = await signedInUser()
    const basic = await paidPlan(user, 'basic')
    // The upgrade is priced (and its checkout opened) while basic is paid...
    const upgrade = await startPayment(user, 'premium')
    expect((await retrieveSandboxCharge(upgrade.id)).amount).toBeLessThanOrEqual(38)
    // ...then the basic payment is refunded (it is still the current one), back to the trial...
    const refunded = await callFunction(
      'refund',
      { payment_id: basic.paymentId, reason: 'لم تناسبني الخطة' },
      user.token,
    )
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    expect(await planOf(user.id)).toBe('trial')
    // ...and the prorated checkout is paid afterwards: it bought a difference over a payment that
    // is gone, so it is not applied (before the fix: premium for a new 30-day period).
    await submitCheckout(upgrade.url, CAPTURE_CARD)
    const status = await callFunction('payment-status', { payment_id: upgrade.id }, user.token)
    expect(status.body).toMatchObject({
      applied: false,
      outcome: 'rejected',
      message:
        'تغيّر اشتراكك بعد حساب سعر الترقية، فلم تُطبَّق هذه الدفعة على اشتراكك. تواصل معنا لاسترداد مبلغها',
    })
    const payment = await paymentOf(upgrade.id)
    expect(payment?.status).toBe('CAPTURED')
    expect(payment?.applied_at).toBeNull()
    expect(await planOf(user.id)).toBe('trial')
    const audit = await sql<{ action: string }>(
      `select action from public.audit_log where action = 'prorated_payment_not_applied' and user_id = $1`,
      [user.id],
    )
    expect(audit).toHaveLength(1)
  })

  it('issue 41: an owner refund recorded after an upgrade built on it was applied takes the upgrade with it', async () => {
    const user = await signedInUser()
    const basic = await paidPlan(user, 'basic')
    // The refund function checked the basic payment while it was current, then, during its call to
    // Tap, the upgrade was captured and applied; the refund is recorded last.
    await paidPlan(user, 'premium')
    expect(await planOf(user.id)).toBe('premium')
    const recorded = await serviceClient().rpc('record_payment_refund', {
      p_payment_id: basic.paymentId,
      p_tap_refund: { id: `re_race_${basic.paymentId}`, status: 'PENDING' },
      p_amount: 19,
      p_reason: 'لم تناسبني الخطة',
      p_requested_by: user.id,
      p_by_admin: false,
    })
    expect(recorded.error).toBeNull()
    expect(await planOf(user.id)).toBe('trial')
    const [row] = await sql<{ last_payment_id: string | null }>(
      'select last_payment_id from public.subscriptions where user_id = $1',
      [user.id],
    )
    expect(row!.last_payment_id).toBeNull()
  })

  it('Tap refusing or unreachable changes nothing, with an Arabic message', async () => {
    const user = await signedInUser()
    const { paymentId, chargeId } = await paidPlan(user)
    for (const mode of ['declined', '500', 'unreachable']) {
      await tapFault({ 'refunds.create': mode, match: chargeId })
      const result = await callFunction(
        'refund',
        { payment_id: paymentId, reason: 'سبب كافٍ' },
        user.token,
      )
      expect(result.status).toBeGreaterThanOrEqual(500)
      expect(String(result.body.error)).toContain('لم يتغير شيء')
      expect(await refundsOf(paymentId)).toEqual([])
      expect(await creditNotesOf(paymentId)).toEqual([])
      expect(await planOf(user.id)).toBe('basic')
    }
    // Once Tap accepts, the refund goes through.
    const ok = await callFunction(
      'refund',
      { payment_id: paymentId, reason: 'سبب كافٍ' },
      user.token,
    )
    expect(ok.status).toBe(200)
  })

  it('an admin refunds part of any payment with a reason, audited; the plan stays', async () => {
    const user = await signedInUser()
    const { paymentId } = await paidPlan(user, 'advanced')
    const admin = await verifiedAdmin()
    const partial = await callFunction(
      'refund',
      { payment_id: paymentId, reason: 'تعويض عن انقطاع الخدمة', admin: true, amount: 10.5 },
      admin.token,
    )
    expect(partial.status, JSON.stringify(partial.body)).toBe(200)
    expect(partial.body.full).toBe(false)
    expect(await planOf(user.id)).toBe('advanced')
    const tooMuch = await callFunction(
      'refund',
      { payment_id: paymentId, reason: 'تعويض', admin: true, amount: 30 },
      admin.token,
    )
    expect(tooMuch.status).toBe(400)
    const rest = await callFunction(
      'refund',
      { payment_id: paymentId, reason: 'إلغاء بطلب العميل', admin: true },
      admin.token,
    )
    expect(rest.status, JSON.stringify(rest.body)).toBe(200)
    expect(rest.body.full).toBe(true)
    expect((await refundsOf(paymentId)).map((row) => row.amount).sort()).toEqual(['10.50', '24.50'])
    expect(await planOf(user.id)).toBe('trial')
    const audit = await sql<{ user_id: string }>(
      `select user_id from public.audit_log where target_id = $1 and action = 'admin_refund'`,
      [paymentId],
    )
    expect(audit.map((row) => row.user_id)).toEqual([admin.id, admin.id])
  })
})
