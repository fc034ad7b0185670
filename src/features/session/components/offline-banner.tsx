import { WifiOff } from 'lucide-react'
import { sessionMessages as m } from '../messages'

/** Offline mode (spec 4): stays until the browser reports the connection is back. */
export function OfflineBanner() {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-2 bg-amber-600 px-4 py-2 text-center text-sm font-medium text-white"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {m.offlineBanner}
    </div>
  )
}
