import { expect, test } from './fixtures'
import { promptId, signedInUser } from './library-support'

test('search, filter, open a prompt, fill its variables, copy, favorite and find it in favorites', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedInUser(page, 'trial')
  await page.goto('/dashboard/prompt-cards')
  // The first visit loads the user area's chunks and the account checks.
  await expect(page.getByRole('heading', { level: 1, name: 'الأوامر الذكية' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByTestId('plan-status').first()).toContainText('تجريبي')

  // Taa marbuta written as haa, no hamza: the normalised search still finds the prompt.
  await page.getByLabel('ابحث في الأوامر').fill('خطه تسويقيه')
  await expect(page).toHaveURL(/q=/)
  const results = page.getByRole('list', { name: 'نتائج الأوامر' })
  await expect(results.getByRole('link', { name: 'خطة تسويقية لمدة 90 يوماً' })).toBeVisible()

  // The filters are native selects (issue 51).
  await page.getByLabel('التصنيف').selectOption({ label: 'التسويق' })
  await expect(page).toHaveURL(/category=marketing/)
  await page.getByLabel('المنصة').selectOption({ label: 'Claude' })
  await expect(page).toHaveURL(/platform=claude/)
  await expect(results.getByRole('link', { name: 'خطة تسويقية لمدة 90 يوماً' })).toBeVisible()
  await expect(results).not.toHaveAttribute('aria-busy', 'true')
  await expect(results.getByRole('article').filter({ hasNotText: 'Claude' })).toHaveCount(0)

  // Filters live in the address: a reload keeps them.
  await page.reload()
  await expect(page.getByLabel('ابحث في الأوامر')).toHaveValue('خطه تسويقيه', { timeout: 30_000 })
  await results.getByRole('link', { name: 'خطة تسويقية لمدة 90 يوماً' }).click()

  await expect(
    page.getByRole('heading', { level: 1, name: 'خطة تسويقية لمدة 90 يوماً' }),
  ).toBeVisible()
  await page.getByLabel('اسم الشركة').fill('شركة الأفق')
  await page.getByLabel('المنتج').fill('القهوة المختصة')
  const preview = page.getByTestId('prompt-preview')
  await expect(preview).toContainText('شركة الأفق')
  await expect(preview).toContainText('القهوة المختصة')
  // {{السوق|السعودي}} falls back to its default.
  await expect(preview).toContainText('السوق السعودي')
  await expect(page.getByRole('link', { name: 'فتح في Claude' })).toHaveAttribute('rel', /noopener/)

  await page.getByRole('button', { name: 'نسخ الأمر' }).click()
  await expect(page.getByRole('button', { name: 'تم النسخ' })).toBeVisible()
  const clipboard = await page.evaluate(() => navigator.clipboard.readText())
  expect(clipboard).toContain('لشركة شركة الأفق التي تبيع القهوة المختصة')
  expect(clipboard).toContain('السوق السعودي')
  expect(clipboard).not.toContain('{{اسم_الشركة}}')

  await page
    .getByRole('button', { name: 'إضافة «خطة تسويقية لمدة 90 يوماً» إلى المفضلة' })
    .first()
    .click()
  // The name says the state (it is the action that undoes it); no aria-pressed beside it, which
  // a screen reader read as «إزالة … من المفضلة، pressed» (docs/accessibility.md, the Orca pass).
  const remove = page
    .getByRole('button', { name: 'إزالة «خطة تسويقية لمدة 90 يوماً» من المفضلة' })
    .first()
  await expect(remove).toBeVisible()
  await expect(remove).not.toHaveAttribute('aria-pressed')

  await page
    .getByRole('navigation', { name: 'لوحة التحكم' })
    .getByRole('link', { name: 'المفضلة' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'المفضلة' })).toBeVisible()
  await expect(
    page
      .getByRole('list', { name: 'الأوامر المفضلة' })
      .getByRole('link', { name: 'خطة تسويقية لمدة 90 يوماً' }),
  ).toBeVisible()

  // The copied values became global variables, offered in the saved-preferences page.
  await page
    .getByRole('navigation', { name: 'لوحة التحكم' })
    .getByRole('link', { name: 'المتغيرات والتفضيلات' })
    .click()
  const vars = page.getByRole('list', { name: 'المتغيرات العامة' })
  await expect(vars).toContainText('اسم الشركة', { timeout: 15_000 })
  await expect(vars).toContainText('شركة الأفق')
})

test('a locked prompt shows the upgrade path and never its body', async ({ page }) => {
  await signedInUser(page, 'trial')
  const id = await promptId('midjourney-product-shot')
  await page.goto(`/dashboard/prompt-cards/${id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'صورة منتج احترافية بميدجورني' }),
  ).toBeVisible({ timeout: 30_000 })
  // A Midjourney prompt: the cheapest plan that opens every platform is the complete plan.
  const locked = page.getByRole('region', { name: 'المحتوى مقفل' })
  await expect(locked.getByRole('heading', { name: 'متاح من الباقة الكاملة' })).toBeVisible()
  // The subscription page lives in the dashboard layout (issue 46); /subscription redirects there.
  await expect(locked.getByRole('link', { name: 'الترقية إلى الباقة الكاملة' })).toHaveAttribute(
    'href',
    '/dashboard/subscription',
  )
  await expect(page.getByText('Professional studio product photography')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'نسخ الأمر' })).toHaveCount(0)
})
