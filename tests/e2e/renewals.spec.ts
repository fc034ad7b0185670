/**
 * Monthly plans renew themselves (issue 28): subscribe with auto-renew through the Tap sandbox,
 * see the next renewal and the saved card on /subscription, turn auto-renew off and on again,
 * replace the card through the sandbox's 3-D Secure checkout and see its last four.
 */
import { expect, test } from './fixtures'
import { signedInUser } from './library-support.ts'

test.describe.configure({ timeout: 120_000 })

test('subscribe with auto-renew, see the next renewal, turn it off and on, replace the card', async ({
  page,
}) => {
  await signedInUser(page)
  await page.goto('/subscription?tab=plans')
  await expect(page.getByRole('heading', { name: 'إدارة الاشتراك', level: 1 })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'اختيار باقة الأساسية' }).click()
  const dialog = page.getByRole('dialog', { name: 'تأكيد تغيير الخطة' })
  const consent = dialog.getByRole('checkbox', { name: 'تجديد تلقائي كل شهر' })
  await expect(consent).toBeChecked()
  await expect(dialog).toContainText('شاملاً ضريبة القيمة المضافة')
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

  await page.goto('/subscription')
  const panel = page.getByRole('region', { name: 'التجديد التلقائي' })
  await expect(panel.getByTestId('next-renewal')).toContainText('التجديد القادم في', {
    timeout: 20_000,
  })
  await expect(panel.getByTestId('next-renewal')).toContainText('19.00')
  await expect(panel.getByTestId('saved-card')).toContainText('VISA')
  await expect(panel.getByTestId('saved-card')).toContainText('1019')

  const toggle = panel.getByRole('switch', { name: 'التجديد التلقائي كل شهر' })
  await expect(toggle).toBeChecked()
  await toggle.click()
  await expect(panel.getByTestId('next-renewal')).toContainText('لن يُجدَّد اشتراكك')
  await expect(toggle).not.toBeChecked()
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'التجديد التلقائي' }).getByTestId('next-renewal'),
  ).toContainText('لن يُجدَّد اشتراكك', { timeout: 20_000 })
  await page.getByRole('switch', { name: 'التجديد التلقائي كل شهر' }).press('Space')
  await expect(page.getByTestId('next-renewal')).toContainText('التجديد القادم في')

  // Replace the card: a 1.00 SAR 3-D Secure check on the hosted page, refunded by the server.
  await page.getByRole('button', { name: 'استبدال البطاقة' }).click()
  await expect(page).toHaveURL(/\/sandbox\/tap\/checkout\//, { timeout: 30_000 })
  await page.getByLabel('الاسم على البطاقة').fill('Test Buyer')
  await page.getByLabel('رقم البطاقة').fill('5123450000000008')
  await page.getByLabel('تاريخ الانتهاء (شهر/سنة)').fill('01/39')
  await page.getByLabel('رمز التحقق (CVV)').fill('100')
  await page.getByRole('button', { name: /^ادفع/ }).click()
  await expect(
    page.getByText('تم استبدال البطاقة، وسيُجدَّد اشتراكك بالبطاقة المنتهية بـ 0008'),
  ).toBeVisible({
    timeout: 30_000,
  })
  const savedCard = page.getByRole('region', { name: 'التجديد التلقائي' }).getByTestId('saved-card')
  await expect(savedCard).toContainText('MASTERCARD')
  await expect(savedCard).toContainText('0008')
  await expect(page).not.toHaveURL(/tap_id=/)
})
