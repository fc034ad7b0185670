import { registerSW } from 'virtual:pwa-register'
import { toast } from '@/lib/toast'
import { pwaMessages as m } from './messages'

/*
 * The app's service worker (issue 48, vite.config.ts `pwa`): registered once the page has loaded,
 * in its own chunk. A new deployment waits until the user chooses to reload («تحديث متاح»): a
 * page never changes its code under the user's hands, and an unsaved form is never lost to it.
 */
let started = false

export function registerServiceWorker(): void {
  if (started || !('serviceWorker' in navigator)) return
  started = true
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast.info(m.updateTitle, {
        description: m.updateDescription,
        duration: Infinity,
        action: { label: m.reload, onClick: () => void updateServiceWorker(true) },
      })
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error)
    },
  })
}
