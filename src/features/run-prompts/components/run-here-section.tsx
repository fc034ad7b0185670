import { Sparkles } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { RunHereProps } from './run-here'

const RunHere = lazy(() => import('./run-here'))

/**
 * «تشغيل هنا» on a prompt page: a button until it is used, so the panel, the parsers and the
 * Markdown renderer load only then.
 */
export function RunHereSection(props: RunHereProps) {
  const [open, setOpen] = useState(false)
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      {open ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">جارٍ التحميل...</p>}>
          <RunHere {...props} />
        </Suspense>
      ) : (
        <Button variant="secondary" className="justify-self-start" onClick={() => setOpen(true)}>
          <Sparkles aria-hidden="true" />
          تشغيل هنا
        </Button>
      )}
    </div>
  )
}
