import { WifiOff } from 'lucide-react'
import { optionalLazy } from '@/lib/optional-lazy'
import { sessionMessages as m } from '../messages'

// Fetched early by auth-provider.tsx, so it is cached before the connection goes.
// Optional: without its chunk (not cached before the connection went) the banner shows alone.
const OfflineCopy = optionalLazy(() => import('./offline-copy'))

/**
 * Offline mode (spec 4): stays until the browser reports the connection is back. With a copy from
 * the offline store on the page (issue 48) it says since when that copy dates.
 */
export function OfflineBanner() {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-col items-center justify-center gap-0.5 bg-amber-600 px-4 py-2 text-center text-sm font-medium text-white"
    >
      <p className="flex items-center gap-2">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {m.offlineBanner}
      </p>
      <OfflineCopy />
    </div>
  )
}
