/**
 * Money end to end (issue 23): pay for a plan through the Tap sandbox, open and print the tax
 * invoice, refund it within 7 days, see the credit note and the plan back to trial, and find both
 * receipts in the local mailbox. Also: /subscription keeps the tab and dialog the user opened.
 */
import { expect, test } from './fixtures'
import { apiUrl, signedInUser } from './library-support.ts'

test.describe.configure({ timeout: 120_000 })

async function mailSubjects(email: string): Promise<string[]> {
  const response = await fetch(
    `${apiUrl}/sandbox/mail/api/messages?to=${encodeURIComponent(email)}`,
  )
  return ((await response.json()) as { subject: string }[]).map((mail) => mail.subject)
}

test('/subscription keeps the tab and the dialog the user opened while the shell settles', async ({
  page,
}) => {
  await signedInUser(page)
  await page.goto('/subscription')
  await expect(page.getByRole('heading', { name: 'إدارة الاشتراك', level: 1 })).toBeVisible({
    timeout: 20_000,
  })
  // At once, without waiting for the guards to settle (what a user does).
  await page.getByRole('tab', { name: 'الخطط المتاحة' }).click()
  await page.getByRole('button', { name: 'اختيار باقة الأساسية' }).click()
  const dialog = page.getByRole('dialog', { name: 'تأكيد تغيير الخطة' })
  await expect(dialog).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('tab', { name: 'الخطط المتاحة' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
})

test('pay, print the tax invoice, refund within 7 days: credit note, plan back, two e-mails', async ({
  page,
}) => {
  const { email } = await signedInUser(page)
  await page.goto('/subscription?tab=plans')
  await expect(page.getByRole('heading', { name: 'إدارة الاشتراك', level: 1 })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'اختيار باقة الأساسية' }).click()
  const dialog = page.getByRole('dialog', { name: 'تأكيد تغيير الخطة' })
  await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()

  await expect(page).toHaveURL(/\/sandbox\/tap\/checkout\//, { timeout: 30_000 })
  await page.getByLabel('الاسم على البطاقة').fill('Test Buyer')
  await page.getByLabel('رقم البطاقة').fill('4508750015741019')
  await page.getByLabel('تاريخ الانتهاء (شهر/سنة)').fill('01/39')
  await page.getByLabel('رمز التحقق (CVV)').fill('100')
  await page.getByRole('button', { name: /^ادفع/ }).click()
  await expect(page.getByRole('heading', { name: 'تم الدفع بنجاح' })).toBeVisible({
    timeout: 30_000,
  })

  await page.goto('/subscription?tab=invoices')
  const invoiceRow = page.getByRole('listitem').filter({ hasText: 'فاتورة ضريبية مبسطة' })
  await expect(invoiceRow).toContainText('19.00')
  await invoiceRow.getByRole('link', { name: /عرض الفاتورة/ }).click()

  await expect(page.getByRole('heading', { name: 'فاتورة ضريبية مبسطة', level: 1 })).toBeVisible()
  await expect(page.getByTestId('invoice-number')).toHaveText(/^SND-INV-\d{6}$/)
  const totals = page.getByTestId('invoice-totals')
  await expect(totals).toContainText('16.52') // net: 19.00 − 2.48
  await expect(totals).toContainText('2.48') // VAT 15 % inside 19.00
  await expect(page.getByTestId('zatca-qr')).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'طباعة' })).toBeHidden()
  await page.screenshot({ path: test.info().outputPath('tax-invoice-print.png'), fullPage: true })
  await page.emulateMedia({ media: 'screen' })

  // The way back opens the subscription page's own «الفواتير» tab (issue 46).
  await page.getByRole('link', { name: 'العودة إلى الاشتراك' }).click()
  await expect(page.getByRole('tab', { name: 'الفواتير' })).toHaveAttribute('aria-selected', 'true')
  await page.getByRole('button', { name: 'طلب استرداد' }).click()
  const refund = page.getByRole('dialog', { name: 'طلب استرداد المبلغ' })
  await refund.getByRole('button', { name: 'تأكيد طلب الاسترداد' }).click()
  await expect(refund.getByText('يرجى كتابة سبب طلب الاسترداد')).toBeVisible()
  await refund.getByLabel('سبب طلب الاسترداد').fill('الخطة لا تناسب عملي')
  await refund.getByRole('button', { name: 'تأكيد طلب الاسترداد' }).click()
  await expect(refund).toBeHidden({ timeout: 30_000 })

  const noteRow = page.getByRole('listitem').filter({ hasText: 'إشعار دائن' })
  await expect(noteRow).toContainText('19.00')
  await expect(page.getByRole('button', { name: 'طلب استرداد' })).toBeHidden()
  await noteRow.getByRole('link', { name: /عرض الإشعار الدائن/ }).click()
  await expect(page.getByRole('heading', { name: 'إشعار دائن', level: 1 })).toBeVisible()
  await expect(page.getByText('الخطة لا تناسب عملي')).toBeVisible()

  await page.getByRole('link', { name: 'العودة إلى الاشتراك' }).click()
  await page.getByRole('tab', { name: 'الخطة الحالية' }).click()
  await expect(page.getByRole('heading', { name: 'تجريبي', level: 2 })).toBeVisible()

  await expect
    .poll(() => mailSubjects(email), { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('فاتورتك الضريبية'),
        expect.stringContaining('إشعار دائن'),
      ]),
    )
})
