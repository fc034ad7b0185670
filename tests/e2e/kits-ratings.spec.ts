import { expect, test } from './fixtures'
import { service, signedInUser } from './library-support'

test('a subscriber votes «مفيد» on a prompt and «الأعلى تقييماً» puts it first', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signedInUser(page, 'advanced')
  // The oldest ChatGPT prompt of a category nobody else votes on in this suite: before the
  // vote, the rated order (all equal) is newest first, so it is not first.
  const { data, error } = await service
    .from('prompts')
    .select('id, title_ar')
    .eq('is_published', true)
    .eq('category', 'data-analysis')
    .contains('platforms', ['chatgpt'])
    .order('created_at', { ascending: true })
    .limit(1)
    .single()
  expect(error).toBeNull()
  const prompt = data as { id: string; title_ar: string }
  const reset = await service.from('prompt_votes').delete().eq('prompt_id', prompt.id)
  expect(reset.error).toBeNull()
  await service.from('prompts').update({ helpful_count: 0, unhelpful_count: 0 }).eq('id', prompt.id)

  const rated = '/dashboard/prompt-cards?category=data-analysis&sort=rated'
  await page.goto(rated)
  const firstCard = page.getByRole('article').first()
  await expect(firstCard).toBeVisible({ timeout: 30_000 })
  await expect(firstCard).not.toContainText(prompt.title_ar)

  await page.goto(`/dashboard/prompt-cards/${prompt.id}`)
  await expect(page.getByRole('heading', { level: 1, name: prompt.title_ar })).toBeVisible({
    timeout: 30_000,
  })
  const helpful = page.getByRole('button', { name: /^مفيد/ })
  await expect(helpful).toBeEnabled()
  await expect(helpful).toHaveAttribute('aria-pressed', 'false')
  await helpful.click()
  await expect(helpful).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('helpful-count')).toHaveText(/^\(1\)$/)
  await expect(page.getByText('شكراً، سجّلنا أن الأمر مفيد')).toBeVisible()

  await page.goto(rated)
  await expect(page.getByRole('article').first()).toContainText(prompt.title_ar, {
    timeout: 30_000,
  })
  await expect(page.getByRole('combobox', { name: 'الترتيب' })).toContainText('الأعلى تقييماً')
})

test('a kit shows its guide and each item locked exactly where the plan does not open it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const user = await signedInUser(page, 'trial')
  await page.goto('/dashboard/kits')
  await page.getByLabel('ابحث في الحزم').fill('اطلاق متجر')
  const link = page.getByRole('link', { name: /إطلاق متجر إلكتروني/ })
  await expect(link).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: /توظيف أول موظف/ })).toHaveCount(0)
  await link.click()

  await expect(page.getByRole('heading', { level: 1, name: 'إطلاق متجر إلكتروني' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'الدليل المختصر' })).toBeVisible()

  // What the database says this user's plan opens, item by item.
  const { data: kit } = await service
    .from('kits')
    .select('id')
    .eq('slug', 'launch-online-store')
    .single()
  const { data, error } = await user.client.rpc('kit_contents', { p_kit_id: kit!.id })
  expect(error).toBeNull()
  const expected = data as { title: string; locked: boolean }[]
  expect(expected.some((i) => i.locked)).toBe(true)
  expect(expected.some((i) => !i.locked)).toBe(true)

  const rows = page.getByTestId('kit-item')
  await expect(rows).toHaveCount(expected.length)
  for (const [index, item] of expected.entries()) {
    const row = rows.nth(index)
    await expect(row).toContainText(item.title)
    await expect(row).toHaveAttribute('data-locked', item.locked ? 'true' : 'false')
    if (item.locked) await expect(row.getByRole('link', { name: 'الترقية' })).toBeVisible()
  }
})
