/**
 * A static page handing over to the app (src/islands/app.ts, issue 51): the app's entry and its
 * preloads read from the build's app.html and added to this page; a failed read rejects and the
 * next call tries again.
 */
const fetchMock = vi.fn<typeof fetch>()
const APP_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
</head><body><div id="root"></div></body></html>`

beforeEach(() => {
  vi.resetModules()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  document.head.innerHTML = ''
  document.documentElement.dataset.fonts = 'system'
})

afterEach(() => vi.unstubAllGlobals())

it('adds the app’s entry and preloads from app.html, with the brand font back', async () => {
  fetchMock.mockResolvedValue(new Response(APP_HTML, { status: 200 }))
  const { startApp } = await import('@/islands/app')
  await startApp()
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/app.html')
  const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]')
  expect(script?.getAttribute('src')).toBe('/assets/index-abc.js')
  expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
    '/assets/react-def.js',
  )
  expect(document.documentElement.dataset.fonts).toBeUndefined()
  // Once: a second call adds nothing.
  await startApp()
  expect(document.head.querySelectorAll('script')).toHaveLength(1)
})

it('rejects when app.html cannot be read, then tries again', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
  fetchMock.mockResolvedValueOnce(new Response(APP_HTML, { status: 200 }))
  const { startApp } = await import('@/islands/app')
  await expect(startApp()).rejects.toThrow('Failed to fetch')
  expect(document.head.querySelector('script')).toBeNull()
  await startApp()
  expect(document.head.querySelectorAll('script')).toHaveLength(1)
})
