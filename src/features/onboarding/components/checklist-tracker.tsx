import { useEffect } from 'react'
import { useChecklistTracker } from '../hooks/use-checklist-tracker'

/** Rendered beside an opened prompt body: the checklist's «open a prompt» step is done. */
export function PromptOpenedMark() {
  const track = useChecklistTracker()
  useEffect(() => {
    void track('prompt_opened')
  }, [track])
  return null
}
