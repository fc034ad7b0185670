/**
 * HTML injection in a real browser (issue 13): script payloads planted with the service role in
 * every place users' or admins' text reaches a page (prompt title and body, a global variable, a
 * full name, a feedback item, a tool's and an assistant's description and link, a chat answer).
 * Each page must show the payload as text: nothing runs, no dialog opens, no element is injected,
 * no javascript: link exists. Every test plants its own rows (and removes shared catalogue rows).
 */
import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshUser, pageAs, signIn } from './admin-support'
import { service, signedInUser } from './library-support'

const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '<svg onload="window.__xss=1;alert(1)">',
  link: 'javascript:window.__xss=1',
}
const ALL = `${XSS.img} ${XSS.script} ${XSS.svg}`
// A URL the database accepts (https) that would break out of an attribute if it were not escaped.
const BREAKOUT_URL = 'https://example.test/?q="><img src=x onerror="window.__xss=1">'

// The user area's first paint waits for its chunks and the account checks on a loaded machine.
const firstPaint = { timeout: 30_000 }

/** A word no seeded row contains, so searches (and the chat) find only what this test planted. */
function uniqueWord(): string {
  const letters = 'ابتثجحخدذرزسشصضط'
  const tag = randomUUID().replace(/-/g, '').slice(0, 8)
  return `حقن${[...tag].map((c) => letters[parseInt(c, 16)]).join('')}`
}

/** Records every dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  return dialogs
}

/** Call once the planted text is visible: nothing ran, nothing was injected. */
async function expectInert(page: Page, dialogs: string[]) {
  await expect(page.locator('[onerror], [onload], a[href^="javascript:" i]')).toHaveCount(0)
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
  ).toBeUndefined()
  expect(dialogs).toEqual([])
}

/** The link goes where the planted URL says (as written or percent-encoded), as one attribute. */
async function expectSameUrl(link: Locator) {
  await expect(link).toHaveAttribute('href', /^https:\/\/example\.test\//)
  const href = (await link.getAttribute('href')) ?? ''
  expect(new URL(href).href).toBe(new URL(BREAKOUT_URL).href)
}

test('prompt title and body in the library, the prompt page and its preview, and a chat answer', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const word = uniqueWord()
  const title = `أمر ${word} ${XSS.img} ${XSS.svg}`
  const { data: prompt, error } = await service
    .from('prompts')
    .insert({
      slug: `xss-${randomUUID().slice(0, 8)}`,
      title_ar: title,
      description_ar: `وصف ${XSS.script}`,
      category: 'marketing',
      platforms: ['chatgpt'],
      trial_sample: true,
    })
    .select('id')
    .single()
  expect(error).toBeNull()
  const id = (prompt as { id: string }).id
  try {
    const body = await service
      .from('prompt_bodies')
      .insert({ prompt_id: id, body_ar: `اكتب عن {{المنتج}} ${ALL}` })
    expect(body.error).toBeNull()

    const dialogs = watchDialogs(page)
    await signedInUser(page, 'trial')
    await page.goto(`/dashboard/prompt-cards?q=${encodeURIComponent(word)}`)
    const results = page.getByRole('list', { name: 'نتائج الأوامر' })
    const link = results.getByRole('link', { name: title })
    await expect(link).toBeVisible(firstPaint)
    await expectInert(page, dialogs)

    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const preview = page.getByTestId('prompt-preview')
    await expect(preview).toContainText(ALL)
    // A value typed into a variable lands in the preview as text too.
    await page.getByLabel('المنتج').fill(XSS.svg)
    await expect(preview).toContainText(`اكتب عن ${XSS.svg} ${ALL}`)
    await expectInert(page, dialogs)

    // The chat's answer names the planted prompt (the sandbox answers from the catalogue).
    await page.getByRole('button', { name: 'فتح المساعد الذكي' }).click()
    const chat = page.getByRole('dialog', { name: 'المساعد الذكي' })
    await chat.getByLabel('رسالتك إلى المساعد').fill(word)
    await chat.getByLabel('رسالتك إلى المساعد').press('Enter')
    await expect(chat.getByRole('log')).toContainText(title, { timeout: 30_000 })
    await expectInert(page, dialogs)
  } finally {
    await service.from('prompts').delete().eq('id', id)
  }
})

test('a global variable, the full name and a feedback item in the user area', async ({ page }) => {
  const word = uniqueWord()
  const dialogs = watchDialogs(page)
  const user = await signedInUser(page, 'trial')
  const name = `سارة ${XSS.img}`
  const profile = await service.from('profiles').update({ full_name: name }).eq('id', user.id)
  expect(profile.error).toBeNull()
  const { data: prompt } = await service
    .from('prompts')
    .select('id')
    .eq('slug', 'customer-persona')
    .single()
  const variable = await service.from('user_prompt_variables').insert({
    user_id: user.id,
    prompt_id: (prompt as { id: string }).id,
    variable_key: 'المنتج',
    variable_value: ALL,
  })
  expect(variable.error).toBeNull()
  const feedbackTitle = `فكرة ${word} ${XSS.img}`
  const feedback = await service.from('feedback').insert({
    user_id: user.id,
    title: feedbackTitle,
    body: `${XSS.script} ${XSS.svg}`,
  })
  expect(feedback.error).toBeNull()

  await page.goto('/dashboard/saved-preferences')
  await expect(page.getByRole('list', { name: 'المتغيرات العامة' })).toContainText(ALL, firstPaint)
  await expectInert(page, dialogs)

  await page.goto('/dashboard/profile')
  await expect(page.getByLabel('الاسم الكامل')).toHaveValue(name, firstPaint)
  await expectInert(page, dialogs)

  await page.goto('/dashboard/community')
  const board = page.getByRole('list', { name: 'أفكار المجتمع' })
  const item = board.getByRole('listitem').filter({ hasText: feedbackTitle })
  await expect(item).toBeVisible(firstPaint)
  await expect(item).toContainText(`${XSS.script} ${XSS.svg}`)
  await expectInert(page, dialogs)
})

test('tool and assistant descriptions and links; javascript: links are refused by the database', async ({
  page,
}) => {
  // Two catalogue pages, each waited for up to firstPaint: sized like the other multi-page tests.
  test.setTimeout(60_000)
  const word = uniqueWord()
  const tag = randomUUID().slice(0, 8)
  const tool = await service
    .from('ai_tools')
    .insert({
      slug: `xss-tool-${tag}`,
      name: `أداة ${word}`,
      name_en: `Tool ${XSS.svg}`,
      category: 'test',
      description: ALL,
      directory_level: 'basic',
    })
    .select('id')
    .single()
  expect(tool.error).toBeNull()
  const toolId = (tool.data as { id: string }).id
  // The catalogue's links must be https: a javascript: URL never reaches a page.
  const refusedTool = await service
    .from('ai_tool_details')
    .insert({ tool_id: toolId, url: XSS.link })
  expect(refusedTool.error?.code).toBe('23514')
  const toolDetails = await service
    .from('ai_tool_details')
    .insert({ tool_id: toolId, url: BREAKOUT_URL, guide: ALL, tips: ALL })
  expect(toolDetails.error).toBeNull()
  const assistant = await service
    .from('gpt_assistants')
    .insert({
      slug: `xss-assistant-${tag}`,
      name: `مساعد ${word}`,
      description: ALL,
      category: 'advertising',
    })
    .select('id')
    .single()
  expect(assistant.error).toBeNull()
  const assistantId = (assistant.data as { id: string }).id
  try {
    const refusedLink = await service
      .from('gpt_assistant_details')
      .insert({ assistant_id: assistantId, url: XSS.link })
    expect(refusedLink.error?.code).toBe('23514')
    // An assistant's link is a ChatGPT GPT address or none (issue 44): the breakout address is
    // refused too. The payload then rides in the instructions and a starter, which the card puts
    // into a ChatGPT address, encoded.
    const refusedBreakout = await service
      .from('gpt_assistant_details')
      .insert({ assistant_id: assistantId, url: BREAKOUT_URL })
    expect(refusedBreakout.error?.code).toBe('23514')
    const details = await service.from('gpt_assistant_details').insert({
      assistant_id: assistantId,
      url: null,
      instructions: ALL,
      conversation_starters: [`ابدأ ${XSS.img}`, `تابع ${XSS.script}`],
    })
    expect(details.error).toBeNull()

    const dialogs = watchDialogs(page)
    await signedInUser(page, 'premium')
    await page.goto('/dashboard/ai-tools')
    await page.getByLabel('ابحث في الأدوات').fill(word)
    const tools = page.getByRole('list', { name: 'أدوات الذكاء الاصطناعي' })
    const card = tools.getByRole('article').filter({ hasText: `أداة ${word}` })
    await expect(card).toContainText(ALL, firstPaint)
    await expectSameUrl(card.getByRole('link', { name: `زيارة Tool ${XSS.svg}` }))
    await expectInert(page, dialogs)

    await page.goto('/dashboard/gpt-assistants')
    await page.getByLabel('ابحث في المساعدات').fill(word)
    const assistants = page.getByRole('list', { name: 'المساعدات الرقمية' })
    const entry = assistants.getByRole('article').filter({ hasText: `مساعد ${word}` })
    await expect(entry).toContainText(ALL, firstPaint)
    const start = entry.getByRole('link', { name: `ابدأ مع مساعد ${word} في ChatGPT` })
    await expect(start).toHaveAttribute('href', /^https:\/\/chatgpt\.com\/\?q=/)
    const q = new URL((await start.getAttribute('href')) ?? '').searchParams.get('q') ?? ''
    expect(q).toContain(XSS.img)
    await entry.getByText('بدايات أخرى للمحادثة').click()
    await expect(entry.getByRole('link', { name: `تابع ${XSS.script}` })).toHaveAttribute(
      'href',
      /^https:\/\/chatgpt\.com\/\?q=/,
    )
    await expectInert(page, dialogs)
  } finally {
    await service.from('gpt_assistants').delete().eq('id', assistantId)
    await service.from('ai_tools').delete().eq('slug', `xss-tool-${tag}`)
  }
})

test('an admin sees the planted name and feedback as text in /518', async ({ browser }) => {
  const word = uniqueWord()
  const planted = await freshUser({ prefix: 'xss' })
  const name = `خالد ${XSS.img} ${XSS.script}`
  const profile = await service.from('profiles').update({ full_name: name }).eq('id', planted.id)
  expect(profile.error).toBeNull()
  const feedbackTitle = `ملاحظة ${word} ${XSS.svg}`
  const feedback = await service.from('feedback').insert({
    user_id: planted.id,
    title: feedbackTitle,
    body: ALL,
  })
  expect(feedback.error).toBeNull()

  const admin = await freshUser({ admin: true })
  const page = await pageAs(browser, await signIn(admin.email))
  const dialogs = watchDialogs(page)
  await page.goto('/518/users')
  await page.getByLabel('ابحث عن مستخدم').fill(planted.email)
  await expect(page.getByRole('main').getByText(name)).toBeVisible(firstPaint)
  await expectInert(page, dialogs)

  await page.goto('/518/feedback')
  const main = page.getByRole('main')
  await expect(main.getByText(feedbackTitle).first()).toBeVisible(firstPaint)
  await expect(main).toContainText(ALL)
  await expectInert(page, dialogs)
  await page.context().close()
})
