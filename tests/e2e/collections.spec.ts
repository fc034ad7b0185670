import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { service, signedInUser } from './library-support'

async function libraryPrompts(count: number) {
  const { data, error } = await service
    .from('prompts')
    .select('id, title_ar')
    .eq('is_published', true)
    .order('slug')
    .limit(count)
  expect(error).toBeNull()
  return data as { id: string; title_ar: string }[]
}

async function addToCollection(page: Page, prompt: { id: string; title_ar: string }, name: string) {
  await page.goto(`/dashboard/prompt-cards/${prompt.id}`)
  await expect(page.getByRole('heading', { level: 1, name: prompt.title_ar })).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('button', { name: `أضف «${prompt.title_ar}» إلى مجموعة` }).click()
  const item = page.getByRole('menuitemcheckbox', { name })
  await expect(item).toHaveAttribute('aria-checked', 'false')
  await item.click()
  await expect(item).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByText(`أُضيف إلى «${name}»`)).toBeVisible()
  await page.keyboard.press('Escape')
}

test('create a collection, add two prompts, reorder by keyboard, remove one; favorites are a collection', async ({
  page,
  expectConsoleError,
}) => {
  test.setTimeout(120_000)
  // The same name twice is refused on purpose.
  expectConsoleError(/status of 400 .*\/rest\/v1\/collections\?/)
  const user = await signedInUser(page, 'basic')
  const [first, second, favorite] = await libraryPrompts(3)
  // A favorite from before collections existed: «المفضلة» shows it.
  const fav = await service
    .from('favorites')
    .insert({ user_id: user.id, item_type: 'prompt', item_id: favorite!.id })
  expect(fav.error).toBeNull()

  await page.goto('/dashboard/collections')
  await expect(page.getByRole('heading', { level: 1, name: 'المجموعات' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByTestId('collections-usage')).toHaveText('0 من 10')
  await page.getByLabel('اسم المجموعة').fill('حملات رمضان')
  await page.getByRole('button', { name: 'إنشاء المجموعة' }).click()
  const mine = page.getByRole('list', { name: 'مجموعاتي' })
  await expect(mine.getByRole('link', { name: 'حملات رمضان' })).toBeVisible()
  await expect(page.getByTestId('collections-usage')).toHaveText('1 من 10')

  // The same name again: the database's Arabic refusal, under the field, text kept.
  await page.getByLabel('اسم المجموعة').fill('حملات رمضان')
  await page.getByRole('button', { name: 'إنشاء المجموعة' }).click()
  await expect(page.getByText('لديك مجموعة بهذا الاسم. اختر اسماً آخر')).toBeVisible()
  await expect(page.getByLabel('اسم المجموعة')).toHaveValue('حملات رمضان')

  await addToCollection(page, first!, 'حملات رمضان')
  await addToCollection(page, second!, 'حملات رمضان')

  await page.goto('/dashboard/collections')
  await mine.getByRole('link', { name: 'حملات رمضان' }).click()
  const items = page.getByRole('list', { name: 'عناصر «حملات رمضان» بترتيبك' })
  await expect(items.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 })
  await expect(items.getByRole('listitem').nth(0)).toContainText(first!.title_ar)
  await expect(items.getByRole('listitem').nth(1)).toContainText(second!.title_ar)

  // Keyboard drag: focus the second item's handle, pick it up, move it up, drop it.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/rpc/reorder_collection') && r.request().method() === 'POST',
  )
  const handle = items.getByRole('button', { name: new RegExp(`^اسحب «${second!.title_ar}»`) })
  await handle.focus()
  await page.keyboard.press('Space')
  // dnd-kit listens for the moving keys only after the pick-up (a timer): wait for the drag state,
  // then for the announcement of the new place, before dropping.
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  // aria-pressed is set before dnd-kit's key listeners are attached (its timer): on a loaded
  // machine a first ArrowUp could fall before them and nothing moved (the CI's first attempt of
  // this test, twice). Pressing again until the new place is announced is safe: with two items,
  // ArrowUp can only end at position 1.
  const overFirst = page.getByText(`«${second!.title_ar}» فوق الموضع 1 من 2.`)
  await expect(async () => {
    await page.keyboard.press('ArrowUp')
    await expect(overFirst).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await page.keyboard.press('Space')
  expect((await saved).ok()).toBe(true)
  await expect(items.getByRole('listitem').nth(0)).toContainText(second!.title_ar)

  await page.reload()
  await expect(items.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 })
  await expect(items.getByRole('listitem').nth(0)).toContainText(second!.title_ar)
  await expect(items.getByRole('listitem').nth(1)).toContainText(first!.title_ar)

  // The move buttons are the other keyboard path.
  const movedBack = page.waitForResponse((r) => r.url().includes('/rpc/reorder_collection'))
  await items.getByRole('button', { name: `نقل «${first!.title_ar}» لأعلى` }).press('Enter')
  await expect(items.getByRole('listitem').nth(0)).toContainText(first!.title_ar)
  expect((await movedBack).ok()).toBe(true)

  await items.getByRole('button', { name: `إزالة «${second!.title_ar}» من المجموعة` }).click()
  await expect(items.getByRole('listitem')).toHaveCount(1)
  // The list drops the row at once (optimistic); the toast says the server removed it. Reloading
  // before that raced the delete (a loaded CI machine showed both rows again).
  await expect(page.getByText(`أُزيل «${second!.title_ar}» من «حملات رمضان»`)).toBeVisible()
  await page.reload()
  await expect(items.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 })
  await expect(items.getByRole('listitem').nth(0)).toContainText(first!.title_ar)

  await page.getByRole('link', { name: 'كل المجموعات' }).click()
  await mine.getByRole('link', { name: 'المفضلة' }).click()
  const favorites = page.getByRole('list', { name: 'عناصر «المفضلة» بترتيبك' })
  await expect(favorites.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 })
  await expect(favorites.getByRole('listitem').nth(0)).toContainText(favorite!.title_ar)
})
