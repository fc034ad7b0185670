/*
 * A static page handing over to the app (issue 51): the screens of a page that need the app's
 * data and components (/verify-email's success with the plan or invitation waiting, the
 * registration wizard's later steps) start it in place. The app's entry and its preloads are read
 * from the build's app.html (the SPA fallback every app route is served), inserted here, and the
 * app renders the current address into #root over the static markup (src/main.tsx's createRoot).
 */
let started: Promise<void> | null = null

async function appShell(): Promise<Document> {
  const response = await fetch('/app.html', { headers: { accept: 'text/html' } })
  if (!response.ok) throw new Error(`app.html: HTTP ${response.status}`)
  return new DOMParser().parseFromString(await response.text(), 'text/html')
}

/** Loads and starts the app on this page; rejects when it could not (offline). */
export function startApp(): Promise<void> {
  started ??= appShell()
    .then((shell) => {
      const entry = shell.querySelector('script[type="module"][src]')?.getAttribute('src')
      if (!entry) throw new Error('app.html names no entry script')
      const batch = document.createDocumentFragment()
      for (const link of shell.querySelectorAll('link[rel="modulepreload"][href]')) {
        const href = link.getAttribute('href') ?? ''
        batch.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
      }
      batch.append(Object.assign(document.createElement('script'), { type: 'module', src: entry }))
      // The app's pages keep the brand font (warmed by src/islands/fonts.ts after the first paint).
      delete document.documentElement.dataset.fonts
      document.head.append(batch)
    })
    .catch((error: unknown) => {
      started = null
      throw error
    })
  return started
}
