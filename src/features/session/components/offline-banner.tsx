import { useSyncExternalStore } from 'react'
import { WifiOff } from 'lucide-react'
import { formatMoment } from '@/lib/format'
import { offlineStatus } from '@/lib/offline/status'
import { sessionMessages as m } from '../messages'

/**
 * Offline mode (spec 4): stays until the browser reports the connection is back. With a copy from
 * the offline store on the page (issue 48) it says since when that copy dates.
 */
export function OfflineBanner() {
  const savedAt = useSyncExternalStore(
    offlineStatus.subscribe,
    offlineStatus.getSavedAt,
    () => null,
  )
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-col items-center justify-center gap-0.5 bg-amber-600 px-4 py-2 text-center text-sm font-medium text-white"
    >
      <p className="flex items-center gap-2">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {m.offlineBanner}
      </p>
      {savedAt !== null ? (
        <p data-testid="offline-copy" className="text-xs">
          {m.offlineCopy(formatMoment(savedAt))}
        </p>
      ) : null}
    </div>
  )
}
