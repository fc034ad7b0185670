import { holdClientUntil } from './supabase'

/*
 * Issue 51: a signed-in page whose stored token is still good is drawn first, and the client
 * (supabase-js and its auth, about 55 kB gzip) loads once the page has painted, instead of beside
 * the page's own chunks, where it held back the first paint. The page's data waits for the
 * client, as it always did. Whatever needs the client before a page can show (a guard waiting for
 * it) releases it at once; the fallback releases it if no page ever paints.
 */
const HOLD_FALLBACK_MS = 4000
let release: (() => void) | null = null
/** Settles when the client may load: at once, unless a guard held it for the page's paint. */
export let clientReleased: Promise<void> = Promise.resolve()

/** The client waits for releaseClient() (called by the guard, before anything asks for it). */
export function holdClientUntilPainted(): void {
  if (release) return
  clientReleased = new Promise((resolve) => {
    release = resolve
    window.setTimeout(resolve, HOLD_FALLBACK_MS)
  })
  holdClientUntil(clientReleased)
}

/** The page has painted, or something needs the client before it can: load it now. */
export function releaseClient(): void {
  release?.()
}
