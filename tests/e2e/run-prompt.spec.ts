/**
 * Issue 47, «تشغيل هنا» with the user's own key against the OpenAI-compatible sandbox: add the key
 * in settings, run a library prompt, stop it, run it again, compare two models side by side,
 * a cut stream keeps its partial answer marked «توقف قبل الاكتمال» and «متابعة» completes it, an
 * own prompt's answer is kept as its example, the runs are in «سجل التشغيل», and the key never
 * travels to the local stack except to the provider sandbox (checked on the wire).
 */
import { randomUUID } from 'node:crypto'
import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { apiUrl, service, signedInUser } from './library-support'

const KEY = 'sk-test-sanad-openai'
const firstPaint = { timeout: 30_000 }
const done = { timeout: 30_000 }

async function pickOption(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
}

test('own key: run, stop, run again, compare, continue after a cut, keep as example', async ({
  page,
  expectConsoleError,
}) => {
  // The answer's stream is cut on purpose («continue after a cut»), as the browser logs it.
  expectConsoleError(/ERR_INCOMPLETE_CHUNKED_ENCODING .*\/sandbox\/ai\//)
  test.setTimeout(180_000)
  const leaks: string[] = []
  const sandboxCalls: string[] = []
  page.on('request', (request: Request) => {
    const url = request.url()
    const carried = [url, JSON.stringify(request.headers()), request.postData() ?? ''].some((s) =>
      s.includes(KEY),
    )
    if (url.startsWith(`${apiUrl}/sandbox/ai/`)) {
      if (carried) sandboxCalls.push(url)
      return
    }
    if (carried) leaks.push(url)
  })

  const title = `خطة تسويق ${randomUUID().slice(0, 6)}`
  const { data: prompt, error } = await service
    .from('prompts')
    .insert({
      slug: `e2e-run-${randomUUID().slice(0, 8)}`,
      title_ar: title,
      description_ar: 'أمر لاختبار التشغيل داخل سند',
      category: 'marketing',
      platforms: ['chatgpt'],
      trial_sample: true,
    })
    .select('id')
    .single()
  expect(error).toBeNull()
  const id = (prompt as { id: string }).id
  try {
    expect(
      (
        await service
          .from('prompt_bodies')
          .insert({ prompt_id: id, body_ar: 'اكتب خطة تسويق قصيرة لـ {{النشاط*}}' })
      ).error,
    ).toBeNull()
    const user = await signedInUser(page, 'trial')

    // The key, checked with the provider's cheap call and kept in this browser.
    await page.goto('/dashboard/settings')
    const openai = page.getByTestId('ai-key-openai')
    await expect(openai).toBeVisible(firstPaint)
    await openai.getByLabel('مفتاح OpenAI').fill('sk-wrong-key-0000')
    await openai.getByRole('button', { name: 'تحقّق واحفظ' }).click()
    await expect(openai.getByText(/رفض OpenAI المفتاح/)).toBeVisible(done)
    await openai.getByLabel('مفتاح OpenAI').fill(KEY)
    await openai.getByRole('button', { name: 'تحقّق واحفظ' }).click()
    await expect(openai.getByText(/مفتاح محفوظ ينتهي بـ/)).toBeVisible(done)

    // Run, stop while it streams, run again to the end.
    await page.goto(`/dashboard/prompt-cards/${id}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(firstPaint)
    const field = page.getByLabel(/النشاط/)
    await field.fill('مقهى مختص [[slow]]')
    await page.getByRole('button', { name: 'تشغيل هنا' }).click()
    await page.getByRole('button', { name: 'تشغيل', exact: true }).click()
    const answer = page.getByTestId('run-answer')
    await expect(answer).toHaveAttribute('data-status', 'streaming', done)
    await expect(answer.getByTestId('markdown-answer')).toContainText('إجابة', done)
    await answer.getByRole('button', { name: 'إيقاف' }).click()
    await expect(answer).toHaveAttribute('data-status', 'stopped', done)

    await field.fill('مقهى مختص')
    await page.getByRole('button', { name: 'تشغيل', exact: true }).click()
    await expect(answer).toHaveAttribute('data-status', 'complete', done)
    await expect(answer).toContainText('انتهت الإجابة.')
    await expect(answer.getByRole('table')).toBeVisible()
    await expect(answer.locator('pre')).toHaveAttribute('dir', 'ltr')

    // Side by side: the same filled prompt on two models.
    await pickOption(page, 'قارن بنموذج آخر', /GPT-4o \(/)
    await page.getByRole('button', { name: 'تشغيل ومقارنة' }).click()
    await expect(answer).toHaveCount(2)
    await expect(answer.nth(0)).toHaveAttribute('data-status', 'complete', done)
    await expect(answer.nth(1)).toHaveAttribute('data-status', 'complete', done)
    await expect(answer.nth(0)).toContainText('إجابة تجريبية من gpt-4o-mini')
    await expect(answer.nth(1)).toContainText('إجابة تجريبية من gpt-4o')
    await pickOption(page, 'قارن بنموذج آخر', /بلا مقارنة/)

    // A cut stream keeps what arrived; «متابعة» completes the same answer.
    await field.fill('مقهى مختص [[cut]]')
    await page.getByRole('button', { name: 'تشغيل', exact: true }).click()
    await expect(answer).toHaveAttribute('data-status', 'cut', done)
    await expect(answer.getByTestId('run-cut')).toHaveText('توقف قبل الاكتمال')
    await expect(answer.getByTestId('markdown-answer')).toContainText('إجابة')
    await answer.getByRole('button', { name: 'متابعة' }).click()
    await expect(answer).toHaveAttribute('data-status', 'complete', done)
    await expect(answer).toContainText('انتهت الإجابة.')

    // An own prompt: the answer becomes its example.
    const own = await service
      .from('user_prompts')
      .insert({ user_id: user.id, title: 'أمري للتجربة', body: 'اكتب تحية قصيرة لعملاء المتجر' })
      .select('id')
      .single()
    expect(own.error).toBeNull()
    const ownId = (own.data as { id: string }).id
    await page.goto(`/dashboard/user-prompts/${ownId}`)
    await page.getByRole('button', { name: 'تشغيل هنا' }).click(firstPaint)
    await page.getByRole('button', { name: 'تشغيل', exact: true }).click()
    await expect(answer).toHaveAttribute('data-status', 'complete', done)
    await answer.getByRole('button', { name: 'حفظ كمثال' }).click()
    await expect(page.getByText('حُفظت الإجابة مثالاً لهذا الأمر')).toBeVisible(done)
    const kept = await service.from('user_prompts').select('example').eq('id', ownId).single()
    expect((kept.data as { example: { answer: string } }).example.answer).toContain(
      'انتهت الإجابة.',
    )

    // The history holds the runs.
    await page.goto('/dashboard/runs')
    await expect(page.getByTestId('run-row').first()).toBeVisible(firstPaint)
    await expect(page.getByTestId('run-row').filter({ hasText: title }).first()).toBeVisible()

    // On the wire: the key went to the provider sandbox only.
    expect(sandboxCalls.length).toBeGreaterThan(0)
    expect(leaks).toEqual([])
    const runs = await service.from('prompt_runs').select('*').eq('user_id', user.id)
    expect(JSON.stringify(runs.data)).not.toContain(KEY)
  } finally {
    await service.from('prompts').delete().eq('id', id)
  }
})
