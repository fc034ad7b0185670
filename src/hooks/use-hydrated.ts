import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the prerendered HTML and while React hydrates it, true once the page is live. A
 * prerendered form keeps its submit button disabled until then: a click before hydration would
 * otherwise submit the form natively (a GET of the same page with what was typed in the address),
 * reloading it and losing the input, with none of the form's validation messages.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
