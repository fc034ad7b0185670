import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { AlertTriangle, Inbox } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { messageOf } from '../api/errors'

type QueryStateProps<T> = {
  query: UseQueryResult<T>
  /** Whether loaded data counts as "nothing to show". */
  isEmpty?: (data: T) => boolean
  empty?: string
  loadingLabel?: string
  children: (data: T) => ReactNode
}

/** Loading, error (with retry) and empty states around a query's content. */
export function QueryState<T>({
  query,
  isEmpty,
  empty = 'لا توجد بيانات لعرضها',
  loadingLabel = 'جارٍ التحميل...',
  children,
}: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        <span className="sr-only">{loadingLabel}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm"
      >
        <p className="flex items-center gap-2 font-medium text-destructive">
          <AlertTriangle aria-hidden="true" className="size-4" />
          {messageOf(query.error)}
        </p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  if (isEmpty?.(query.data)) {
    return (
      <p className="flex items-center gap-2 rounded-md border border-dashed border-border p-6 text-sm text-muted-foreground">
        <Inbox aria-hidden="true" className="size-5" />
        {empty}
      </p>
    )
  }
  return <>{children(query.data)}</>
}
