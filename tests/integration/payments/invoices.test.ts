/**
 * Tax invoices (issue 23): issued by the database in the transaction that records a capture,
 * numbered without gaps under concurrency, once per payment however the capture arrives,
 * immutable, with the ZATCA QR of the seller settings.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { serviceClient, sql } from '../../support/stack.ts'
import { createTestUser } from '../../support/users.ts'
import {
  CAPTURE_CARD,
  callFunction,
  paymentOf,
  planOf,
  signedInUser,
  startPayment,
  submitCheckout,
  waitFor,
} from './support.ts'

interface InvoiceRow {
  id: string
  invoice_number: string
  sequence_number: string
  payment_id: string
  total_amount: string
  vat_amount: string
  net_amount: string
  vat_rate: string
  lines: { label: string; amount: number }[]
  qr_base64: string
  seller_name: string
  seller_vat_number: string
  issued_at: Date
  plan_slug: string
  period_end: Date | null
}

const invoicesOfPayments = (ids: string[]) =>
  sql<InvoiceRow>(
    `select * from public.tax_invoices where kind = 'invoice' and payment_id = any($1::uuid[])
      order by sequence_number`,
    [ids],
  )

async function insertPayment(userId: string, plan: string, amount: string, extra = {}) {
  const chargeId = `chg_inv_${randomUUID().replaceAll('-', '')}`
  const fields = { promotion_discount: '0', discount_amount: '0', discount_code: null, ...extra }
  const rows = await sql<{ id: string }>(
    `insert into public.tap_payment_details (charge_id, order_reference, user_id, plan_slug,
       original_amount, promotion_discount, discount_amount, discount_code, final_amount, currency, status)
     select $1, 'ord_' || $1, $2, $3, p.price, $5, $6, $7, $4, 'SAR', 'INITIATED'
       from public.plans p where p.slug = $3 returning id`,
    [
      chargeId,
      userId,
      plan,
      amount,
      fields.promotion_discount,
      fields.discount_amount,
      fields.discount_code,
    ],
  )
  return { id: rows[0]!.id, chargeId }
}

async function capture(id: string) {
  const { error } = await serviceClient()
    .from('tap_payment_details')
    .update({ status: 'CAPTURED' })
    .eq('id', id)
  expect(error).toBeNull()
}

function decodeQr(base64: string): Map<number, string> {
  const bytes = Buffer.from(base64, 'base64')
  const tags = new Map<number, string>()
  for (let at = 0; at < bytes.length; at += 2 + bytes[at + 1]!) {
    tags.set(bytes[at]!, bytes.subarray(at + 2, at + 2 + bytes[at + 1]!).toString('utf8'))
  }
  return tags
}

describe('tax invoices', () => {
  it('20 concurrent captures give 20 invoices numbered without gap or duplicate', async () => {
    const users = [await createTestUser(), await createTestUser(), await createTestUser()]
    const payments = []
    for (let index = 0; index < 20; index += 1) {
      payments.push(await insertPayment(users[index % 3]!.id, 'basic', '19'))
    }
    // All at once, as the webhook records captures (service_role through the REST API).
    await Promise.all(payments.map(({ id }) => capture(id)))
    const invoices = await invoicesOfPayments(payments.map((payment) => payment.id))
    expect(invoices).toHaveLength(20)
    const numbers = invoices.map((invoice) => Number(invoice.sequence_number))
    expect(new Set(numbers).size).toBe(20)
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(20)
    expect(new Set(invoices.map((invoice) => invoice.payment_id)).size).toBe(20)
    for (const invoice of invoices) {
      expect(invoice.invoice_number).toBe(`SND-INV-${invoice.sequence_number.padStart(6, '0')}`)
    }
    // Re-recording the capture issues nothing more.
    await Promise.all(payments.map(({ id }) => capture(id)))
    expect(await invoicesOfPayments(payments.map((payment) => payment.id))).toHaveLength(20)
  })

  it('amounts are VAT-inclusive to the halala, with discount lines and the seller settings in the QR', async () => {
    const user = await createTestUser()
    const { id } = await insertPayment(user.id, 'premium', '45.60', {
      promotion_discount: '5.70',
      discount_amount: '5.70',
      discount_code: 'TEN',
    })
    await sql(`update public.tap_payment_details set status = 'CAPTURED' where id = $1`, [id])
    const [invoice] = await invoicesOfPayments([id])
    expect(invoice).toBeDefined()
    expect(Number(invoice!.total_amount)).toBe(45.6)
    // 45.60 × 0.15 / 1.15 = 5.947… → 5.95; net 39.65.
    expect(invoice!.vat_amount).toBe('5.95')
    expect(invoice!.net_amount).toBe('39.65')
    expect(invoice!.lines.map((line) => line.amount)).toEqual([57, -5.7, -5.7])
    expect(invoice!.lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0)).toBe(4560)
    expect(invoice!.lines[2]!.label).toContain('TEN')
    const tags = decodeQr(invoice!.qr_base64)
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5])
    expect(tags.get(1)).toBe(invoice!.seller_name)
    expect(tags.get(2)).toBe(invoice!.seller_vat_number)
    expect(tags.get(3)).toBe(invoice!.issued_at.toISOString().replace(/\.\d{3}Z$/, 'Z'))
    expect(tags.get(4)).toBe('45.60')
    expect(tags.get(5)).toBe('5.95')
  })

  it('the webhook and the result page racing give one invoice', async () => {
    const user = await signedInUser()
    const { id, url } = await startPayment(user, 'basic')
    // The sandbox posts the webhook as soon as the form is submitted; the result page asks at once.
    await submitCheckout(url, CAPTURE_CARD)
    const statuses = await Promise.all([
      callFunction('payment-status', { payment_id: id }, user.token),
      callFunction('payment-status', { payment_id: id }, user.token),
    ])
    for (const status of statuses) expect(status.status).toBe(200)
    await waitFor(
      () => paymentOf(id),
      (payment) => Boolean(payment?.applied_at),
    )
    const rows = await sql<{ n: string; total: string }>(
      `select count(*)::text as n, max(i.total_amount)::text as total
         from public.tax_invoices i join public.tap_payment_details d on d.id = i.payment_id
        where d.charge_id = $1 and i.kind = 'invoice'`,
      [id],
    )
    expect(rows[0]).toEqual({ n: '1', total: '19.00' })
    expect(await planOf(user.id)).toBe('basic')

    // The owner reads it; someone else does not.
    const own = await user.client.from('tax_invoices').select('invoice_number, total_amount')
    expect(own.error).toBeNull()
    expect(own.data).toHaveLength(1)
    const other = await signedInUser()
    const theirs = await other.client.from('tax_invoices').select('id').eq('user_id', user.id)
    expect(theirs.data).toEqual([])
  })

  it('an issued invoice can be neither changed nor deleted, nor written by a user', async () => {
    const user = await signedInUser()
    const { id } = await insertPayment(user.id, 'basic', '19')
    await sql(`update public.tap_payment_details set status = 'CAPTURED' where id = $1`, [id])
    const [invoice] = await invoicesOfPayments([id])
    await expect(
      sql(`update public.tax_invoices set total_amount = 1 where id = $1`, [invoice!.id]),
    ).rejects.toThrow(/لا تُعدَّل/)
    await expect(
      sql(`delete from public.tax_invoices where id = $1`, [invoice!.id]),
    ).rejects.toThrow(/لا تُعدَّل/)
    const write = await user.client
      .from('tax_invoices')
      .update({ total_amount: 1 })
      .eq('id', invoice!.id)
      .select()
    expect(write.data ?? []).toEqual([])
    expect((await invoicesOfPayments([id]))[0]!.total_amount).toBe('19.00')
  })

  it('a failed charge and a 100 % discount get no invoice', async () => {
    const user = await createTestUser()
    const failed = await insertPayment(user.id, 'basic', '19')
    await sql(`update public.tap_payment_details set status = 'DECLINED' where id = $1`, [
      failed.id,
    ])
    const free = await insertPayment(user.id, 'basic', '0')
    await sql(`update public.tap_payment_details set status = 'CAPTURED' where id = $1`, [free.id])
    expect(await invoicesOfPayments([failed.id, free.id])).toEqual([])
  })

  it('the VAT settings refuse bad values in Arabic', async () => {
    await expect(
      sql(`update public.site_settings set setting_value = '15' where setting_key = 'vat_rate'`),
    ).rejects.toThrow(/نسبة الضريبة/)
    await expect(
      sql(
        `update public.site_settings set setting_value = '12345' where setting_key = 'seller_vat_number'`,
      ),
    ).rejects.toThrow(/الرقم الضريبي/)
    const [rate] = await sql<{ setting_value: string }>(
      `select setting_value from public.site_settings where setting_key = 'vat_rate'`,
    )
    expect(rate!.setting_value).toBe('0.15')
  })
})
