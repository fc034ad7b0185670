import { expect, test } from './fixtures'
import { promptId, signedInUser } from './library-support'

// Issue 27: the basic plan opens the ChatGPT prompts of one section the subscriber chooses, and
// may change it once per billing period; the database keeps both rules.
test('a basic subscriber chooses a section, opens a prompt in it, sees another locked, changes once', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const user = await signedInUser(page, 'basic')
  const marketing = await promptId('marketing-plan-90-days')
  const seo = await promptId('keyword-research')

  // First visit: the library asks for the section.
  await page.goto('/dashboard/prompt-cards')
  const banner = page.getByRole('region', { name: 'ما تفتحه باقتك' })
  await banner.getByLabel('اختر قسمك من أوامر ChatGPT').selectOption({ label: 'التسويق' })
  await banner.getByRole('button', { name: 'حفظ القسم' }).click()
  await expect(banner.getByLabel('قسمك من أوامر ChatGPT')).toHaveValue('marketing')
  await expect(banner.getByTestId('quota-meter')).toContainText('50 من 50 اليوم')

  // A prompt in the section opens, and today's quota counts it.
  await page.goto(`/dashboard/prompt-cards/${marketing}`)
  await expect(page.getByRole('button', { name: 'نسخ الأمر' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('quota-meter')).toContainText('49 من 50 اليوم')

  // A prompt outside it is locked with the reason and the one action that unlocks it.
  await page.goto(`/dashboard/prompt-cards/${seo}`)
  const locked = page.getByRole('region', { name: 'المحتوى مقفل' })
  await expect(locked.getByRole('heading', { name: 'خارج القسم الذي اخترته' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('button', { name: 'نسخ الأمر' })).toHaveCount(0)
  await locked.getByRole('button', { name: 'تغيير قسمي إلى «تحسين محركات البحث»' }).click()
  await expect(page.getByRole('button', { name: 'نسخ الأمر' })).toBeVisible()

  // The first section is now outside, and no second change is offered in this period...
  await page.goto(`/dashboard/prompt-cards/${marketing}`)
  await expect(locked.getByRole('heading', { name: 'خارج القسم الذي اخترته' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(locked).toContainText('غيّرت قسمك في هذه الفترة')
  await expect(locked.getByRole('button')).toHaveCount(0)

  // ...and the database refuses it whatever the client sends.
  const second = await user.client.rpc('choose_prompt_section', { p_category: 'marketing' })
  expect(second.error?.hint).toBe('section_change_used')
  expect(second.error?.message).toContain('غيّرت قسمك في هذه الفترة')
  const body = await user.client.rpc('open_prompt', { p_prompt_id: marketing })
  expect(body.error?.hint).toBe('outside_section')
  expect(body.error?.message).toBe('خارج القسم الذي اخترته')
})
