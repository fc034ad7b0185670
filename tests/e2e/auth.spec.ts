import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures'
import { ANON_KEY } from '../../supabase/local/config.ts'
import { apiUrl, freshAccount, PASSWORD, uniqueEmail } from './auth-support'

// The machine running e2e is shared and slow; a page may take a while to settle.
const expect = baseExpect.configure({ timeout: 15_000 })
test.slow()

async function logIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('البريد الإلكتروني أو اسم المستخدم').fill(identifier)
  await page.getByLabel(/^كلمة المرور/).fill(password)
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
}

test('log in with a username, then log out', async ({ page }) => {
  const account = await freshAccount('login')
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' })).toBeVisible()

  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click()
  await expect(page.getByText('كلمة المرور مطلوبة')).toBeVisible()

  await logIn(page, account.username, PASSWORD)
  // Shown by /login as it succeeds and again by the page it lands on (a cold route; faults.spec.ts).
  await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible({ timeout: 30_000 })
  // Sign-in lands on the dashboard (issue 50), whose side navigation has «تسجيل الخروج».
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.getByRole('button', { name: 'تسجيل الخروج' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/subscription')
  await expect(page).toHaveURL(/\/login$/)
})

test('a protected page sends to /login and comes back after sign-in', async ({ page }) => {
  const account = await freshAccount('guard')
  await page.goto('/subscription?expired=true')
  await expect(page).toHaveURL(/\/login$/)
  await logIn(page, account.email, PASSWORD)
  await expect(page).toHaveURL(/\/subscription\?expired=true$/)
  // A signed-in user on a public-only page goes to the dashboard.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('five wrong passwords lock the account, also for a direct auth API call', async ({
  page,
  expectConsoleError,
}) => {
  // Each wrong password, then the locked account, is refused by the sign-in function.
  expectConsoleError(/status of 400 .*\/functions\/v1\/sign-in/)
  const account = await freshAccount('lock')
  await page.goto('/login')
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await logIn(page, account.email, 'Wrong-Passw0rd!')
    if (attempt === 1) {
      // The refusal's toast comes first (it lives a few seconds; the warning follows the status read).
      await expect(
        page.getByText('البيانات غير صحيحة. يرجى التحقق من البريد الإلكتروني وكلمة المرور').first(),
      ).toBeVisible()
    }
    await expect(page.getByTestId('attempts-warning')).toContainText(
      attempt === 1
        ? '4 محاولات'
        : attempt === 2
          ? '3 محاولات'
          : attempt === 3
            ? 'محاولتان'
            : 'محاولة واحدة',
    )
    await expect(page.getByTestId('attempts-warning')).toHaveAttribute(
      'data-urgent',
      String(attempt >= 3),
    )
  }
  await logIn(page, account.email, 'Wrong-Passw0rd!')
  const panel = page.getByTestId('lock-panel')
  await expect(panel).toBeVisible()
  await expect(panel).toContainText('تم تجميد الحساب بسبب 5 محاولات دخول خاطئة خلال 15 دقيقة.')
  await expect(panel).toContainText(/الوقت المتبقي: (يومان و23 ساعة|3 أيام)/)
  await expect(panel).toContainText('مدة التجميد: 3 أيام (حساب عادي)')

  // The right password is refused too, in the app ...
  await logIn(page, account.email, PASSWORD)
  await expect(page.getByText(/تم تجميد الحساب مؤقتاً بسبب 5 محاولات/).first()).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  // ... and straight at the auth API.
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: PASSWORD }),
  })
  expect(response.status).toBe(400)
  const body = (await response.json()) as { access_token?: string; msg?: string }
  expect(body.access_token).toBeUndefined()
  expect(body.msg).toContain('تم تجميد الحساب مؤقتاً')
})

test('an unknown e-mail gets the same warnings as a real one', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 400 .*\/functions\/v1\/sign-in/)
  await page.goto('/login')
  await logIn(page, uniqueEmail('nobody'), 'Wrong-Passw0rd!')
  await expect(page.getByTestId('attempts-warning')).toContainText('4 محاولات')
})

test('Google sign-in through the local test-identity page lands on the dashboard, as e-mail sign-in does', async ({
  page,
}) => {
  const email = uniqueEmail('google')
  await page.goto('/login')
  const site = new URL(page.url()).origin
  const authorize = page.waitForRequest((request) => /\/auth\/v1\/authorize\?/.test(request.url()))
  await page.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' }).click()
  // The way back GoTrue is asked for: where e-mail sign-in lands (issue 50), not the site root.
  const redirectTo = new URL((await authorize).url()).searchParams.get('redirect_to')
  expect(redirectTo).toBe(`${site}/dashboard`)
  await expect(page).toHaveURL(/\/auth\/v1\/external\/google\/authorize/)
  await page.getByLabel(/هوية مخصصة/).check()
  await page.getByLabel(/الاسم · Name/).fill('سارة من Google')
  await page.getByLabel(/البريد الإلكتروني · E-mail/).fill(email)
  await page.getByRole('button', { name: /متابعة · Continue/ }).click()
  // Back on the dashboard, signed in; the client reads the session from the URL and clears it.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/)
  await expect(page.getByRole('button', { name: 'تسجيل الخروج' }).first()).toBeVisible()
  // Google has verified the address: protected pages open without the verification modal.
  await page.goto('/subscription')
  await expect(page).toHaveURL(/\/subscription$/)
  await expect(page.getByRole('dialog', { name: 'يرجى تأكيد بريدك الإلكتروني' })).toHaveCount(0)
})

test('Google sign-in started from a protected page comes back to that page, signed in', async ({
  page,
}) => {
  const email = uniqueEmail('google-back')
  // Signed out, a protected page sends the visitor to /login, remembering it.
  await page.goto('/dashboard/favorites')
  await expect(page).toHaveURL(/\/login$/)
  const site = new URL(page.url()).origin
  const authorize = page.waitForRequest((request) => /\/auth\/v1\/authorize\?/.test(request.url()))
  await page.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' }).click()
  const redirectTo = new URL((await authorize).url()).searchParams.get('redirect_to')
  expect(redirectTo).toBe(`${site}/dashboard/favorites`)
  await page.getByLabel(/هوية مخصصة/).check()
  await page.getByLabel(/الاسم · Name/).fill('عودة من Google')
  await page.getByLabel(/البريد الإلكتروني · E-mail/).fill(email)
  await page.getByRole('button', { name: /متابعة · Continue/ }).click()
  // The protected page waits for the session in the address instead of sending back to /login.
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/favorites$/)
  await expect(page.getByRole('button', { name: 'تسجيل الخروج' }).first()).toBeVisible()
})
