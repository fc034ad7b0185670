import { expect, test } from './fixtures'

test('every nav and footer link resolves to a page with a heading', async ({ page }) => {
  // One test visits every linked page (about a dozen full loads).
  test.setTimeout(120_000)
  await page.goto('/')
  const hrefs = new Set<string>()
  for (const region of [
    page.getByRole('navigation', { name: 'القائمة الرئيسية' }),
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
  ]) {
    for (const link of await region.getByRole('link').all()) {
      const href = await link.getAttribute('href')
      if (href?.startsWith('/')) hrefs.add(href)
    }
  }
  expect(hrefs.size).toBeGreaterThanOrEqual(12)

  for (const href of hrefs) {
    await page.goto(href)
    // A cold app route (/style-guide) took 5.2 s to first paint on a loaded 2-core machine.
    await expect(page.getByRole('heading', { level: 1 }), href).toHaveCount(1, { timeout: 15_000 })
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' }), href).toHaveCount(0)
  }
})

test('client-side navigation through the top nav', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' })
  await nav.getByRole('link', { name: 'من نحن' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { name: 'الابتكار' })).toBeVisible()
  await nav.getByRole('link', { name: 'الأسعار' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page).toHaveTitle(/الأسعار/)
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the menu opens and closes on tap, and closes when a link is tapped', async ({ page }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'فتح القائمة' })
    await open.tap()
    const menu = page.getByRole('navigation', { name: 'قائمة الجوال' })
    await expect(menu).toBeVisible()

    await page.getByRole('button', { name: 'إغلاق القائمة' }).tap()
    await expect(menu).toBeHidden()

    await open.tap()
    await menu.getByRole('link', { name: 'المدونة' }).tap()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(menu).toBeHidden()
  })
})
