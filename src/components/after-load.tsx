import { useEffect, useState, type ReactNode } from 'react'
import { onIdleAfterLoad } from '@/lib/idle'
import { clientReleased } from '@/lib/first-paint'

/**
 * Renders its children once the page has loaded and painted and the browser is idle (issue 51):
 * what is not part of the page itself (the assistant's button) then loads after the page, not
 * beside it. A signed-in page's paint is when the auth client is released (src/lib/first-paint.ts).
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let cancel = () => {}
    let live = true
    void clientReleased.then(() => {
      if (live) cancel = onIdleAfterLoad(() => setReady(true))
    })
    return () => {
      live = false
      cancel()
    }
  }, [])
  return ready ? children : null
}
