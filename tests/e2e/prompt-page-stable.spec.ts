/**
 * A prompt page does not move under its reader (issue 51's web bench measured CLS 0.15–0.24 on a
 * prompt page, signed in): what follows the body (the example, the rating) waited for nothing and
 * was pushed down the page when the variables filler's fields replaced its short skeleton.
 */
import type { Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { promptId, signedInUser } from './library-support'

test.use({ viewport: { width: 412, height: 823 } })

type Shift = { value: number; hadRecentInput: boolean }

test('a prompt page on a phone does not shift while its filler loads after the rest', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signedInUser(page, 'premium')
  const id = await promptId('marketing-plan-90-days')
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    ;(window as unknown as { __shifts: Shift[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(entry as unknown as Shift)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The filler's saved values are held until the rest of the page (the rating) is in place: the
  // order a slow connection can give.
  const held: Route[] = []
  let holding = true
  await page.route('**/rest/v1/user_prompt_variables*', (route) => {
    if (holding && route.request().method() === 'GET') held.push(route)
    else void route.fallback()
  })
  await page.goto(`/dashboard/prompt-cards/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('[data-filler-loading]')).toBeVisible()
  await expect(page.locator('section[aria-labelledby="prompt-rating-title"]')).toBeAttached()
  expect(held.length).toBeGreaterThan(0)
  holding = false
  for (const route of held) await route.fallback()
  await expect(page.getByLabel('اسم الشركة')).toBeVisible()
  await expect(page.locator('section[aria-labelledby="prompt-rating-title"]')).toBeVisible()
  // The shifts of two frames later are in, too.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  const total = await page.evaluate(() =>
    (window as unknown as { __shifts: Shift[] }).__shifts
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  )
  expect(total).toBeLessThan(0.01)
})
