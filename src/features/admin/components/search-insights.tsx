import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { BookPlus, CheckCheck, FilePlus2, Pin } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { formatInteger, interfaceNumbers, onFirstUse } from '@/lib/format'
import { messageOf } from '../api/errors'
import { adminKeys } from '../api/keys'
import { useAdminMutation } from '../api/mutation'
import {
  markContentRequest,
  resolveSearchQuery,
  searchInsightsQuery,
  searchMessages,
  type InsightPeriod,
  type SearchInsight,
} from '../api/search-insights'
import { formatDateTime } from '../lib/labels'
import { EditorDialog } from './editor-dialog'
import { LexiconForm } from './lexicon-form'
import { OptionsSelect } from './options-select'
import { QueryState } from './query-state'
import { PinPicker } from './search-pins'
import { ScrollRegion } from '@/components/ui/scroll-region'

const th = 'p-2 text-start font-medium'

/**
 * The unmet list is a to-do list: what is still open first (a handled query goes to the end, it
 * does not vanish), then distinct askers — a query repeated by one address ranks below one asked
 * by several — then searches.
 */
const unmetOrder = (a: SearchInsight, b: SearchInsight) =>
  Number(a.handled) - Number(b.handled) ||
  b.askers - a.askers ||
  b.searches - a.searches ||
  b.last_seen_at.localeCompare(a.last_seen_at)

/** The four readings of the same rows (the RPC answers them ordered by searches). */
const INSIGHT_VIEWS = {
  top: {
    label: 'الأكثر بحثاً',
    empty: 'لا عمليات بحث في هذه الفترة',
    pick: (rows: SearchInsight[]) => rows,
  },
  unmet: {
    label: 'بلا نتائج أو بنتائج قليلة',
    empty: 'لا عمليات بحث بنتائج قليلة في هذه الفترة',
    pick: (rows: SearchInsight[]) =>
      rows.filter((r) => r.zero_results || r.low_results).sort(unmetOrder),
  },
  'no-click': {
    label: 'بلا نقرة',
    empty: 'كل عبارة وجدت نتائج فتح الباحثون منها شيئاً',
    pick: (rows: SearchInsight[]) => rows.filter((r) => r.no_click && !r.zero_results),
  },
  position: {
    label: 'موضع النقر',
    empty: 'لم يفتح الباحثون نتيجة في هذه الفترة',
    // The furthest down first: those are the queries whose right prompt ranks too low.
    pick: (rows: SearchInsight[]) =>
      rows
        .filter((r) => r.avg_click_position !== null)
        .sort((a, b) => b.avg_click_position! - a.avg_click_position! || b.clicks - a.clicks),
  },
} as const
type InsightView = keyof typeof INSIGHT_VIEWS

const PERIOD_LABELS: Record<`${InsightPeriod}`, string> = {
  7: 'آخر 7 أيام',
  30: 'آخر 30 يوماً',
  90: 'آخر 90 يوماً',
}

const positionFormat = onFirstUse(() => interfaceNumbers({ maximumFractionDigits: 1 }))

function Status({ row }: { row: SearchInsight }) {
  return (
    <span className="flex flex-wrap gap-1">
      {row.zero_results ? (
        <Badge variant="destructive">بلا نتائج</Badge>
      ) : row.low_results ? (
        <Badge variant="outline">نتائج قليلة</Badge>
      ) : null}
      {row.pinned > 0 ? <Badge>مثبتة: {formatInteger(row.pinned)}</Badge> : null}
      {row.lexicon ? <Badge>في القاموس</Badge> : null}
      {row.content_request ? <Badge variant="accent">طلب محتوى</Badge> : null}
      {row.handled ? <Badge>تمت المعالجة</Badge> : null}
    </span>
  )
}

/** «طلب محتوى»: the query goes to /518/content's backlog, with an optional note for the writers. */
function ContentRequestDialog({ query, onClose }: { query: string | null; onClose: () => void }) {
  const [note, setNote] = useState('')
  const request = useAdminMutation(markContentRequest, {
    success: searchMessages.requested,
    fallback: searchMessages.requestFailed,
    invalidate: [adminKeys.searchInsightsAll(), adminKeys.contentCoverage()],
  })
  return (
    <Dialog open={query !== null} onOpenChange={(open) => !open && !request.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>طلب محتوى لـ «{query}»</DialogTitle>
          <DialogDescription>
            تظهر العبارة في قائمة الكتابة في «تغطية المكتبة» ليكتب الفريق أمراً لها.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="content-request-note">ملاحظة للكتّاب (اختيارية)</Label>
          <Textarea
            id="content-request-note"
            dir="auto"
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={request.isPending}>
              إلغاء
            </Button>
          </DialogClose>
          <Button
            disabled={request.isPending}
            onClick={() =>
              query !== null &&
              request.mutate(
                { query, note },
                {
                  onSuccess: () => {
                    setNote('')
                    onClose()
                  },
                },
              )
            }
          >
            {request.isPending ? 'جارٍ الإرسال...' : 'إضافة إلى قائمة المحتوى'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function InsightsTable({
  rows,
  resolving,
  onTeach,
  onPin,
  onRequest,
  onResolve,
}: {
  rows: SearchInsight[]
  resolving: boolean
  onTeach: (query: string) => void
  onPin: (query: string) => void
  onRequest: (query: string) => void
  onResolve: (query: string) => void
}) {
  return (
    <ScrollRegion label="عمليات البحث" className="rounded-lg border border-border">
      <table className="w-full min-w-[60rem] text-sm">
        <thead className="bg-muted/50">
          <tr>
            <th className={th}>عبارة البحث</th>
            <th className={th}>عدد الباحثين</th>
            <th className={th}>مرات البحث</th>
            <th className={th}>النتائج آخر مرة</th>
            <th className={th}>النقرات</th>
            <th className={th}>متوسط موضع النقر</th>
            <th className={th}>الحالة</th>
            <th className={th}>آخر بحث</th>
            <th className={th}>
              <span className="sr-only">إجراءات</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.query} className="border-t border-border align-top">
              <td className="p-2 font-medium">{row.query}</td>
              <td className="p-2">{formatInteger(row.askers)}</td>
              <td className="p-2">{formatInteger(row.searches)}</td>
              <td className="p-2">{formatInteger(row.results)}</td>
              <td className="p-2">{formatInteger(row.clicks)}</td>
              <td className="p-2">
                {row.avg_click_position === null
                  ? '—'
                  : positionFormat().format(row.avg_click_position)}
              </td>
              <td className="p-2">
                <Status row={row} />
              </td>
              <td className="p-2 text-xs text-muted-foreground">
                {formatDateTime(row.last_seen_at)}
              </td>
              <td className="p-2">
                <span className="flex flex-wrap justify-end gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`إضافة مرادف / كلمة لـ «${row.query}»`}
                    onClick={() => onTeach(row.query)}
                  >
                    <BookPlus aria-hidden="true" /> إضافة مرادف / كلمة
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`تثبيت نتيجة لـ «${row.query}»`}
                    onClick={() => onPin(row.query)}
                  >
                    <Pin aria-hidden="true" /> تثبيت نتيجة
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={row.content_request}
                    aria-label={`طلب محتوى لـ «${row.query}»`}
                    onClick={() => onRequest(row.query)}
                  >
                    <FilePlus2 aria-hidden="true" /> طلب محتوى
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={resolving || row.handled}
                    aria-label={`تمت المعالجة: «${row.query}»`}
                    onClick={() => onResolve(row.query)}
                  >
                    <CheckCheck aria-hidden="true" /> تمت المعالجة
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/**
 * What people searched for in a period, read four ways, with what an admin can do about a query:
 * teach the lexicon a word, pin a result, ask the writers for content, or mark it handled (the
 * database refuses «تمت المعالجة» until one of those was done and the query finds something).
 */
export function SearchInsights() {
  const [days, setDays] = useState<InsightPeriod>(30)
  const [view, setView] = useState<InsightView>('top')
  const insights = useQuery(searchInsightsQuery(days))
  const [teaching, setTeaching] = useState<string | null>(null)
  const [pinning, setPinning] = useState<string | null>(null)
  const [requesting, setRequesting] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<{ query: string; message: string } | null>(null)
  const resolve = useAdminMutation(resolveSearchQuery, {
    success: searchMessages.resolved,
    fallback: searchMessages.resolveFailed,
    invalidate: [adminKeys.searchInsightsAll()],
  })

  const onResolve = (query: string) => {
    setRefusal(null)
    resolve.mutate(query, {
      onError: (error) =>
        setRefusal({ query, message: messageOf(error, searchMessages.resolveFailed) }),
    })
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <OptionsSelect
          id="insights-period"
          label="الفترة"
          className="w-48"
          value={String(days) as `${InsightPeriod}`}
          options={PERIOD_LABELS}
          onChange={(v) => setDays(Number(v) as InsightPeriod)}
        />
        <p className="text-sm text-muted-foreground">
          دون هوية الباحث. يُحسب كل باحث مرة في اليوم، وتظهر 500 عبارة على الأكثر.
        </p>
      </div>

      {refusal ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          لم تُعلَّم «{refusal.query}»: {refusal.message}
        </p>
      ) : null}

      <Tabs value={view} onValueChange={(v) => setView(v as InsightView)} dir="rtl">
        <TabsList aria-label="طريقة العرض">
          {(Object.keys(INSIGHT_VIEWS) as InsightView[]).map((key) => (
            <TabsTrigger key={key} value={key}>
              {INSIGHT_VIEWS[key].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {(Object.keys(INSIGHT_VIEWS) as InsightView[]).map((key) => (
          <TabsContent key={key} value={key}>
            <QueryState
              query={insights}
              loadingLabel="جارٍ تحميل عمليات البحث..."
              isEmpty={(rows) => INSIGHT_VIEWS[key].pick([...rows]).length === 0}
              empty={INSIGHT_VIEWS[key].empty}
            >
              {(rows) => (
                <InsightsTable
                  rows={INSIGHT_VIEWS[key].pick([...rows])}
                  resolving={resolve.isPending}
                  onTeach={setTeaching}
                  onPin={setPinning}
                  onRequest={setRequesting}
                  onResolve={onResolve}
                />
              )}
            </QueryState>
          </TabsContent>
        ))}
      </Tabs>

      <EditorDialog
        open={teaching !== null}
        title={`إضافة مرادف / كلمة لـ «${teaching ?? ''}»`}
        onClose={() => setTeaching(null)}
      >
        <LexiconForm entry={null} query={teaching ?? ''} onSaved={() => setTeaching(null)} />
      </EditorDialog>
      <Dialog open={pinning !== null} onOpenChange={(open) => !open && setPinning(null)}>
        <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>تثبيت نتيجة لـ «{pinning}»</DialogTitle>
            <DialogDescription>
              تظهر الأوامر المثبتة أولاً بترتيبها لكل من يبحث بهذه العبارة، وتبقى خلف صلاحيات
              باقاتها.
            </DialogDescription>
          </DialogHeader>
          {pinning !== null ? <PinPicker query={pinning} /> : null}
        </DialogContent>
      </Dialog>
      <ContentRequestDialog query={requesting} onClose={() => setRequesting(null)} />
    </div>
  )
}
