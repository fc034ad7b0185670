/**
 * The floating chat assistant (issue 10): only in the user area, a dialog with the welcome
 * message and suggested questions, answers from the catalogue with suggestion cards whose clicks
 * are logged, reset, and a failed send that keeps the text. Fresh users only; no global state.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { service, signedInUser } from './library-support'

/** A fresh verified user on `plan`, signed in by storing the session supabase-js would store. */
const signIn = (page: Page, plan: 'trial' | 'premium' = 'trial') => signedInUser(page, plan)

// The answer searches the catalogue on a stack the other worker shares.
const ANSWER = { timeout: 30_000 }
// The user area's first paint waits for the account checks.
const PAGE = { timeout: 20_000 }

const launcher = (page: Page) => page.getByRole('button', { name: 'فتح المساعد الذكي' })
const panel = (page: Page) => page.getByRole('dialog', { name: 'المساعد الذكي' })
const input = (page: Page) => panel(page).getByLabel('رسالتك إلى المساعد')

async function openChat(page: Page) {
  await expect(launcher(page)).toBeVisible(PAGE)
  await launcher(page).click()
  await expect(panel(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
}

test('absent on public pages; no chat code is loaded there', async ({ page }) => {
  const chatRequests: string[] = []
  page.on('request', (request) => {
    // The build's chunks of the chat feature (chat-launcher-*.js, chat-conversation-*.js, ...).
    if (/\/assets\/chat[a-z-]*-[\w-]+\.js/.test(request.url())) chatRequests.push(request.url())
  })
  for (const path of ['/', '/pricing', '/about']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(launcher(page)).toHaveCount(0)
  }
  expect(chatRequests).toEqual([])
})

test('opens on a dashboard page as a 420x650 dialog with the welcome message and questions', async ({
  page,
}) => {
  await signIn(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/dashboard')
  await expect(launcher(page)).toBeVisible(PAGE)
  const button = await launcher(page).boundingBox()
  // Bottom left of the viewport, whatever the page direction.
  expect(button!.x).toBeLessThan(100)
  expect(button!.y + button!.height).toBeGreaterThan(900 - 100)

  await openChat(page)
  const box = await panel(page).boundingBox()
  expect(Math.round(box!.width)).toBe(420)
  expect(Math.round(box!.height)).toBe(650)
  await expect(panel(page).getByText(/أنا مساعد سند الذكي/)).toBeVisible()
  const questions = panel(page).getByRole('listitem').getByRole('button')
  await expect(questions).toHaveText([
    'ما أفضل أمر لكتابة خطة تسويق؟',
    'كيف أستخدم المساعدين الرقميين؟',
    'ما الفرق بين الخطط؟',
  ])
  await expect(panel(page).getByRole('switch', { name: 'الاقتراحات الذكية' })).toBeChecked()

  // Escape closes and gives focus back to the button.
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  await expect(launcher(page)).toBeFocused()

  // A click outside closes it too.
  await openChat(page)
  await page.mouse.click(900, 200)
  await expect(panel(page)).toBeHidden()

  // Keyboard only: Enter on the focused button opens it; Tab stays inside the dialog.
  await launcher(page).focus()
  await page.keyboard.press('Enter')
  await expect(input(page)).toBeFocused()
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab')
  const inside = await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
  expect(inside).toBe(true)
})

test('fills the screen on a small phone', async ({ page }) => {
  await signIn(page)
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto('/dashboard')
  await openChat(page)
  const box = await panel(page).boundingBox()
  expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 640 })
})

test('answers a question in Arabic with catalogue suggestions; a click is logged; reset clears', async ({
  page,
}) => {
  const user = await signIn(page, 'premium')
  await page.goto('/dashboard')
  await openChat(page)
  await input(page).fill('خطة تسويق')
  await input(page).press('Shift+Enter')
  await expect(input(page)).toHaveValue('خطة تسويق\n')
  await input(page).press('Enter')
  await expect(input(page)).toHaveValue('')

  const log = panel(page).getByRole('log')
  await expect(log.getByText('خطة تسويق', { exact: false }).first()).toBeVisible()
  await expect(log).toContainText('إليك أقرب ما وجدته في مكتبة سند', ANSWER)
  const cards = panel(page).getByRole('list', { name: 'اقتراحات ذكية' })
  await expect(cards.getByRole('listitem')).toHaveCount(3)
  const open = cards.getByRole('link', { name: 'افتح خطة تسويقية لمدة 90 يوماً' })
  await expect(open).toBeVisible()

  const { data: logged } = await service
    .from('bot_suggestions_log')
    .select('id, suggested_product_type, user_clicked')
    .eq('user_id', user.id)
  expect(logged).toHaveLength(3)
  expect(logged!.every((row) => !row.user_clicked)).toBe(true)

  await open.click()
  await expect(page).toHaveURL(/\/dashboard\/prompt-cards\/[0-9a-f-]{36}$/)
  await expect(panel(page)).toBeHidden()
  await expect
    .poll(async () => {
      const { data } = await service
        .from('bot_suggestions_log')
        .select('suggested_product_type, user_clicked')
        .eq('user_id', user.id)
        .eq('user_clicked', true)
      return data
    })
    .toEqual([{ suggested_product_type: 'prompt', user_clicked: true }])

  // The conversation survives closing the panel; reset clears it with the spec's toast.
  await openChat(page)
  await expect(panel(page).getByRole('log')).toContainText('إليك أقرب ما وجدته')
  await panel(page).getByRole('button', { name: 'إعادة تعيين المحادثة' }).click()
  await expect(page.getByText('تمت إعادة تعيين المحادثة')).toBeVisible()
  await expect(page.getByText('تم مسح جميع الرسائل')).toBeVisible()
  await expect(panel(page).getByRole('log')).not.toContainText('إليك أقرب ما وجدته')
})

test('a trial user sees assistant suggestions disabled with "يتطلب ترقية"', async ({ page }) => {
  await signIn(page, 'trial')
  await page.goto('/dashboard')
  await openChat(page)
  // A suggested question is sent as it is.
  await panel(page).getByRole('button', { name: 'كيف أستخدم المساعدين الرقميين؟' }).click()
  const log = panel(page).getByRole('log')
  await expect(log).toContainText('كيف أستخدم المساعدين الرقميين؟')
  await expect(panel(page).getByRole('status')).toBeHidden(ANSWER)
  await expect(log.getByText('المساعد:', { exact: false })).toHaveCount(1)

  // The assistant by its name: the 300-prompt library outranks it for a generic «إعلانات».
  await input(page).fill('مساعد كاتب الإعلانات المحترف')
  await input(page).press('Enter')
  const cards = panel(page).getByRole('list', { name: 'اقتراحات ذكية' }).last()
  const locked = cards.getByRole('button', { name: 'كاتب الإعلانات المحترف: يتطلب ترقية' })
  await expect(locked).toBeVisible(ANSWER)
  await expect(locked).toBeDisabled()
})

test('webhook down: the connection-error toast, and the text stays in the input', async ({
  page,
  expectConsoleError,
}) => {
  // The chat function cannot reach its webhook (on purpose): the browser logs the failed call.
  expectConsoleError(/Failed to load resource: .*\/functions\/v1\/chat/)
  await signIn(page)
  await page.goto('/dashboard/prompt-cards')
  await page.route('**/functions/v1/chat', (route) => route.abort('connectionrefused'))
  await openChat(page)
  await input(page).fill('سؤال لن يصل الآن')
  await input(page).press('Enter')
  await expect(page.getByText('خطأ في الاتصال')).toBeVisible(ANSWER)
  await expect(page.getByText('حدث خطأ أثناء إرسال الرسالة، يرجى المحاولة مرة أخرى')).toBeVisible()
  await expect(input(page)).toHaveValue('سؤال لن يصل الآن')
  await expect(panel(page).getByRole('log')).not.toContainText('سؤال لن يصل الآن')

  // The function answering 502 (webhook failed) is the same error; resending works once it is back.
  await page.unroute('**/functions/v1/chat')
  await page.route('**/functions/v1/chat', (route) =>
    route.fulfill({ status: 502, json: { error: 'webhook_failed' } }),
  )
  await input(page).press('Enter')
  await expect(input(page)).toHaveValue('سؤال لن يصل الآن')
  await page.unroute('**/functions/v1/chat')
  await input(page).press('Enter')
  await expect(panel(page).getByRole('log')).toContainText('سؤال لن يصل الآن')
  await expect(input(page)).toHaveValue('')
  await expect(panel(page).getByRole('status')).toBeHidden(ANSWER)
})

test('/dashboard/chatbot: the same conversation full size, with recent suggestions and click rate', async ({
  page,
}) => {
  await signIn(page, 'premium')
  await page.goto('/dashboard/chatbot')
  await expect(page.getByRole('heading', { level: 1, name: 'المساعد الذكي' })).toBeVisible(PAGE)
  await expect(launcher(page)).toHaveCount(0)
  await expect(page.getByText('لا توجد اقتراحات بعد', { exact: false })).toBeVisible()
  const box = page.getByLabel('رسالتك إلى المساعد')
  await box.fill('خطة تسويق')
  await box.press('Enter')
  await expect(page.getByRole('log')).toContainText('إليك أقرب ما وجدته', ANSWER)
  await page.reload()
  await expect(page.getByText('نسبة النقر:')).toContainText('0%', PAGE)
  await expect(
    page.getByRole('list', { name: 'آخر الاقتراحات' }).getByRole('listitem'),
  ).toHaveCount(3)
})
