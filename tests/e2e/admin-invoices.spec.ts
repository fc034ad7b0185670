/**
 * /518/invoices (issue 23): an admin finds a customer's tax invoice by e-mail, exports the list
 * as CSV, and refunds part of the payment with a reason; the credit note appears beside it.
 */
import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { TAP_SANDBOX_SECRET_KEY } from '../../supabase/local/sandboxes/config.ts'
import { apiUrl, freshUser, pageAs, service, signIn } from './admin-support'

const firstLoad = { timeout: 20_000 }

/** A charge captured on the Tap sandbox and recorded as the product records a capture. */
async function capturedPayment(userId: string, email: string) {
  const created = await fetch(`${apiUrl}/sandbox/tap/v2/charges`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${TAP_SANDBOX_SECRET_KEY}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      amount: 35,
      currency: 'SAR',
      customer: { first_name: 'عميل', email },
      source: { id: 'src_card' },
      redirect: { url: 'http://127.0.0.1:5173/payment-result' },
      reference: { order: `ord_adm_${userId.slice(0, 8)}` },
    }),
  })
  const charge = (await created.json()) as { id: string }
  await fetch(`${apiUrl}/sandbox/tap/__charges/${charge.id}/capture`, { method: 'POST' })
  const inserted = await service.from('tap_payment_details').insert({
    charge_id: charge.id,
    order_reference: `ord_adm_${userId.slice(0, 8)}`,
    user_id: userId,
    plan_slug: 'advanced',
    original_amount: 35,
    final_amount: 35,
    currency: 'SAR',
  })
  expect(inserted.error).toBeNull()
  const captured = await service
    .from('tap_payment_details')
    .update({ status: 'CAPTURED' })
    .eq('charge_id', charge.id)
  expect(captured.error).toBeNull()
}

test('an admin filters invoices, exports CSV and refunds part of a payment with a reason', async ({
  browser,
}) => {
  const customer = await freshUser({ prefix: 'invoice-customer' })
  await capturedPayment(customer.id, customer.email)
  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  await page.goto('/518/invoices')
  await expect(page.getByRole('heading', { level: 1, name: 'الفواتير والمدفوعات' })).toBeVisible(
    firstLoad,
  )
  await page.getByLabel('بحث بالرقم أو البريد').fill(customer.email)
  const rows = page.getByRole('table', { name: 'الفواتير الضريبية والإشعارات الدائنة' })
  await expect(rows.getByRole('row')).toHaveCount(2)
  await expect(rows).toContainText('35.00')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'تصدير CSV' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  expect(csv).toContain(customer.email)
  expect(csv).toContain('"35.00"')

  await rows.getByRole('button', { name: /^استرداد SND-INV-/ }).click()
  const dialog = page.getByRole('dialog', { name: 'استرداد دفعة' })
  await dialog.getByLabel('المبلغ (اختياري، للاسترداد الجزئي)').fill('10')
  await dialog.getByRole('button', { name: 'تأكيد الاسترداد' }).click()
  await expect(dialog.getByText('سبب الاسترداد مطلوب')).toBeVisible()
  await dialog.getByLabel('سبب الاسترداد').fill('تعويض عن انقطاع الخدمة')
  await dialog.getByRole('button', { name: 'تأكيد الاسترداد' }).click()
  await expect(dialog).toBeHidden({ timeout: 30_000 })
  await expect(rows.getByRole('row')).toHaveCount(3)
  await expect(rows).toContainText('تعويض عن انقطاع الخدمة')
  await expect(rows).toContainText('10.00')

  const { data: audit } = await service
    .from('audit_log')
    .select('user_id')
    .eq('action', 'admin_refund')
    .eq('user_id', admin.id)
  expect(audit).toHaveLength(1)
  await page.context().close()
})
