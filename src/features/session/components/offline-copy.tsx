import { useSyncExternalStore } from 'react'
import { formatMoment } from '@/lib/format-moment'
import { offlineStatus } from '@/lib/offline/status'

/**
 * The offline banner's second line (issue 48): since when the offline store's copy on the page
 * dates. Its own chunk, fetched right after the first paint of a signed-in page (auth-provider.tsx),
 * so it is cached before the connection goes.
 */
/** Issue 48: the pages show the offline store's copy, last in step with the server then. */
const offlineCopyText = (since: string) => `غير متصل — تعرض نسخة محفوظة منذ ${since}`

export default function OfflineCopy() {
  const savedAt = useSyncExternalStore(
    offlineStatus.subscribe,
    offlineStatus.getSavedAt,
    () => null,
  )
  if (savedAt === null) return null
  return (
    <p data-testid="offline-copy" className="text-xs">
      {offlineCopyText(formatMoment(savedAt))}
    </p>
  )
}
