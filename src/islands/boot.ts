import { afterFirstPaint } from './first-paint'

/*
 * The one script a static marketing page names (issue 24, docs/performance.md "Fourth round"):
 * it loads the page's island scripts, listed by the build in its data-islands attribute with
 * their imports in data-preload, once the page has painted its first content. Named in the HTML,
 * eleven small scripts downloaded beside the stylesheet that the first paint waits for; at
 * Lighthouse's 1.6 Mbps and 150 ms round-trip that was ≈ 0.2 s of the largest paint. Every
 * control an island wires is prerendered disabled (or hidden) until then, so a tap that comes
 * first does nothing rather than half-work, and the island's network reads (launch flag,
 * realtime, live plans, the brand font) follow the paint too.
 *
 * While the cached launch flag says the site is closed, the islands load at once: the gate then
 * moves a visitor to /waitlist before the page they asked for shows, as it did before.
 */

/** src/features/launch-gate/launch-status-store.ts's key; a shared import would cost a request. */
export const CACHED_LAUNCH_KEY = 'launch_status'

function cachedClosed(): boolean {
  try {
    return window.localStorage.getItem(CACHED_LAUNCH_KEY) === 'false'
  } catch {
    return false
  }
}

const list = (value: string | undefined) => value?.split(' ').filter(Boolean) ?? []

/**
 * The imports first, then the islands, each batch one insertion in a task of its own: a task
 * after the first paint longer than 50 ms at Lighthouse's 4× CPU counts as blocking time.
 */
export function loadIslands(script: HTMLElement): void {
  const insert = (elements: HTMLElement[]) => {
    const batch = document.createDocumentFragment()
    batch.append(...elements)
    document.head.append(batch)
  }
  insert(
    list(script.dataset.preload).map((href) =>
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
    ),
  )
  setTimeout(
    () =>
      insert(
        list(script.dataset.islands).map((src) =>
          Object.assign(document.createElement('script'), { type: 'module', src }),
        ),
      ),
    0,
  )
}

const script = document.querySelector<HTMLElement>('script[data-islands]')
if (script) {
  if (cachedClosed()) loadIslands(script)
  else afterFirstPaint(() => loadIslands(script))
}
