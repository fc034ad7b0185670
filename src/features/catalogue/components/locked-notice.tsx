import { Lock } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/lib/paths'

/** The upgrade path shown instead of content the user's plan does not open. */
export function LockedNotice({
  planName,
  what = 'هذا الأمر',
}: {
  planName?: string
  what?: string
}) {
  return (
    <div
      role="region"
      aria-label="يتطلب ترقية"
      className="flex flex-col items-center gap-4 rounded-lg border border-accent/40 bg-accent/10 p-8 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-accent/20 text-accent">
        <Lock aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold">يتطلب ترقية</h2>
      <p className="max-w-md leading-relaxed text-muted-foreground">
        {what} متاح في باقة {planName ?? 'أعلى'} وما فوقها. رقِّ اشتراكك لتفتح المحتوى كاملاً.
      </p>
      <Button asChild variant="accent">
        <Link to={paths.subscription}>ترقية الاشتراك</Link>
      </Button>
    </div>
  )
}
