import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'

/*
 * End-to-end tests run on Debian's Chromium; Playwright never downloads browsers here.
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

/*
 * Workers from the machine: the browser, the preview server and the stack share its cores
 * (docs/performance.md, "End-to-end suite", has the measurements). E2E_WORKERS overrides it.
 */
const workers = Number(process.env.E2E_WORKERS) || Math.max(1, availableParallelism())

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry collects a trace; a test that passes only on it is flaky, and flaky fails CI.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  workers,
  /*
   * Sized for a loaded 2-core machine: a sign-in, a first paint of a cold route and an RPC can
   * each take several seconds there (a run at load 30 timed out five specs at Playwright's
   * defaults of 30 s / 5 s). Every wait is for a state; these bound only how long a state may take.
   */
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: 'http://127.0.0.1:5173',
    locale: 'ar-SA',
    // The app honours reduced motion (no animations): states settle at once, and the browser
    // paints fewer frames on a busy machine (13 specs: 90 -> 80 s).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    // The app's service worker (issue 48) would answer some requests in place of page.route and
    // keep a cache between tests: off, but in the offline specs, which allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: chromium,
      // The launch-gate specs close the whole site; they run alone, after everything else.
      testIgnore: [
        /launch-gate.*\.spec\.ts/,
        /session-single.*\.spec\.ts/,
        /admin-launch.*\.spec\.ts/,
        /security-headers\.spec\.ts/,
      ],
    },
    {
      name: 'launch-gate',
      use: chromium,
      testMatch: /launch-gate.*\.spec\.ts/,
      dependencies: ['chromium'],
    },
    {
      // Switches the global single_session flag on (and off again): alone, after the others.
      name: 'session-single',
      use: chromium,
      testMatch: /session-single.*\.spec\.ts/,
      dependencies: ['launch-gate'],
    },
    {
      // Opens the site from the admin settings (IS_LAUNCHED) and restores it: alone, last.
      name: 'admin-launch',
      use: chromium,
      testMatch: /admin-launch.*\.spec\.ts/,
      dependencies: ['session-single'],
    },
    {
      // The hosting headers and CSP of the production build, page by page; runs beside the others.
      name: 'headers',
      use: chromium,
      testMatch: /security-headers\.spec\.ts/,
    },
  ],
  /*
   * The production build, served as the host serves it, with the local stack behind it and every
   * edge function loaded before the first test (scripts/e2e-server.mjs). `npm test` built it in
   * its size step; a run on its own builds it when it is missing or older than its sources.
   */
  webServer: {
    command: 'node scripts/e2e-server.mjs --port 5173',
    url: 'http://127.0.0.1:5173/app.html',
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
  },
})
