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
 * field) is left where it is. Until the user presses a key or taps, a focus the page lost to the
 * document's start (a lazy part of the page suspended and hid it a moment) goes back to the h1.
 * A component the dashboard shell loads lazily, beside the page: the
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

    let focused = false
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
    // Until the user acts, a focus the page lost (to the document's start: a part of the page
    // that suspended hid it behind the layout's fallback for a moment, or its h1 was drawn anew)
    // goes back to the h1 when it is there again. The e2e keyboard journey caught the focus lost
    // on a loaded machine.
    const observer = new MutationObserver(() => {
      if (!focused) focused = focusHeading()
      else if (document.activeElement === document.body) focusHeading()
    })
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS)
    function stop() {
      observer.disconnect()
      window.clearTimeout(timer)
      window.removeEventListener('keydown', stop, true)
      window.removeEventListener('pointerdown', stop, true)
    }
    focused = focusHeading()
    observer.observe(main, { childList: true, subtree: true, attributes: true })
    window.addEventListener('keydown', stop, true)
    window.addEventListener('pointerdown', stop, true)
    return stop
  }, [pathname, container])

  return null
}
