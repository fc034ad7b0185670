/**
 * Reconciliation with Tap (issue 23): a charge the webhook never announced is fetched again and
 * applied through the webhook's path (CAPTURED, its invoice, the plan); one unpaid after 24 hours
 * becomes ABANDONED. The local scheduler runs the same function.
 */
import { describe, expect, it } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts'
import { sql, stackInfo } from '../../support/stack.ts'
import { paymentOf, planOf, signedInUser, startPayment } from './support.ts'

async function captureSilently(chargeId: string) {
  // The customer paid on Tap's page, but Tap's webhook never reached us.
  const response = await fetch(`${stackInfo().url}/sandbox/tap/__charges/${chargeId}/capture`, {
    method: 'POST',
  })
  expect(response.status).toBe(200)
}

const age = (chargeId: string, interval: string) =>
  sql(
    `update public.tap_payment_details set created_at = now() - $2::interval where charge_id = $1`,
    [chargeId, interval],
  )

async function reconcile(token = SERVICE_ROLE_KEY) {
  const response = await fetch(`${stackInfo().url}/functions/v1/reconcile-payments`, {
    method: 'POST',
    headers: { apikey: stackInfo().anonKey, authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const invoiceCount = async (chargeId: string) =>
  (
    await sql<{ n: string }>(
      `select count(*)::text as n from public.tax_invoices where charge_id = $1 and kind = 'invoice'`,
      [chargeId],
    )
  )[0]!.n

describe('reconcile-payments', () => {
  it('only the service_role key may run it', async () => {
    const user = await signedInUser()
    expect((await reconcile(user.token)).status).toBe(401)
    expect((await reconcile(stackInfo().anonKey)).status).toBe(401)
  })

  it('turns a charge the webhook never announced into CAPTURED with its invoice and plan', async () => {
    const user = await signedInUser()
    const { id } = await startPayment(user, 'basic')
    await captureSilently(id)
    // Younger than 30 minutes: left alone (the webhook or the result page may still come).
    await reconcile()
    expect((await paymentOf(id))?.status).toBe('INITIATED')
    await age(id, '31 minutes')
    const result = await reconcile()
    expect(result.status).toBe(200)
    expect(result.body.captured).toContain(id)
    const payment = await paymentOf(id)
    expect(payment?.status).toBe('CAPTURED')
    expect(payment?.applied_at).not.toBeNull()
    expect(await invoiceCount(id)).toBe('1')
    expect(await planOf(user.id)).toBe('basic')
    // Running again changes nothing.
    await reconcile()
    expect(await invoiceCount(id)).toBe('1')
    const audit = await sql<{ metadata: { captured: string[] } }>(
      `select metadata from public.audit_log where action = 'payment_reconciliation'
        order by created_at desc limit 5`,
    )
    expect(audit.some((row) => row.metadata.captured.includes(id))).toBe(true)
  })

  it('an unpaid charge becomes ABANDONED after 24 hours, without an invoice', async () => {
    const user = await signedInUser()
    const { id } = await startPayment(user, 'basic')
    await age(id, '2 hours')
    await reconcile()
    expect((await paymentOf(id))?.status).toBe('INITIATED')
    await age(id, '25 hours')
    const result = await reconcile()
    expect(result.body.abandoned).toContain(id)
    expect((await paymentOf(id))?.status).toBe('ABANDONED')
    expect(await invoiceCount(id)).toBe('0')
    expect(await planOf(user.id)).toBe('trial')
  })

  it('the local scheduler runs it', async () => {
    const user = await signedInUser()
    const { id } = await startPayment(user, 'advanced')
    await captureSilently(id)
    await age(id, '40 minutes')
    const response = await fetch(`${stackInfo().url}/scheduler/run`, { method: 'POST' })
    const jobs = ((await response.json()) as { jobs: { name: string; lastError: string | null }[] })
      .jobs
    expect(jobs.find((job) => job.name === 'reconcile-payments')?.lastError).toBeNull()
    expect((await paymentOf(id))?.status).toBe('CAPTURED')
    expect(await invoiceCount(id)).toBe('1')
  })
})
