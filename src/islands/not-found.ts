import { paths } from '@/lib/paths'

/*
 * The static not-found page (dist/404.html, served with status 404 for every unknown address):
 * the address asked for in the text and the log, as the app's NotFoundPage does, and «رجوع»
 * (back within the site, else home), shown only once this script can run it.
 */
const path = location.pathname
const slot = document.querySelector('[data-island="not-found-path"]')
if (slot) slot.textContent = path
// A broken link somewhere sends people here; the path in the log helps find it.
console.warn(`404: no page at ${path}`)

const back = document.querySelector<HTMLButtonElement>('[data-island="go-back"]')
if (back) {
  back.addEventListener('click', () => {
    let fromSite = false
    try {
      fromSite = new URL(document.referrer).origin === location.origin
    } catch {
      fromSite = false
    }
    if (fromSite && history.length > 1) history.back()
    else location.assign(paths.home)
  })
  back.hidden = false
}
