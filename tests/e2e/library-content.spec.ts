/**
 * The library's content side (issue 44): paid users first see what they can open, a trial user
 * meets the trial sample, a prompt page shows its worked example, the sector filter narrows the
 * library, and no page states a catalogue figure above what the database holds.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { service, signedInUser } from './library-support'

async function openLibrary(page: Page) {
  await page.goto('/dashboard/prompt-cards')
  await expect(page.getByRole('heading', { level: 1, name: 'الأوامر الذكية' })).toBeVisible({
    timeout: 30_000,
  })
  const first = page.getByRole('list', { name: 'نتائج الأوامر' })
  await expect(first.getByRole('article').first()).toBeVisible()
  await expect(first).not.toHaveAttribute('aria-busy', 'true')
  return first
}

test('a basic subscriber in marketing sees only prompts they can open on the first screen', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const user = await signedInUser(page, 'basic')
  const chosen = await service
    .from('prompt_section_choices')
    .insert({ user_id: user.id, category: 'marketing' })
  expect(chosen.error).toBeNull()
  const first = await openLibrary(page)
  const cards = first.getByRole('article')
  expect(await cards.count()).toBe(24)
  // No lock on any card of the first page, every one in the chosen section and for ChatGPT.
  await expect(first.getByText(/خارج قسمك|يتطلب ترقية|اختر قسمك/)).toHaveCount(0)
  await expect(cards.filter({ hasNotText: 'التسويق' })).toHaveCount(0)
  await expect(cards.filter({ hasNotText: 'ChatGPT' })).toHaveCount(0)
  // Opening costs are told before the click.
  await expect(cards.first().getByTestId('quota-hint')).toContainText('سيُحتسب من أوامر اليوم')
})

test('a trial user’s first screen is the trial sample, with one line about what a plan opens', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signedInUser(page, 'trial')
  const first = await openLibrary(page)
  await expect(page.getByTestId('trial-line')).toContainText('الباقات المدفوعة تفتح بقية المكتبة')
  await expect(first.getByText(/يتطلب ترقية|خارج قسمك/)).toHaveCount(0)
  const titles = await first.getByRole('article').getByRole('link').allTextContents()
  const { data, error } = await service
    .from('prompts')
    .select('title_ar')
    .eq('trial_sample', true)
    .in('title_ar', titles)
  expect(error).toBeNull()
  expect(data).toHaveLength(titles.length)
})

test('a prompt page shows its worked example, and the sector filter narrows the library', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signedInUser(page, 'premium')
  await openLibrary(page)
  const count = page.getByTestId('results-count')
  await expect(count).not.toHaveText('جارٍ البحث...')
  const before = await count.textContent()

  await page.getByLabel('القطاع').selectOption({ label: 'العيادات والصيدليات' })
  await expect(page).toHaveURL(/sector=clinics/)
  await expect(count).not.toHaveText(before ?? '')
  const list = page.getByRole('list', { name: 'نتائج الأوامر' })
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
  const title = (await list.getByRole('article').first().getByRole('link').textContent()) ?? ''
  const { data } = await service.from('prompts').select('sectors').eq('title_ar', title).single()
  expect((data as { sectors: string[] }).sectors).toContain('clinics')

  await list.getByRole('article').first().getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const example = page.getByRole('region', { name: 'مثال' })
  await expect(example).toBeVisible()
  await expect(example.getByText('جواب نموذجي')).toBeVisible()
})

test('no page states a catalogue figure above what the database holds', async ({ page }) => {
  test.setTimeout(90_000)
  const { data, error } = await service.rpc('catalogue_stats')
  expect(error).toBeNull()
  const live = data as Record<'prompts' | 'assistants' | 'tools' | 'templates' | 'kits', number>
  const nouns: [RegExp, keyof typeof live][] = [
    [/^(أمر|أوامر|أمراً)/, 'prompts'],
    [/^(مساعد|مساعدات|مساعداً)/, 'assistants'],
    [/^(أداة|أدوات)/, 'tools'],
    [/^(قالب|قوالب|قالباً)/, 'templates'],
    [/^(حزمة|حزم)/, 'kits'],
  ]
  const digits = (text: string) =>
    Number(text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/[,٬]/g, ''))
  for (const path of [
    '/',
    '/products',
    '/products/smart-commands',
    '/products/digital-assistants',
    '/products/external-tools',
    '/pricing',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // A stat tile writes its label before its figure (dt, then dd shown first): read each as
    // «figure label» like the sentences around it.
    const text = (
      await page.evaluate(() => {
        const clone = document.body.cloneNode(true) as HTMLElement
        clone.querySelectorAll('script, style').forEach((node) => node.remove())
        for (const pair of clone.querySelectorAll('dl > div')) {
          const label = pair.querySelector('dt')?.textContent ?? ''
          const figure = pair.querySelector('dd')?.textContent ?? ''
          pair.textContent = ` ${figure} ${label} `
        }
        clone.querySelectorAll('p, li, h1, h2, h3, h4, dd, dt, div, span, a').forEach((node) => {
          node.append(' ')
        })
        return clone.textContent ?? ''
      })
    ).replace(/\s+/g, ' ')
    let found = 0
    for (const match of text.matchAll(/\+?([0-9٠-٩][0-9٠-٩,٬]*)\s*\+?\s*(\S+)/g)) {
      const noun = nouns.find(([pattern]) => pattern.test(match[2]!))
      if (!noun) continue
      found += 1
      expect(digits(match[1]!), `${path}: «${match[0]}»`).toBeLessThanOrEqual(live[noun[1]])
    }
    if (path !== '/pricing') expect(found, path).toBeGreaterThan(0)
  }
})
