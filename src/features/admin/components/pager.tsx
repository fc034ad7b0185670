import { Button } from '@/components/ui/button'
import { formatInteger } from '@/lib/format'

/** «السابق / التالي» over a list read a page at a time (`page` from 0). */
export function Pager({
  label,
  page,
  total,
  pageSize,
  onPage,
}: {
  /** The nav's name, e.g. «صفحات المستخدمين». */
  label: string
  page: number
  total: number
  pageSize: number
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={page === 0}
        onClick={() => onPage(Math.max(0, page - 1))}
      >
        السابق
      </Button>
      <span className="text-sm text-muted-foreground">
        صفحة {formatInteger(page + 1)} من {formatInteger(pages)}
      </span>
      <Button
        size="sm"
        variant="outline"
        disabled={page + 1 >= pages}
        onClick={() => onPage(page + 1)}
      >
        التالي
      </Button>
    </nav>
  )
}
