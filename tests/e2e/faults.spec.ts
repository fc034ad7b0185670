/**
 * Faults in the app (issue 13): the backend unreachable on load and during a form submit, the
 * realtime socket dropping and coming back, and the browser going offline and online again.
 * Every case ends with the fault gone and the same action succeeding, checked in the database.
 * These change no global state, so they run in parallel with the other specs.
 */
import { randomUUID } from 'node:crypto'
import type { Page, WebSocketRoute } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiUrl, service, signedInUser } from './library-support'

// Fault injection: the backend is made unreachable on purpose, and the browser logs every load it
// refuses; supabase-js logs its session check's «TypeError: Failed to fetch».
test.beforeEach(({ expectConsoleError }) => {
  expectConsoleError(
    /^Failed to load resource: net::ERR_CONNECTION_REFUSED \(at http:\/\/127\.0\.0\.1:54321\//,
  )
  expectConsoleError(/^TypeError: Failed to fetch/)
})

// The fallback every data call shows when the backend cannot be reached (src/lib/network-error).
const NETWORK_MESSAGE = 'تعذّر الاتصال بالخادم. تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى'
// A first visit of the user area loads its chunks and the account checks on a loaded machine.
const firstPaint = { timeout: 30_000 }

/** Every request to the API fails as if the server were down; returns the way back. */
async function blockBackend(page: Page): Promise<() => Promise<void>> {
  const pattern = `${apiUrl}/**`
  await page.route(pattern, (route) => route.abort('connectionrefused'))
  return () => page.unroute(pattern)
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]')

/** No English error text reached the page (fetch's own messages, stack traces). */
async function expectNoEnglishError(page: Page) {
  await expect(page.locator('body')).not.toContainText(/failed to fetch|TypeError|error/i)
}

/** Realtime sockets pass through to the server until `drop()`; reconnects are refused until `restore()`. */
async function controlRealtime(page: Page) {
  let open = true
  const sockets: WebSocketRoute[] = []
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    if (!open) {
      void socket.close({ code: 1011, reason: 'test: server unreachable' })
      return
    }
    socket.connectToServer()
    sockets.push(socket)
  })
  return {
    connections: () => sockets.length,
    async drop() {
      open = false
      await Promise.all(sockets.map((socket) => socket.close({ code: 1011, reason: 'test: drop' })))
    },
    restore() {
      open = true
    },
  }
}

async function insertVariable(userId: string, key: string, value: string) {
  const { data: prompt, error: promptError } = await service
    .from('prompts')
    .select('id')
    .eq('slug', 'customer-persona')
    .single()
  expect(promptError).toBeNull()
  const { error } = await service.from('user_prompt_variables').insert({
    user_id: userId,
    prompt_id: (prompt as { id: string }).id,
    variable_key: key,
    variable_value: value,
  })
  expect(error).toBeNull()
}

async function variableValues(userId: string): Promise<string[]> {
  const { data, error } = await service
    .from('user_prompt_variables')
    .select('variable_value')
    .eq('user_id', userId)
  expect(error).toBeNull()
  return (data ?? []).map((row) => row.variable_value as string)
}

test.describe('backend unreachable on load', () => {
  test('the user area says so in Arabic with a retry, and the retry works once it is back', async ({
    page,
  }) => {
    await signedInUser(page, 'basic')
    const unblock = await blockBackend(page)

    await page.goto('/dashboard')
    const alert = page.getByRole('alert').filter({ hasText: NETWORK_MESSAGE })
    // Not a spinner for ever: once the account check starts, the failure is told within seconds
    // (it took about 15 s while supabase-js retried under the query's own retry). Now: the
    // client's chunk, a refused read and the query's one retry a second later; a loaded CI run
    // took more than 8 s for that once (2026-12-01). 12 s still fails the old 15 s.
    await expect(page.getByText('جارٍ التحقق من حالة الحساب...')).toBeVisible(firstPaint)
    await expect(alert).toBeVisible({ timeout: 12_000 })
    await expectNoEnglishError(page)
    await unblock()
    await alert.getByRole('button', { name: 'إعادة المحاولة' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible({
      timeout: 15_000,
    })
  })

  test('the library says so too, and a reload works once it is back', async ({ page }) => {
    await signedInUser(page, 'trial')
    const unblock = await blockBackend(page)
    await page.goto('/dashboard/prompt-cards')
    const alert = page.getByRole('alert').filter({ hasText: NETWORK_MESSAGE })
    await expect(alert).toBeVisible(firstPaint)
    await expectNoEnglishError(page)
    await unblock()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'الأوامر الذكية' })).toBeVisible(
      firstPaint,
    )
    await expect(
      page.getByRole('list', { name: 'نتائج الأوامر' }).getByRole('article').first(),
    ).toBeVisible({ timeout: 15_000 })
  })
})

test.describe('backend unreachable during a submit: Arabic message, nothing lost, retry works', () => {
  test('login (the page loads without the backend too)', async ({ page }) => {
    const email = `faults-login-${randomUUID().slice(0, 8)}@example.test`
    const password = 'Faults-Passw0rd!'
    const created = await service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { full_name: 'مستخدم الأعطال' },
    })
    expect(created.error).toBeNull()
    await service
      .from('profiles')
      .update({ email_verification_status: 'verified' })
      .eq('id', created.data.user!.id)

    const unblock = await blockBackend(page)
    await page.goto('/login')
    const form = page.getByRole('form', { name: 'نموذج تسجيل الدخول' })
    await expect(form).toBeVisible(firstPaint)
    await form.getByLabel('البريد الإلكتروني أو اسم المستخدم').fill(email)
    await form.getByLabel(/^كلمة المرور/).fill(password)
    await form.getByRole('button', { name: 'تسجيل الدخول' }).click()
    await expect(toasts(page).filter({ hasText: 'خطأ في تسجيل الدخول' })).toContainText(
      NETWORK_MESSAGE,
    )
    await expectNoEnglishError(page)
    await expect(form.getByLabel('البريد الإلكتروني أو اسم المستخدم')).toHaveValue(email)
    await expect(form.getByLabel(/^كلمة المرور/)).toHaveValue(password)

    await unblock()
    await form.getByRole('button', { name: 'تسجيل الدخول' }).click()
    // The static /login shows the welcome, moves the address to /dashboard and reloads there
    // (src/islands/page.ts): both the toast and the address come before the app's page, so wait
    // for its heading — reading localStorage mid-reload failed on CI (2026-12-01, «Execution
    // context was destroyed»). A cold route on a loaded machine, as keyboard.spec.ts waits for it.
    await expect(toasts(page).filter({ hasText: 'تم تسجيل الدخول بنجاح' })).toBeVisible(firstPaint)
    await expect(page).toHaveURL(/\/dashboard$/, firstPaint)
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible(
      firstPaint,
    )
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).some((key) => key.endsWith('-auth-token')),
    )
    expect(stored).toBe(true)
  })

  test('contact form', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'نموذج التواصل' })
    await expect(form).toBeVisible(firstPaint)
    // Prerendered: let the app take over the static form before cutting the backend.
    await page.waitForLoadState('networkidle')
    const email = `faults-contact-${randomUUID().slice(0, 8)}@example.test`
    const values = {
      الاسم: 'فهد العتيبي',
      'البريد الإلكتروني': email,
      الموضوع: 'سؤال عن الباقات',
      الرسالة: 'هل تتوفر باقة للفرق الصغيرة؟',
    }
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value)

    const unblock = await blockBackend(page)
    await form.getByRole('button', { name: 'إرسال الرسالة' }).click()
    await expect(toasts(page).filter({ hasText: 'تعذّر إرسال الرسالة' })).toContainText(
      NETWORK_MESSAGE,
    )
    for (const [label, value] of Object.entries(values)) {
      await expect(form.getByLabel(label)).toHaveValue(value)
    }

    await unblock()
    await form.getByRole('button', { name: 'إرسال الرسالة' }).click()
    await expect(toasts(page).filter({ hasText: 'تم إرسال الرسالة' })).toBeVisible()
    const { data, error } = await service
      .from('contact_messages')
      .select('name, subject, message')
      .eq('email', email)
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'فهد العتيبي', subject: 'سؤال عن الباقات', message: 'هل تتوفر باقة للفرق الصغيرة؟' },
    ])
  })

  test('waitlist form', async ({ page }) => {
    await page.goto('/waitlist')
    const form = page.getByRole('form', { name: 'نموذج التسجيل في قائمة الانتظار' })
    await expect(form).toBeVisible(firstPaint)
    await page.waitForLoadState('networkidle')
    const email = `faults-waitlist-${randomUUID().slice(0, 8)}@example.test`
    await form.getByLabel('الاسم').fill('سارة أحمد')
    await form.getByLabel('البريد الإلكتروني').fill(email)

    const unblock = await blockBackend(page)
    await form.getByRole('button', { name: 'انضم إلى قائمة الانتظار' }).click()
    await expect(toasts(page).filter({ hasText: 'خطأ في التسجيل' })).toBeVisible()
    await expectNoEnglishError(page)
    await expect(form.getByLabel('الاسم')).toHaveValue('سارة أحمد')
    await expect(form.getByLabel('البريد الإلكتروني')).toHaveValue(email)

    await unblock()
    await form.getByRole('button', { name: 'انضم إلى قائمة الانتظار' }).click()
    await expect
      .poll(async () => {
        const { data } = await service.from('waiting_list').select('name').eq('email', email)
        return data ?? []
      })
      .toEqual([{ name: 'سارة أحمد' }])
  })

  test('registration: the last step, which creates the account', async ({ page }) => {
    test.slow()
    const email = `faults-wizard-${randomUUID().slice(0, 8)}@example.test`
    const username = `faults_${randomUUID().slice(0, 8)}`
    const password = 'Wizard-Passw0rd!'
    const next = () => page.getByRole('button', { name: /التالي/ }).click()
    await page.goto('/registration?plan=advanced')
    await expect(page.getByText('الخطوة 1 من 9')).toBeVisible(firstPaint)
    await page.getByRole('radio', { name: /التسجيل بالبريد الإلكتروني/ }).check()
    await page.getByLabel('الاسم الكامل').fill('نورة السالم')
    await page.getByRole('textbox', { name: /^البريد الإلكتروني/ }).fill(email)
    await next()
    await page.getByLabel('اسم الشركة').fill('شركة الأعطال')
    await next()
    await page.getByRole('radio', { name: 'أخرى' }).check()
    await page.getByLabel('حدد نوع الشركة').fill('استشارات')
    await next()
    await page.getByLabel('البلد').selectOption('SA')
    await next()
    await page.getByLabel(/رقم الهاتف/).fill('+966 50 123 4567')
    await next()
    await page.getByRole('radio', { name: '2 - 10 موظفين' }).check()
    await next()
    await page.getByLabel('اسم المستخدم').fill(username)
    await next()
    await page.getByLabel(/^كلمة المرور/).fill(password)
    await page.getByLabel('تأكيد كلمة المرور').fill(password)
    await next()
    await expect(page.getByText('الخطوة 9 من 9')).toBeVisible()
    await expect(page.getByRole('radio', { name: /المتقدمة/ })).toBeChecked()

    const unblock = await blockBackend(page)
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
    await expect(toasts(page).filter({ hasText: NETWORK_MESSAGE })).toBeVisible()
    await expectNoEnglishError(page)
    await expect(page.getByText('الخطوة 9 من 9')).toBeVisible()
    await expect(page.getByRole('radio', { name: /المتقدمة/ })).toBeChecked()

    await unblock()
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click()
    await expect(page).toHaveURL(/\/verify-email$/, { timeout: 20_000 })
    const { data, error } = await service
      .from('profiles')
      .select('full_name, company_name, username, intended_plan')
      .eq('email', email)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      full_name: 'نورة السالم',
      company_name: 'شركة الأعطال',
      username,
      intended_plan: 'advanced',
    })
  })

  test('profile save', async ({ page }) => {
    const user = await signedInUser(page, 'trial')
    await page.goto('/dashboard/profile')
    const name = page.getByLabel('الاسم الكامل')
    await expect(name).toHaveValue('مستخدم المكتبة', firstPaint)
    const username = `faults_${randomUUID().slice(0, 8)}`
    await name.fill('ريم القحطاني')
    await page.getByLabel('اسم المستخدم').fill(username)
    await page.getByLabel('اسم الشركة').fill('مؤسسة الريم')

    const unblock = await blockBackend(page)
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click()
    await expect(toasts(page).filter({ hasText: 'تعذّر حفظ الملف الشخصي' })).toBeVisible()
    await expectNoEnglishError(page)
    await expect(name).toHaveValue('ريم القحطاني')
    await expect(page.getByLabel('اسم المستخدم')).toHaveValue(username)
    await expect(page.getByLabel('اسم الشركة')).toHaveValue('مؤسسة الريم')

    await unblock()
    await page.getByRole('button', { name: 'حفظ التغييرات' }).click()
    await expect(toasts(page).filter({ hasText: 'تم حفظ الملف الشخصي' })).toBeVisible()
    const { data } = await service
      .from('profiles')
      .select('full_name, username, company_name')
      .eq('id', user.id)
      .single()
    expect(data).toEqual({ full_name: 'ريم القحطاني', username, company_name: 'مؤسسة الريم' })
  })

  test('global variable save', async ({ page }) => {
    const user = await signedInUser(page, 'trial')
    await insertVariable(user.id, 'المنتج', 'عطور')
    await page.goto('/dashboard/saved-preferences')
    const list = page.getByRole('list', { name: 'المتغيرات العامة' })
    await expect(list).toContainText('عطور', firstPaint)
    await list.getByRole('button', { name: 'تعديل المنتج' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('القيمة').fill('بخور')

    const unblock = await blockBackend(page)
    await dialog.getByRole('button', { name: 'حفظ في جميع الأوامر' }).click()
    // The save reads the prompts that use the key first; supabase-js retries a failed read three
    // times (1 + 2 + 4 s) before giving up, so the message comes after about 7 seconds.
    await expect(toasts(page).filter({ hasText: 'فشل في تحديث المتغير العام' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('القيمة')).toHaveValue('بخور')
    expect(await variableValues(user.id)).toEqual(['عطور'])

    await unblock()
    await dialog.getByRole('button', { name: 'حفظ في جميع الأوامر' }).click()
    await expect(toasts(page).filter({ hasText: 'تم تحديث المتغير' })).toBeVisible()
    await expect(dialog).toBeHidden()
    expect(await variableValues(user.id)).toEqual(['بخور'])
    await expect(list).toContainText('بخور')
  })
})

test('realtime drops and reconnects: global variables catch up with a change made meanwhile', async ({
  page,
}) => {
  const user = await signedInUser(page, 'trial')
  await insertVariable(user.id, 'المنتج', 'عطور')
  const realtime = await controlRealtime(page)
  await page.goto('/dashboard/saved-preferences')
  const list = page.getByRole('list', { name: 'المتغيرات العامة' })
  await expect(list).toContainText('عطور', firstPaint)
  await expect(page.getByText('متصل - التحديث مباشر')).toBeVisible({ timeout: 15_000 })

  await realtime.drop()
  await expect(page.getByText('غير متصل بالتحديث المباشر')).toBeVisible()
  // Another session changes the value while this tab has no socket: no event can reach it.
  const { error } = await service
    .from('user_prompt_variables')
    .update({ variable_value: 'عود' })
    .eq('user_id', user.id)
  expect(error).toBeNull()
  const connectionsBefore = realtime.connections()
  realtime.restore()

  await expect(page.getByText('متصل - التحديث مباشر')).toBeVisible({ timeout: 15_000 })
  expect(realtime.connections()).toBeGreaterThan(connectionsBefore)
  await expect(list).toContainText('عود', { timeout: 10_000 })
  await expect(list).not.toContainText('عطور')
})

test('offline then online: the toasts, and the subscription is checked again on the server', async ({
  page,
  context,
}) => {
  const user = await signedInUser(page, 'basic')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible(firstPaint)
  await page.waitForLoadState('networkidle')

  await context.setOffline(true)
  await expect(page.getByText('ستقتصر الخدمة على الميزات الأساسية حتى يعود الاتصال')).toBeVisible()

  await context.setOffline(false)
  // The re-check: this user's subscription read from the server again (1 s after the online event).
  const recheck = page.waitForRequest(
    (request) =>
      request.url() === `${apiUrl}/rest/v1/rpc/get_user_subscription` &&
      request.postDataJSON()?.user_uuid === user.id,
    { timeout: 15_000 },
  )
  await expect(page.getByText('تمت استعادة الاتصال')).toBeVisible()
  await expect(page.getByText('جارٍ التحقق من اشتراكك...')).toBeVisible()
  const request = await recheck
  const response = await request.response()
  expect(response?.ok()).toBe(true)
  await expect(page.getByTestId('plan-status').first()).toContainText('الأساسية')
})
