/*
 * Moving between static pages without a reload (issue 24): the launch gate sends a visitor from a
 * gated page to /waitlist and back once the site opens, live, as the app's gate does with React
 * Router. The next page's prerendered HTML is fetched and its #root swapped in, with its title,
 * description and island scripts; scripts already running mount again on the new markup.
 */
const PAGE_EVENT = 'sanad:page'

/** Runs `mount` now, and again each time another static page is swapped in (swapPage). */
export function onPage(mount: () => void): void {
  mount()
  window.addEventListener(PAGE_EVENT, mount)
}

/** The address and history state React Router also reads (`{ usr }`), then a plain reload. */
function reloadAt(path: string, state: unknown): void {
  history.replaceState(state, '', path)
  location.reload()
}

/**
 * Shows the static page at `path` in place of this one (same history entry, `state` as its
 * history state). Anything but a static page (an app route, an error, offline) is a reload there,
 * after `beforeReload`.
 */
export async function swapPage(
  path: string,
  state: unknown = null,
  beforeReload?: () => void,
): Promise<void> {
  let next: Document | null = null
  try {
    const response = await fetch(path, { headers: { accept: 'text/html' } })
    if (response.ok) next = new DOMParser().parseFromString(await response.text(), 'text/html')
  } catch {
    next = null
  }
  const root = next?.getElementById('root')
  const current = document.getElementById('root')
  if (!next || !root?.hasAttribute('data-static') || !current) {
    beforeReload?.()
    reloadAt(path, state)
    return
  }
  history.replaceState(state, '', path)
  document.title = next.title
  const description = next.querySelector('meta[name="description"]')?.getAttribute('content')
  if (description !== null && description !== undefined) {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description)
  }
  current.replaceWith(document.adoptNode(root))
  window.scrollTo(0, 0)
  const loaded = new Set(
    [...document.querySelectorAll('script[type="module"][src]')].map((s) => s.getAttribute('src')),
  )
  // Scripts already running mount on the new markup; the page's other scripts load and mount.
  // A static page names its islands in boot.ts's data-islands (this page has painted already).
  window.dispatchEvent(new Event(PAGE_EVENT))
  const islands = next.querySelector<HTMLElement>('script[data-islands]')?.dataset.islands ?? ''
  for (const src of islands.split(' ')) {
    if (!src || loaded.has(src)) continue
    const element = document.createElement('script')
    element.type = 'module'
    element.src = src
    document.head.append(element)
  }
}
