/**
 * Issue 24, the first paint of the static pages: what waits for it (src/islands/first-paint.ts),
 * the island scripts boot.ts loads after it, the brand font's files fetched then
 * (src/islands/fonts.ts), and the core font subsets the stylesheet declares
 * (scripts/font-core.ts, font-subsets.ts).
 */
import { ARABIC_CORE, LATIN_CORE, unicodeRange } from '../../scripts/font-core'

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void

/** A PerformanceObserver whose paint entries the test delivers. */
function fakePaintObserver() {
  const observers: PaintCallback[] = []
  class FakeObserver {
    callback: PaintCallback
    constructor(callback: PaintCallback) {
      this.callback = callback
    }
    observe() {
      observers.push(this.callback)
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  return {
    paint(name: string) {
      for (const callback of [...observers]) {
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
      }
    },
  }
}

beforeEach(() => {
  vi.resetModules()
  vi.useFakeTimers()
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([])
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete document.documentElement.dataset.fontFiles
})

describe('afterFirstPaint (src/islands/first-paint.ts)', () => {
  it('waits for the first contentful paint, then runs each job in a task of its own', async () => {
    const observer = fakePaintObserver()
    const { afterFirstPaint } = await import('@/islands/first-paint')
    const order: string[] = []
    afterFirstPaint(() => order.push('read'))
    afterFirstPaint(() => order.push('channel'))
    observer.paint('first-paint')
    vi.advanceTimersByTime(0)
    expect(order).toEqual([])
    observer.paint('first-contentful-paint')
    expect(order).toEqual([]) // Not inside the observer's task.
    vi.advanceTimersByTime(0)
    expect(order).toEqual(['read', 'channel'])
    // After the paint a job runs at once.
    afterFirstPaint(() => order.push('late'))
    expect(order).toEqual(['read', 'channel', 'late'])
  })

  it('runs after 3 s when no paint comes (a hidden tab), and at once when already painted', async () => {
    fakePaintObserver()
    const { afterFirstPaint } = await import('@/islands/first-paint')
    const run = vi.fn()
    afterFirstPaint(run)
    vi.advanceTimersByTime(2999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(10)
    expect(run).toHaveBeenCalledTimes(1)

    vi.resetModules()
    vi.mocked(performance.getEntriesByName).mockReturnValue([
      { name: 'first-contentful-paint' } as PerformanceEntry,
    ])
    const again = await import('@/islands/first-paint')
    const second = vi.fn()
    again.afterFirstPaint(second)
    vi.advanceTimersByTime(0)
    expect(second).toHaveBeenCalledTimes(1)
  })
})

describe('the islands after the first paint (src/islands/boot.ts)', () => {
  const serveBoot = () => {
    document.head.innerHTML =
      '<script type="module" src="/assets/boot.js" data-islands="/assets/public.js /assets/home.js"' +
      ' data-preload="/assets/toast.js /assets/page.js"></script>'
  }
  const loaded = () => ({
    scripts: [...document.head.querySelectorAll('script[type="module"]:not([data-islands])')].map(
      (s) => s.getAttribute('src'),
    ),
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    ),
  })

  afterEach(() => {
    document.head.innerHTML = ''
    localStorage.clear()
  })

  it("loads the page's islands and preloads their imports only once the page has painted", async () => {
    const observer = fakePaintObserver()
    serveBoot()
    await import('@/islands/boot')
    vi.advanceTimersByTime(0)
    expect(loaded()).toEqual({ scripts: [], preloads: [] })
    observer.paint('first-contentful-paint')
    vi.advanceTimersByTime(0)
    expect(loaded()).toEqual({ scripts: [], preloads: ['/assets/toast.js', '/assets/page.js'] })
    vi.runOnlyPendingTimers() // The islands in the next task.
    expect(loaded()).toEqual({
      scripts: ['/assets/public.js', '/assets/home.js'],
      preloads: ['/assets/toast.js', '/assets/page.js'],
    })
  })

  it('loads them at once while the cached launch flag says closed (the gate decides first)', async () => {
    fakePaintObserver()
    const { LAUNCH_STATUS_STORAGE_KEY } = await import('@/features/launch-gate/launch-status-store')
    localStorage.setItem(LAUNCH_STATUS_STORAGE_KEY, 'false')
    serveBoot()
    const { CACHED_LAUNCH_KEY } = await import('@/islands/boot')
    expect(CACHED_LAUNCH_KEY).toBe(LAUNCH_STATUS_STORAGE_KEY)
    vi.runOnlyPendingTimers() // No paint: only the task after the imports' preload.
    expect(loaded().scripts).toEqual(['/assets/public.js', '/assets/home.js'])
  })
})

describe('the brand font (src/islands/fonts.ts, run after the first paint by boot.ts)', () => {
  it('fetches the listed core files at low priority', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('font'))
    vi.stubGlobal('fetch', fetchMock)
    document.documentElement.dataset.fontFiles = '/assets/a-400.woff2 /assets/b-700.woff2'
    const { startFonts } = await import('@/islands/fonts')
    startFonts()
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.priority])).toEqual([
      ['/assets/a-400.woff2', 'low'],
      ['/assets/b-700.woff2', 'low'],
    ])
  })

  it('fetches nothing on a page without the list (the app) and survives a failed download', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))
    vi.stubGlobal('fetch', fetchMock)
    const { startFonts } = await import('@/islands/fonts')
    startFonts()
    expect(fetchMock).not.toHaveBeenCalled()

    document.documentElement.dataset.fontFiles = '/assets/a-400.woff2'
    startFonts()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.runAllTimersAsync() // The rejection is handled: no unhandled error fails the run.
  })
})

describe('core font subsets (scripts/font-subsets.ts)', () => {
  // The stylesheet as written (the unit project replaces imported CSS with an empty string).
  let faces: string[] = []
  beforeAll(async () => {
    const fs = (await import('node:fs' as string)) as {
      readFileSync: (path: string, encoding: 'utf8') => string
    }
    const css = fs.readFileSync('src/styles/index.css', 'utf8') // vitest runs from the root
    faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body ?? '')
  })

  it('writes consecutive code points as one range', () => {
    expect(unicodeRange('abcx')).toBe('U+0061-0063, U+0078')
    expect(unicodeRange('\u0621\u0622 ')).toBe('U+0020, U+0621-0622')
  })

  it('declares each core face with exactly the code points its file holds, after the full faces', () => {
    for (const [script, text] of [
      ['arabic', ARABIC_CORE],
      ['latin', LATIN_CORE],
    ] as const) {
      for (const weight of [400, 500, 700]) {
        const index = faces.findIndex((face) =>
          face.includes(`ibm-plex-sans-arabic-core-${script}-${weight}.woff2`),
        )
        expect(index, `${script} ${weight}`).toBeGreaterThan(-1)
        const face = faces[index] ?? ''
        expect(face).toContain(`font-weight: ${weight};`)
        expect(face).toContain('font-display: optional;')
        const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim()
        expect(range).toBe(unicodeRange(text))
        // The last-declared face is checked first: every full face of the weight comes before.
        const lastFull = faces.findLastIndex(
          (f) => f.includes(`-${weight}-normal.woff2`) && f.includes('@fontsource'),
        )
        expect(lastFull).toBeLessThan(index)
      }
    }
  })

  it('the standard Arabic letters, marks and digits, and printable ASCII, are in the cores', () => {
    for (let c = 0x0621; c <= 0x064a; c++) {
      if (c >= 0x063b && c <= 0x063f) continue // Not Arabic letters of standard text.
      expect(ARABIC_CORE, c.toString(16)).toContain(String.fromCodePoint(c))
    }
    for (const c of 'ًٌٍَُِّْ٠١٢٣٤٥٦٧٨٩،؛؟ ') expect(ARABIC_CORE).toContain(c)
    for (let c = 0x21; c <= 0x7e; c++) expect(LATIN_CORE).toContain(String.fromCodePoint(c))
    for (const c of '«»–—…') expect(LATIN_CORE).toContain(c)
  })
})
