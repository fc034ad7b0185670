import { formatInteger } from '@/lib/format'
import { cn } from '@/lib/cn'

/** Today's prompt quota: «7 من 10 اليوم» left, or nothing for an unlimited plan. */
export function QuotaMeter({
  opensToday,
  dailyLimit,
  className,
}: {
  opensToday: number
  dailyLimit: number
  className?: string
}) {
  if (dailyLimit < 0) return null
  const left = Math.max(dailyLimit - opensToday, 0)
  return (
    <p
      className={cn('flex flex-wrap items-center gap-2 text-sm text-muted-foreground', className)}
      data-testid="quota-meter"
    >
      <span>الأوامر المتبقية:</span>
      <strong className={cn('font-semibold', left === 0 ? 'text-accent' : 'text-foreground')}>
        {formatInteger(left)} من {formatInteger(dailyLimit)} اليوم
      </strong>
      <span className="sr-only">، وتتجدد الحصة منتصف الليل بتوقيت الرياض</span>
    </p>
  )
}
