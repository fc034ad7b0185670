/**
 * Issue 30, the account belongs to its owner: the forgotten-password journey through the local
 * mailbox, and deleting an account from the settings. Issue 49: changing the password needs the
 * current one, signs the other browsers out, and mails a notice whose link locks the account.
 */
import { expect, test } from './fixtures'
import { ANON_KEY } from '../../supabase/local/config.ts'
import { freshAccount, latestMail } from './auth-support'
import { apiUrl, freshUser, PASSWORD, service, signInInApp } from './session-support'

const NEW_PASSWORD = 'Reset-Passw0rd!9'

function recoveryLink(text: string): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text)
  expect(match, text).not.toBeNull()
  return match![0]
}

test('forgot password → mailbox → new password → signed in; the used link offers a new one', async ({
  page,
}) => {
  const account = await freshAccount('reset')
  await page.goto('/login')
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await expect(page.getByRole('heading', { name: 'نسيت كلمة المرور؟' })).toBeVisible()
  // By username: the server finds the address.
  await page.getByLabel('البريد الإلكتروني أو اسم المستخدم').fill(account.username)
  await page.getByRole('button', { name: 'إرسال رابط الاستعادة' }).click()
  await expect(page.getByRole('status')).toContainText('تم استلام طلبك')

  const mail = await latestMail(account.email, 'إعادة تعيين كلمة المرور في سند')
  const link = recoveryLink(mail.text)

  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-password/)
  await expect(page.getByRole('heading', { name: 'تعيين كلمة مرور جديدة' })).toBeVisible()
  await page.getByLabel('كلمة المرور الجديدة').fill('short')
  await page.getByLabel('تأكيد كلمة المرور').fill('short')
  await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click()
  await expect(page.getByText('يجب أن تكون كلمة المرور 8 أحرف على الأقل')).toBeVisible()

  await page.getByLabel('كلمة المرور الجديدة').fill(NEW_PASSWORD)
  await expect(page.getByTestId('password-strength')).toContainText('قوية جداً')
  await page.getByLabel('تأكيد كلمة المرور').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click()
  await expect(page.getByText('تم تغيير كلمة المرور بنجاح')).toBeVisible()
  // The static page names the dashboard in the address bar, then reloads there: wait for the
  // dashboard itself, or the next navigation races that reload.
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible({
    timeout: 15_000,
  })

  // The link worked once: opening it again explains and offers a new one.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'الرابط غير صالح' })).toBeVisible()
  await expect(
    page.getByText('انتهت صلاحية رابط استعادة كلمة المرور أو سبق استخدامه'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'إرسال رابط جديد' })).toBeVisible()
})

test('delete the account from the settings: wrong password refused, then gone', async ({
  page,
  expectConsoleError,
}) => {
  // The wrong password's refusal.
  expectConsoleError(/status of 400 .*\/functions\/v1\/account-delete/)
  const user = await freshUser()
  await signInInApp(page, user.email)
  await page.goto('/dashboard/settings')
  await expect(page.getByText('لا يمكن التراجع عن الحذف.')).toBeVisible()
  await page.getByRole('button', { name: 'حذف حسابي', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'تأكيد حذف الحساب' })
  await dialog.getByLabel('كلمة المرور الحالية').fill('Wrong-Passw0rd!')
  await dialog.getByRole('button', { name: 'حذف حسابي نهائياً' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('كلمة المرور غير صحيحة')

  await dialog.getByLabel('كلمة المرور الحالية').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'حذف حسابي نهائياً' }).click()
  await expect(page.getByText('تم حذف حسابك')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'لوحة التحكم' })).toBeHidden()

  const { data } = await service.auth.admin.getUserById(user.id)
  expect(data.user).toBeNull()
  // The deletion notice arrives (latestMail waits for that subject).
  await latestMail(user.email, 'تم حذف حسابك في سند')

  await page.goto('/dashboard/settings')
  await expect(page).toHaveURL(/\/login/)
})

test('sign out another device from the devices list', async ({
  browser,
  page,
  expectConsoleError,
}) => {
  // The signed-out device's next check of its session is refused.
  expectConsoleError(/status of 403 .*\/auth\/v1\/user/)
  const user = await freshUser()
  const other = await browser.newPage()
  await signInInApp(other, user.email)
  await signInInApp(page, user.email)
  await page.goto('/dashboard/settings')
  const list = page.getByRole('list', { name: 'الأجهزة المتصلة' })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByText('هذا الجهاز')).toHaveCount(1)
  await list.getByRole('button', { name: 'تسجيل الخروج' }).click()
  await expect(page.getByText('تم تسجيل الخروج من الجهاز')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)

  // The other browser is signed out on its next check (on load, then every minute).
  await other.goto('/dashboard/settings')
  await expect(other).toHaveURL(/\/login/)
  await other.close()
  // This one stays signed in.
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard\/settings$/)
})

/** One run of the outbox worker (the local scheduler runs it every minute). */
async function runMailOutbox() {
  const { error } = await service.functions.invoke('mail-outbox', { body: {} })
  expect(error).toBeNull()
}

test('change the password: refused without the current one; with it the other browser is signed out, the mailbox has the notice, and its link locks the account', async ({
  browser,
  page,
  expectConsoleError,
}) => {
  // The wrong current password's refusal, then the signed-out browser's refused session check.
  expectConsoleError(/status of 400 .*\/auth\/v1\/user/)
  expectConsoleError(/status of 403 .*\/auth\/v1\/user/)
  const user = await freshUser()
  const other = await browser.newPage()
  await signInInApp(other, user.email)
  await signInInApp(page, user.email)
  await page.goto('/dashboard/settings')
  const NEW = 'Changed-Passw0rd!7'
  const submit = page.getByRole('button', { name: 'تغيير كلمة المرور', exact: true })

  await page.getByLabel('كلمة المرور الجديدة').fill(NEW)
  await page.getByLabel('تأكيد كلمة المرور').fill(NEW)
  await submit.click()
  await expect(page.getByText('أدخل كلمة المرور الحالية')).toBeVisible()

  // The auth server checks it, not the page: a wrong one is refused in Arabic.
  await page.getByLabel('كلمة المرور الحالية').fill('Wrong-Passw0rd!1')
  await submit.click()
  await expect(page.getByText('كلمة المرور الحالية غير صحيحة')).toBeVisible()
  const unchanged = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: NEW }),
  })
  expect(unchanged.ok).toBe(false)

  await page.getByLabel('كلمة المرور الحالية').fill(PASSWORD)
  await expect(page.getByLabel('إبقائي مسجلاً على هذا الجهاز')).toBeChecked()
  await submit.click()
  await expect(page.getByText('سُجّل الخروج من أجهزتك الأخرى')).toBeVisible()

  // The other browser is signed out on its next check; this one stays.
  await other.goto('/dashboard/settings')
  await expect(other).toHaveURL(/\/login/)
  await other.close()
  await page.reload()
  await expect(page).toHaveURL(/\/dashboard\/settings$/)

  await runMailOutbox()
  const mail = await latestMail(user.email, 'تم تغيير كلمة المرور')
  const lockLink = /https?:\/\/\S+\/account\/lock\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)
  expect(lockLink, mail.text).not.toBeNull()

  // Not them: the link locks the account (every session ends, a reset is needed).
  const stranger = await browser.newPage()
  await stranger.goto(lockLink![0])
  await stranger.getByRole('button', { name: 'اقفل حسابي' }).click()
  await expect(stranger.getByText('تم قفل حسابك.')).toBeVisible()
  await expect(stranger.getByRole('link', { name: 'تعيين كلمة مرور جديدة' })).toBeVisible()
  await stranger.close()
  await page.goto('/dashboard/settings')
  await expect(page).toHaveURL(/\/login/)
})
