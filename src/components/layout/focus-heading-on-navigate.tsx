import { useEffect, useRef, type RefObject } from 'react'

/** How long a new page may take to show its h1 (a lazy chunk, then its data) before we give up. */
const WAIT_FOR_HEADING_MS = 15_000

/**
 * After a client-side navigation to another page (a new `pathname`; not the first load, not a
 * change of query or anchor), moves the focus to the new page's h1 inside `container` (the
 * shell's `main`), once it is there. Without it a screen reader says nothing about the new page
 * (the document does not reload) and the focus stays on the link that was followed (issue 50,
 * the Orca pass in docs/accessibility.md). The heading gets `tabIndex=-1`: focusable by script
 * only, not a stop for Tab. A focus the new page took itself inside the container (an autofocused
 * field) is left where it is. A component the dashboard shell loads lazily, beside the page: the
 * user area's routes stay within their JS budget (docs/performance.md); it takes the pathname as
 * a prop so its chunk needs nothing but React.
 */
export default function FocusHeadingOnNavigate({
  container,
  pathname,
}: {
  container: RefObject<HTMLElement | null>
  pathname: string
}) {
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const main = container.current
    if (!main) return

    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1')
      if (!heading) return false
      const active = document.activeElement
      const pageTookFocus = active && active !== document.body && main.contains(active)
      if (!pageTookFocus) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
        heading.focus()
      }
      return true
    }
    if (focusHeading()) return
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop()
    })
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS)
    function stop() {
      observer.disconnect()
      window.clearTimeout(timer)
    }
    observer.observe(main, { childList: true, subtree: true })
    return stop
  }, [pathname, container])

  return null
}
