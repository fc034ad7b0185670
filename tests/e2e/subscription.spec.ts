/**
 * Subscription journeys through the Tap sandbox: a trial user pays for basic with a code, a
 * declined card, a cancel, a prorated upgrade and a scheduled downgrade. Each test has its own
 * fresh user; nothing global changes, so these run in parallel with the other specs.
 */
import { randomUUID } from 'node:crypto'
import WebSocket from 'ws'
import { createClient } from '@supabase/supabase-js'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/config.ts'

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket

// Each journey crosses three servers (app, functions, Tap sandbox); functions bundle on first use.
test.describe.configure({ timeout: 90_000 })

const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:54321'
const noPersist = { auth: { persistSession: false, autoRefreshToken: false } }
const service = createClient(apiUrl, SERVICE_ROLE_KEY, noPersist)
const PASSWORD = 'Payment-Passw0rd!'

type Plan = 'trial' | 'basic' | 'premium'

/** A fresh verified user, optionally on a paid plan (applied as a captured payment would). */
async function signIn(page: Page, plan: Plan = 'trial') {
  const email = `payment-${randomUUID().slice(0, 8)}@example.test`
  const created = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: 'مشترك الدفع' },
  })
  expect(created.error).toBeNull()
  const id = created.data.user!.id
  await service.from('profiles').update({ email_verification_status: 'verified' }).eq('id', id)
  if (plan !== 'trial') {
    const price = plan === 'basic' ? 19 : 57
    const applied = await service.rpc('update_subscription_with_payment', {
      user_uuid: id,
      new_plan_slug: plan,
      payment_id: `e2e-${id}`,
      payment_amount: price,
      payment_currency: 'SAR',
      external_ref: `e2e-${id}`,
      change_reason: 'e2e',
    })
    expect(applied.error).toBeNull()
  }
  const session = await createClient(apiUrl, ANON_KEY, noPersist).auth.signInWithPassword({
    email,
    password: PASSWORD,
  })
  expect(session.error).toBeNull()
  await page.addInitScript((value) => {
    window.localStorage.setItem('sb-127-auth-token', value)
  }, JSON.stringify(session.data.session))
  return { id, email }
}

async function openPlanChange(page: Page, planName: string) {
  await page.goto('/subscription')
  await expect(page.getByRole('heading', { name: 'إدارة الاشتراك', level: 1 })).toBeVisible({
    timeout: 20_000,
  })
  // The shell's guards (session, verification, launch gate) settle first; they may re-render it.
  await page.waitForLoadState('networkidle')
  await page.getByRole('tab', { name: 'الخطط المتاحة' }).click()
  await page.getByRole('button', { name: `اختيار باقة ${planName}` }).click()
  const dialog = page.getByRole('dialog', { name: 'تأكيد تغيير الخطة' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function payOnTap(page: Page, card: { number: string; expiry: string }) {
  await expect(page).toHaveURL(/\/sandbox\/tap\/checkout\//, { timeout: 30_000 })
  await page.getByLabel('الاسم على البطاقة').fill('Test Buyer')
  await page.getByLabel('رقم البطاقة').fill(card.number)
  await page.getByLabel('تاريخ الانتهاء (شهر/سنة)').fill(card.expiry)
  await page.getByLabel('رمز التحقق (CVV)').fill('100')
  await page.getByRole('button', { name: /^ادفع/ }).click()
}

test('a trial user upgrades to basic with a discount code and pays by card', async ({ page }) => {
  await signIn(page)
  const dialog = await openPlanChange(page, 'الأساسية')
  await expect(dialog.getByText('يمكنك الترقية إلى هذه الخطة')).toBeVisible()
  const apply = dialog.getByRole('button', { name: 'تطبيق' })
  await expect(apply).toBeDisabled()
  const code = dialog.getByLabel('كود الخصم (اختياري)')
  await code.fill('welcome10')
  await expect(code).toHaveValue('WELCOME10')
  await apply.click()
  await expect(dialog.getByText('كود الخصم صالح')).toBeVisible()
  await expect(dialog.getByTestId('quote-total')).toHaveText(/17.10/)
  await dialog.getByLabel('سبب التغيير (اختياري)').fill('أحتاج أقساماً أكثر')
  await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()

  await expect(page.getByTestId('amount')).toHaveText(/17.10/)
  await payOnTap(page, { number: '4508750015741019', expiry: '01/39' })

  await expect(page).toHaveURL(/\/payment-result\?tap_id=chg_/)
  await expect(page.getByRole('heading', { name: 'تم الدفع بنجاح' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('link', { name: 'الذهاب إلى الاشتراكات' }).click()
  await expect(page.getByRole('heading', { name: 'الأساسية', level: 2 })).toBeVisible()
  await page.getByRole('tab', { name: 'سجل التغييرات' }).click()
  const row = page.getByRole('row').filter({ hasText: 'أحتاج أقساماً أكثر' })
  await expect(row).toContainText('ترقية')
  await expect(row).toContainText('تجريبي')
  await expect(row).toContainText('17.10')
})

test('a declined card leaves the plan unchanged and says so', async ({ page }) => {
  await signIn(page)
  const dialog = await openPlanChange(page, 'الأساسية')
  await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await payOnTap(page, { number: '4508750015741019', expiry: '05/22' })
  await expect(page.getByText('فشل في عملية الدفع. يرجى المحاولة مرة أخرى.')).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('link', { name: 'إعادة المحاولة' })).toHaveAttribute(
    'href',
    '/pricing',
  )
  await page.getByRole('link', { name: 'الذهاب إلى الاشتراكات' }).click()
  await expect(page.getByRole('heading', { name: 'تجريبي', level: 2 })).toBeVisible()
})

test('cancelling on the payment page shows the cancelled message', async ({ page }) => {
  await signIn(page)
  const dialog = await openPlanChange(page, 'المتقدمة')
  await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page).toHaveURL(/\/sandbox\/tap\/checkout\//, { timeout: 30_000 })
  await page.getByRole('button', { name: 'إلغاء والعودة إلى المتجر' }).click()
  await expect(page.getByText('تم إلغاء عملية الدفع.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'إعادة المحاولة' })).toBeVisible()
})

test('basic -> premium is charged the difference for the rest of the own period', async ({
  page,
}) => {
  const { id } = await signIn(page, 'basic')
  // 12 days and 4 minutes left of the 30-day period: 38 * (12 d + 240 s) / 30 d = 15.2035, so
  // 15.20 whatever the calendar says and however long the page takes (under five minutes).
  const periodEnd = new Date(Date.now() + 12 * 86_400_000 + 240_000).toISOString()
  const moved = await service
    .from('subscriptions')
    .update({ expires_at: periodEnd })
    .eq('user_id', id)
  expect(moved.error).toBeNull()
  const dialog = await openPlanChange(page, 'الكاملة')
  const formatted = new Intl.NumberFormat('ar-SA-u-nu-latn', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(15.2)
  await expect(dialog.getByText(/^فرق السعر لبقية فترتك الحالية \(حتى .+\)$/)).toBeVisible()
  await expect(dialog.getByTestId('quote-total')).toContainText(formatted)
  await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).click()
  await expect(page.getByTestId('amount')).toContainText(formatted)
  await payOnTap(page, { number: '5123450000000008', expiry: '01/39' })
  await expect(page.getByRole('heading', { name: 'تم الدفع بنجاح' })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('link', { name: 'الذهاب إلى الاشتراكات' }).click()
  await expect(page.getByRole('heading', { name: 'الكاملة', level: 2 })).toBeVisible()
})

test('a downgrade is scheduled for the next cycle and shown as such', async ({ page }) => {
  await signIn(page, 'premium')
  const dialog = await openPlanChange(page, 'الأساسية')
  await expect(dialog.getByText('سيتم تطبيق التخفيض في دورة الفوترة القادمة')).toBeVisible()
  await expect(dialog.getByText(/لن يُخصم أي مبلغ الآن/)).toBeVisible()
  await dialog.getByRole('button', { name: 'جدولة التغيير' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'الكاملة', level: 2 })).toBeVisible()
  await expect(page.getByTestId('scheduled-change')).toContainText(
    'تغيير مجدول: ستنتقل إلى الأساسية',
  )
  await page.getByRole('tab', { name: 'الخطط المتاحة' }).click()
  await expect(page.getByRole('button', { name: 'الكاملة: خطتك الحالية' })).toBeDisabled()
})

for (const viewport of [
  { width: 1280, height: 720 }, // five narrow cards in a row: the message is longer than a card
  { width: 390, height: 844 },
]) {
  test(`the pricing page shows the live promotion over the bundled price, moving nothing (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    // The promotions are held until the prerendered page has been measured.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/v1/rpc/get_active_promotional_offer*', async (route) => {
      await held
      await route.continue()
    })
    const asked = page.waitForRequest('**/rest/v1/rpc/get_active_promotional_offer*')
    await page.goto('/pricing')
    await asked
    const layout = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('article[data-plan] ul, article[data-plan] a, main p')].map(
          (node) => {
            const box = node.getBoundingClientRect()
            return [
              Math.round(box.left),
              Math.round(box.top + window.scrollY),
              Math.round(box.height),
            ]
          },
        ),
      )
    const before = await layout()
    expect(before.length).toBeGreaterThan(10)
    release()
    const lifetime = page.getByRole('article', { name: 'مدى الحياة' })
    await expect(lifetime.getByText('خصم 20% على خطة مدى الحياة لفترة محدودة')).toBeVisible({
      timeout: 20_000,
    })
    await expect(lifetime).toContainText('399.20')
    await expect(lifetime).toContainText('499.00')
    await expect(page.getByRole('article', { name: 'الأساسية' })).toContainText('19.00')
    // Every card's features, links and paragraphs, and every paragraph of the page, where they were.
    expect(await layout()).toEqual(before)
  })
}
