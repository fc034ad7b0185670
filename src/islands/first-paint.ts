/*
 * The first contentful paint of a static page (issue 24), which boot.ts waits for before it loads
 * the page's island scripts: everything they fetch (the launch gate's REST read and realtime
 * channel, /pricing's live plans, the brand font) and the scripts themselves would otherwise share
 * the first round-trips with the stylesheet the paint needs, and Lighthouse's simulation (1.6
 * Mbps, 150 ms) counts every request that ends before the largest paint on its way there: on `/`
 * the site_settings read and its CORS preflight to the API's origin alone were the longest chain,
 * then the island scripts themselves (docs/performance.md, third and fourth rounds).
 */
const FALLBACK_MS = 3000

let painted = false
const waiting: (() => void)[] = []

/** Each waiting read in a task of its own: one long task would count against Total Blocking Time. */
function flush(): void {
  painted = true
  for (const run of waiting.splice(0)) setTimeout(run, 0)
}

function watch(): void {
  let observer: PerformanceObserver | null = null
  // A hidden tab does not paint: the reads start after FALLBACK_MS anyway (timers run there).
  const timer = setTimeout(() => {
    observer?.disconnect()
    flush()
  }, FALLBACK_MS)
  const done = () => {
    clearTimeout(timer)
    observer?.disconnect()
    flush()
  }
  if (performance.getEntriesByName?.('first-contentful-paint').length) {
    done()
    return
  }
  if (typeof PerformanceObserver !== 'function') {
    done()
    return
  }
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done()
    })
    observer.observe({ type: 'paint', buffered: true })
  } catch {
    done() // No paint timing in this browser: no reason to wait.
  }
}

let watching = false

/** Runs `run` once the page has painted its first content (or after 3 s without that). */
export function afterFirstPaint(run: () => void): void {
  if (painted) {
    run()
    return
  }
  waiting.push(run)
  if (!watching) {
    watching = true
    watch()
  }
}
