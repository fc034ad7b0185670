/**
 * /518/catalogue: an admin creates and publishes an assistant (with its paid link and
 * instructions) and an automation template with two steps; a premium subscriber, whose plan opens
 * assistants and templates, sees them with the paid parts; a trial user sees the public parts only.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshUser, pageAs, signIn } from './admin-support'

const firstLoad = { timeout: 20_000 }

function card(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
}

test('an admin publishes an assistant and a template; a subscriber sees the paid parts, a trial user does not', async ({
  browser,
}) => {
  // Three users and the admin screens in one journey: several first visits.
  test.slow()
  const tag = randomUUID().slice(0, 6)
  const assistant = `مساعد إداري ${tag}`
  const template = `قالب إداري ${tag}`
  // A published GPT's address (issue 44: anything else is refused by the database).
  const link = `https://chatgpt.com/g/g-${tag}Q7-admin-assistant`

  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  await page.goto('/518')
  await page
    .getByRole('navigation', { name: 'قائمة الإدارة' })
    .getByRole('link', { name: 'إدارة المحتوى' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة المحتوى' })).toBeVisible(
    firstLoad,
  )

  // The assistant, with its paid link and instructions.
  await page.getByRole('button', { name: 'مساعد جديد' }).click()
  let form = page.getByRole('form', { name: 'مساعد جديد' })
  await form.getByRole('button', { name: 'حفظ' }).click()
  await expect(form.getByText('يرجى إدخال الاسم')).toBeVisible()
  await form.getByRole('textbox', { name: 'الاسم', exact: true }).fill(assistant)
  await form.getByLabel('المعرّف (slug)').fill(`admin-assistant-${tag}`)
  await form.getByRole('combobox', { name: 'التصنيف' }).selectOption({ label: 'الإعلانات' })
  await form
    .getByRole('textbox', { name: 'الوصف', exact: true })
    .fill('مساعد أنشأه المشرف للاختبار')
  await form.getByLabel('رابط المساعد (للمشتركين فقط)').fill(link)
  await form.getByLabel('تعليمات الاستخدام (للمشتركين فقط)').fill('اكتب وصف منتجك ثم اطلب الإعلان')
  await form.getByLabel('منشور (يظهر في المكتبة)').check()
  await form.getByRole('button', { name: 'حفظ' }).click()
  await expect(page.getByText('تم الحفظ')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const assistants = page.getByRole('list', { name: 'المساعدون' })
  await expect(assistants.getByRole('listitem').filter({ hasText: assistant })).toContainText(
    'منشور',
  )

  // The template, with two ordered steps.
  await page.getByRole('tab', { name: 'قوالب الأتمتة' }).click()
  await page.getByRole('button', { name: 'قالب جديد' }).click()
  form = page.getByRole('form', { name: 'قالب جديد' })
  await form.getByRole('textbox', { name: 'العنوان', exact: true }).fill(template)
  await form.getByLabel('المعرّف (slug)').fill(`admin-template-${tag}`)
  await form.getByRole('textbox', { name: 'الوصف', exact: true }).fill('قالب أنشأه المشرف للاختبار')
  await form.getByLabel('عنوان الخطوة 1').fill('استقبال الطلب')
  await form.getByLabel('أداة الخطوة 1').fill('Typeform')
  await form.getByLabel('وصف الخطوة 1 (للمشتركين فقط)').fill(`وصف مدفوع أول ${tag}`)
  await form.getByRole('button', { name: 'إضافة خطوة' }).click()
  await form.getByLabel('عنوان الخطوة 2').fill('إرسال التأكيد')
  await form.getByLabel('أداة الخطوة 2').fill('Gmail')
  await form.getByLabel('وصف الخطوة 2 (للمشتركين فقط)').fill(`وصف مدفوع ثان ${tag}`)
  // Reordering with the keyboard-reachable buttons, then back.
  await form.getByRole('button', { name: 'نقل الخطوة 2 للأعلى' }).click()
  await expect(form.getByLabel('عنوان الخطوة 1')).toHaveValue('إرسال التأكيد')
  await form.getByRole('button', { name: 'نقل الخطوة 1 للأسفل' }).click()
  await expect(form.getByLabel('عنوان الخطوة 1')).toHaveValue('استقبال الطلب')
  await form.getByLabel('منشور (يظهر في المكتبة)').check()
  await form.getByRole('button', { name: 'حفظ' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(
    page
      .getByRole('list', { name: 'قوالب الأتمتة' })
      .getByRole('listitem')
      .filter({ hasText: template }),
  ).toContainText('منشور')
  await page.context().close()

  // A premium subscriber: the assistant's link and the steps' descriptions.
  const subscriber = await freshUser({ plan: 'premium', prefix: 'catalogue-premium' })
  const premium = await pageAs(browser, await signIn(subscriber.email))
  await premium.goto('/dashboard/gpt-assistants')
  await expect(card(premium, assistant)).toBeVisible(firstLoad)
  await expect(
    card(premium, assistant).getByRole('link', { name: /افتح المساعد/ }),
  ).toHaveAttribute('href', link)
  await premium.goto('/dashboard/automation-templates')
  const full = card(premium, template)
  await expect(full).toBeVisible(firstLoad)
  await expect(full.getByRole('listitem')).toHaveCount(2)
  await expect(full.getByRole('listitem').first()).toContainText('استقبال الطلب')
  await expect(full.getByText(`وصف مدفوع أول ${tag}`)).toBeVisible()
  await expect(full.getByText(`وصف مدفوع ثان ${tag}`)).toBeVisible()
  await premium.context().close()

  // A trial user: names and the outline, no link and no step descriptions.
  const trialUser = await freshUser({ plan: 'trial', prefix: 'catalogue-trial' })
  const trial = await pageAs(browser, await signIn(trialUser.email))
  await trial.goto('/dashboard/gpt-assistants')
  await expect(card(trial, assistant)).toBeVisible(firstLoad)
  await expect(card(trial, assistant).getByRole('link', { name: /افتح المساعد/ })).toHaveCount(0)
  await trial.goto('/dashboard/automation-templates')
  const outline = card(trial, template)
  await expect(outline).toBeVisible(firstLoad)
  await expect(outline.getByRole('listitem')).toHaveCount(2)
  await expect(outline.getByText('إرسال التأكيد')).toBeVisible()
  await expect(outline.getByText(`وصف مدفوع أول ${tag}`)).toHaveCount(0)
  await trial.context().close()
})
