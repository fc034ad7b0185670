import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** A new page starts at its top, unless the URL points at an anchor within it. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0)
  }, [pathname, hash])
  return null
}
