import { expect, test } from './fixtures'
import { promptId, service, signedInUser } from './library-support'

test('the side navigation reaches every user-area page, with the plan and days left in view', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signedInUser(page, 'basic')
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('banner')).toHaveCount(0)
  const plan = page.getByTestId('plan-status').first()
  await expect(plan).toContainText('الأساسية')
  await expect(plan).toContainText('وصول دائم')

  const nav = page.getByRole('navigation', { name: 'لوحة التحكم' })
  const pages: [string, string | RegExp][] = [
    ['الأوامر الذكية', 'الأوامر الذكية'],
    ['المساعدات الرقمية', 'المساعدات الرقمية'],
    ['أدوات الذكاء الاصطناعي', 'أدوات الذكاء الاصطناعي'],
    ['قوالب الأتمتة', 'قوالب الأتمتة'],
    ['المفضلة', 'المفضلة'],
    ['أوامري', 'أوامري'],
    ['سجل التشغيل', 'سجل التشغيل'],
    ['المتغيرات والتفضيلات', 'المتغيرات والتفضيلات المحفوظة'],
    ['المجتمع', 'المجتمع'],
    ['المساعدة', 'المساعدة'],
    ['ماذا تفتح كل باقة', 'ماذا تفتح كل باقة'],
    ['الملف الشخصي', 'الملف الشخصي'],
    ['الإعدادات', 'الإعدادات'],
  ]
  for (const [link, heading] of pages) {
    await nav.getByRole('link', { name: link, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading }), link).toBeVisible({
      timeout: 15_000,
    })
  }

  // Assistants are for the complete and lifetime plans: a basic user is told which plan opens them.
  await nav.getByRole('link', { name: 'المساعدات الرقمية' }).click()
  const assistants = page.getByRole('list', { name: 'المساعدات الرقمية' })
  await expect(assistants.getByText('المساعد متاح من الباقة الكاملة').first()).toBeVisible()
  await expect(assistants.getByRole('link', { name: 'افتح المساعد' })).toHaveCount(0)

  // Tools: the teaser and the website are public (issue 44); the guide belongs to the complete
  // plan's directory.
  await nav.getByRole('link', { name: 'أدوات الذكاء الاصطناعي' }).click()
  await page.getByLabel('ابحث في الأدوات').fill('كلود')
  const tools = page.getByRole('list', { name: 'أدوات الذكاء الاصطناعي' })
  await expect(tools.getByText('الدليل متاح من الباقة الكاملة')).toBeVisible()
  await expect(tools.getByRole('link', { name: 'زيارة Claude' })).toHaveAttribute(
    'href',
    'https://claude.ai',
  )
  await expect(tools.getByText('نصيحة:')).toHaveCount(0)

  // Quick search on the home page lands in the library with the query.
  await nav.getByRole('link', { name: 'الرئيسية' }).click()
  await page.getByLabel('بحث سريع في الأوامر').fill('وصف منتج')
  await page.getByRole('button', { name: 'بحث' }).click()
  await expect(page).toHaveURL(/\/dashboard\/prompt-cards\?q=/)
  await expect(page.getByLabel('ابحث في الأوامر')).toHaveValue('وصف منتج')
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the side navigation is a drawer that closes after a tap on a link', async ({ page }) => {
    test.setTimeout(90_000)
    await signedInUser(page, 'trial')
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible({
      timeout: 30_000,
    })
    const nav = page.getByRole('navigation', { name: 'لوحة التحكم' })
    await expect(nav).toBeHidden()
    await page.getByRole('button', { name: 'فتح قائمة لوحة التحكم' }).tap()
    await expect(nav).toBeVisible()
    await expect(page.getByRole('dialog').getByTestId('plan-status')).toContainText('تجريبي')
    await nav.getByRole('link', { name: 'المفضلة' }).tap()
    await expect(page.getByRole('heading', { level: 1, name: 'المفضلة' })).toBeVisible({
      timeout: 15_000,
    })
    await expect(nav).toBeHidden()

    // A native modal dialog (issue 51): drawn from the right (the start side in Arabic) over a
    // backdrop, closed by Escape with the focus back on the menu button, and by a tap beside it.
    const menu = page.getByRole('button', { name: 'فتح قائمة لوحة التحكم' })
    await menu.tap()
    const drawer = page.getByRole('dialog', { name: 'قائمة لوحة التحكم' })
    await expect(nav).toBeVisible()
    const box = (await drawer.boundingBox())!
    expect(Math.round(box.x + box.width)).toBe(390)
    expect(box.height).toBeGreaterThanOrEqual(800)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menu).toBeFocused()
    await menu.tap()
    await expect(nav).toBeVisible()
    await page.touchscreen.tap(20, 400)
    await expect(drawer).toBeHidden()

    // A tablet turned wide while the drawer is open: it closes, and the page with its side
    // column is usable (not left inert under a modal its hidden parent would hide).
    await menu.tap()
    await expect(drawer).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 844 })
    await expect(drawer).toBeHidden()
    await nav.getByRole('link', { name: 'الرئيسية' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible({
      timeout: 15_000,
    })
  })
})

test('a variable conflict is listed and resolved to one value across prompts', async ({ page }) => {
  const user = await signedInUser(page, 'trial')
  const p1 = await promptId('customer-persona')
  const p2 = await promptId('marketing-plan-90-days')
  for (const [prompt, value] of [
    [p1, 'عطور'],
    [p2, 'بخور'],
  ] as const) {
    const { error } = await service.from('user_prompt_variables').insert({
      user_id: user.id,
      prompt_id: prompt,
      variable_key: 'المنتج',
      variable_value: value,
    })
    expect(error).toBeNull()
  }
  await page.goto('/dashboard/saved-preferences')
  await expect(page.getByRole('heading', { name: /تعارضات/ })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'اعتماد «عطور» للمتغير المنتج' }).click()
  await expect(page.getByText('تم حل التعارض')).toBeVisible()
  await expect(page.getByRole('heading', { name: /تعارضات/ })).toHaveCount(0)
  const list = page.getByRole('list', { name: 'المتغيرات العامة' })
  await expect(list).toContainText('عطور')
  await expect(list).toContainText('أمران')
  const { data } = await service
    .from('user_prompt_variables')
    .select('variable_value')
    .eq('user_id', user.id)
  expect(data?.map((row) => row.variable_value)).toEqual(['عطور', 'عطور'])

  // A change made elsewhere (another tab, another device) reloads the page through realtime.
  const { error } = await service
    .from('user_prompt_variables')
    .update({ variable_value: 'عود' })
    .eq('user_id', user.id)
    .eq('prompt_id', p2)
  expect(error).toBeNull()
  await expect(page.getByRole('heading', { name: /تعارضات/ })).toBeVisible({ timeout: 15_000 })
})
