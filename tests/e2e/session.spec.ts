/**
 * Sessions in the browser: idle warning, extension and sign-out on a shortened clock, and offline
 * mode. These specs change no global state, so they run in parallel with the others.
 */
import { expect, test } from './fixtures'
import { freshUser, openDashboard, signInInApp } from './session-support'

const WARNING = 'ستنتهي جلستك خلال 5 دقائق بسبب عدم النشاط'

test('idle: warning with extend, then sign-out with the inactivity toast', async ({ page }) => {
  const user = await freshUser()
  // The production timeouts (warning after 25 idle minutes, sign-out after 30) on a fake clock.
  await page.clock.install()
  await signInInApp(page, user.email)
  await openDashboard(page)

  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sanad:session') ?? '{}')))
    .toMatchObject({
      userId: user.id,
      fingerprint: expect.any(String),
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })

  // 24 idle minutes: no warning yet. One more: the warning, with its extend action.
  const warning = page.getByText(WARNING)
  await page.clock.fastForward('24:00')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(warning).toBeHidden()
  await page.clock.fastForward('01:01')
  await expect(warning).toBeVisible()
  await page.getByRole('button', { name: 'تمديد الجلسة' }).click()
  await expect(page.getByText('تم تمديد الجلسة')).toBeVisible()
  await expect(warning).toBeHidden()

  // Idle again until the timeout: signed out, told why, sent to /login by the route guard.
  await page.clock.fastForward('30:01')
  await expect(page.getByText('تم تسجيل خروجك بسبب عدم النشاط')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('sanad:session'))).toBeNull()
  const authKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')),
  )
  expect(authKeys).toEqual([])
})

test('activity keeps the session alive', async ({ page }) => {
  const user = await freshUser()
  await page.clock.install()
  await signInInApp(page, user.email)
  await openDashboard(page)
  // 48 minutes in all, past both time-outs, but never more than 6 without a move of the mouse.
  for (let i = 0; i < 8; i += 1) {
    await page.mouse.move(100 + i * 10, 200)
    await page.clock.fastForward('06:00')
  }
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText(WARNING)).toBeHidden()
  // Without moves the same clock does bring the warning (25 idle minutes): the loop above counted.
  await page.clock.fastForward('19:30')
  await expect(page.getByText(WARNING)).toBeVisible()
})

test('offline mode: banner and toast, then the connection-restored toast', async ({
  page,
  context,
}) => {
  const user = await freshUser()
  await signInInApp(page, user.email)
  await openDashboard(page)
  // The toasts' module downloads right after the first paint (providers.tsx) and adds its
  // stylesheet when it runs. A page still loading when the connection drops shows the banner, but
  // its toast only once back online (issue 48's service worker serves the module from its cache);
  // this test is about a loaded page.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('style')].some((style) =>
          style.textContent?.includes('data-sonner-toaster'),
        ),
      ),
    )
    .toBe(true)

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
  // The home page is prerendered: its heading shows before its scripts have loaded. Going
  // offline before then would test the static HTML, not the page. Its island scripts load after
  // the first paint, one task each (src/islands/boot.ts), and mark <html data-islands="ready">
  // once started; "network idle" came before them on a loaded CI machine.
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'ready', { timeout: 20_000 })

  await context.setOffline(true)
  await expect(
    page.getByText('أنت غير متصل بالإنترنت. بعض الميزات غير متاحة حتى يعود الاتصال.'),
  ).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText('تمت استعادة الاتصال')).toBeVisible()
})
