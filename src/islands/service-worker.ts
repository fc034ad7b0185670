/**
 * The static pages' part of the installable app (issue 48): they register the app's service worker
 * once the page has loaded, so a visitor who signs in later has the app shell already, and add no
 * other code. The update prompt («تحديث متاح») is the app's (src/lib/pwa/register-sw.ts).
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
