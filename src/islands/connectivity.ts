import { sessionMessages as m } from '@/features/session/messages'
import { connectivity } from '@/lib/connectivity'
import { storedSession } from './session'
import { toast } from './toast'

/*
 * Offline mode on a static page (spec 4 and 8), as the app's auth provider shows it: a toast on
 * going offline and on coming back, and the banner (prerendered into a <template> by
 * src/entry-prerender.tsx from the app's OfflineBanner) while offline.
 */
export function startConnectivity(): void {
  const template = document.querySelector<HTMLTemplateElement>(
    'template[data-island="offline-banner"]',
  )
  let banner: Element | null = null
  const render = () => {
    if (connectivity.isOffline()) {
      if (!banner && template) {
        banner = template.content.firstElementChild?.cloneNode(true) as Element | null
        if (banner) document.body.append(banner)
      }
    } else {
      banner?.remove()
      banner = null
    }
  }
  connectivity.subscribe(() => {
    render()
    if (connectivity.isOffline()) {
      toast.info(m.offline.title, { description: m.offline.description })
    } else {
      toast.success(m.online.title, {
        description: storedSession() ? m.online.signedIn : undefined,
      })
    }
  })
  render()
}
