/**
 * /518/funnel (issue 32): an admin opens the onboarding funnel from the admin navigation and sees
 * the seed's demo weeks (supabase/seed.sql, "onboarding funnel demo"), with the drop between the
 * steps and the definitions of each step; switching the number of weeks asks the server again.
 */
import { expect, test } from './fixtures'
import { freshUser, pageAs, signIn } from './admin-support'

const firstLoad = { timeout: 20_000 }
const n = (value: number) => new Intl.NumberFormat('ar-SA-u-nu-latn').format(value)

test('an admin sees the seeded onboarding funnel per week, with the step definitions', async ({
  browser,
}) => {
  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  await page.goto('/518')
  await page.getByRole('link', { name: 'قمع التسجيل' }).first().click()
  await expect(page).toHaveURL(/\/518\/funnel$/)
  await expect(page.getByRole('heading', { level: 1, name: 'قمع التسجيل' })).toBeVisible(firstLoad)

  const table = page.getByRole('table', { name: 'قمع التسجيل لكل أسبوع' })
  await expect(table).toBeVisible(firstLoad)
  // The seed's four demo weeks (1 to 4 weeks ago) start 34, 38, 42 and 46 wizards.
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(8)
  for (const [index, starts, accounts, paid] of [
    [1, 34, 11, 1],
    [2, 38, 12, 1],
    [3, 42, 13, 2],
    [4, 46, 14, 2],
  ] as const) {
    const cells = rows.nth(index).getByRole('cell')
    await expect(cells.nth(0)).toHaveText(n(starts))
    await expect(cells.nth(1)).toContainText(n(accounts))
    await expect(cells.nth(1)).toContainText('فقد')
    await expect(cells.nth(4)).toContainText(n(paid))
    await expect(cells.nth(1)).toContainText('الوسيط')
  }
  await expect(page.getByRole('heading', { name: 'تعريف كل خطوة' })).toBeVisible()

  await page.getByRole('button', { name: `${n(4)} أسابيع` }).click()
  await expect(rows).toHaveCount(4)
  await expect(page.getByRole('button', { name: `${n(4)} أسابيع` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
