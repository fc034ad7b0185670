import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { service, signedInUser } from './library-support'

const firstPaint = { timeout: 30_000 }

async function openMyPrompts(page: Page) {
  await page.goto('/dashboard/user-prompts')
  await expect(page.getByRole('heading', { level: 1, name: 'أوامري' })).toBeVisible(firstPaint)
}

test('write a prompt with two variables, fill and copy it, edit it, compare and restore versions, duplicate, delete and restore', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedInUser(page, 'advanced')
  await openMyPrompts(page)
  await expect(page.getByText('لا أوامر خاصة بعد')).toBeVisible()
  await expect(page.getByTestId('user-prompt-usage')).toContainText('0 من 200')

  await page.getByRole('link', { name: 'أمر جديد' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'أمر جديد' })).toBeVisible()
  // Arabic validation before anything reaches the server.
  await page.getByRole('button', { name: 'حفظ الأمر' }).click()
  await expect(page.getByText('اكتب عنواناً للأمر')).toBeVisible()
  await expect(page.getByText('اكتب نص الأمر')).toBeVisible()

  await page.getByLabel('العنوان').fill('عرض سعر لعميل')
  await page
    .getByLabel('نص الأمر')
    .fill('اكتب عرض سعر لعميل اسمه {{اسم_العميل}} عن خدمة {{الخدمة|التصميم}} بأسلوب مهني.')
  const found = page.getByRole('list', { name: 'المتغيرات' })
  await expect(found.getByRole('listitem')).toHaveText(['اسم العميل', 'الخدمة (افتراضياً: التصميم)'])
  await expect(page.getByTestId('user-prompt-preview')).toContainText('عن خدمة التصميم')
  await page.getByLabel('التصنيف').selectOption({ label: 'التسويق' })
  await page.getByRole('checkbox', { name: 'كلود' }).click()
  await page.getByLabel('الوسوم').fill('مبيعات، عروض')
  await page.getByRole('button', { name: 'حفظ الأمر' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'عرض سعر لعميل' })).toBeVisible()
  await expect(page.getByText('#مبيعات')).toBeVisible()
  await page.getByLabel('اسم العميل').fill('مؤسسة النخبة')
  await expect(page.getByTestId('prompt-preview')).toContainText('عميل اسمه مؤسسة النخبة')
  await expect(page.getByRole('link', { name: 'فتح في Claude' })).toHaveAttribute(
    'href',
    /claude\.ai\/new\?q=/,
  )
  await page.getByRole('button', { name: 'نسخ الأمر' }).click()
  await expect(page.getByRole('button', { name: 'تم النسخ' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'اكتب عرض سعر لعميل اسمه مؤسسة النخبة عن خدمة التصميم بأسلوب مهني.',
  )

  // Edit: a new body is a new version with its note.
  await page.getByRole('link', { name: 'تعديل' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'تعديل أمر' })).toBeVisible()
  await page
    .getByLabel('نص الأمر')
    .fill('اكتب عرض سعر مختصر لعميل اسمه {{اسم_العميل}} عن خدمة {{الخدمة|التصميم}}.')
  await page.getByLabel('ملاحظة التغيير (اختيارية)').fill('صيغة أقصر')
  await page.getByRole('button', { name: 'حفظ الأمر' }).click()
  const versions = page.getByRole('list', { name: 'الإصدارات' })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first()).toContainText('الإصدار 2 (الحالي)')
  await expect(versions.getByRole('listitem').first()).toContainText('صيغة أقصر')

  const diff = page.getByTestId('version-diff')
  await expect(diff).toHaveAttribute('dir', 'rtl')
  await expect(diff.locator('ins')).toHaveText(['مختصر'])
  await expect(diff.locator('del')).toHaveText(['بأسلوب مهني'])
  await expect(page.getByText('كلمات مضافة: 1 · كلمات محذوفة: 2')).toBeVisible()

  await page.getByRole('button', { name: 'استعادة الإصدار 1' }).click()
  await expect(versions.getByRole('listitem')).toHaveCount(3)
  await expect(versions.getByRole('listitem').first()).toContainText('الإصدار 3 (الحالي)')
  await expect(versions.getByRole('listitem').first()).toContainText('استعادة الإصدار 1')
  await expect(page.getByTestId('prompt-preview')).toContainText('بأسلوب مهني.')

  // Duplicate, delete to «recently deleted», restore.
  await page.getByRole('link', { name: 'أوامري' }).first().click()
  await page.getByRole('button', { name: 'نسخة مكررة من عرض سعر لعميل' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'نسخة من عرض سعر لعميل' })).toBeVisible()
  await page.getByRole('link', { name: 'أوامري' }).first().click()
  await expect(page.getByTestId('user-prompt-usage')).toContainText('2 من 200')
  await page.getByRole('button', { name: 'حذف نسخة من عرض سعر لعميل' }).click()
  await expect(page.getByTestId('user-prompt-usage')).toContainText('1 من 200')
  await page.getByRole('tab', { name: 'المحذوفة مؤخراً' }).click()
  const deleted = page.getByRole('list', { name: 'المحذوفة مؤخراً' })
  await expect(deleted).toContainText('يُحذف نهائياً بعد 30 يوماً')
  await deleted.getByRole('button', { name: 'استعادة نسخة من عرض سعر لعميل' }).click()
  await expect(page.getByText('لا أوامر محذوفة')).toBeVisible()
  await page.getByRole('tab', { name: 'أوامري' }).click()
  const mine = page.getByRole('list', { name: 'أوامري' })
  await expect(mine.getByRole('listitem')).toHaveCount(2)

  // The «أوامري» scope of search: taa marbuta typed as haa still finds the copy, and only it.
  await page.getByLabel('ابحث في أوامري').fill('نسخه')
  await expect(mine.getByRole('listitem')).toHaveCount(1)
  await expect(mine).toContainText('نسخة من عرض سعر لعميل')

  // Mixed into the library's results, marked as the user's own.
  await page.goto('/dashboard/prompt-cards?q=' + encodeURIComponent('عرض سعر'))
  const own = page.getByRole('list', { name: 'نتائج من أوامري' })
  await expect(own.getByRole('listitem')).toHaveCount(2, firstPaint)
  await expect(own.getByRole('listitem').first()).toContainText('أمري')
  await own.getByRole('link', { name: 'عرض سعر لعميل', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'عرض سعر لعميل' })).toBeVisible()
})

test('an unsaved edit survives a reload and a dropped connection', async ({ page, context }) => {
  test.setTimeout(120_000)
  await signedInUser(page, 'advanced')
  await openMyPrompts(page)
  await page.getByRole('link', { name: 'أمر جديد' }).click()
  await page.getByLabel('العنوان').fill('مسودة لا تضيع')
  await page.getByLabel('نص الأمر').fill('نص كتبته قبل انقطاع الاتصال عن {{الموضوع}}')

  await page.reload()
  await expect(page.getByText('استعدنا تعديلات لم تُحفظ بعد')).toBeVisible(firstPaint)
  await expect(page.getByLabel('العنوان')).toHaveValue('مسودة لا تضيع')
  await expect(page.getByLabel('نص الأمر')).toHaveValue(
    'نص كتبته قبل انقطاع الاتصال عن {{الموضوع}}',
  )

  // Offline: the save waits for the connection, says so, and keeps the text; it goes through on
  // its own when the connection is back.
  await context.setOffline(true)
  await page.getByLabel('نص الأمر').fill('نص عدّلته بلا اتصال عن {{الموضوع}}')
  await page.getByRole('button', { name: 'حفظ الأمر' }).click()
  await expect(page.getByText('لا اتصال بالإنترنت الآن. سيُحفظ الأمر تلقائياً')).toBeVisible()
  await expect(page.getByRole('button', { name: 'بانتظار الاتصال...' })).toBeDisabled()
  await expect(page.getByLabel('نص الأمر')).toHaveValue('نص عدّلته بلا اتصال عن {{الموضوع}}')

  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: 'مسودة لا تضيع' })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page.getByTestId('prompt-preview')).toContainText('نص عدّلته بلا اتصال عن')

  // Saved: the draft is gone, a new prompt starts empty.
  await page.goto('/dashboard/user-prompts/new')
  await expect(page.getByLabel('العنوان')).toHaveValue('', firstPaint)
  await expect(page.getByText('استعدنا تعديلات لم تُحفظ بعد')).toHaveCount(0)
})

test('«نسخ إلى أوامري» copies a library prompt the plan opens and remembers its origin', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { data, error } = await service
    .from('prompts')
    .select('id')
    .eq('title_ar', 'خطة تسويقية لمدة 90 يوماً')
    .single()
  expect(error).toBeNull()
  const id = (data as { id: string }).id
  await signedInUser(page, 'trial')
  await page.goto(`/dashboard/prompt-cards/${id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'خطة تسويقية لمدة 90 يوماً' }),
  ).toBeVisible(firstPaint)
  await page.getByRole('button', { name: 'نسخ إلى أوامري' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'خطة تسويقية لمدة 90 يوماً' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/user-prompts\//)
  await expect(page.getByRole('link', { name: 'منسوخ من المكتبة' })).toHaveAttribute(
    'href',
    `/dashboard/prompt-cards/${id}`,
  )
  await expect(page.getByRole('list', { name: 'الإصدارات' })).toContainText('نُسخ من مكتبة سند')
})
