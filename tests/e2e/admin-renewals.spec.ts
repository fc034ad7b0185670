/**
 * /518/renewals (issue 28): an admin sees a customer's declined renewal with the gateway's
 * reason and attempt count, retries it now, and the renewal is charged (the row leaves the
 * failed list; the customer's next renewal appears among the upcoming ones of 30 days).
 */
import { expect, test } from './fixtures'
import { SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'
import { apiUrl, freshUser, pageAs, service, signIn } from './admin-support'

test.describe.configure({ timeout: 120_000 })
const firstLoad = { timeout: 20_000 }

/** The customer pays basic with auto-renew on the sandbox checkout (as the browser would post it). */
async function subscribedWithCard(email: string) {
  const session = await signIn(email)
  const started = await fetch(`${apiUrl}/functions/v1/tap-payment`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${session.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ plan: 'basic', autoRenew: true }),
  })
  expect(started.status).toBe(200)
  const { redirect } = (await started.json()) as { redirect: { url: string } }
  const paid = await fetch(redirect.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Test Buyer',
      action: 'pay',
      card_number: '4508750015741019',
      expiry: '01/39',
      cvv: '100',
    }).toString(),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  await expect
    .poll(
      async () => {
        const { data } = await service
          .from('payment_cards')
          .select('last_four')
          .eq('user_id', session.user.id)
          .maybeSingle()
        return data?.last_four ?? null
      },
      { timeout: 30_000 },
    )
    .toBe('1019')
  return session.user.id
}

test('an admin retries a declined renewal now and it is charged once', async ({ browser }) => {
  const customer = await freshUser({ prefix: 'renewal-customer' })
  const userId = await subscribedWithCard(customer.email)
  const faulted = await fetch(`${apiUrl}/sandbox/tap/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 'charges.create': 'declined', match: userId, times: 1 }),
  })
  expect(faulted.status).toBe(200)
  const { data: subscription } = await service
    .from('subscriptions')
    .select('expires_at')
    .eq('user_id', userId)
    .single()
  const expiresAt = Date.parse(subscription!.expires_at!)
  const run = await fetch(`${apiUrl}/functions/v1/subscription-renewals`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ now: new Date(expiresAt - 86_400_000).toISOString() }),
  })
  expect(run.status).toBe(200)

  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  await page.goto('/518/renewals')
  await expect(page.getByRole('heading', { level: 1, name: 'التجديدات' })).toBeVisible(firstLoad)
  const failed = page.getByRole('table', { name: 'التجديدات المتعثرة' })
  const row = failed.getByRole('row').filter({ hasText: customer.email })
  await expect(row).toContainText('Declined', firstLoad)
  await expect(row).toContainText('1')

  // Keyboard: focus the row's button and open the confirmation with Enter.
  await row.getByRole('button', { name: `إعادة المحاولة الآن: ${customer.email}` }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'إعادة محاولة التجديد الآن' })
  await expect(dialog).toContainText('19.00')
  await dialog.getByRole('button', { name: 'إعادة المحاولة الآن' }).click()
  await expect(page.getByText('تم تحصيل التجديد ومُدّد الاشتراك شهراً')).toBeVisible({
    timeout: 30_000,
  })
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('table', { name: 'التجديدات المتعثرة' }).getByText(customer.email),
  ).toHaveCount(0)

  const { data: renewal } = await service
    .from('subscription_renewals')
    .select('status, attempts')
    .eq('user_id', userId)
    .single()
  expect(renewal).toEqual({ status: 'captured', attempts: 2 })

  // The next period is about 60 days away now: in the 30-day window, nothing for this customer.
  await page.getByRole('button', { name: '30 يوماً' }).click()
  await expect(page.getByRole('button', { name: '30 يوماً' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(
    page.getByTestId('upcoming-renewal').filter({ hasText: customer.email }),
  ).toHaveCount(0)
})
