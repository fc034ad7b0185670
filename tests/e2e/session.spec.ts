/**
 * Sessions in the browser: idle warning, extension and sign-out on a shortened clock, and offline
 * mode. These specs change no global state, so they run in parallel with the others.
 */
import { expect, test } from '@playwright/test'
import { freshUser, openDashboard, signInInApp, useTimeouts } from './session-support'

// Sign-in, lazy chunks and a real (shortened) idle clock on the development server.
test.describe.configure({ timeout: 90_000 })

test('idle: warning with extend, then sign-out with the inactivity toast', async ({ page }) => {
  const user = await freshUser()
  await useTimeouts(page, { warnAfterMs: 5000, idleTimeoutMs: 10_000 })
  await page.goto('/')
  await signInInApp(page, user.email)
  await openDashboard(page)

  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sanad:session') ?? '{}')))
    .toMatchObject({
      userId: user.id,
      fingerprint: expect.any(String),
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })

  // No activity: the warning comes, with its extend action.
  const warning = page.getByText('ستنتهي جلستك خلال 5 دقائق بسبب عدم النشاط')
  await expect(warning).toBeVisible({ timeout: 10_000 })
  await page.getByRole('button', { name: 'تمديد الجلسة' }).click()
  await expect(page.getByText('تم تمديد الجلسة')).toBeVisible()
  await expect(warning).toBeHidden()

  // Idle again until the timeout: signed out, told why, sent to /login by the route guard.
  await expect(page.getByText('تم تسجيل خروجك بسبب عدم النشاط')).toBeVisible({ timeout: 15_000 })
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('sanad:session'))).toBeNull()
  const authKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')),
  )
  expect(authKeys).toEqual([])
})

test('activity keeps the session alive', async ({ page }) => {
  const user = await freshUser()
  await useTimeouts(page, { warnAfterMs: 3000, idleTimeoutMs: 6000 })
  await page.goto('/')
  await signInInApp(page, user.email)
  await openDashboard(page)
  for (let i = 0; i < 8; i += 1) {
    await page.mouse.move(100 + i * 10, 200)
    await page.waitForTimeout(1000)
  }
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('ستنتهي جلستك خلال 5 دقائق بسبب عدم النشاط')).toBeHidden()
})

test('offline mode: banner and toast, then the connection-restored toast', async ({
  page,
  context,
}) => {
  const user = await freshUser()
  await page.goto('/')
  await signInInApp(page, user.email)
  await openDashboard(page)

  await context.setOffline(true)
  await expect(page.getByText('ستقتصر الخدمة على الميزات الأساسية حتى يعود الاتصال')).toBeVisible()
  await expect(
    page.getByText('أنت غير متصل بالإنترنت. بعض الميزات غير متاحة حتى يعود الاتصال.'),
  ).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText('تمت استعادة الاتصال')).toBeVisible()
  await expect(page.getByText('جارٍ التحقق من اشتراكك...')).toBeVisible()
  await expect(
    page.getByText('أنت غير متصل بالإنترنت. بعض الميزات غير متاحة حتى يعود الاتصال.'),
  ).toBeHidden()
})

test('a signed-out visitor gets the offline banner too, and not the session manager', async ({
  page,
  context,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
  expect(scripts.some((url) => url.includes('session-manager'))).toBe(false)
  // The home page is prerendered: its heading shows before the app's script has loaded. Going
  // offline before then would test the static HTML, not the app.
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  await expect(
    page.getByText('أنت غير متصل بالإنترنت. بعض الميزات غير متاحة حتى يعود الاتصال.'),
  ).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText('تمت استعادة الاتصال')).toBeVisible()
})
