/**
 * Sharing an own prompt (issue 21): a subscriber shares it, a signed-out visitor opens the link,
 * fills its variables and copies it, the owner revokes the link, and the visitor's page then says
 * the link is no longer available.
 */
import { expect, test } from './fixtures'
import { signedInUser } from './library-support'

const firstPaint = { timeout: 30_000 }

test('a subscriber shares an own prompt, a signed-out visitor fills and copies it, the owner revokes it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const owner = await signedInUser(page, 'advanced')
  const created = await owner.client.rpc('save_user_prompt', {
    p_id: null,
    p_title: 'رسالة متابعة لعميل',
    p_description: 'متابعة لطيفة بعد اجتماع',
    p_body: 'اكتب رسالة متابعة لعميل اسمه {{اسم_العميل}} بعد اجتماع عن {{الموضوع|الخطة}}.',
    p_category: 'marketing',
    p_platforms: ['chatgpt'],
    p_tags: ['متابعة'],
    p_note: '',
  })
  expect(created.error).toBeNull()
  const id = created.data as string

  // The owner shares it from the prompt's page.
  await page.goto(`/dashboard/user-prompts/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'رسالة متابعة لعميل' })).toBeVisible(
    firstPaint,
  )
  await page.getByRole('button', { name: 'مشاركة', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('الأمر خاص: لا يراه أحد غيرك.')).toBeVisible()
  await dialog.getByRole('button', { name: 'إنشاء رابط مشاركة' }).click()
  const linkBox = dialog.getByRole('textbox', { name: 'رابط المشاركة' })
  await expect(linkBox).toHaveValue(/\/p\/[A-Za-z0-9_-]{24}$/)
  const link = await linkBox.inputValue()
  await dialog.getByRole('button', { name: 'نسخ الرابط' }).click()
  await expect(dialog.getByRole('button', { name: 'نُسخ' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByText('مشترك برابط')).toBeVisible()

  // A signed-out visitor opens the link, fills the variables and copies the prompt.
  const visitorContext = await browser.newContext()
  await visitorContext.grantPermissions(['clipboard-read', 'clipboard-write'])
  const visitor = await visitorContext.newPage()
  const response = await visitor.goto(link)
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(visitor.getByRole('heading', { level: 1, name: 'رسالة متابعة لعميل' })).toBeVisible(
    firstPaint,
  )
  await expect(visitor).toHaveTitle(/رسالة متابعة لعميل/)
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  )
  await expect(visitor.getByRole('link', { name: 'سجّل الدخول لنسخه إلى أوامري' })).toBeVisible()
  await visitor.getByLabel('اسم العميل').fill('شركة الأفق')
  await expect(visitor.getByTestId('prompt-preview')).toContainText('عميل اسمه شركة الأفق')
  await visitor.getByRole('button', { name: 'نسخ الأمر' }).click()
  await expect(visitor.getByRole('button', { name: 'تم النسخ' })).toBeVisible()
  expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(
    'اكتب رسالة متابعة لعميل اسمه شركة الأفق بعد اجتماع عن الخطة.',
  )

  // The owner revokes the link, after a confirmation.
  await page.getByRole('button', { name: 'مشاركة', exact: true }).click()
  await dialog.getByRole('button', { name: 'إلغاء المشاركة' }).click()
  await dialog.getByRole('button', { name: 'نعم، ألغِ الرابط' }).click()
  await expect(dialog.getByText('الأمر خاص: لا يراه أحد غيرك.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByText('مشترك برابط')).toBeHidden()

  // The visitor's page now says so, with a way home.
  await visitor.reload()
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'هذا الرابط لم يعد متاحاً' }),
  ).toBeVisible(firstPaint)
  await expect(
    visitor.getByRole('alert').getByRole('link', { name: 'الصفحة الرئيسية' }),
  ).toBeVisible()
  await visitorContext.close()
})
