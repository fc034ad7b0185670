// First-load figures: Lighthouse (mobile emulation, default simulated throttling) on the
// production build, driving Debian Chromium, plus which chunks each marketing page requested.
// Each page is audited `runs` times (BENCH_WEB_RUNS, default 3) and each figure reported as the
// median: Lighthouse multiplies the CPU time it observes, so one run on a busy machine is noise.
// The build is served over HTTPS with HTTP/2, as the host serves it (BENCH_WEB_HTTP2=0: HTTP/1.1);
// BENCH_WEB_REPORTS=<dir> keeps each audit's whole report.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startStaticServer } from './serve.mjs'
import { APP_ROUTE_FORBIDDEN } from './size-check.mjs'

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
export const MARKETING_PAGES = ['/', '/pricing', '/products']
/** The sign-in pages (issue 51), audited beside `/` in the same run. */
export const AUTH_PAGES = ['/login', '/registration']
/**
 * App routes (issue 24), signed in: the prompt library, and a prompt page (its address names a
 * prompt of the seed, so the bench adds it: promptPage()).
 */
export const APP_PAGES = ['/dashboard/prompt-cards']
export const promptPage = (id) => `/dashboard/prompt-cards/${encodeURIComponent(id)}`
const SIGNED_IN = /^\/dashboard/

/*
 * Code a visitor of a marketing page must never download: the user area (dashboard routes,
 * catalogue, variables), the admin area, the chat assistant and payments/subscription screens.
 * The route tables in src/app/routes/{dashboard,admin}/pages.tsx only declare lazy imports.
 */
export const FORBIDDEN_MODULES = [
  /^src\/features\/(admin|chat|payments|catalogue|variables)\//,
  /^src\/features\/subscription\/(api|pages|components\/(?!subscription-provider))/,
  /^src\/app\/routes\/(dashboard|admin)\/(?!pages\.tsx$)/,
  /^src\/app\/routes\/subscription-route/,
  /^src\/components\/layout\/(dashboard-shell|admin-shell|dashboard-page)/,
]

/** dist/.vite/chunks.json, written by the build (vite.config.ts): chunk file -> source modules. */
export function readChunkModules(dist) {
  const path = join(dist, '.vite', 'chunks.json')
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {}
}

export function forbiddenIn(chunks, fileName, patterns = FORBIDDEN_MODULES) {
  const modules = chunks[fileName]?.modules ?? []
  return modules.filter((id) => patterns.some((re) => re.test(id)))
}

/**
 * Stores `session` as supabase-js would (localStorage of the page's origin) in the browser, over
 * the DevTools protocol, so the next audit starts signed in (with the storage reset turned off);
 * null removes it. Lighthouse's storage reset did not clear it (issue 51: the 2nd and 3rd audits
 * of /login were a signed-in visitor sent home), so a signed-out page is audited after a removal.
 * With a session, the app's mark that this user's e-mail was verified is stored too: a device
 * that signed in holds it (src/features/verification/api/verification.ts).
 */
async function storeSession(port, origin, storageKey, session) {
  const target =
    await // A file of the origin that runs no script: app.html would load the app into the cache.
    (
      await fetch(
        `http://127.0.0.1:${port}/json/new?${encodeURIComponent(`${origin}/favicon.svg`)}`,
        {
          method: 'PUT',
        },
      )
    ).json()
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.onopen = resolve
    socket.onerror = reject
  })
  let id = 0
  const send = (method, params) =>
    new Promise((resolve) => {
      id += 1
      const mine = id
      const onMessage = (event) => {
        const message = JSON.parse(String(event.data))
        if (message.id !== mine) return
        socket.removeEventListener('message', onMessage)
        resolve(message.result)
      }
      socket.addEventListener('message', onMessage)
      socket.send(JSON.stringify({ id: mine, method, params }))
    })
  // The new tab answers before its document has loaded (over TLS, well after): until then the
  // page is about:blank, whose storage is not the origin's.
  for (let tries = 0; ; tries++) {
    const answer = await send('Runtime.evaluate', {
      expression: 'document.readyState === "complete" && location.origin',
      returnByValue: true,
    })
    if (answer?.result?.value === origin) break
    if (tries > 200) throw new Error(`${origin}/favicon.svg did not load in the bench's tab`)
    await new Promise((done) => setTimeout(done, 50))
  }
  const key = JSON.stringify(storageKey)
  // A first visit: nothing of the app cached. Lighthouse's storage reset is off for a signed-in
  // audit (it would remove the session), so the worker, its caches and the HTTP cache that the
  // earlier audits of this origin left are removed here, the session's localStorage kept.
  await send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  })
  await send('Network.clearBrowserCache', {})
  await send('Runtime.evaluate', {
    expression: session
      ? `localStorage.setItem(${key}, ${JSON.stringify(JSON.stringify(session))});
         localStorage.setItem(${JSON.stringify(`sanad:verified:${session.user.id}`)}, '1'); 'ok'`
      : `localStorage.removeItem(${key}); 'ok'`,
  })
  socket.close()
  await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`)
}

async function audit(url, port, { keepStorage = false } = {}) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: keepStorage,
  })
  // BENCH_WEB_REPORTS=<dir>: each audit's whole report, to read where a page's time goes.
  if (process.env.BENCH_WEB_REPORTS) {
    mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true })
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`
    writeFileSync(join(process.env.BENCH_WEB_REPORTS, name), JSON.stringify(lhr))
  }
  const category = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const metric = (id) => lhr.audits[id]?.numericValue ?? null
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  // By URL, not resource type: prefetched chunks are typed "Other", then served from cache.
  const scripts = requests.filter((r) => /\.m?js(\?|$)/.test(new URL(r.url).pathname))
  return {
    score: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    speedIndexMs: metric('speed-index'),
    jsTransferredBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    totalTransferredBytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scripts: scripts.map((r) => ({ url: new URL(r.url).pathname, bytes: r.transferSize })),
    requests: requests.map((r) => ({
      url: new URL(r.url).pathname,
      type: r.resourceType,
      bytes: r.transferSize,
    })),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const FIGURES = [
  'score',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'cls',
  'tbtMs',
  'speedIndexMs',
  'jsTransferredBytes',
  'totalTransferredBytes',
]

/** The median of each figure over the runs; details (requests, scripts) from the median-LCP run. */
export function summarizeRuns(runs) {
  const byLcp = [...runs].sort((a, b) => (a.lcpMs ?? 0) - (b.lcpMs ?? 0))
  const typical = byLcp[Math.floor((byLcp.length - 1) / 2)]
  const summary = { ...typical }
  for (const figure of FIGURES) summary[figure] = median(runs.map((r) => r[figure]))
  summary.forbidden = [...new Set(runs.flatMap((r) => r.forbidden))]
  summary.runs = runs.map((r) => ({
    loadAverage: r.loadAverage,
    ...Object.fromEntries(FIGURES.map((figure) => [figure, r[figure]])),
  }))
  return summary
}

/**
 * Serves each build of `dists` (label -> directory; one run compares a build before a change with
 * the one after) and audits each page `runs` times, round-robin over builds and pages; returns
 * per-build, per-page medians. A /dashboard page is audited signed in with `session`.
 */
export async function runWebBench({
  dists = { after: 'dist' },
  port = 4173,
  pages = [...MARKETING_PAGES, ...AUTH_PAGES, ...APP_PAGES],
  runs = Number(process.env.BENCH_WEB_RUNS) || 3,
  session = null,
  storageKey = null,
  http2 = process.env.BENCH_WEB_HTTP2 !== '0',
} = {}) {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}`)
  const builds = []
  let offset = 0
  for (const [label, dist] of Object.entries(dists)) {
    const server = await startStaticServer({ dir: dist, port: port + offset, http2 })
    offset += 1
    builds.push({ label, chunks: readChunkModules(dist), server })
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      ...(http2 ? ['--ignore-certificate-errors'] : []),
    ],
  })
  const perPage = Object.fromEntries(
    builds.map(({ label }) => [label, Object.fromEntries(pages.map((page) => [page, []]))]),
  )
  try {
    // Round-robin, so a burst of load on the machine spreads over the builds and pages.
    for (let run = 0; run < runs; run++) {
      for (const { label, chunks, server } of builds) {
        for (const page of pages) {
          const signedIn = SIGNED_IN.test(page)
          if (signedIn) {
            if (!session || !storageKey) throw new Error(`${page}: no session to audit it with`)
            await storeSession(chrome.port, server.url, storageKey, session)
          } else if (storageKey) {
            await storeSession(chrome.port, server.url, storageKey, null)
          }
          const loadAverage = Number(loadavg()[0].toFixed(2))
          const result = await audit(`${server.url}${page}`, chrome.port, {
            keepStorage: signedIn,
          })
          // An app route must not download the areas it does not show (admin, payments,
          // registration); a marketing or sign-in page none of the user area either.
          const patterns = signedIn ? APP_ROUTE_FORBIDDEN : FORBIDDEN_MODULES
          const forbidden = result.scripts.flatMap(({ url }) =>
            forbiddenIn(chunks, url.replace(/^\//, ''), patterns).map(
              (module) => `${url}: ${module}`,
            ),
          )
          perPage[label][page].push({ ...result, forbidden, loadAverage })
        }
      }
    }
  } finally {
    await chrome.kill()
    for (const { server } of builds) await server.close()
  }
  return Object.fromEntries(
    builds.map(({ label }) => [
      label,
      Object.fromEntries(pages.map((page) => [page, summarizeRuns(perPage[label][page])])),
    ]),
  )
}
