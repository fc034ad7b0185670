/**
 * IS_LAUNCHED from the admin settings screen. It changes a global setting, so it runs in its own
 * Playwright project after every other one, and restores the site to launched at the end.
 */
import { expect, test } from './fixtures'
import { freshUser, pageAs, service, signIn } from './admin-support'

// A first visit loads the admin area's chunks and checks the role on a loaded machine.
const firstLoad = { timeout: 20_000 }

test.describe.configure({ mode: 'serial' })

async function setLaunched(value: string) {
  const { error } = await service
    .from('site_settings')
    .update({ setting_value: value })
    .eq('setting_key', 'IS_LAUNCHED')
  expect(error).toBeNull()
}

test.beforeAll(async () => {
  await setLaunched('false')
})

test.afterAll(async () => {
  await setLaunched('true')
})

test('an admin opens the platform and a waiting visitor in another browser is released without reload', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage()
  const subscribed = new Promise<void>((resolve) => {
    visitor.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload)
        if (text.includes('realtime:launch-status') && text.includes('Subscribed to PostgreSQL')) {
          resolve()
        }
      }),
    )
  })
  await visitor.goto('/pricing')
  await expect(visitor).toHaveURL(/\/waitlist$/, { timeout: 15_000 })
  await subscribed
  await visitor.evaluate(() => {
    ;(window as unknown as { notReloaded: boolean }).notReloaded = true
  })

  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  await page.goto('/518/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'إعدادات النظام' })).toBeVisible(
    firstLoad,
  )
  const launchSwitch = page.getByRole('switch', { name: 'المنصة مفتوحة للجميع (IS_LAUNCHED)' })
  await expect(launchSwitch).not.toBeChecked()
  await launchSwitch.click()
  await page
    .getByRole('dialog', { name: 'فتح المنصة للجميع' })
    .getByRole('button', { name: 'فتح المنصة' })
    .click()
  await expect(launchSwitch).toBeChecked()

  await expect(visitor).toHaveURL(/\/pricing$/, { timeout: 5_000 })
  expect(
    await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true)

  const audit = await service
    .from('audit_log')
    .select('old_values, new_values')
    .eq('action', 'update_site_settings')
    .eq('user_id', admin.id)
  expect(audit.error).toBeNull()
  expect(audit.data).toEqual([
    expect.objectContaining({
      old_values: expect.objectContaining({ setting_value: 'false' }),
      new_values: expect.objectContaining({ setting_value: 'true' }),
    }),
  ])
  await page.context().close()
  await visitor.context().close()
})
