/**
 * The admin area (/518) with fresh users only: a non-admin is refused, an admin unlocks a
 * locked account whose owner can then sign in, and a prompt an admin creates reaches a
 * subscriber's library. Nothing global changes here (see admin-launch.spec.ts for IS_LAUNCHED).
 */
import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { freshUser, pageAs, PASSWORD, passwordGrant, signIn, signInClient } from './admin-support'

// A first visit loads the admin area's chunks and checks the role on a loaded machine.
const firstLoad = { timeout: 20_000 }

test('a signed-in non-admin opening /518 gets a clear refusal, not the admin area', async ({
  browser,
}) => {
  const user = await freshUser({ prefix: 'not-admin' })
  const page = await pageAs(browser, await signIn(user.email))
  await page.goto('/518/users')
  await expect(page.getByRole('heading', { level: 1, name: 'غير مصرح لك بالدخول' })).toBeVisible(
    firstLoad,
  )
  await expect(page.getByRole('navigation', { name: 'قائمة الإدارة' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'إدارة المستخدمين' })).toHaveCount(0)
  await page.context().close()
})

test('an admin unlocks a locked account and its owner can sign in again', async ({ browser }) => {
  const locked = await freshUser({ prefix: 'locked' })
  // Five wrong passwords within 15 minutes lock the account on the server (the auth hook).
  for (let i = 0; i < 5; i += 1) {
    const res = await passwordGrant(locked.email, 'Wrong-Passw0rd!')
    expect(res.ok).toBe(false)
  }
  const refused = await passwordGrant(locked.email, PASSWORD)
  expect(refused.ok).toBe(false)

  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  await page.goto('/518')
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeVisible(firstLoad)
  // The admin shell has its own navigation and no site top navigation.
  await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toHaveCount(0)
  await page
    .getByRole('navigation', { name: 'قائمة الإدارة' })
    .getByRole('link', { name: 'الحسابات المجمدة' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'الحسابات المجمدة' })).toBeVisible(
    firstLoad,
  )
  await page.getByRole('button', { name: `إلغاء تجميد ${locked.email}` }).click()
  const dialog = page.getByRole('dialog', { name: 'إلغاء تجميد الحساب' })
  await dialog.getByRole('button', { name: 'إلغاء التجميد' }).click()
  await expect(page.getByText('تم إلغاء تجميد الحساب')).toBeVisible()
  await expect(page.getByRole('button', { name: `إلغاء تجميد ${locked.email}` })).toHaveCount(0)

  const { error } = await signInClient().auth.signInWithPassword({
    email: locked.email,
    password: PASSWORD,
  })
  expect(error).toBeNull()

  // An unknown e-mail gets the spec's 'User not found', in Arabic.
  await page.getByLabel('البريد الإلكتروني للحساب').fill(`nobody-${randomUUID()}@example.test`)
  await page.getByRole('form', { name: 'إلغاء تجميد بالبريد' }).getByRole('button').click()
  await expect(page.getByText('المستخدم غير موجود').first()).toBeVisible()
  await page.context().close()
})

test('a prompt an admin creates and publishes is found by a subscriber in the library', async ({
  browser,
}) => {
  // Two users, the admin screens and the library in one journey: several first visits.
  test.slow()
  const tag = randomUUID().slice(0, 6)
  const title = `أمر إداري تجريبي ${tag}`
  // A word only the «how people ask» phrase holds: the search finds the prompt through it.
  const asked = `رمز${[...randomUUID().replace(/-/g, '').slice(0, 6)]
    .map((h) => 'ابتثجحخدذرزسشصضط'[parseInt(h, 16)])
    .join('')}`
  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  await page.goto('/518/products/prompts')
  await expect(page.getByRole('heading', { level: 1, name: 'إدارة الأوامر' })).toBeVisible(
    firstLoad,
  )
  await page.getByRole('button', { name: 'أمر جديد' }).click()
  const form = page.getByRole('form', { name: 'نموذج الأمر' })
  await form.getByLabel('العنوان بالعربية').fill(title)
  await form.getByLabel('العنوان بالإنجليزية').fill(`Admin prompt ${tag}`)
  await expect(form.getByLabel('المعرّف (slug)')).toHaveValue(`admin-prompt-${tag}`)
  // In the trial sample: the rule opens it to a trial subscriber (docs/entitlements.md).
  await form.getByLabel(/ضمن العيّنة التجريبية/).check()
  await form.getByLabel('كلود').check()
  await form.getByLabel('الوصف بالعربية').fill('وصف أمر أنشأه المشرف للاختبار')
  await form
    .getByLabel('نص الأمر بالعربية')
    .fill('اكتب خطة لشركة {{اسم_الشركة}} في مدينة {{المدينة|الرياض}}')
  const variables = form.getByRole('list', { name: 'المتغيرات' })
  // Each variable with its type (issue 22's typed variables: a plain {{name}} is text).
  await expect(variables.getByRole('listitem')).toHaveText([
    'اسم_الشركة — نص',
    'المدينة — نص (الرياض)',
  ])
  // One phrase a line, as the customer types it; a too-short one is refused before saving.
  const asks = form.getByLabel('كيف يطلبه الناس')
  await asks.fill('قصير')
  await form.getByRole('button', { name: 'حفظ الأمر' }).click()
  await expect(form.getByText('كل صيغة سؤال من 6 إلى 140 حرفاً')).toBeVisible()
  await asks.fill(`ابي خطة لشركتي، وش اسوي ${asked}\nخطة عمل لشركة صغيرة في الرياض`)
  await form.getByLabel('منشور (يظهر للمشتركين في المكتبة)').check()
  await form.getByRole('button', { name: 'حفظ الأمر' }).click()
  await expect(page.getByText('تم حفظ الأمر')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible({ timeout: 10_000 })
  await page.context().close()

  const subscriber = await freshUser({ plan: 'trial', prefix: 'subscriber' })
  const session = await signIn(subscriber.email)
  const reader = await pageAs(browser, session)
  await reader.goto('/dashboard/prompt-cards')
  await reader.getByLabel('ابحث في الأوامر').fill(title)
  // Found by the search itself, not only as the newest prompt of the unfiltered list.
  await expect(reader).toHaveURL(/q=/)
  await expect(
    reader.getByRole('list', { name: 'نتائج الأوامر' }).getByRole('link', { name: title }),
  ).toBeVisible({ timeout: 15_000 })
  // The phrase the admin wrote finds it too (the title does not hold that word).
  await reader.getByLabel('ابحث في الأوامر').fill(asked)
  await expect(reader).toHaveURL(new RegExp(`q=${encodeURIComponent(asked)}`))
  await expect(
    reader.getByRole('list', { name: 'نتائج الأوامر' }).getByRole('link', { name: title }),
  ).toBeVisible({ timeout: 15_000 })
  await reader.getByRole('link', { name: title }).click()
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible(firstLoad)
  await expect(reader.getByLabel('اسم الشركة')).toBeVisible(firstLoad)
  await reader.context().close()
})
