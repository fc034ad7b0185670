import '@/lib/zod-jitless'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { launchStatusStore } from '@/features/launch-gate/launch-status-store'
import { authStore } from '@/lib/auth-store'
import '@/styles/index.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element in index.html')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

/*
 * Marketing pages arrive prerendered (vite.config.ts) as a signed-out visitor of the launched site
 * sees them. When this browser sees the same page, the HTML is hydrated in a transition, so React
 * yields to the browser while it attaches; otherwise (signed in, launch gate closed, or the SPA
 * fallback served another path's HTML) the app renders from scratch.
 */
const prerenderedPath = root.dataset.prerendered
const samePage =
  prerenderedPath !== undefined &&
  prerenderedPath === (window.location.pathname.replace(/\/+$/, '') || '/') &&
  authStore.getSnapshot().status === 'signed-out' &&
  launchStatusStore.getSnapshot()

if (samePage) {
  startTransition(() => {
    hydrateRoot(root, app)
  })
} else {
  root.replaceChildren()
  createRoot(root).render(app)
}
