import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { supabaseSources } from '../../scripts/security-headers.ts'

/*
 * The production build as the recommended host serves it: `vite preview` with the build's _headers
 * and _redirects, the suite's own server (scripts/e2e-server.mjs). Every response carries the
 * security headers; the pages load and hydrate with zero Content-Security-Policy violations.
 */

const supabaseUrl = process.env.VITE_SUPABASE_URL?.trim() || 'http://127.0.0.1:54321'

const SECURITY = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...values]) => [name, values]),
  )
}

function expectPolicy(csp: string | undefined) {
  expect(csp, 'Content-Security-Policy').toBeTruthy()
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|\*(?!\.)/)
  const d = directives(csp ?? '')
  expect(d.get('default-src')).toEqual(["'self'"])
  expect(d.get('script-src')).toEqual(["'self'"])
  const [self, ...hashes] = d.get('style-src') ?? []
  expect(self).toBe("'self'")
  for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  expect(d.get('img-src')).toEqual(["'self'", 'data:', 'https:'])
  expect(d.get('font-src')).toEqual(["'self'"])
  expect(d.get('connect-src')).toEqual(["'self'", ...supabaseSources(supabaseUrl)])
  expect(d.get('object-src')).toEqual(["'none'"])
  expect(d.get('base-uri')).toEqual(["'self'"])
  expect(d.get('form-action')).toEqual(["'self'"])
  expect(d.get('frame-ancestors')).toEqual(["'none'"])
  expect([...d.keys()].sort()).toEqual(
    [
      'base-uri',
      'connect-src',
      'default-src',
      'font-src',
      'form-action',
      'frame-ancestors',
      'img-src',
      'object-src',
      'script-src',
      'style-src',
    ].sort(),
  )
}

function expectSecurityHeaders(headers: Record<string, string>) {
  expectPolicy(headers['content-security-policy'])
  for (const [name, value] of Object.entries(SECURITY)) expect(headers[name], name).toBe(value)
}

/** Each of these paths, and what the host must answer for it. */
const PAGES = [
  { path: '/', prerendered: '/' },
  { path: '/pricing', prerendered: '/pricing' },
  // Static since issue 51 (src/islands/login.ts).
  { path: '/login', prerendered: '/login' },
  { path: '/dashboard', prerendered: null }, // the SPA fallback (dist/app.html)
]

test.describe('hosting headers of the production build', () => {
  for (const { path, prerendered } of PAGES) {
    test(`${path}: security headers, no-cache HTML, no inline script`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expectSecurityHeaders(headers)
      expect(headers['cache-control']).toBe('no-cache')
      expect(headers['content-type']).toMatch(/^text\/html/)
      const html = await response.text()
      if (prerendered) expect(html).toContain(`data-prerendered="${prerendered}"`)
      else expect(html).toContain('<div id="root"></div>')
      // Every script is a file; no inline handlers (the CSP would block both).
      expect(html).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/i)
      expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i)
    })
  }

  test('/assets/*.js: security headers and a year of immutable caching', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, src] of scripts) {
      const response = await request.get(src ?? '')
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expectSecurityHeaders(headers)
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(headers['content-type']).toMatch(/javascript/)
    }
  })

  test('the build-time host files are not served', async ({ request }) => {
    for (const file of ['/_headers', '/_redirects']) {
      expect((await request.get(file)).status(), file).toBe(404)
    }
  })
})

type Violation = { directive: string; blocked: string; sample: string; source: string }

/**
 * Collects CSP violations (the DOM event, listened for before any page script runs, reported to
 * the test so they survive navigations) and CSP, Permissions-Policy or hydration console errors.
 */
async function watchPolicy(page: Page) {
  const violations: Violation[] = []
  await page.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v))
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
      .__reportCspViolation
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      })
    })
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (
      /Content Security Policy|Permissions-Policy|Refused to|hydrat|Minified React error/i.test(
        text,
      )
    ) {
      consoleErrors.push(text)
    }
  })
  return { consoleErrors, violations }
}

/**
 * The page's scripts are running. In the app, sonner is preloaded once it is idle: its stylesheet
 * in <head> says so. A static marketing page (issue 24) runs no React: its island scripts mark
 * <html data-islands="ready"> once started.
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.islands === 'ready' ||
      [...document.head.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('[data-sonner-toaster]'),
      ),
    undefined,
    { timeout: 20_000 },
  )
}

test.describe('pages under the Content-Security-Policy', () => {
  for (const { path } of PAGES) {
    test(`${path} loads and hydrates without a violation`, async ({ page }) => {
      const policy = await watchPolicy(page)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await waitForApp(page)
      // Hydration and the idle work after it: every request it makes has settled.
      await page.waitForLoadState('networkidle')
      expect(policy.violations).toEqual([])
      expect(policy.consoleErrors).toEqual([])
    })
  }

  test('dialogs and toasts keep their styles without a violation', async ({ page }) => {
    const policy = await watchPolicy(page)
    await page.goto('/style-guide')
    await waitForApp(page)
    // Radix's scroll lock (src/lib/style-singleton.ts): body styles from an adopted stylesheet.
    await page.getByRole('button', { name: 'فتح حوار' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/)
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
    // Sonner's injected stylesheet applies (allowed by its hash): the toaster is positioned.
    await page.getByRole('button', { name: 'تنبيه نجاح' }).click()
    await expect(page.getByText('تم الحفظ بنجاح')).toBeVisible()
    await expect(page.locator('[data-sonner-toaster]')).toHaveCSS('position', 'fixed')
    expect(policy.violations).toEqual([])
    expect(policy.consoleErrors).toEqual([])
  })

  test('Google sign-in leaves for the provider: a navigation, which the policy allows', async ({
    page,
  }) => {
    const policy = await watchPolicy(page)
    await page.goto('/login')
    await waitForApp(page)
    const site = new URL(page.url()).origin
    // Supabase's authorize endpoint, then Google: navigations, not fetches (connect-src) or form
    // posts (form-action). Tap's checkout is reached the same way (window.location.assign).
    const leaving = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() &&
        request.url().startsWith(`${new URL(supabaseUrl).origin}/auth/v1/authorize`),
    )
    await page.getByRole('button', { name: 'تسجيل الدخول باستخدام Google' }).click()
    // It carries the way back: where e-mail sign-in lands, the dashboard (issue 50).
    const redirectTo = new URL((await leaving).url()).searchParams.get('redirect_to')
    expect(redirectTo).toBe(`${site}/dashboard`)
    expect(policy.violations).toEqual([])
    expect(policy.consoleErrors).toEqual([])
  })
})
