/**
 * Issue 21's whole journey in one browser session: a subscriber writes an own prompt with two
 * variables, fills and copies it, edits it, compares the two versions, restores the first, puts it
 * with a forked library prompt in a collection, reorders it, shares it, a signed-out visitor opens
 * the link, the owner revokes it, exports JSON, deletes everything, imports the file back and
 * finds it all again, identical.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { service, signedInUser } from './library-support'

const firstPaint = { timeout: 30_000 }
const OWN = 'عرض سعر لعميل'
const LIST = 'رحلة أوامري'
const FIRST_BODY = 'اكتب عرض سعر لعميل اسمه {{اسم_العميل}} عن خدمة {{الخدمة|التصميم}} بأسلوب مهني.'
const SECOND_BODY = 'اكتب عرض سعر مختصر لعميل اسمه {{اسم_العميل}} عن خدمة {{الخدمة|التصميم}}.'

type Exported = {
  prompts: {
    ref: string
    title: string
    versions: { version: number; body: string; note: string }[]
  }[]
  collections: { name: string; is_default: boolean; items: { kind: string; ref?: string }[] }[]
}

/** What a round trip keeps: titles, bodies and notes of every version, collections in order. */
const comparable = (file: Exported) => ({
  prompts: file.prompts
    .map((p) => ({
      ref: p.ref,
      title: p.title,
      versions: p.versions.map(({ version, body, note }) => ({ version, body, note })),
    }))
    .sort((a, b) => a.title.localeCompare(b.title)),
  collections: file.collections,
})

async function addToList(page: Page, title: string) {
  await page.getByRole('button', { name: `أضف «${title}» إلى مجموعة` }).click()
  const item = page.getByRole('menuitemcheckbox', { name: LIST })
  await expect(item).toHaveAttribute('aria-checked', 'false')
  await item.click()
  await expect(item).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByText(`أُضيف إلى «${LIST}»`).first()).toBeVisible()
  await page.keyboard.press('Escape')
}

async function openList(page: Page) {
  await page.goto('/dashboard/collections')
  await page.getByRole('list', { name: 'مجموعاتي' }).getByRole('link', { name: LIST }).click()
  const items = page.getByRole('list', { name: `عناصر «${LIST}» بترتيبك` })
  await expect(items.getByRole('listitem')).toHaveCount(2, firstPaint)
  return items
}

test('the whole «أوامري» journey: write, version, collect, share, export, delete, import back', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const user = await signedInUser(page, 'advanced')
  const library = await service
    .from('prompts')
    .select('id, title_ar')
    .eq('title_ar', 'خطة تسويقية لمدة 90 يوماً')
    .single()
  expect(library.error).toBeNull()
  const forked = library.data as { id: string; title_ar: string }

  // A collection to put things in.
  await page.goto('/dashboard/collections')
  await expect(page.getByRole('heading', { level: 1, name: 'المجموعات' })).toBeVisible(firstPaint)
  await page.getByLabel('اسم المجموعة').fill(LIST)
  await page.getByRole('button', { name: 'إنشاء المجموعة' }).click()
  await expect(
    page.getByRole('list', { name: 'مجموعاتي' }).getByRole('link', { name: LIST }),
  ).toBeVisible()

  // Write a prompt with two variables.
  await page.goto('/dashboard/user-prompts')
  await expect(page.getByRole('heading', { level: 1, name: 'أوامري' })).toBeVisible(firstPaint)
  await page.getByRole('link', { name: 'أمر جديد' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'أمر جديد' })).toBeVisible()
  await page.getByLabel('العنوان').fill(OWN)
  await page.getByLabel('نص الأمر').fill(FIRST_BODY)
  await expect(page.getByRole('list', { name: 'المتغيرات' }).getByRole('listitem')).toHaveText([
    'اسم العميل',
    'الخدمة (افتراضياً: التصميم)',
  ])
  await page.getByRole('button', { name: 'حفظ الأمر' }).click()
  await expect(page.getByRole('heading', { level: 1, name: OWN })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/user-prompts\/[0-9a-f-]{36}$/)
  const ownUrl = page.url()

  // Fill and copy it.
  await page.getByLabel('اسم العميل').fill('مؤسسة النخبة')
  await expect(page.getByTestId('prompt-preview')).toContainText('عميل اسمه مؤسسة النخبة')
  await page.getByRole('button', { name: 'نسخ الأمر' }).click()
  await expect(page.getByRole('button', { name: 'تم النسخ' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'اكتب عرض سعر لعميل اسمه مؤسسة النخبة عن خدمة التصميم بأسلوب مهني.',
  )

  // Edit it: a second version.
  await page.getByRole('link', { name: 'تعديل' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'تعديل أمر' })).toBeVisible()
  await page.getByLabel('نص الأمر').fill(SECOND_BODY)
  await page.getByLabel('ملاحظة التغيير (اختيارية)').fill('صيغة أقصر')
  await page.getByRole('button', { name: 'حفظ الأمر' }).click()
  const versions = page.getByRole('list', { name: 'الإصدارات' })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first()).toContainText('الإصدار 2 (الحالي)')

  // Compare the two versions: a word-level, right-to-left diff.
  const diff = page.getByTestId('version-diff')
  await expect(diff).toHaveAttribute('dir', 'rtl')
  await expect(diff.locator('ins')).toHaveText(['مختصر'])
  await expect(diff.locator('del')).toHaveText(['بأسلوب مهني'])

  // Restore the first: a third version with the first body.
  await page.getByRole('button', { name: 'استعادة الإصدار 1' }).click()
  await expect(versions.getByRole('listitem')).toHaveCount(3)
  await expect(versions.getByRole('listitem').first()).toContainText('الإصدار 3 (الحالي)')
  await expect(page.getByTestId('prompt-preview')).toContainText('بأسلوب مهني.')

  // Put it in the collection, from its own page.
  await addToList(page, OWN)

  // Fork a library prompt and put the copy in the same collection.
  await page.goto(`/dashboard/prompt-cards/${forked.id}`)
  await expect(page.getByRole('heading', { level: 1, name: forked.title_ar })).toBeVisible(
    firstPaint,
  )
  await page.getByRole('button', { name: 'نسخ إلى أوامري' }).click()
  await expect(page).toHaveURL(/\/dashboard\/user-prompts\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('link', { name: 'منسوخ من المكتبة' })).toBeVisible()
  await addToList(page, forked.title_ar)

  // Reorder: the fork moves above the own prompt; the server confirms before the reload.
  let items = await openList(page)
  await expect(items.getByRole('listitem').nth(0)).toContainText(OWN)
  await expect(items.getByRole('listitem').nth(1)).toContainText(forked.title_ar)
  const reordered = page.waitForResponse(
    (r) => r.url().includes('/rpc/reorder_collection') && r.request().method() === 'POST',
  )
  await items.getByRole('button', { name: `نقل «${forked.title_ar}» لأعلى` }).press('Enter')
  await expect(items.getByRole('listitem').nth(0)).toContainText(forked.title_ar)
  expect((await reordered).ok()).toBe(true)
  await page.reload()
  await expect(items.getByRole('listitem')).toHaveCount(2, firstPaint)
  await expect(items.getByRole('listitem').nth(0)).toContainText(forked.title_ar)
  await expect(items.getByRole('listitem').nth(1)).toContainText(OWN)

  // Share it.
  await page.goto(ownUrl)
  await expect(page.getByRole('heading', { level: 1, name: OWN })).toBeVisible(firstPaint)
  await page.getByRole('button', { name: 'مشاركة', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'إنشاء رابط مشاركة' }).click()
  const linkBox = dialog.getByRole('textbox', { name: 'رابط المشاركة' })
  await expect(linkBox).toHaveValue(/\/p\/[A-Za-z0-9_-]{24}$/)
  const link = await linkBox.inputValue()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByText('مشترك برابط')).toBeVisible()

  // Open the link signed out, in a browser context of its own.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto(link)
  await expect(visitor.getByRole('heading', { level: 1, name: OWN })).toBeVisible(firstPaint)
  await expect(visitor.getByTestId('prompt-preview')).toContainText('بأسلوب مهني.')
  await expect(visitor.getByRole('link', { name: 'سجّل الدخول لنسخه إلى أوامري' })).toBeVisible()

  // Revoke the link: the visitor's page then says so.
  await page.getByRole('button', { name: 'مشاركة', exact: true }).click()
  await dialog.getByRole('button', { name: 'إلغاء المشاركة' }).click()
  await dialog.getByRole('button', { name: 'نعم، ألغِ الرابط' }).click()
  await expect(dialog.getByText('الأمر خاص: لا يراه أحد غيرك.')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByText('مشترك برابط')).toBeHidden()
  await visitor.reload()
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'هذا الرابط لم يعد متاحاً' }),
  ).toBeVisible(firstPaint)
  await visitorContext.close()

  // Export JSON: capture the download.
  const before = (await user.client.rpc('export_user_prompts')).data as Exported
  await page.goto('/dashboard/user-prompts')
  const mine = page.getByRole('list', { name: 'أوامري' })
  await expect(mine.getByRole('listitem')).toHaveCount(2, firstPaint)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'تصدير JSON' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^sanad-my-prompts-\d{4}-\d{2}-\d{2}\.json$/)
  const path = test.info().outputPath('journey.json')
  await file.saveAs(path)
  const exported = JSON.parse(await readFile(path, 'utf8')) as Exported
  expect(comparable(exported)).toEqual(comparable(before))
  const own = exported.prompts.find((p) => p.title === OWN)!
  expect(own.versions.map((v) => v.body)).toEqual([FIRST_BODY, SECOND_BODY, FIRST_BODY])
  const exportedList = exported.collections.find((c) => c.name === LIST)!
  expect(exportedList.items).toHaveLength(2)

  // Delete everything in the browser: both prompts for good, then the collection.
  for (const title of [OWN, forked.title_ar]) {
    await mine.getByRole('button', { name: `حذف ${title}`, exact: true }).click()
    await expect(mine.getByRole('link', { name: title, exact: true })).toHaveCount(0)
  }
  await expect(page.getByText('لا أوامر خاصة بعد')).toBeVisible()
  page.on('dialog', (confirm) => void confirm.accept())
  await page.getByRole('tab', { name: 'المحذوفة مؤخراً' }).click()
  const deleted = page.getByRole('list', { name: 'المحذوفة مؤخراً' })
  for (const title of [OWN, forked.title_ar]) {
    await deleted.getByRole('button', { name: `حذف ${title} نهائياً` }).click()
    await expect(deleted.getByText(title, { exact: true })).toHaveCount(0)
  }
  await expect(page.getByText('لا أوامر محذوفة', { exact: false })).toBeVisible()

  await page.goto('/dashboard/collections')
  const lists = page.getByRole('list', { name: 'مجموعاتي' })
  await lists.getByRole('button', { name: `حذف «${LIST}»` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'حذف المجموعة' }).click()
  await expect(page.getByText(`حُذفت مجموعة «${LIST}»`)).toBeVisible()
  await page.reload()
  await expect(lists.getByRole('link', { name: 'المفضلة' })).toBeVisible(firstPaint)
  await expect(lists.getByRole('link', { name: LIST })).toHaveCount(0)
  const gone = (await user.client.rpc('export_user_prompts')).data as Exported
  expect(gone.prompts).toEqual([])
  expect(gone.collections.filter((c) => !c.is_default)).toEqual([])

  // Import the JSON back through the preview.
  await page.goto('/dashboard/user-prompts')
  await expect(page.getByText('لا أوامر خاصة بعد')).toBeVisible(firstPaint)
  await page.getByRole('button', { name: 'استيراد ملف' }).click()
  const importer = page.getByRole('dialog', { name: 'استيراد أوامر' })
  await importer.getByLabel('ملف الاستيراد (JSON أو CSV)').setInputFiles(path)
  await expect(importer.getByText('معاينة journey.json (لم يُحفظ شيء بعد)')).toBeVisible()
  await expect(importer.getByTestId('import-totals')).toContainText(
    'ما سيُنشأ: الأوامر 2، الإصدارات 4، المجموعات 1، العناصر 2.',
  )
  await importer.getByRole('button', { name: 'استيراد', exact: true }).click()
  await expect(importer.getByText(/نتيجة استيراد/)).toBeVisible()
  await expect(importer.getByTestId('import-totals')).toContainText('ما أُنشئ: الأوامر 2')
  await importer.getByRole('button', { name: 'تم' }).click()

  // Find it all again, identical: titles, body, version count, the collection in its order.
  await expect(mine.getByRole('listitem')).toHaveCount(2)
  await expect(mine.getByRole('listitem').filter({ hasText: OWN })).toContainText('الإصدار 3')
  await mine.getByRole('link', { name: OWN, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: OWN })).toBeVisible(firstPaint)
  await expect(versions.getByRole('listitem')).toHaveCount(3)
  await expect(page.getByTestId('prompt-preview')).toContainText('عن خدمة التصميم بأسلوب مهني.')

  items = await openList(page)
  await expect(items.getByRole('listitem').nth(0)).toContainText(forked.title_ar)
  await expect(items.getByRole('listitem').nth(1)).toContainText(OWN)

  const after = (await user.client.rpc('export_user_prompts')).data as Exported
  expect(comparable(after)).toEqual(comparable(before))
})
