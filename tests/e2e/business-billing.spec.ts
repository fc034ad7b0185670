/**
 * Issue 46 end to end: an owner enters the company's billing details (with the Arabic refusals of
 * bad fields), buys 5 seats of the team plan with a test card, gets a standard tax invoice
 * «فاتورة ضريبية» carrying the company as buyer and downloads its PDF, then adds 2 seats seeing
 * the prorated amount before paying; a personal subscriber pays with WELCOME10 on the first
 * payment (/payment). 46pdf's unit test reads the PDF's text; here its name and size.
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signedInUser } from './library-support'

const LEGAL_NAME = 'شركة مطاعم الخليج المحدودة'
const VAT = '300000000000003'

async function payOnTap(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/tap\/checkout\//, { timeout: 30_000 })
  await page.getByLabel('الاسم على البطاقة').fill('Test Buyer')
  await page.getByLabel('رقم البطاقة').fill('4508750015741019')
  await page.getByLabel('تاريخ الانتهاء (شهر/سنة)').fill('01/39')
  await page.getByLabel('رمز التحقق (CVV)').fill('100')
  await page.getByRole('button', { name: /^ادفع/ }).click()
  await expect(page.getByRole('heading', { name: 'تم الدفع بنجاح' })).toBeVisible({
    timeout: 30_000,
  })
}

test('an owner buys 5 seats with the billing details, gets a standard tax invoice as PDF, adds 2 seats at the prorated price, and turns the renewal off and on', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const { client } = await signedInUser(page)
  const created = await client.rpc('create_company', {
    p_legal_name: LEGAL_NAME,
    p_trade_name: 'مطاعم الخليج',
    p_sector: 'restaurants',
    p_size: '11-50',
    p_city: 'جدة',
    p_country: 'SA',
  })
  expect(created.error).toBeNull()
  const billing = `/dashboard/company/${created.data as string}/billing`

  // Billing details: each bad field gets its own Arabic message, then they are saved.
  await page.goto(`${billing}?tab=details`)
  await expect(page.getByRole('heading', { level: 1, name: 'الفوترة' })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByLabel('الاسم النظامي (بالعربية)').fill('Gulf Restaurants Ltd')
  await page.getByLabel('الرقم الضريبي').fill('123456789012345')
  await page.getByLabel('الرمز البريدي').fill('1221')
  await page.getByRole('button', { name: 'حفظ بيانات الفوترة' }).click()
  await expect(page.getByText('الاسم النظامي يجب أن يُكتب بالعربية')).toBeVisible()
  await expect(
    page.getByText('الرقم الضريبي يجب أن يتكون من 15 رقماً ويبدأ وينتهي بالرقم 3'),
  ).toBeVisible()
  await expect(page.getByText('الرمز البريدي يجب أن يتكون من 5 أرقام')).toBeVisible()
  await expect(page.getByText('اسم الحي مطلوب')).toBeVisible()
  await page.getByLabel('الاسم النظامي (بالعربية)').fill(LEGAL_NAME)
  await page.getByLabel('الرقم الضريبي').fill(VAT)
  await page.getByLabel('رقم السجل التجاري').fill('4030123456')
  await page.getByLabel('رقم المبنى').fill('1234')
  await page.getByLabel('الشارع').fill('طريق الملك عبدالعزيز')
  await page.getByLabel('الحي').fill('الروضة')
  await page.getByLabel('المدينة').fill('جدة')
  await page.getByLabel('الرمز البريدي').fill('23432')
  await page.getByLabel('الرقم الإضافي').fill('5678')
  await page.getByRole('button', { name: 'حفظ بيانات الفوترة' }).click()
  await expect(page.getByText('تم حفظ بيانات الفوترة')).toBeVisible()

  // Five seats of the team plan, monthly, priced by the server before paying.
  await page.getByRole('tab', { name: 'الخطة والمقاعد' }).click()
  await page.getByRole('spinbutton', { name: 'عدد المقاعد', exact: true }).fill('5')
  // 5 × 49.00 (the seed's price per seat), priced by quote_company_checkout.
  const pay = page.getByRole('button', { name: /^ادفع .*245.00/ })
  await expect(pay).toBeEnabled({ timeout: 20_000 })
  await expect(page.getByLabel('بنود المبلغ')).toContainText('5 ×')
  await pay.click()
  await payOnTap(page)

  // The standard tax invoice, with the company as buyer, and its PDF.
  await page.goto(`${billing}?tab=invoices`)
  const row = page.getByRole('listitem').filter({ hasText: 'فاتورة ضريبية' })
  await expect(row).toBeVisible({ timeout: 20_000 })
  await expect(row).not.toContainText('مبسطة')
  const downloading = page.waitForEvent('download')
  await row.getByRole('button', { name: /بصيغة PDF/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^SND-INV-\d{6}\.pdf$/)
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(bytes.length).toBeGreaterThan(10_000)

  await row.getByRole('link', { name: /عرض الفاتورة/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'فاتورة ضريبية' })).toBeVisible()
  const buyer = page.getByTestId('invoice-buyer')
  await expect(buyer).toContainText(LEGAL_NAME)
  await expect(buyer).toContainText(VAT)
  await expect(buyer).toContainText('الروضة')

  // Two more seats: the prorated amount is shown before paying.
  await page.getByRole('link', { name: 'العودة إلى فوترة الشركة' }).click()
  await page.getByRole('tab', { name: 'الخطة والمقاعد' }).click()
  await expect(page.getByTestId('company-seats')).toContainText('5')
  await page.getByRole('spinbutton', { name: 'عدد المقاعد المضافة' }).fill('2')
  await expect(page.getByTestId('seat-addition-amount')).toHaveText(/[0-9]/, { timeout: 20_000 })
  await expect(page.getByText('يصبح عدد المقاعد 7')).toBeVisible()
  await page.getByRole('button', { name: /^ادفع/ }).click()
  await payOnTap(page)
  await page.goto(`${billing}?tab=plan`)
  await expect(page.getByTestId('company-seats')).toContainText('7', { timeout: 20_000 })

  // The owner turns the company's renewal off (nothing more charged), then on again (7 seats).
  const renewal = page.getByRole('switch', { name: 'التجديد التلقائي لاشتراك الشركة' })
  await expect(renewal).toBeChecked()
  await renewal.click()
  await expect(renewal).not.toBeChecked({ timeout: 20_000 })
  await expect(page.getByTestId('company-next-renewal')).toContainText('لن يُجدَّد الاشتراك')
  await renewal.click()
  await expect(renewal).toBeChecked({ timeout: 20_000 })
  await expect(page.getByTestId('company-next-renewal')).toContainText('7 مقاعد')
})

test('a personal subscriber pays the first payment with WELCOME10 on /payment', async ({
  page,
}) => {
  await signedInUser(page)
  await page.goto('/payment?plan=basic')
  await expect(page.getByRole('heading', { level: 1, name: 'الدفع' })).toBeVisible({
    timeout: 20_000,
  })
  const before = await page.getByTestId('payment-total').textContent()
  await page.getByLabel('كود الخصم (اختياري)').fill('welcome10')
  await page.getByRole('button', { name: 'تطبيق' }).click()
  await expect(page.getByText('كود الخصم صالح')).toBeVisible()
  await expect(page.getByText('كود الخصم (WELCOME10)')).toBeVisible()
  await expect(page.getByTestId('payment-total')).not.toHaveText(before ?? '')
  await expect(page.getByTestId('quote-total')).toHaveText(/17.10/)
  await page.getByRole('button', { name: 'ادفع الآن' }).click()
  await expect(page.getByTestId('amount')).toHaveText(/17.10/, { timeout: 30_000 })
  await payOnTap(page)
})

test('a personal subscriber buys a year on /payment: the annual price, its saving, renewed yearly', async ({
  page,
}) => {
  await signedInUser(page)
  await page.goto('/payment?plan=basic')
  await expect(page.getByRole('heading', { level: 1, name: 'الدفع' })).toBeVisible({
    timeout: 20_000,
  })
  // basic: 19.00 a month, 190.00 a year (seed): 38.00 saved against 12 months, 16%.
  await expect(page.getByTestId('period-year')).toContainText('16%')
  await page.getByRole('radio', { name: 'سنوي' }).check()
  await expect(page.getByTestId('quote-total')).toHaveText(/190.00/)
  await expect(page.getByLabel('تجديد تلقائي كل سنة')).toBeChecked()
  await page.getByRole('button', { name: 'ادفع الآن' }).click()
  await expect(page.getByTestId('amount')).toHaveText(/190.00/, { timeout: 30_000 })
  await payOnTap(page)
})
