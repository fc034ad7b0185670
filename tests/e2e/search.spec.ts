import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { freshUser, pageAs, service, signIn } from './admin-support'
import { signedInUser } from './library-support'

/** The library search box (an ARIA combobox with its suggestions). */
const searchBox = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: 'ابحث في الأوامر' })

async function openLibrary(page: import('@playwright/test').Page) {
  await page.goto('/dashboard/prompt-cards')
  await expect(page.getByRole('heading', { level: 1, name: 'الأوامر الذكية' })).toBeVisible({
    timeout: 30_000,
  })
}

test('a dialect request for Instagram ads shows Instagram advertising prompts first', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const slug = `e2e-ig-ads-${randomUUID().slice(0, 8)}`
  const title = `خطة إعلانات إنستغرام الممولة ${slug.slice(-4)}`
  const inserted = await service.from('prompts').insert({
    slug,
    title_ar: title,
    title_en: 'Instagram paid ads plan',
    description_ar: 'حملة إعلانية ممولة على إنستغرام لمتجرك',
    category: 'marketing',
    platforms: ['chatgpt'],
    tags: ['إعلانات', 'إنستغرام'],
  })
  expect(inserted.error).toBeNull()
  try {
    await signedInUser(page, 'trial')
    await openLibrary(page)
    await searchBox(page).fill('ابي اعلانات انستقرام')
    // Suggestions while typing: the prompt itself is offered.
    await expect(page.getByRole('option', { name: new RegExp(title) })).toBeVisible()
    await searchBox(page).press('Escape')
    await expect(page).toHaveURL(/q=/)
    const results = page.getByRole('list', { name: 'نتائج الأوامر' })
    await expect(results).not.toHaveAttribute('aria-busy', 'true')
    await expect(results.getByRole('article').first()).toContainText(title)
    await expect(results.getByRole('article').nth(1)).toContainText(/إنستغرام|إعلان/)
  } finally {
    await service.from('prompts').delete().eq('slug', slug)
  }
})

test('a search that finds nothing suggests categories; choosing one shows its prompts', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signedInUser(page, 'trial')
  await openLibrary(page)
  await searchBox(page).fill('qxzvwj')
  await searchBox(page).press('Enter')
  await expect(page.getByRole('heading', { name: 'لم نجد أمراً مطابقاً' })).toBeVisible()
  const nearest = page.getByRole('list', { name: 'أقرب التصنيفات' })
  await expect(nearest.getByRole('button').first()).toBeVisible()
  await nearest.getByRole('button', { name: 'التسويق' }).click()
  await expect(page).toHaveURL(/category=marketing/)
  await expect(
    page.getByRole('list', { name: 'نتائج الأوامر' }).getByRole('article').first(),
  ).toBeVisible()
})

test('a query nothing in the library fits says so and offers the nearest prompts, not unrelated cards', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signedInUser(page, 'trial')
  await openLibrary(page)
  await searchBox(page).fill('ابغى قصيدة نبطية لعرس اخوي')
  await searchBox(page).press('Enter')
  await expect(page.getByRole('heading', { name: 'لم نجد أمراً مطابقاً' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'نتائج الأوامر' })).toHaveCount(0)
  await expect(
    page.getByRole('list', { name: 'أقرب التصنيفات' }).getByRole('button'),
  ).not.toHaveCount(0)
  const useful = page.getByRole('list', { name: 'قد يفيدك' })
  await expect(useful.getByRole('article').first()).toBeVisible()
  // A «قد يفيدك» card opens its prompt.
  await useful.getByRole('article').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/dashboard\/prompt-cards\/[0-9a-f-]{36}/)
})

test('a short list shows the prompts closest to its match under their own heading, counted apart', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signedInUser(page, 'trial')
  await openLibrary(page)
  await searchBox(page).fill('mystery shopper')
  await searchBox(page).press('Enter')
  const results = page.getByRole('list', { name: 'نتائج الأوامر' })
  await expect(results).not.toHaveAttribute('aria-busy', 'true')
  await expect(results.getByRole('article')).toHaveCount(1)
  await expect(page.getByTestId('results-count')).toHaveText('أمر واحد')
  await expect(page.getByRole('heading', { level: 2, name: 'قريب مما طلبت' })).toBeVisible()
  const near = page.getByRole('list', { name: 'قريب مما طلبت' })
  await expect(near.getByRole('article')).toHaveCount(9)
})

test('an admin sees a search that found nothing, adds a synonym, and the next search uses it', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const word = `زنبرك${randomUUID().replace(/\D/g, '').slice(0, 5)}`
  const userContext = await browser.newContext()
  const page = await userContext.newPage()
  const admin = await freshUser({ admin: true })
  const adminPage = await pageAs(browser, await signIn(admin.email))
  try {
    await signedInUser(page, 'trial')
    await openLibrary(page)
    await searchBox(page).fill(word)
    await searchBox(page).press('Enter')
    await expect(page.getByRole('heading', { name: 'لم نجد أمراً مطابقاً' })).toBeVisible()

    // The empty search is counted for the admins (the query, not who made it).
    await adminPage.goto('/518/search')
    await expect(adminPage.getByRole('heading', { level: 1, name: 'البحث' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(adminPage.getByRole('row', { name: new RegExp(word) })).toBeVisible()

    // Synonyms have their own tab beside the lexicon (issue 45).
    await adminPage.getByRole('tab', { name: 'المرادفات' }).click()
    // Too few terms: the form says so in Arabic, nothing is saved.
    await adminPage.getByLabel('كلمات بنفس المعنى').fill(word)
    await adminPage.getByRole('button', { name: 'إضافة المرادفات' }).click()
    await expect(adminPage.getByText('أدخل كلمتين مترادفتين على الأقل')).toBeVisible()

    await adminPage.getByLabel('كلمات بنفس المعنى').fill(`${word}، إنستغرام`)
    await adminPage.getByRole('button', { name: 'إضافة المرادفات' }).click()
    const groups = adminPage.getByRole('list', { name: 'مجموعات المرادفات' })
    await expect(groups.getByText(word)).toBeVisible()

    // The next search uses it.
    await page.reload()
    await expect(
      page
        .getByRole('list', { name: 'نتائج الأوامر' })
        .getByRole('link', { name: 'تقويم محتوى إنستغرام لشهر كامل' }),
    ).toBeVisible({ timeout: 30_000 })
  } finally {
    await service.from('search_synonyms').delete().contains('terms', [word])
    await service.from('search_gaps').delete().eq('query', word)
    await userContext.close()
    await adminPage.context().close()
  }
})
