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
 * The production build's preview server is started only when the `headers` project may run: all
 * projects, or `--project=headers`. A `--project=chromium` run neither builds nor serves it.
 */
const projectArgs = process.argv.flatMap((arg, i, all) =>
  arg.startsWith('--project=')
    ? [arg.slice('--project='.length)]
    : arg === '--project'
      ? [all[i + 1] ?? '']
      : [],
)
const headersWanted =
  projectArgs.length === 0 || projectArgs.some((name) => name === 'headers' || name.includes('*'))

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: 'http://127.0.0.1:5173',
    locale: 'ar-SA',
    trace: 'retain-on-failure',
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
      // The production build under `vite preview` with the hosting headers (dist/_headers); runs
      // beside the others, with no dependency either way.
      name: 'headers',
      use: { ...chromium, baseURL: 'http://127.0.0.1:4180' },
      testMatch: /security-headers\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: 'node scripts/dev.mjs --e2e',
      url: 'http://127.0.0.1:5173',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    ...(headersWanted
      ? [
          {
            // Builds only when the build is older than its sources (npm test's size step built it).
            command: 'node scripts/preview-headers.mjs --port 4180',
            url: 'http://127.0.0.1:4180/app.html',
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
          },
        ]
      : []),
  ],
})
