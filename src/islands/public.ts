/*
 * The script of every static marketing page (issue 24, docs/architecture.md "Static pages"): the
 * page is React's HTML from the build, and this adds what is live on it without React: the launch
 * gate, the mobile menu and the signed-in nav, offline mode. Page-specific scripts (home.ts,
 * pricing.ts, waitlist.ts) come as their own entries.
 */
import { startConnectivity } from './connectivity'
import { startFonts } from './fonts'
import { startLaunchGate } from './launch-gate'
import { startNav } from './nav'
import { onPage } from './page'
import { toast } from './toast'

// login.ts's message for a Google sign-in that did not complete.
const GOOGLE_FAILED = 'فشل في تسجيل الدخول باستخدام Google'

/** A Google sign-in coming back with its session in the fragment (oauth-return.ts). */
async function oauthReturn(): Promise<void> {
  if (!/[#&](access_token|error)=/.test(window.location.hash)) return
  try {
    const { completeOAuthReturn } = await import('./oauth-return')
    if (!(await completeOAuthReturn())) toast.error(GOOGLE_FAILED)
  } catch {
    toast.error(GOOGLE_FAILED)
  }
}

/**
 * Each start in a task of its own: after the first paint, a task longer than 50 ms at
 * Lighthouse's 4× CPU is blocking time, and together they came close (12–16 ms observed).
 */
const steps = [
  startFonts,
  startLaunchGate,
  startConnectivity,
  () =>
    void oauthReturn().finally(() => {
      onPage(startNav)
      document.documentElement.dataset.islands = 'ready'
    }),
]
const next = () => {
  steps.shift()?.()
  if (steps.length > 0) setTimeout(next, 0)
}
next()
