/**
 * Runs `run` when the browser is next idle (a timer where requestIdleCallback is missing, as in
 * Safari); returns a cancel.
 */
export function onIdle(run: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run)
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 1)
  return () => window.clearTimeout(handle)
}

/** Like onIdle, after the page's load event: work that must not compete with the first paint. */
export function onIdleAfterLoad(run: () => void): () => void {
  if (document.readyState === 'complete') return onIdle(run)
  let cancelIdle = () => {}
  const onLoad = () => {
    cancelIdle = onIdle(run)
  }
  window.addEventListener('load', onLoad, { once: true })
  return () => {
    window.removeEventListener('load', onLoad)
    cancelIdle()
  }
}
