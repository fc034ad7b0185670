/**
 * Bulk import at /518/import-export: an admin imports a 20-row CSV with two bad rows (the
 * errors shown for those rows, 18 created), imports it again (0 created), and finds the new
 * prompts in the admin prompt list. The file carries a fresh tag, so each run imports its own.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { BAD_ROWS, importFixture } from '../support/prompt-import-fixture'
import { freshUser, pageAs, service, signIn } from './admin-support'

const firstLoad = { timeout: 20_000 }
// Parsing, the dry run and the import of 20 rows on a loaded machine.
const serverWork = { timeout: 20_000 }

function total(summary: Locator, term: string) {
  return summary.locator('div').filter({ has: summary.page().getByText(term, { exact: true }) })
}

test('an admin imports a 20-row CSV with two bad rows, then re-imports it and nothing is created', async ({
  browser,
}) => {
  test.slow()
  const tag = randomUUID().slice(0, 8)
  const fixture = importFixture(tag)
  const file = {
    name: `prompts-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(fixture.csv, 'utf8'),
  }
  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  await page.goto('/518')
  await page
    .getByRole('navigation', { name: 'قائمة الإدارة' })
    .getByRole('link', { name: 'الاستيراد والتصدير' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'الاستيراد والتصدير' })).toBeVisible(
    firstLoad,
  )
  await expect(page.getByRole('button', { name: 'تنزيل مثال CSV' })).toBeVisible()

  // The dry run: totals, and the two bad rows with their Arabic errors naming the column.
  await page.locator('input[type="file"]').setInputFiles(file)
  const preview = page.getByRole('table', { name: 'معاينة صفوف الملف' })
  await expect(preview).toBeVisible(serverWork)
  const summary = page.getByLabel('ملخص المعاينة')
  await expect(total(summary, 'صفوف الملف')).toContainText('20')
  await expect(total(summary, 'صالحة وجديدة')).toContainText('18')
  await expect(total(summary, 'فيها أخطاء')).toContainText('2')
  const rowOf = (table: Locator, n: number) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(n), exact: true }) })
  await expect(rowOf(preview, BAD_ROWS[0])).toContainText('خطأ')
  await expect(rowOf(preview, BAD_ROWS[0])).toContainText('العمود «slug»')
  await expect(rowOf(preview, BAD_ROWS[0])).toContainText('المنصة «myspace» غير موجودة')
  await expect(rowOf(preview, BAD_ROWS[1])).toContainText('العمود «title_ar» قصير جداً')
  await expect(rowOf(preview, BAD_ROWS[1])).toContainText('صيغة المتغيرات غير صحيحة')
  await expect(rowOf(preview, 1)).toContainText('جديد')
  // Nothing is written by the preview.
  const before = await service.from('prompts').select('id').like('slug', `imp-${tag}-%`)
  expect(before.data).toEqual([])

  await page.getByRole('button', { name: 'استيراد 18 صفاً صالحاً' }).click()
  const outcome = page.getByLabel('نتيجة الاستيراد')
  await expect(outcome).toBeVisible(serverWork)
  await expect(total(outcome, 'أُنشئت')).toContainText('18')
  await expect(total(outcome, 'فيها أخطاء')).toContainText('2')
  const results = page.getByRole('table', { name: 'نتيجة كل صف' })
  await expect(rowOf(results, BAD_ROWS[0])).toContainText('العمود «slug»')
  await expect(rowOf(results, 1)).toContainText('أُنشئ')
  const created = await service.from('prompts').select('slug').like('slug', `imp-${tag}-%`)
  expect(created.data).toHaveLength(18)

  // The same file again: every valid row is a duplicate, nothing to import.
  await page.locator('input[type="file"]').setInputFiles(file)
  await expect(total(summary, 'مكررة (لن تُستورد)')).toContainText('18', serverWork)
  await expect(total(summary, 'صالحة وجديدة')).toContainText('0')
  await expect(rowOf(preview, 1)).toContainText('يوجد أمر بالمعرّف (slug) نفسه')
  await expect(page.getByRole('button', { name: /^استيراد/ })).toBeDisabled()
  await expect(page.getByText('لا توجد صفوف جديدة صالحة للاستيراد')).toBeVisible()
  const after = await service.from('prompts').select('slug').like('slug', `imp-${tag}-%`)
  expect(after.data).toHaveLength(18)

  // The created prompts are in the admin prompt list.
  await page
    .getByRole('navigation', { name: 'قائمة الإدارة' })
    .getByRole('link', { name: 'إدارة الأوامر' })
    .click()
  await page.getByLabel('ابحث في الأوامر').fill(tag)
  const list = page.getByRole('table')
  for (const prompt of fixture.good) {
    await expect(list.getByText(prompt.title_ar, { exact: true })).toBeVisible(serverWork)
  }
  await expect(list.getByRole('row')).toHaveCount(19)
  await page.context().close()
})

test('the catalogue exported as CSV from the page re-imports as 0 created', async ({ browser }) => {
  test.slow()
  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  await page.goto('/518/import-export')
  await expect(page.getByRole('heading', { level: 1, name: 'الاستيراد والتصدير' })).toBeVisible(
    firstLoad,
  )
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تصدير CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^sanad-prompts-\d{4}-\d{2}-\d{2}\.csv$/)
  const path = await download.path()
  await expect(page.getByText(/^تم تصدير \d+ أمراً$/)).toBeVisible(serverWork)

  // The saved file has a temporary name; the page reads the type from the name it was given.
  await page.locator('input[type="file"]').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'text/csv',
    buffer: readFileSync(path),
  })
  const summary = page.getByLabel('ملخص المعاينة')
  await expect(total(summary, 'صالحة وجديدة')).toContainText('0', serverWork)
  await expect(total(summary, 'فيها أخطاء')).toContainText('0')
  await expect(page.getByRole('button', { name: /^استيراد/ })).toBeDisabled()
  await page.context().close()
})
