import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { formatInteger } from '@/lib/format'
import { useMarkSuggestionClicked, useRecentSuggestions } from '../api/suggestions-log'
import { clickRate } from '../lib/click-rate'
import { SuggestionCards } from './suggestion-cards'

/**
 * The user's latest suggestions (up to 20 fetched, 6 cards shown) with the click rate, as a
 * rounded percentage of clicked over shown (spec 1 §9.4).
 */
export function RecentSuggestions({ userId }: { userId: string }) {
  const recent = useRecentSuggestions(userId)
  const markClicked = useMarkSuggestionClicked()

  if (recent.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="جارٍ تحميل الاقتراحات">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    )
  }
  if (recent.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">{recent.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void recent.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  const entries = recent.data
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        لا توجد اقتراحات بعد. اسأل المساعد وسيقترح عليك أوامر ومساعدين وأدوات تناسب سؤالك.
      </p>
    )
  }
  const rate = clickRate(entries.map((entry) => ({ user_clicked: entry.clicked })))
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        نسبة النقر: <span className="font-semibold text-foreground">{formatInteger(rate)}%</span> من
        آخر {formatInteger(entries.length)} اقتراحاً
      </p>
      <SuggestionCards
        compact
        label="آخر الاقتراحات"
        items={entries.map((entry) => ({
          id: entry.id,
          type: entry.type,
          productId: entry.productId,
          title: entry.title ?? 'عنصر لم يعد متاحاً',
          available: entry.available && entry.title !== null,
        }))}
        onOpen={(item) => {
          if (item.id) markClicked.mutate(item.id)
        }}
      />
    </div>
  )
}
