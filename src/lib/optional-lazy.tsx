import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { connectivity } from './connectivity'

class LeaveOut extends Component<
  { children: ReactNode; onFailed: () => void },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch() {
    this.props.onFailed()
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * `lazy` for a part the page works without (the assistant's button, the offline banner's date, the
 * focus on a new page's heading): when its code cannot be loaded (or it fails to render; React
 * still logs the error) it is left out, where `lazy` would throw to the route's error page and
 * take the whole page down. That happened to a user who went offline after the page loaded but
 * before the assistant's button, which loads once the page is idle (a CI run on a loaded machine).
 * Tried again, with a fresh `lazy` (a rejected one stays rejected), when the connection comes back.
 */
export function optionalLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let current = { Lazy: lazy(load), generation: 0 }
  function Optional(props: P) {
    const [part, setPart] = useState(current)
    const [failed, setFailed] = useState(false)
    useEffect(() => {
      if (!failed) return
      return connectivity.onReconnect(() => {
        // The first instance back online makes the fresh one; the others take it.
        if (current === part) current = { Lazy: lazy(load), generation: part.generation + 1 }
        setPart(current)
        setFailed(false)
      })
    }, [failed, part])
    return (
      <LeaveOut key={part.generation} onFailed={() => setFailed(true)}>
        <Suspense fallback={null}>
          <part.Lazy {...props} />
        </Suspense>
      </LeaveOut>
    )
  }
  return Optional
}
