/**
 * The waitlist journey on a launched site (the gate itself is in launch-gate.spec.ts, which runs
 * alone): sign-up with and without an invite code, and every message the form can show. Rows are
 * checked with a service-role client, as an admin export would see them.
 */
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

let counter = 0
function uniqueEmail(prefix: string) {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${test.info().workerIndex}-${counter}@example.test`
}

function uniqueCode(prefix: string) {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${test.info().workerIndex}`.slice(0, 20)
}

async function signUp(page: Page, email: string, invite = '', name = 'سارة أحمد') {
  await page.getByLabel('الاسم').fill(name)
  await page.getByLabel('البريد الإلكتروني').fill(email)
  if (invite) await page.getByLabel(/رمز الدعوة/).pressSequentially(invite)
  await page.getByRole('button', { name: 'انضم إلى قائمة الانتظار' }).click()
}

const toast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]')

async function expectRefusal(page: Page, message: string) {
  await expect(toast(page)).toContainText('خطأ في التسجيل')
  await expect(toast(page)).toContainText(message)
  // The form stays, with what was typed.
  await expect(page.getByLabel('الاسم')).toHaveValue('سارة أحمد')
}

async function stored(email: string) {
  const { data, error } = await service
    .from('waiting_list')
    .select('name, email, invite_code, user_agent')
    .eq('email', email)
  expect(error).toBeNull()
  return data ?? []
}

test.beforeEach(async ({ page }) => {
  await page.goto('/waitlist')
})

test('shows the logo, title, tagline, five highlights and the form', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('قائمة الانتظار')
  await expect(
    page.getByRole('list', { name: 'ما ينتظرك في سند' }).getByRole('listitem'),
  ).toHaveCount(5)
  await expect(page.getByLabel('الاسم')).toHaveAttribute('aria-required', 'true')
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('aria-required', 'true')
  await expect(page).toHaveTitle(/قائمة الانتظار/)
})

test('signs up with an invite code typed in lower case, stored upper-cased', async ({ page }) => {
  const email = uniqueEmail('wl-e2e')
  await signUp(page, `  ${email.toUpperCase()} `, 'sanad2026')
  await expect(page.getByLabel(/رمز الدعوة/)).toHaveCount(0)
  await expect(page.getByText('شكراً لانضمامك إلى قائمة الانتظار!')).toBeVisible()
  await expect(page.getByText(/خصم خاص/)).toBeVisible()
  await expect(toast(page)).toContainText('تم التسجيل بنجاح!')
  await expect(toast(page)).toContainText('شكراً لانضمامك، سنخبرك فور الإطلاق')
  const rows = await stored(email)
  expect(rows).toEqual([
    expect.objectContaining({ name: 'سارة أحمد', email, invite_code: 'SANAD2026' }),
  ])
  expect(rows[0]?.user_agent).toContain('Chrome')
})

test('the invite code field upper-cases as it is typed', async ({ page }) => {
  await page.getByLabel(/رمز الدعوة/).pressSequentially('early')
  await expect(page.getByLabel(/رمز الدعوة/)).toHaveValue('EARLY')
})

test('refuses an unknown and an inactive invite code with the spec message', async ({ page }) => {
  const inactive = uniqueCode('OFF')
  expect(
    (await service.from('referral_codes').insert({ code: inactive, active: false })).error,
  ).toBeNull()
  for (const code of ['NOSUCHCODE', inactive]) {
    await page.goto('/waitlist')
    const email = uniqueEmail('wl-bad-code')
    await signUp(page, email, code)
    await expectRefusal(page, 'رمز الدعوة غير صالح أو منتهي الصلاحية')
    await expect(page.getByLabel(/رمز الدعوة/)).toHaveValue(code)
    expect(await stored(email)).toEqual([])
  }
})

test('refuses an e-mail already on the list, in another case', async ({ page }) => {
  const email = uniqueEmail('wl-dup')
  await signUp(page, email)
  await expect(page.getByText('شكراً لانضمامك إلى قائمة الانتظار!')).toBeVisible()
  await page.goto('/waitlist')
  await signUp(page, email.toUpperCase())
  await expectRefusal(page, 'هذا البريد الإلكتروني مسجل مسبقاً في قائمة الانتظار')
  expect(await stored(email)).toHaveLength(1)
})

test('refuses once the hourly limit for the e-mail is used up', async ({ page }) => {
  const email = uniqueEmail('wl-limit')
  const hour = 60 * 60_000
  const windowStart = new Date(Math.floor(Date.now() / hour) * hour).toISOString()
  const seeded = await service.from('rate_limits').insert({
    identifier: email,
    identifier_type: 'user',
    endpoint: 'join_waitlist',
    window_start: windowStart,
    request_count: 100,
  })
  expect(seeded.error).toBeNull()
  await signUp(page, email)
  await expectRefusal(page, 'تم تجاوز عدد المحاولات المسموح. يرجى المحاولة لاحقاً')
  expect(await stored(email)).toEqual([])
})

test('refuses with the CSRF message when the token has expired, then works', async ({ page }) => {
  const email = uniqueEmail('wl-csrf')
  // The form's script stores a fresh token when it starts (after the first paint) and then
  // enables the button: the token is expired only after that, or the start would replace it.
  await expect(page.getByRole('button', { name: 'انضم إلى قائمة الانتظار' })).toBeEnabled()
  await page.evaluate(() => sessionStorage.setItem('csrf_expires', String(Date.now() - 1000)))
  await signUp(page, email)
  await expectRefusal(page, 'رمز الحماية غير صالح. يرجى تحديث الصفحة.')
  expect(await stored(email)).toEqual([])
  await page.reload()
  await signUp(page, email)
  await expect(page.getByText('شكراً لانضمامك إلى قائمة الانتظار!')).toBeVisible()
  expect(await stored(email)).toHaveLength(1)
})

test('shows the fallback message when the server cannot be reached', async ({
  page,
  expectConsoleError,
}) => {
  // The request this test aborts, as the browser logs it.
  expectConsoleError(/Failed to load resource: net::ERR_FAILED .*\/rest\/v1\/rpc\/join_waitlist/)
  await page.route('**/rest/v1/rpc/join_waitlist', (route) => route.abort('failed'))
  const email = uniqueEmail('wl-down')
  await signUp(page, email)
  await expectRefusal(page, 'حدث خطأ أثناء التسجيل، يرجى المحاولة لاحقاً')
  await expect(page.getByLabel('البريد الإلكتروني')).toHaveValue(email)
})

test('validates in Arabic before calling the server', async ({ page }) => {
  await page.getByRole('button', { name: 'انضم إلى قائمة الانتظار' }).click()
  await expect(page.getByText('يرجى إدخال الاسم')).toBeVisible()
  await expect(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible()
  await expect(page.getByLabel('الاسم')).toBeFocused()
})
