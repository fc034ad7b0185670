/**
 * /518/kits: an admin finds a prompt for a kit by typing part of its title (searched in the
 * database, drafts too), adds it, and sees it in the kit's items with its title; it is then no
 * longer offered.
 */
import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { freshUser, pageAs, service, signIn } from './admin-support'

test('an admin adds a prompt to a kit from a search of the catalogue', async ({ browser }) => {
  const tag = randomUUID().slice(0, 6)
  const kitTitle = `حزمة المشرف ${tag}`
  const promptTitle = `أمر للحزمة ${tag}`
  const kit = await service
    .from('kits')
    .insert({ slug: `kit-e2e-${tag}`, title: kitTitle, steps: ['خطوة أولى'] })
    .select('id')
    .single()
  expect(kit.error).toBeNull()
  const prompt = await service
    .from('prompts')
    .insert({
      slug: `kit-e2e-prompt-${tag}`,
      title_ar: promptTitle,
      description_ar: 'أمر أنشأه الاختبار',
      category: 'marketing',
      is_published: false,
    })
    .select('id')
    .single()
  expect(prompt.error).toBeNull()
  try {
    const admin = await freshUser({ admin: true })
    const page = await pageAs(browser, await signIn(admin.email))
    await page.goto('/518/kits')
    await page.getByRole('button', { name: `تعديل ${kitTitle}` }).click({ timeout: 20_000 })
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('لا عناصر بعد.', { exact: false })).toBeVisible()

    await dialog.getByLabel('ابحث بالعنوان').fill(`للحزمة ${tag}`)
    const results = dialog.getByRole('list', { name: 'نتائج البحث' })
    await expect(results.getByRole('listitem')).toHaveCount(1)
    await results.getByRole('button', { name: `إضافة ${promptTitle}` }).click()
    await expect(page.getByText('أُضيف العنصر إلى الحزمة')).toBeVisible()

    const items = dialog.getByRole('list', { name: 'عناصر الحزمة' })
    await expect(items.getByRole('listitem')).toHaveCount(1)
    await expect(items.getByRole('listitem')).toContainText(promptTitle)
    // In the kit now: the same search offers nothing.
    await expect(dialog.getByText('لا نتائج لهذا البحث في هذا النوع.')).toBeVisible()
  } finally {
    await service.from('kits').delete().eq('id', kit.data!.id)
    await service.from('prompts').delete().eq('id', prompt.data!.id)
  }
})
