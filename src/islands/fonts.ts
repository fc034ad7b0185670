/*
 * The brand font and the static pages (issue 24, src/styles/index.css): a static page comes with
 * <html data-fonts="system">, which draws it in the system's font, so its first paint downloads
 * no font. IBM Plex Sans Arabic's core files (scripts/font-subsets.ts, ~90 kB for Arabic and Latin
 * in three weights) are ~0.5 s of Lighthouse's 1.6 Mbps ahead of the largest paint, and swapping
 * them in after the paint moves the text under the reader (CLS). Run after the first paint (the
 * islands load then, boot.ts), this downloads them into the browser's cache at low priority (a
 * plain fetch: no decoding on the main thread), so the app's pages (/login, the dashboard), which
 * keep the brand font, have them at once.
 * The files are listed by the build in <html data-font-files>.
 */
async function warm(urls: string[]): Promise<void> {
  await Promise.all(
    urls.map((url) =>
      fetch(url, { mode: 'cors', credentials: 'same-origin', priority: 'low' })
        .then((response) => (response.ok ? response.arrayBuffer() : null))
        .catch(() => null),
    ),
  )
}

export function startFonts(): void {
  const urls = document.documentElement.dataset.fontFiles?.split(' ').filter(Boolean) ?? []
  if (urls.length > 0) void warm(urls)
}
