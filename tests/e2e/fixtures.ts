/**
 * The e2e suite's `test` and `expect` (issue 50): every spec imports them from here, never from
 * `@playwright/test`, so the console guard is on for every test.
 *
 * The console guard fails a test when any page of its browser contexts — the `page`/`context`
 * fixtures' and every context the test opens itself with `browser.newContext()` /
 * `browser.newPage()` — throws an uncaught error (`pageerror`) or logs `console.error`. Nothing is
 * allowed silently. The one exception for every test is named: the browser's own line for a
 * resource the server answered 401 or 404 («Failed to load resource: … status of 401/404»), which
 * a signed-out check or an unknown address answers on purpose. A context the test takes offline
 * (`context.setOffline(true)`) accepts what the browser logs for it (OFFLINE_ERRORS below). A test
 * that provokes another error on purpose (fault injection, a refusal) declares each message it
 * expects by name:
 *
 *   test('…', async ({ page, expectConsoleError }) => {
 *     expectConsoleError(/status of 400 .*\/functions\/v1\/sign-in/)
 *   })
 *
 * or for a whole file, in a `test.beforeEach(({ expectConsoleError }) => …)`, or with
 * `test.use({ expectedConsoleErrors: [[/…/, /…/], { scope: 'test' }] })` (an array option needs
 * Playwright's tuple form: a bare array of two is read as [value, options]).
 */
import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test'

export { expect }

/** The one error every test may meet: a resource answered 401 or 404, as the browser logs it. */
export const EXPECTED_FAILED_LOAD =
  /^Failed to load resource: the server responded with a status of (401|404) \(/

/**
 * What the browser logs when a test takes the connection away (`context.setOffline(true)`): the
 * loads and the realtime socket it refuses, and supabase-js's failed session fetch. Which of them
 * appear depends on what was in flight at that moment, so a context that went offline accepts
 * them all; a context that never did reports them.
 */
export const OFFLINE_ERRORS = [
  /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
  /^WebSocket connection to .* failed: .*ERR_INTERNET_DISCONNECTED/,
  /^TypeError: Failed to fetch/,
]

type Guard = {
  /** Declares an error this test provokes on purpose: matched against the console text, then the resource's address and the page's. */
  expectConsoleError: (pattern: RegExp) => void
}

type Options = { expectedConsoleErrors: RegExp[] }

type Internal = {
  consoleGuard: { guard: (context: BrowserContext) => void; expect: (pattern: RegExp) => void }
}

/**
 * A console message as the guard matches and reports it: its text, then where it came from (for
 * a failed load, the resource's address, so a test can name the one it expects) and the page.
 */
function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location()
  const at = url ? ` (at ${url}:${lineNumber})` : ''
  return `${message.text()}${at} on ${message.page()?.url() ?? '?'}`
}

export const test = base.extend<Guard & Options & Internal>({
  expectedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ browser, expectedConsoleErrors }, use) => {
      const expected = [expectedConsoleErrors].flat()
      const found: string[] = []
      const guarded = new WeakSet<BrowserContext>()
      const wentOffline = new WeakSet<BrowserContext>()
      const allowed = (text: string, context: BrowserContext) =>
        EXPECTED_FAILED_LOAD.test(text) ||
        expected.some((pattern) => pattern.test(text)) ||
        (wentOffline.has(context) && OFFLINE_ERRORS.some((pattern) => pattern.test(text)))
      const guard = (context: BrowserContext) => {
        if (guarded.has(context)) return
        guarded.add(context)
        const setOffline = context.setOffline.bind(context)
        context.setOffline = async (offline) => {
          if (offline) wentOffline.add(context)
          await setOffline(offline)
        }
        context.on('console', (message) => {
          if (message.type() !== 'error') return
          const line = describe(message)
          if (!allowed(line, context)) found.push(`console.error: ${line}`)
        })
        context.on('weberror', (webError) => {
          const error = webError.error()
          if (!allowed(error.message, context)) {
            found.push(
              `pageerror on ${webError.page()?.url() ?? '?'}: ${error.stack ?? error.message}`,
            )
          }
        })
      }
      // Contexts the test opens itself: the browser's constructors, wrapped for this test only.
      const newContext = browser.newContext.bind(browser)
      const newPage = browser.newPage.bind(browser)
      browser.newContext = async (...args) => {
        const context = await newContext(...args)
        guard(context)
        return context
      }
      browser.newPage = async (...args) => {
        const page = await newPage(...args)
        guard(page.context())
        return page
      }
      try {
        await use({ guard, expect: (pattern) => expected.push(pattern) })
      } finally {
        browser.newContext = newContext
        browser.newPage = newPage
      }
      if (found.length > 0) {
        throw new Error(
          `The page logged ${found.length} error(s) (console guard, tests/e2e/fixtures.ts):\n` +
            found.map((line) => `  - ${line}`).join('\n'),
        )
      }
    },
    { auto: true },
  ],
  expectConsoleError: async ({ consoleGuard }, use) => {
    await use(consoleGuard.expect)
  },
  // The default context: guarded before the test's first page opens in it.
  context: async ({ context, consoleGuard }, use) => {
    consoleGuard.guard(context)
    await use(context)
  },
})
