/**
 * Issue 48, offline reading on the production build with its service worker: a signed-in user
 * opens «أوامري», an own prompt and two favourites; with the connection gone a reload renders them
 * from the offline store (IndexedDB) and the service worker's cache; sign-out deletes the store.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshUser, service, signInInApp } from './session-support'

// The other specs block service workers (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' })

const firstPaint = { timeout: 30_000 }

/** The names of this origin's IndexedDB databases that are offline stores. */
function offlineStores(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((info) => info.name ?? '')
      .filter((name) => name.startsWith('sanad-offline-')),
  )
}

/** The stored query cache of a user, as text (empty when there is none). */
function storedCache(page: Page, userId: string): Promise<string> {
  return page.evaluate(
    (name) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open(name)
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => resolve('')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('queries')) {
            db.close()
            resolve('')
            return
          }
          const get = db.transaction('queries').objectStore('queries').get('client')
          get.onsuccess = () => {
            db.close()
            resolve(JSON.stringify(get.result ?? ''))
          }
          get.onerror = () => {
            db.close()
            resolve('')
          }
        }
      }),
    `sanad-offline-${userId}`,
  )
}

test('offline: «أوامري», an own prompt and two favourites render from the store after a reload; sign-out deletes it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const user = await freshUser()
  // A plan that opens the library, ending in 30 days.
  const expires = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString()
  const sub = await service
    .from('subscriptions')
    .update({ plan_id: 'premium', status: 'active', expires_at: expires })
    .eq('user_id', user.id)
  expect(sub.error).toBeNull()
  const own = await service
    .from('user_prompts')
    .insert({ user_id: user.id, title: 'ردّ على عميل غاضب', body: 'اكتب رداً هادئاً على {{العميل}}.' })
    .select('id')
    .single()
  expect(own.error).toBeNull()
  const library = await service
    .from('prompts')
    .select('id, title_ar')
    .eq('is_published', true)
    .eq('trial_sample', true)
    .order('slug')
    .limit(2)
  expect(library.error).toBeNull()
  const favourites = library.data as { id: string; title_ar: string }[]
  expect(favourites).toHaveLength(2)
  const fav = await service
    .from('favorites')
    .insert(
      favourites.map((prompt) => ({ user_id: user.id, item_type: 'prompt', item_id: prompt.id })),
    )
  expect(fav.error).toBeNull()

  await signInInApp(page, user.email)
  // The app registers the service worker (the static pages, /login and / among them, do not). It
  // installs, precaching the app shell; after a reload it controls the page and caches each chunk
  // the app loads.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible(firstPaint)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)

  await page.goto('/dashboard/user-prompts')
  await expect(page.getByRole('heading', { level: 1, name: 'أوامري' })).toBeVisible(firstPaint)
  await expect(page.getByRole('link', { name: 'ردّ على عميل غاضب' }).first()).toBeVisible()
  // Each page's data is in the store (a save follows a change within a second) before the next
  // page load, as a person reading it would give it.
  // Then nothing the page fetched is left unsaved (persist.ts keeps that list in localStorage): a
  // query that arrived after the write holding `part` (a prompt's card or its saved values, on a
  // loaded machine) was otherwise written only as the page unloaded, which the reload may cut.
  const inStore = async (part: string) => {
    await expect.poll(() => storedCache(page, user.id), { timeout: 15_000 }).toContain(part)
    await expect
      .poll(
        () => page.evaluate((key) => localStorage.getItem(key), `sanad-offline-unsaved:${user.id}`),
        {
          timeout: 15_000,
        },
      )
      .toBeNull()
  }
  await inStore(`"${user.id}","list",false]`)
  await page.goto(`/dashboard/user-prompts/${own.data!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'ردّ على عميل غاضب' })).toBeVisible(
    firstPaint,
  )
  await inStore(`"one","${own.data!.id}"]`)
  await page.goto('/dashboard/favorites')
  await expect(page.getByRole('heading', { level: 1, name: 'المفضلة' })).toBeVisible(firstPaint)
  await inStore(`"favorites","${user.id}"]`)
  for (const prompt of favourites) {
    await page.goto(`/dashboard/prompt-cards/${prompt.id}`)
    await expect(page.getByRole('heading', { level: 1, name: prompt.title_ar })).toBeVisible(
      firstPaint,
    )
    await expect(page.getByTestId('prompt-preview')).not.toBeEmpty()
    await inStore(`"prompt","${prompt.id}","body"]`)
  }

  // Every font file this page asked for is in the service worker's caches: one the browser took
  // from its memory cache alone was a failed request offline (CI; the full Latin faces, since
  // precached).
  const fontsNotCached = await page.evaluate(async () => {
    const fonts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => url.endsWith('.woff2'))
    const missing: string[] = []
    for (const url of new Set(fonts)) if (!(await caches.match(url))) missing.push(url)
    return { fonts: fonts.length, missing }
  })
  expect(fontsNotCached.fonts).toBeGreaterThan(0)
  expect(fontsNotCached.missing).toEqual([])
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: favourites[1]!.title_ar })).toBeVisible(
    firstPaint,
  )
  await expect(page.getByTestId('prompt-preview')).not.toBeEmpty()
  await expect(page.getByTestId('offline-copy')).toContainText('غير متصل — تعرض نسخة محفوظة منذ')
  // Filling a variable works offline; «تشغيل هنا» says it needs a connection.
  await expect(page.getByText('«تشغيل هنا» يحتاج اتصالاً بالإنترنت')).toBeVisible()

  await page.goto('/dashboard/user-prompts')
  await expect(page.getByRole('heading', { level: 1, name: 'أوامري' })).toBeVisible(firstPaint)
  await expect(page.getByRole('link', { name: 'ردّ على عميل غاضب' }).first()).toBeVisible()
  await page.goto(`/dashboard/user-prompts/${own.data!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'ردّ على عميل غاضب' })).toBeVisible(
    firstPaint,
  )
  await page.getByLabel('العميل').fill('شركة الريف')
  await expect(page.getByTestId('prompt-preview')).toContainText('على شركة الريف')
  await page.goto(`/dashboard/prompt-cards/${favourites[0]!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: favourites[0]!.title_ar })).toBeVisible(
    firstPaint,
  )
  await expect(page.getByTestId('prompt-preview')).not.toBeEmpty()

  // Back online, sign-out deletes every offline store of this device.
  await context.setOffline(false)
  expect(await offlineStores(page)).toEqual([`sanad-offline-${user.id}`])
  // The user area has no navbar; the site's pages carry its sign-out button.
  await page.goto('/')
  await page.getByRole('button', { name: 'تسجيل الخروج' }).first().click()
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => offlineStores(page)).toEqual([])
})

test('installable: Chromium finds no installability error (manifest, icons, service worker)', async ({
  page,
  context,
}) => {
  // Lighthouse 12 dropped its PWA category; its installability audit was this DevTools call. The
  // app registers the service worker, on its start page (the manifest's start_url); the static
  // pages (/login, /) do not.
  const user = await freshUser()
  await signInInApp(page, user.email)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible(firstPaint)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  const cdp = await context.newCDPSession(page)
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[]
      }
      // Playwright's contexts are incognito, which Chromium never offers to install from.
      return installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== 'in-incognito')
    })
    .toEqual([])
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<
    string,
    unknown
  >
  expect(manifest).toMatchObject({
    short_name: 'سند',
    lang: 'ar',
    dir: 'rtl',
    display: 'standalone',
  })
  expect(JSON.stringify(manifest.icons)).toContain('maskable')
  expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toEqual([
    '/dashboard/prompt-cards',
    '/dashboard/user-prompts',
    '/dashboard/chatbot',
  ])
})
