import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger } from '@/lib/format'
import { userPromptUsageQuery } from '../api/user-prompts'

/** «12 من 50»: own prompts that count against the plan, and the plan's limit. */
export function UsageMeter() {
  const usage = useQuery(userPromptUsageQuery())
  if (usage.isPending) return <Skeleton className="h-5 w-40" />
  if (usage.isError) {
    return <p className="text-sm text-muted-foreground">{usage.error.message}</p>
  }
  const { used, max } = usage.data
  const text =
    max < 0
      ? `${formatInteger(used)} (بلا حدّ في خطتك)`
      : `${formatInteger(used)} من ${formatInteger(max)}`
  const full = max >= 0 && used >= max
  return (
    <div className="grid gap-1" data-testid="user-prompt-usage">
      <p className="text-sm">
        أوامرك الخاصة: <strong>{text}</strong>
      </p>
      {max > 0 ? (
        <div
          role="progressbar"
          aria-label="استخدام حدّ الأوامر الخاصة"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.min(used, max)}
          aria-valuetext={text}
          className="h-1.5 w-48 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={full ? 'h-full bg-destructive' : 'h-full bg-primary'}
            style={{ width: `${Math.min(100, (used / max) * 100)}%` }}
          />
        </div>
      ) : null}
      {max === 0 ? (
        <p className="text-xs text-muted-foreground">تحتاج إلى اشتراك فعّال لإضافة أوامرك الخاصة.</p>
      ) : full ? (
        <p className="text-xs text-destructive">وصلت إلى حدّ خطتك. احذف أمراً أو رقِّ خطتك.</p>
      ) : null}
    </div>
  )
}
