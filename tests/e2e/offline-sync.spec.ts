/**
 * Issue 48, offline writes on the production build: without a connection the user edits an own
 * prompt, writes a new one and edits it again; meanwhile the first prompt is edited on another
 * device. Back online, the queue goes out in order: the new prompt exists once with its edit, and
 * the edit made on a stale copy becomes «… (نسخة متعارضة)» beside the other device's version.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { service, signedInUser } from './library-support'

const firstPaint = { timeout: 30_000 }

const prompt = (over: Record<string, unknown>) => ({
  p_id: null,
  p_description: '',
  p_category: null,
  p_platforms: [],
  p_tags: [],
  p_note: '',
  ...over,
})

async function save(page: Page) {
  await page.getByRole('button', { name: 'حفظ الأمر' }).click()
  await expect(page.getByRole('button', { name: 'بانتظار الاتصال...' })).toBeDisabled()
}

test('offline: a prompt created and edited reaches the server once, in order; a stale edit becomes a conflict copy', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const user = await signedInUser(page, 'advanced')
  const made = await user.client.rpc(
    'save_user_prompt',
    prompt({ p_title: 'أمر على جهازين', p_body: 'النص الأول عن {{الموضوع}}' }),
  )
  expect(made.error).toBeNull()
  const sharedId = made.data as string

  // Online once: the pages' code is loaded (list, prompt, editor).
  await page.goto('/dashboard/user-prompts')
  await expect(page.getByRole('heading', { level: 1, name: 'أوامري' })).toBeVisible(firstPaint)
  await page.getByRole('link', { name: 'أمر جديد' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'أمر جديد' })).toBeVisible(firstPaint)
  await page.getByRole('link', { name: 'إلغاء' }).click()
  await page.getByRole('link', { name: 'أمر على جهازين' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'أمر على جهازين' })).toBeVisible(
    firstPaint,
  )
  await page.getByRole('link', { name: 'تعديل' }).click()
  await expect(page.getByLabel('نص الأمر')).toHaveValue('النص الأول عن {{الموضوع}}', firstPaint)

  await context.setOffline(true)
  await page.getByLabel('نص الأمر').fill('نص الهاتف دون اتصال عن {{الموضوع}}')
  await save(page)
  // Meanwhile the same prompt is edited on another device.
  const elsewhere = await user.client.rpc(
    'save_user_prompt',
    prompt({ p_id: sharedId, p_title: 'أمر على جهازين', p_body: 'نص الحاسوب عن {{الموضوع}}' }),
  )
  expect(elsewhere.error).toBeNull()

  // Still offline: a new prompt, shown in «أوامري» at once, then edited again.
  await page.getByRole('link', { name: 'إلغاء' }).click()
  await page.getByRole('link', { name: 'أوامري' }).first().click()
  await page.getByRole('link', { name: 'أمر جديد' }).click()
  await page.getByLabel('العنوان').fill('أمر كُتب دون اتصال')
  await page.getByLabel('نص الأمر').fill('المسودة الأولى عن {{المدينة}}')
  await save(page)
  await page.getByRole('link', { name: 'إلغاء' }).click()
  await page.getByRole('link', { name: 'أمر كُتب دون اتصال' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'أمر كُتب دون اتصال' })).toBeVisible()
  await page.getByRole('link', { name: 'تعديل' }).click()
  await page.getByLabel('نص الأمر').fill('النص النهائي عن {{المدينة}}')
  await save(page)

  await context.setOffline(false)
  await expect(page.getByText('نسخة متعارضة').first()).toBeVisible({ timeout: 30_000 })

  // The server holds each write once, in the order they were made.
  await expect
    .poll(async () => {
      const { data } = await service
        .from('user_prompts')
        .select('title, body, version')
        .eq('user_id', user.id)
      return (data ?? []).sort((a, b) => (a.title < b.title ? -1 : 1))
    })
    .toEqual([
      { title: 'أمر على جهازين', body: 'نص الحاسوب عن {{الموضوع}}', version: 2 },
      {
        title: 'أمر على جهازين (نسخة متعارضة)',
        body: 'نص الهاتف دون اتصال عن {{الموضوع}}',
        version: 1,
      },
      { title: 'أمر كُتب دون اتصال', body: 'النص النهائي عن {{المدينة}}', version: 2 },
    ])

  // The copy is in «أوامري», beside the original and the new prompt.
  await page.goto('/dashboard/user-prompts')
  await expect(
    page.getByRole('link', { name: 'أمر على جهازين (نسخة متعارضة)', exact: true }),
  ).toBeVisible(firstPaint)
  await expect(page.getByRole('link', { name: 'أمر كُتب دون اتصال' }).first()).toBeVisible()
})
