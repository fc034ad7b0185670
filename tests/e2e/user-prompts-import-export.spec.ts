import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { signedInUser } from './library-support'

type Exported = {
  format: string
  prompts: {
    ref: string
    title: string
    versions: { version: number; body: string; note: string }[]
  }[]
  collections: { name: string; is_default: boolean; items: { kind: string; ref?: string }[] }[]
}

/** What a round trip keeps: titles, bodies and notes of every version, collections in order. */
const comparable = (file: Exported) => ({
  prompts: file.prompts.map((p) => ({
    ref: p.ref,
    title: p.title,
    versions: p.versions.map(({ version, body, note }) => ({ version, body, note })),
  })),
  collections: file.collections,
})

test('export JSON, delete everything, import it back and find it all again, identical', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const user = await signedInUser(page, 'advanced')
  const api = user.client
  const save = async (title: string, body: string, id: string | null = null, note = '') => {
    const { data, error } = await api.rpc('save_user_prompt', {
      p_id: id,
      p_title: title,
      p_description: '',
      p_body: body,
      p_category: 'marketing',
      p_platforms: ['chatgpt'],
      p_tags: ['تصدير'],
      p_note: note,
    })
    expect(error).toBeNull()
    return data as string
  }
  const first = await save('خطة محتوى رمضان', 'اكتب خطة محتوى لـ {{النشاط}}.')
  await save('خطة محتوى رمضان', 'اكتب خطة محتوى أسبوعية لـ {{النشاط}}.', first, 'أسبوعية')
  const second = await save('رد على شكوى عميل', 'اكتب رداً مهذباً على شكوى {{العميل}}.')
  const list = await api.from('collections').insert({ name: 'حملاتي' }).select('id').single()
  expect(list.error).toBeNull()
  for (const id of [second, first]) {
    const added = await api
      .from('collection_items')
      .insert({ collection_id: list.data!.id, item_kind: 'own_prompt', item_id: id })
    expect(added.error).toBeNull()
  }
  const before = (await api.rpc('export_user_prompts')).data as Exported

  await page.goto('/dashboard/user-prompts')
  await expect(page.getByRole('heading', { level: 1, name: 'أوامري' })).toBeVisible({
    timeout: 30_000,
  })
  const mine = page.getByRole('list', { name: 'أوامري' })
  await expect(mine.getByRole('listitem')).toHaveCount(2)

  // Export JSON: the downloaded file is the lossless export.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'تصدير JSON' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^sanad-my-prompts-\d{4}-\d{2}-\d{2}\.json$/)
  const path = test.info().outputPath('export.json')
  await file.saveAs(path)
  const exported = JSON.parse(await readFile(path, 'utf8')) as Exported
  expect(comparable(exported)).toEqual(comparable(before))

  // Delete everything: both prompts for good, the collection.
  for (const id of [first, second]) {
    expect((await api.rpc('delete_user_prompt', { p_id: id })).error).toBeNull()
    expect((await api.rpc('delete_user_prompt', { p_id: id, p_forever: true })).error).toBeNull()
  }
  expect((await api.from('collections').delete().eq('id', list.data!.id)).error).toBeNull()
  await page.reload()
  await expect(page.getByText('لا أوامر خاصة بعد')).toBeVisible({ timeout: 30_000 })

  // Import it back: the preview lists what will be created, then «استيراد».
  await page.getByRole('button', { name: 'استيراد ملف' }).click()
  const dialog = page.getByRole('dialog', { name: 'استيراد أوامر' })
  await dialog.getByLabel('ملف الاستيراد (JSON أو CSV)').setInputFiles(path)
  await expect(dialog.getByText('معاينة export.json (لم يُحفظ شيء بعد)')).toBeVisible()
  await expect(dialog.getByTestId('import-totals')).toContainText(
    'ما سيُنشأ: الأوامر 2، الإصدارات 3، المجموعات 1، العناصر 2.',
  )
  const rows = dialog.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('خطة محتوى رمضان')
  await expect(rows.nth(1)).toContainText('سيُنشأ')
  await expect(rows.nth(1)).toContainText('الإصدارات: 2')
  await dialog.getByRole('button', { name: 'استيراد', exact: true }).click()
  await expect(dialog.getByText(/نتيجة استيراد/)).toBeVisible()
  await expect(dialog.getByTestId('import-totals')).toContainText('ما أُنشئ: الأوامر 2')
  await dialog.getByRole('button', { name: 'تم' }).click()

  await expect(mine.getByRole('listitem')).toHaveCount(2)
  await expect(mine.getByRole('link', { name: 'خطة محتوى رمضان', exact: true })).toBeVisible()
  await expect(mine.getByRole('link', { name: 'رد على شكوى عميل', exact: true })).toBeVisible()
  await expect(mine.getByRole('listitem').filter({ hasText: 'خطة محتوى رمضان' })).toContainText(
    'الإصدار 2',
  )

  // The same file again: nothing new to import.
  await page.getByRole('button', { name: 'استيراد ملف' }).click()
  await dialog.getByLabel('ملف الاستيراد (JSON أو CSV)').setInputFiles(path)
  await expect(dialog.getByText('لا جديد في هذا الملف', { exact: false })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'استيراد', exact: true })).toBeDisabled()
  await page.keyboard.press('Escape')

  // The collection is back, in its order.
  await page.goto('/dashboard/collections')
  await page.getByRole('list', { name: 'مجموعاتي' }).getByRole('link', { name: 'حملاتي' }).click()
  const items = page.getByRole('list', { name: 'عناصر «حملاتي» بترتيبك' })
  await expect(items.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 })
  await expect(items.getByRole('listitem').nth(0)).toContainText('رد على شكوى عميل')
  await expect(items.getByRole('listitem').nth(1)).toContainText('خطة محتوى رمضان')

  const after = (await api.rpc('export_user_prompts')).data as Exported
  expect(comparable(after)).toEqual(comparable(before))
})
