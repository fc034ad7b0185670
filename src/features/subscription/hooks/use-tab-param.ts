import { useSearchParams } from 'react-router-dom'

/**
 * The open tab in the URL (?tab=), not in component state: the shell's guards may remount a page
 * once the session settles, which would send the user back to the first tab.
 */
export function useTabParam(tabs: readonly string[], fallback: string) {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab') ?? ''
  const tab = tabs.includes(requested) ? requested : fallback
  const setTab = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous)
        updated.set('tab', next)
        return updated
      },
      { replace: true },
    )
  return [tab, setTab] as const
}
