import { Sparkles } from 'lucide-react'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { connectivity } from '@/lib/connectivity'
import type { RunHereProps } from './run-here'

const RunHere = lazy(() => import('./run-here'))

/** Issue 48: the rest of a prompt page works offline from the store; a run needs the provider. */
export const RUN_NEEDS_CONNECTION = '«تشغيل هنا» يحتاج اتصالاً بالإنترنت. عُد إليه حين يعود الاتصال.'

/**
 * «تشغيل هنا» on a prompt page: a button until it is used, so the panel, the parsers and the
 * Markdown renderer load only then. Offline it says it needs a connection (an open panel stays,
 * with its answer).
 */
export function RunHereSection(props: RunHereProps) {
  const [open, setOpen] = useState(false)
  const offline = useSyncExternalStore(connectivity.subscribe, connectivity.isOffline, () => false)
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      {offline ? (
        <p role="status" className="text-sm text-muted-foreground">
          {RUN_NEEDS_CONNECTION}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">جارٍ التحميل...</p>}>
          <RunHere {...props} />
        </Suspense>
      ) : (
        <Button
          variant="secondary"
          className="justify-self-start"
          disabled={offline}
          onClick={() => setOpen(true)}
        >
          <Sparkles aria-hidden="true" />
          تشغيل هنا
        </Button>
      )}
    </div>
  )
}
