import { startConnectivity } from './connectivity'
import { startLaunchGate } from './launch-gate'
import { startNav } from './nav'

/*
 * The script of every static marketing page (issue 24, docs/architecture.md "Static pages"): the
 * page is React's HTML from the build, and this adds what is live on it without React: the launch
 * gate, the mobile menu and the signed-in nav, offline mode. Page-specific scripts (home.ts,
 * pricing.ts) come as their own entries.
 */
startLaunchGate()
startNav()
startConnectivity()
document.documentElement.dataset.islands = 'ready'
