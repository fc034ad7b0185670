/** Newsletter (home hero) and contact (/contact) submissions land in the database. */
import WebSocket from 'ws'
import { createClient } from '@supabase/supabase-js'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'

// supabase-js needs a WebSocket constructor, which Node 20 lacks.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

// E2E_API_URL lets a second stack on other ports run these specs while 54321 is taken.
const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:54321'
const service = createClient(apiUrl, SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
})

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}@example.test`
}

const toast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]')

test('newsletter sign-up is stored once; a repeat after confirming is answered kindly', async ({
  page,
}) => {
  const email = uniqueEmail('news-e2e')
  await page.goto('/')
  const input = page.getByPlaceholder('أدخل بريدك الإلكتروني')
  await input.fill(email)
  await page.getByRole('button', { name: 'اشترك الآن' }).click()
  await expect(toast(page)).toContainText('افتح بريدك لتأكيد الاشتراك')
  await expect(input).toHaveValue('')

  // Issue 49 (double opt-in): once the address has confirmed, a repeat is answered kindly.
  await service
    .from('newsletter_subscribers')
    .update({ confirmed_at: new Date().toISOString() })
    .eq('email', email)
  await input.fill(email.toUpperCase())
  await page.getByRole('button', { name: 'اشترك الآن' }).click()
  await expect(toast(page)).toContainText('أنت مشترك بالفعل في نشرتنا البريدية، شكراً لاهتمامك')

  const { data } = await service
    .from('newsletter_subscribers')
    .select('email, status')
    .eq('email', email)
  expect(data).toEqual([{ email, status: 'subscribed' }])
})

test('a contact message is stored, the spec toast shows and the form clears', async ({ page }) => {
  const email = uniqueEmail('contact-e2e')
  await page.goto('/contact')
  await page.getByLabel('الاسم').fill('ريم العتيبي')
  await page.getByLabel('البريد الإلكتروني').fill(email)
  await page.getByLabel('الموضوع').fill('عرض لفريق التسويق')
  await page.getByLabel('الرسالة').fill('نرغب في اشتراك سنوي لفريق من خمسة أشخاص.')
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click()

  await expect(toast(page)).toContainText('تم إرسال الرسالة')
  await expect(toast(page)).toContainText('شكراً لتواصلك معنا')
  for (const label of ['الاسم', 'البريد الإلكتروني', 'الموضوع', 'الرسالة']) {
    await expect(page.getByLabel(label)).toHaveValue('')
  }
  const { data } = await service
    .from('contact_messages')
    .select('name, email, subject, message, status')
    .eq('email', email)
  expect(data).toEqual([
    {
      name: 'ريم العتيبي',
      email,
      subject: 'عرض لفريق التسويق',
      message: 'نرغب في اشتراك سنوي لفريق من خمسة أشخاص.',
      status: 'new',
    },
  ])
})

test('a contact message the server refuses keeps what was typed', async ({
  page,
  expectConsoleError,
}) => {
  // The request is aborted on purpose below.
  expectConsoleError(/net::ERR_FAILED .*\/rest\/v1\/rpc\/submit_contact_message/)
  await page.goto('/contact')
  await page.route('**/rest/v1/rpc/submit_contact_message', (route) => route.abort('failed'))
  await page.getByLabel('الاسم').fill('ريم')
  await page.getByLabel('البريد الإلكتروني').fill(uniqueEmail('contact-down'))
  await page.getByLabel('الموضوع').fill('سؤال')
  await page.getByLabel('الرسالة').fill('هل تتوفر فواتير ضريبية للشركات؟')
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click()
  await expect(toast(page)).toContainText('تعذّر إرسال الرسالة')
  await expect(page.getByLabel('الرسالة')).toHaveValue('هل تتوفر فواتير ضريبية للشركات؟')
})
