/**
 * The home a sign-in lands on does not move under its reader (issue 51: CLS 0.27–0.53 in every
 * Lighthouse run). Its top widgets (the company card, the first-run checklist, the plan) each came
 * with their own read and pushed what was drawn below them down; they now show together.
 */
import type { Route } from '@playwright/test'
import { expect, test } from './fixtures'
import { signedInUser } from './library-support'

test.use({ viewport: { width: 412, height: 823 } })

type Shift = { value: number; hadRecentInput: boolean }

test('the home on a phone does not shift while the checklist answers after the rest', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signedInUser(page, 'trial')
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    ;(window as unknown as { __shifts: Shift[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push(entry as unknown as Shift)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The checklist's stored progress is held until the other reads have answered: the order a
  // slow connection can give.
  const held: Route[] = []
  let holding = true
  await page.route('**/rest/v1/saved_preferences*', (route) => {
    const request = route.request()
    if (holding && request.method() === 'GET' && request.url().includes('onboarding.checklist'))
      held.push(route)
    else void route.fallback()
  })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible({
    timeout: 30_000,
  })
  await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0)
  // Meanwhile one placeholder, and none of the widgets.
  await expect(page.getByRole('status', { name: 'جارٍ التحميل...' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'بحث سريع' })).toBeHidden()
  holding = false
  for (const route of held) await route.fallback()
  await expect(page.getByRole('heading', { name: 'ابدأ مع سند' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'بحث سريع' })).toBeVisible()
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
