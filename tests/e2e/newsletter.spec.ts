/**
 * The newsletter (issue 49): an admin composes an issue at /518/newsletter, sees the RTL preview
 * (the text as written, never markup), sends a test to self and finds it in the local mailbox;
 * a visitor's sign-up from the home page gets the confirmation mail, whose link confirms once.
 */
import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { freshUser, pageAs, service, signIn } from './admin-support'
import { latestMail, uniqueEmail } from './auth-support'

/** A page's first load on a busy machine (lazy chunks, the session, the first queries). */
const firstLoad = { timeout: 20_000 }

test('an admin composes a newsletter, previews it and sends a test to self', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const admin = await freshUser({ admin: true, prefix: 'newsletter-admin' })
  const page = await pageAs(browser, await signIn(admin.email))
  const subject = `نشرة سند ${randomUUID().slice(0, 6)}`

  await page.goto('/518/newsletter')
  await expect(page.getByRole('heading', { level: 1, name: 'النشرة البريدية' })).toBeVisible(
    firstLoad,
  )
  await page.getByRole('button', { name: 'نشرة جديدة' }).click()
  await page.getByLabel('عنوان الرسالة').fill(subject)
  await page
    .getByLabel('نص النشرة')
    .fill('أهلاً بكم.\n\nأضفنا هذا الشهر أوامر <b>للمطاعم</b> والمتاجر.')
  const preview = page.getByRole('region', { name: 'معاينة الرسالة' })
  await expect(preview).toHaveAttribute('dir', 'rtl')
  await expect(preview.getByRole('heading', { name: subject })).toBeVisible()
  // The admin's text is shown as written: the tag is text, not bold.
  await expect(preview).toContainText('أوامر <b>للمطاعم</b> والمتاجر')
  await expect(preview.locator('b')).toHaveCount(0)

  await page.getByRole('button', { name: 'حفظ المسودة' }).click()
  await expect(page.getByText('حُفظت المسودة')).toBeVisible()
  const row = page.getByTestId('newsletter-issue').filter({ hasText: subject })
  await expect(row).toContainText('مسودة')

  await page.getByRole('button', { name: 'إرسال تجريبي لنفسي' }).click()
  await expect(page.getByText('أُضيفت الرسالة التجريبية إلى قائمة الإرسال')).toBeVisible()
  const mail = await latestMail(admin.email, `[تجريبي] ${subject}`)
  expect(mail.text).toContain('أوامر <b>للمطاعم</b> والمتاجر')
  expect(mail.text).toContain('/functions/v1/mail-unsubscribe?token=')
})

test('a sign-up from the home page gets the confirmation mail; its link confirms once', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('newsletter-e2e')
  await page.goto('/')
  await page.getByPlaceholder('أدخل بريدك الإلكتروني').fill(email)
  await page.getByRole('button', { name: 'اشترك الآن' }).click()
  await expect(page.getByText('افتح بريدك لتأكيد الاشتراك').first()).toBeVisible()

  const mail = await latestMail(email, 'أكّد اشتراكك في نشرة سند البريدية')
  const link = /https?:\/\/\S+(\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)
  expect(link).not.toBeNull()
  const { data: before } = await service
    .from('newsletter_subscribers')
    .select('confirmed_at')
    .eq('email', email)
    .single()
  expect(before!.confirmed_at).toBeNull()

  // Opening the link confirms nothing (a mail scanner opens links); the button does.
  await page.goto(link![1]!)
  await expect(
    page.getByRole('heading', { level: 1, name: 'تأكيد الاشتراك في النشرة البريدية' }),
  ).toBeVisible(firstLoad)
  await page.getByRole('button', { name: 'تأكيد الاشتراك' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'تم تأكيد اشتراكك' })).toBeVisible()
  const { data: after } = await service
    .from('newsletter_subscribers')
    .select('confirmed_at')
    .eq('email', email)
    .single()
  expect(after!.confirmed_at).not.toBeNull()

  // The same link again is refused in Arabic.
  await page.goto(link![1]!)
  await page.getByRole('button', { name: 'تأكيد الاشتراك' }).click()
  await expect(page.getByRole('alert')).toContainText('رابط التأكيد غير صالح')
})
