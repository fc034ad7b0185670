import { useEffect, useState, type ReactNode } from 'react'
import { onIdleAfterLoad } from '@/lib/idle'

/**
 * Renders its children once the page has loaded and the browser is idle (issue 51): what is not
 * part of the page itself (the assistant's button) then loads after the page, not beside it.
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => onIdleAfterLoad(() => setReady(true)), [])
  return ready ? children : null
}
