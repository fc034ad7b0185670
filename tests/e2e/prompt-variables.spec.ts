/**
 * Issue 22: typed variables on a prompt page — a select, a date and a required field (an empty
 * required field blocks copying with an Arabic message), a built-in value chip, the output
 * dialect (remembered), "open in" Gemini (copy + open) and ChatGPT (the prompt in the address),
 * and a share link whose values (in the fragment) fill the form in a second browser.
 * The assistants' sites are never loaded: their addresses are answered here.
 */
import { randomUUID } from 'node:crypto'
import type { BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { service, signedInUser } from './library-support'

const firstPaint = { timeout: 30_000 }
const ENGLISH =
  'Write the entire response in clear, natural English, even though the instructions above are in Arabic. Keep names, brands and figures exactly as given.'

async function stubAssistants(context: BrowserContext) {
  await context.route(/^https:\/\/(gemini\.google\.com|chatgpt\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }),
  )
}

test('fill typed variables, switch dialect, open in Gemini and ChatGPT, share the filled prompt', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await stubAssistants(context)
  const title = `رسالة موعد ${randomUUID().slice(0, 6)}`
  const { data: prompt, error } = await service
    .from('prompts')
    .insert({
      slug: `e2e-vars-${randomUUID().slice(0, 8)}`,
      title_ar: title,
      description_ar: 'أمر لاختبار المتغيرات المنوّعة',
      category: 'marketing',
      platforms: ['chatgpt', 'gemini'],
      trial_sample: true,
    })
    .select('id')
    .single()
  expect(error).toBeNull()
  const id = (prompt as { id: string }).id
  try {
    const body = await service.from('prompt_bodies').insert({
      prompt_id: id,
      body_ar:
        'اكتب رسالة بنبرة {{النبرة: رسمية / ودية / حماسية}} إلى {{اسم_العميل*}} عن موعد {{الموعد@}} باسم {{شركتي}}.',
    })
    expect(body.error).toBeNull()
    const user = await signedInUser(page, 'trial')
    const profile = await service
      .from('profiles')
      .update({ company_name: 'شركة الأفق' })
      .eq('id', user.id)
    expect(profile.error).toBeNull()

    await page.goto(`/dashboard/prompt-cards/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(firstPaint)
    // The built-in value is a chip, not a question.
    await expect(page.getByRole('button', { name: 'تعديل شركتي: شركة الأفق' })).toBeVisible()

    // The required field is empty: copying is refused in Arabic and nothing is copied.
    await page.evaluate(() => navigator.clipboard.writeText('قبل'))
    await page.getByRole('button', { name: 'نسخ الأمر' }).click()
    await expect(page.getByText('أكمل الحقول المطلوبة قبل النسخ')).toBeVisible()
    await expect(page.getByText('هذا الحقل مطلوب.', { exact: true })).toBeVisible()
    await expect(page.getByLabel('اسم العميل')).toBeFocused()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('قبل')

    await page.getByLabel('اسم العميل').fill('مؤسسة النخبة')
    await page.getByLabel('النبرة').click()
    await page.getByRole('option', { name: 'ودية' }).click()
    await page.getByLabel('الموعد').fill('2026-12-15')
    const filled = 'اكتب رسالة بنبرة ودية إلى مؤسسة النخبة عن موعد 15 ديسمبر 2026 باسم شركة الأفق.'
    const preview = page.getByTestId('prompt-preview')
    await expect(preview).toContainText(filled)

    // Dialect: English appends its instruction, saved for the user.
    await page.getByLabel('لغة الرد ولهجته').click()
    await page.getByRole('option', { name: 'English' }).click()
    await expect(preview).toContainText('Write the entire response in clear, natural English')
    const text = `${filled}\n\n${ENGLISH}`

    await page.getByRole('button', { name: 'نسخ الأمر' }).click()
    await expect(page.getByRole('button', { name: 'تم النسخ' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)

    // Gemini takes no query: the prompt is copied, then Gemini opens, with a toast saying so.
    await page.evaluate(() => navigator.clipboard.writeText(''))
    const gemini = context.waitForEvent('page')
    await page.getByRole('link', { name: 'فتح في Gemini' }).click()
    const geminiPage = await gemini
    await geminiPage.waitForURL('https://gemini.google.com/app')
    await geminiPage.close()
    await expect(page.getByText('نُسخ الأمر إلى الحافظة، الصقه في Gemini')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)

    // ChatGPT takes the prompt in its address.
    const chatgptLink = page.getByRole('link', { name: 'فتح في ChatGPT' })
    await expect(chatgptLink).toHaveAttribute(
      'href',
      `https://chatgpt.com/?q=${encodeURIComponent(text)}`,
    )
    const chatgpt = context.waitForEvent('page')
    await chatgptLink.click()
    const chatgptPage = await chatgpt
    await chatgptPage.waitForURL(/^https:\/\/chatgpt\.com\/\?q=/)
    expect(new URL(chatgptPage.url()).searchParams.get('q')).toBe(text)
    await chatgptPage.close()

    // Share: the values ride in the fragment, never in the path or query.
    await page.getByRole('button', { name: 'مشاركة الأمر بقيمه' }).click()
    await expect(page.getByText('تم نسخ رابط الأمر مع قيمك')).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    const url = new URL(link)
    expect(url.pathname).toBe(`/dashboard/prompt-cards/${id}`)
    expect(url.search).toBe('')
    expect(url.hash).toContain('values=')

    const other = await browser.newContext()
    try {
      const receiver = await other.newPage()
      await signedInUser(receiver, 'trial')
      await receiver.goto(link)
      await expect(receiver.getByRole('heading', { level: 1, name: title })).toBeVisible(firstPaint)
      await expect(receiver.getByText('مُلئت الحقول بالقيم من الرابط المشترك')).toBeVisible()
      await expect(receiver.getByLabel('اسم العميل')).toHaveValue('مؤسسة النخبة')
      await expect(receiver.getByLabel('الموعد')).toHaveValue('2026-12-15')
      await expect(receiver.getByLabel('النبرة')).toHaveText(/ودية/)
      await expect(receiver.getByTestId('prompt-preview')).toContainText(
        'بنبرة ودية إلى مؤسسة النخبة عن موعد 15 ديسمبر 2026',
      )
    } finally {
      await other.close()
    }

    // The dialect is remembered for this user.
    await page.reload()
    await expect(page.getByLabel('لغة الرد ولهجته')).toHaveText(/English/, firstPaint)
  } finally {
    await service.from('prompts').delete().eq('id', id)
  }
})
