import { expect, test } from './fixtures'

test('contact form shows Arabic validation errors on empty submit', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click()
  await expect(page.getByText('يرجى إدخال الاسم')).toBeVisible()
  await expect(page.getByText('يرجى إدخال البريد الإلكتروني')).toBeVisible()
  await expect(page.getByText('يرجى إدخال موضوع الرسالة')).toBeVisible()
  await expect(page.getByText('يرجى كتابة رسالتك')).toBeVisible()
  await expect(page.getByLabel('الاسم')).toHaveAttribute('aria-invalid', 'true')
})

test('contact form sends, shows the success toast and clears', async ({ page }) => {
  await page.goto('/contact')
  await page.getByLabel('الاسم').fill('فهد')
  await page.getByLabel('البريد الإلكتروني').fill(`fahad-${Date.now()}@example.sa`)
  await page.getByLabel('الموضوع').fill('عرض للشركات')
  await page.getByLabel('الرسالة').fill('نرغب في اشتراك لفريق التسويق')
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click()
  await expect(page.getByText('تم إرسال الرسالة')).toBeVisible()
  await expect(page.getByLabel('الرسالة')).toHaveValue('')
})

test('newsletter form requires an e-mail, in Arabic', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'اشترك الآن' }).click()
  await expect(page.getByText('يرجى إدخال البريد الإلكتروني')).toBeVisible()
  await expect(page.getByPlaceholder('أدخل بريدك الإلكتروني')).toHaveAttribute(
    'aria-invalid',
    'true',
  )
})

test('linktree external links open in a new tab without opener or referrer', async ({ page }) => {
  await page.goto('/linktree')
  const social = page.getByRole('navigation', { name: 'حساباتنا على منصات التواصل' })
  const links = social.getByRole('link')
  await expect(links).toHaveCount(7)
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    const rel = (await link.getAttribute('rel')) ?? ''
    expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    await expect(link).toHaveAttribute('aria-label', /.+/)
  }
  for (const name of ['الموقع الرسمي', 'تصفح المنتجات', 'انضم إلينا']) {
    await expect(page.getByRole('link', { name })).not.toHaveAttribute('target', '_blank')
  }
  await expect(page.getByRole('main').getByText(/© 2025/)).toBeVisible()
})
