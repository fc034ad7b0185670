/**
 * Admin MFA in the browser: a new admin (no authenticator yet) signs in with the password, is
 * asked at /518 to enrol TOTP (QR code and the secret to type), saves the recovery codes, signs
 * out, signs in again with the password and then a TOTP code; a wrong code gets the Arabic error.
 * A recovery code replaces a lost authenticator: the old factor goes and enrolment starts again.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { totpCode } from '../support/totp.ts'
import { freshUser, PASSWORD } from './admin-support'

// A first visit loads the admin area's chunks and checks the role on a loaded machine.
const firstLoad = { timeout: 20_000 }
const WRONG_CODE = 'رمز التحقق غير صحيح أو انتهت صلاحيته. أدخل الرمز الظاهر الآن في تطبيق المصادقة'

async function passwordSignIn(page: Page, email: string) {
  await page.goto('/518')
  const form = page.getByRole('form', { name: 'نموذج تسجيل الدخول' })
  await expect(form).toBeVisible(firstLoad)
  await form.getByLabel('البريد الإلكتروني أو اسم المستخدم').fill(email)
  await form.getByLabel(/^كلمة المرور/).fill(PASSWORD)
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click()
}

/** A current code that is not `code` (the wrong code must never be the right one by chance). */
function otherThan(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

async function enrolThroughTheScreen(page: Page): Promise<{ secret: string; codes: string[] }> {
  await expect(page.getByRole('heading', { level: 1, name: 'تفعيل التحقق بخطوتين' })).toBeVisible(
    firstLoad,
  )
  await expect(
    page.getByRole('img', { name: 'رمز QR لإضافة حسابك في سند إلى تطبيق المصادقة' }),
  ).toBeVisible(firstLoad)
  const shown = (await page.getByTestId('mfa-secret').textContent()) ?? ''
  const secret = shown.replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  // Grouped in fours for typing by hand.
  expect(shown.trim()).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/)

  await page.getByLabel(/^رمز التحقق/).fill(otherThan(totpCode(secret)))
  await page.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click()
  await expect(page.getByText(WRONG_CODE)).toBeVisible()

  await page.getByLabel(/^رمز التحقق/).fill(totpCode(secret))
  await page.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'رموز الاسترداد' })).toBeVisible()
  const codes = await page
    .getByRole('list', { name: 'رموز الاسترداد' })
    .getByRole('listitem')
    .allTextContents()
  expect(codes).toHaveLength(10)
  for (const code of codes) expect(code.trim()).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/)
  return { secret, codes: codes.map((c) => c.trim()) }
}

async function confirmSaved(page: Page) {
  await page.getByRole('checkbox', { name: 'حفظت رموز الاسترداد في مكان آمن' }).check()
  await page.getByRole('button', { name: 'المتابعة إلى لوحة الإدارة' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeVisible(firstLoad)
}

async function signOut(page: Page) {
  await page.goto('/pricing')
  await page.getByRole('button', { name: 'تسجيل الخروج' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
}

test('a new admin enrols TOTP, saves the recovery codes, and signs in again with a code', async ({
  browser,
  expectConsoleError,
}) => {
  test.slow()
  // The wrong codes this test types on purpose are refused by the auth server.
  expectConsoleError(/status of 422 .*\/auth\/v1\/factors\/[^/]+\/verify/)
  const admin = await freshUser({ admin: true, mfa: false, prefix: 'mfa-admin' })
  const context = await browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  await passwordSignIn(page, admin.email)
  const { secret, codes } = await enrolThroughTheScreen(page)

  // The codes as a text file, one a line.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'تنزيل ملف نصي (.txt)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('sanad-recovery-codes.txt')
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '')
  expect(text.trim().split('\n')).toEqual(codes)

  // Not without saying they are saved.
  await page.getByRole('button', { name: 'المتابعة إلى لوحة الإدارة' }).click()
  await expect(page.getByText('أكّد أنك حفظت رموز الاسترداد في مكان آمن قبل المتابعة')).toBeVisible()
  await confirmSaved(page)

  // Sign out, then the password and a code.
  await signOut(page)
  await passwordSignIn(page, admin.email)
  await expect(page.getByRole('heading', { level: 1, name: 'التحقق بخطوتين' })).toBeVisible(
    firstLoad,
  )
  // Nothing of the admin area below aal2.
  await expect(page.getByRole('navigation', { name: 'قائمة الإدارة' })).toHaveCount(0)
  await page.getByLabel(/^رمز التحقق/).fill(otherThan(totpCode(secret)))
  await page.getByRole('button', { name: 'تحقق وادخل' }).click()
  await expect(page.getByText(WRONG_CODE)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'قائمة الإدارة' })).toHaveCount(0)
  await page.getByLabel(/^رمز التحقق/).fill(totpCode(secret))
  await page.getByRole('button', { name: 'تحقق وادخل' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeVisible(firstLoad)
  await expect(page.getByRole('navigation', { name: 'قائمة الإدارة' })).toBeVisible()
  await context.close()
})

test('a recovery code replaces a lost authenticator: the admin enrols a new one', async ({
  browser,
  expectConsoleError,
}) => {
  test.slow()
  // The wrong code and the wrong recovery code this test types on purpose are refused.
  expectConsoleError(/status of 422 .*\/auth\/v1\/factors\/[^/]+\/verify/)
  expectConsoleError(/status of 400 .*\/functions\/v1\/mfa-recovery/)
  const admin = await freshUser({ admin: true, mfa: false, prefix: 'mfa-recover' })
  const page = await (await browser.newContext()).newPage()
  await passwordSignIn(page, admin.email)
  const first = await enrolThroughTheScreen(page)
  await confirmSaved(page)
  await signOut(page)

  await passwordSignIn(page, admin.email)
  await page.getByRole('button', { name: 'استخدام رمز استرداد' }).click(firstLoad)
  await page.getByLabel(/^رمز الاسترداد/).fill('AAAA-BBBB-CCCC-DDDD')
  await page.getByRole('button', { name: 'استخدام رمز الاسترداد' }).click()
  await expect(page.getByText('رمز الاسترداد غير صحيح')).toBeVisible()
  await page.getByLabel(/^رمز الاسترداد/).fill(first.codes[3]!)
  await page.getByRole('button', { name: 'استخدام رمز الاسترداد' }).click()

  // The old authenticator is gone: a new one, new codes, then the admin area.
  const second = await enrolThroughTheScreen(page)
  expect(second.secret).not.toBe(first.secret)
  expect(second.codes).not.toContain(first.codes[0])
  await confirmSaved(page)
  await page.context().close()
})
