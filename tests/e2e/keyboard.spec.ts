/**
 * The keyboard-only journey (issue 50): sign in, search the library, open a prompt, fill its
 * variables, copy, favourite, change plan — with Tab, Shift+Tab, Enter, Space and the arrow keys
 * only (no click). Every control reached shows a visible focus indicator (an outline or a ring,
 * from the computed style), the Radix controls on the way (tabs, the dialog) and the native filter select
 * expose their roles with Arabic names.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshUser, PASSWORD } from './session-support'

const firstPaint = { timeout: 30_000 }
const PROMPT = 'خطة تسويقية لمدة 90 يوماً'

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false)

/**
 * Presses `key` (Tab by default) until `target` has the focus, then checks that the focus is
 * visible: a non-none outline or a box-shadow ring on the focused element.
 */
async function keyTo(page: Page, target: Locator, key = 'Tab', max = 150) {
  await target.waitFor({ state: 'visible', timeout: firstPaint.timeout })
  for (let presses = 0; !(await isFocused(target)); presses += 1) {
    expect(presses, `${key} never reached ${target}`).toBeLessThan(max)
    await page.keyboard.press(key)
  }
  await expectVisibleFocus(target)
}

async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((element) => {
    // The element's own outline or ring, or its ::after's (a card's stretched link draws the
    // card's ring on the pseudo-element that covers the card).
    const shows = (computed: CSSStyleDeclaration) =>
      (computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) > 0) ||
      computed.boxShadow !== 'none'
    return {
      shown: shows(getComputedStyle(element)) || shows(getComputedStyle(element, '::after')),
      matches: element.matches(':focus-visible'),
    }
  })
  expect(style.matches, `${target} is :focus-visible`).toBe(true)
  expect(style.shown, `${target} shows its focus (outline or ring)`).toBe(true)
}

test('sign in, search, open a prompt, fill it, copy, favourite and change plan by keyboard only', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const user = await freshUser()

  // Sign in: the fields in order, Enter submits.
  await page.goto('/login')
  const email = page.getByLabel('البريد الإلكتروني أو اسم المستخدم')
  await keyTo(page, email)
  await page.keyboard.type(user.email)
  const password = page.getByLabel(/^كلمة المرور/)
  await keyTo(page, password)
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Enter')
  // Toasts are read out: the welcome is in a polite live region with an Arabic name (checked
  // while it shows, as auth.spec does; it lasts 5 s).
  const toasts = page.getByRole('region', { name: /^الإشعارات/ })
  await expect(toasts).toContainText('تم تسجيل الدخول بنجاح', firstPaint)
  await expect(toasts).toHaveAttribute('aria-live', 'polite')
  await expect(page).toHaveURL(/\/dashboard$/, firstPaint)
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible(firstPaint)

  // The library from the side navigation.
  const nav = page.getByRole('navigation', { name: 'لوحة التحكم' })
  await keyTo(page, nav.getByRole('link', { name: 'الأوامر الذكية' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'الأوامر الذكية' })).toBeVisible(
    firstPaint,
  )
  // A new page takes the focus to its h1, which a screen reader then reads (the Orca pass found
  // the focus on the document's start and the previous page's title read out).
  await expect(page.getByRole('heading', { level: 1, name: 'الأوامر الذكية' })).toBeFocused()

  // Search, then the category filter, a native select (issue 51): a combobox named in Arabic whose
  // value the arrow keys change (a closed select does so in Chromium on Windows and Linux).
  const search = page.getByLabel('ابحث في الأوامر')
  await keyTo(page, search)
  await page.keyboard.type('خطة تسويقية')
  const category = page.getByRole('combobox', { name: 'التصنيف' })
  await keyTo(page, category)
  await expect(category.getByRole('option', { name: 'التسويق', exact: true })).toBeAttached()
  for (let presses = 0; (await category.inputValue()) !== 'marketing'; presses += 1) {
    expect(presses, 'ArrowDown never chose «التسويق»').toBeLessThan(40)
    await page.keyboard.press('ArrowDown')
  }
  await expect(page).toHaveURL(/category=marketing/)
  await expect(category).toBeFocused()
  const result = page
    .getByRole('list', { name: 'نتائج الأوامر' })
    .getByRole('link', { name: PROMPT })
  // The results are after the filters: forward again, and back with Shift+Tab if passed.
  await keyTo(page, result)
  await page.keyboard.press('Shift+Tab')
  await keyTo(page, result)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: PROMPT })).toBeVisible(firstPaint)
  await expect(page.getByRole('heading', { level: 1, name: PROMPT })).toBeFocused()

  // Its variables, then copy.
  await keyTo(page, page.getByLabel('اسم الشركة'))
  await page.keyboard.type('شركة الأفق')
  await keyTo(page, page.getByLabel('المنتج'))
  await page.keyboard.type('القهوة المختصة')
  await expect(page.getByTestId('prompt-preview')).toContainText('شركة الأفق')
  await keyTo(page, page.getByRole('button', { name: 'نسخ الأمر' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'تم النسخ' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('شركة الأفق')

  // Favourite with Space.
  const favourite = page.getByRole('button', { name: `إضافة «${PROMPT}» إلى المفضلة` }).first()
  await keyTo(page, favourite, 'Shift+Tab')
  await page.keyboard.press('Space')
  await expect(
    page.getByRole('button', { name: `إزالة «${PROMPT}» من المفضلة` }).first(),
  ).toBeVisible()

  // Change plan: the subscription page's Radix tabs (arrow keys), a plan, the dialog.
  await keyTo(page, nav.getByRole('link', { name: 'الاشتراك' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة الاشتراك' })).toBeVisible(
    firstPaint,
  )
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة الاشتراك' })).toBeFocused()
  const tabs = page.getByRole('tablist')
  await expect(tabs.getByRole('tab', { selected: true })).toBeVisible()
  await keyTo(page, tabs.getByRole('tab', { selected: true }))
  const plans = tabs.getByRole('tab', { name: 'الخطط المتاحة' })
  // Right to left, the next tab is to the left.
  await keyTo(page, plans, 'ArrowLeft', 6)
  await expect(plans).toHaveAttribute('aria-selected', 'true')
  await keyTo(page, page.getByRole('button', { name: 'اختيار باقة الأساسية' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'تأكيد تغيير الخطة' })
  await expect(dialog).toBeVisible()
  // Focus moved into the dialog and stays there.
  await expect(dialog.locator(':focus')).toHaveCount(1)
  await keyTo(page, dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/sandbox\/tap\/checkout\//, firstPaint)
})
