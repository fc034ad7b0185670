/**
 * From sign-up to the first paid plan (issue 32): the plan chosen in the wizard waits on the
 * verification page and the dashboard as «أكمل اشتراكك في باقة …» with one button into the
 * payment flow; «المتابعة بالفترة التجريبية» closes it for the account (stored on the server).
 */
import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import type { Page } from '@playwright/test'
import { expect as baseExpect, test } from './fixtures'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'
import {
  apiUrl,
  latestMail,
  PASSWORD,
  profileOf,
  uniqueEmail,
  userIdByEmail,
  verificationLink,
} from './auth-support'

const expect = baseExpect.configure({ timeout: 15_000 })
// Wizard, mailbox, functions and the Tap sandbox in one journey on a shared, slow machine.
test.describe.configure({ timeout: 120_000 })

const noPersist = { auth: { persistSession: false, autoRefreshToken: false } }
const service = createClient(apiUrl, SERVICE_ROLE_KEY, noPersist)

async function next(page: Page) {
  await page.getByRole('button', { name: /التالي/ }).click()
}

test('register choosing «المتقدمة», verify, see the completion panel, pay on Tap, land on advanced', async ({
  page,
}) => {
  const email = uniqueEmail('onboard')
  await page.goto('/registration')
  await page.getByRole('radio', { name: /التسجيل بالبريد الإلكتروني/ }).check()
  await page.getByLabel('الاسم الكامل').fill('سارة العتيبي')
  await page.getByRole('textbox', { name: /^البريد الإلكتروني/ }).fill(email)
  await next(page)
  await page.getByLabel('اسم الشركة').fill('وكالة الأفق')
  await next(page)
  await page.getByRole('radio', { name: 'وكالة تسويق' }).check()
  await next(page)
  await page.getByLabel('البلد').selectOption('SA')
  await next(page)
  await next(page)
  await page.getByRole('radio', { name: 'فردي' }).check()
  await next(page)
  await page.getByLabel('اسم المستخدم').fill(`sara_${randomUUID().slice(0, 8)}`)
  await next(page)
  await page.getByLabel(/^كلمة المرور/).fill(PASSWORD)
  await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD)
  await next(page)
  await page.getByRole('radio', { name: /المتقدمة/ }).check()
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
  await expect(page.getByRole('heading', { name: 'تحقق من بريدك الإلكتروني' })).toBeVisible()
  const id = await userIdByEmail(email)

  await page.goto(verificationLink((await latestMail(email, 'تأكيد بريدك الإلكتروني في سند')).text))
  await expect(page.getByRole('heading', { name: 'تم تأكيد بريدك الإلكتروني' })).toBeVisible()
  const panel = page.getByRole('region', { name: 'أكمل اشتراكك في باقة المتقدمة' })
  await expect(panel).toBeVisible()
  await expect(panel.getByTestId('completion-price')).toHaveText(/35.00/)
  await expect(panel.getByText('شامل ضريبة القيمة المضافة')).toBeVisible()
  // What the plan opens: the plan cards' own features.
  await expect(panel.getByText('جميع أوامر ChatGPT')).toBeVisible()
  // The countdown waits while the offer is on screen.
  await expect(page.getByText(/سيتم تحويلك إلى الصفحة الرئيسية/)).toHaveCount(0)
  // Choosing a plan in the wizard granted nothing: still the trial until a payment is captured.
  expect((await profileOf(id)).subscription_tier).toBe('trial')

  await panel.getByRole('link', { name: 'إتمام الاشتراك والدفع' }).click()
  await expect(page).toHaveURL(/\/payment\?plan=advanced$/)
  await expect(page.getByText('المتقدمة')).toBeVisible()
  await page.getByRole('button', { name: 'ادفع الآن' }).click()

  await expect(page).toHaveURL(/\/sandbox\/tap\/checkout\//, { timeout: 30_000 })
  await page.getByLabel('الاسم على البطاقة').fill('Sara Buyer')
  await page.getByLabel('رقم البطاقة').fill('4508750015741019')
  await page.getByLabel('تاريخ الانتهاء (شهر/سنة)').fill('01/39')
  await page.getByLabel('رمز التحقق (CVV)').fill('100')
  await page.getByRole('button', { name: /^ادفع/ }).click()

  await expect(page).toHaveURL(/\/payment-result\?tap_id=chg_/)
  await expect(page.getByRole('heading', { name: 'تم الدفع بنجاح' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('link', { name: 'الذهاب إلى الاشتراكات' }).click()
  await expect(page.getByRole('heading', { name: 'المتقدمة', level: 2 })).toBeVisible()
  const paid = await profileOf(id)
  expect(paid).toMatchObject({ subscription_tier: 'advanced', intended_plan: null })

  // Done: the dashboard no longer offers it.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'لوحة التحكم', level: 1 })).toBeVisible()
  await expect(page.getByTestId('plan-status')).toContainText('المتقدمة')
  await expect(page.getByRole('region', { name: /أكمل اشتراكك في باقة/ })).toHaveCount(0)
})

test('«المتابعة بالفترة التجريبية» keeps the trial and closes the panel for the account', async ({
  page,
}) => {
  const email = uniqueEmail('onboard-trial')
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'خالد', intended_plan: 'basic' },
  })
  expect(created.error).toBeNull()
  const id = created.data.user!.id
  await service.from('profiles').update({ email_verification_status: 'verified' }).eq('id', id)
  const session = await createClient(apiUrl, ANON_KEY, noPersist).auth.signInWithPassword({
    email,
    password: PASSWORD,
  })
  expect(session.error).toBeNull()
  await page.addInitScript((value) => {
    window.localStorage.setItem('sb-127-auth-token', value)
  }, JSON.stringify(session.data.session))

  await page.goto('/dashboard')
  const panel = page.getByRole('region', { name: 'أكمل اشتراكك في باقة الأساسية' })
  await expect(panel).toBeVisible()
  await expect(panel.getByTestId('completion-price')).toHaveText(/19.00/)
  await expect(panel.getByText('قسم واحد من أوامر ChatGPT')).toBeVisible()
  await expect(panel.getByRole('link', { name: 'إتمام الاشتراك والدفع' })).toHaveAttribute(
    'href',
    '/payment?plan=basic',
  )
  await panel.getByRole('button', { name: 'المتابعة بالفترة التجريبية' }).click()
  await expect(panel).toHaveCount(0)

  // Stored on the server, not in this browser: a reload (or another device) keeps it closed.
  const stored = await service
    .from('saved_preferences')
    .select('preference_key')
    .eq('user_id', id)
    .eq('preference_key', 'onboarding.completion_dismissed')
  expect(stored.data).toHaveLength(1)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'لوحة التحكم', level: 1 })).toBeVisible()
  await expect(page.getByTestId('plan-status')).toContainText('تجريبي')
  await expect(page.getByRole('region', { name: /أكمل اشتراكك في باقة/ })).toHaveCount(0)
  expect((await profileOf(id)).subscription_tier).toBe('trial')
  await service.auth.admin.deleteUser(id)
})

test('a second user keeps the trial, finishes the first-run checklist, and the prompt has the company name without typing it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const email = uniqueEmail('onboard-checklist')
  const company = `مؤسسة النخبة ${randomUUID().slice(0, 4)}`
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    // What the wizard stores at sign-up (the trigger copies it to the profile).
    user_metadata: {
      full_name: 'ريم',
      intended_plan: 'advanced',
      company_name: company,
      company_type: 'marketing-agency',
      country: 'SA',
      company_size: 'solo',
    },
  })
  expect(created.error).toBeNull()
  const id = created.data.user!.id
  await service.from('profiles').update({ email_verification_status: 'verified' }).eq('id', id)
  const session = await createClient(apiUrl, ANON_KEY, noPersist).auth.signInWithPassword({
    email,
    password: PASSWORD,
  })
  expect(session.error).toBeNull()
  await page.addInitScript((value) => {
    window.localStorage.setItem('sb-127-auth-token', value)
  }, JSON.stringify(session.data.session))

  await page.goto('/dashboard')
  await page
    .getByRole('region', { name: 'أكمل اشتراكك في باقة المتقدمة' })
    .getByRole('button', { name: 'المتابعة بالفترة التجريبية' })
    .click()
  const checklist = page.getByRole('region', { name: 'ابدأ مع سند' })
  await expect(checklist.getByTestId('checklist-progress')).toHaveText('أنجزت 0 من 3 خطوات')
  // The wizard's values, prefilled: confirming them needs no typing.
  const form = checklist.getByRole('form', { name: 'بيانات الشركة' })
  await expect(form.getByLabel('اسم الشركة')).toHaveValue(company)
  await expect(form.getByLabel('البلد')).toHaveValue('SA')
  await expect(form.getByLabel('حجم الشركة')).toHaveValue('solo')
  await form.getByRole('button', { name: 'تأكيد بيانات الشركة' }).click()
  await expect(checklist.getByTestId('checklist-progress')).toHaveText('أنجزت 1 من 3 خطوات')

  // Resumable: the progress is on the server.
  await page.reload()
  await expect(checklist.getByTestId('checklist-progress')).toHaveText('أنجزت 1 من 3 خطوات')

  // The recommended prompt for a marketing agency, one the trial opens.
  await checklist
    .getByRole('listitem')
    .filter({ hasText: 'افتح أمراً مقترحاً لنشاطك' })
    .getByRole('link')
    .click()
  await expect(page).toHaveURL(/\/dashboard\/prompt-cards\//)
  await expect(page.getByLabel('اسم الشركة', { exact: true })).toHaveValue(company, {
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'نسخ الأمر' }).click()
  const clipboard = await page.evaluate(() => navigator.clipboard.readText())
  expect(clipboard).toContain(company)
  // The mark is written in the background; a full navigation must not cut it off.
  await expect
    .poll(async () => {
      const { data } = await service
        .from('saved_preferences')
        .select('preference_value')
        .eq('user_id', id)
        .eq('preference_key', 'onboarding.checklist')
        .maybeSingle()
      return Boolean((data?.preference_value as Record<string, unknown> | null)?.prompt_used)
    })
    .toBe(true)

  await page.goto('/dashboard')
  await expect(checklist.getByTestId('checklist-progress')).toHaveText(/أكملت خطوات البداية/)
  await checklist.getByRole('button', { name: 'إغلاق' }).click()
  await expect(checklist).toHaveCount(0)
  // Once per account: it does not come back.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'لوحة التحكم', level: 1 })).toBeVisible()
  await expect(page.getByTestId('plan-status')).toBeVisible()
  await expect(page.getByRole('region', { name: 'ابدأ مع سند' })).toHaveCount(0)
  const stored = await service
    .from('saved_preferences')
    .select('preference_value')
    .eq('user_id', id)
    .eq('preference_key', 'onboarding.checklist')
    .single()
  expect(Object.keys(stored.data!.preference_value as object).sort()).toEqual([
    'company_confirmed',
    'dismissed',
    'prompt_opened',
    'prompt_used',
  ])
  await service.auth.admin.deleteUser(id)
})
