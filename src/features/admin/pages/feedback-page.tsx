import { useState } from 'react'
import { Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { formatInteger } from '@/lib/format'
import {
  feedbackStatuses,
  useDeleteFeedback,
  useFeedback,
  useUpdateFeedback,
  type FeedbackItem,
  type FeedbackStatus,
} from '../api/feedback'
import { AdminPage } from '../components/admin-page'
import { ConfirmDialog } from '../components/confirm-dialog'
import { selectClass } from '@/components/ui/input'
import { QueryState } from '../components/query-state'
import {
  feedbackCategoryLabels,
  feedbackStatusLabels,
  formatDateTime,
  labelOf,
} from '../lib/labels'

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const update = useUpdateFeedback()
  const remove = useDeleteFeedback()
  const [status, setStatus] = useState<FeedbackStatus>(item.status as FeedbackStatus)
  const [response, setResponse] = useState(item.admin_response ?? '')
  const changed = status !== item.status || response.trim() !== (item.admin_response ?? '')
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 className="font-bold">{item.title}</h2>
          <span className="flex flex-wrap gap-2 text-xs text-muted-foreground">
            <Badge variant="outline">{labelOf(feedbackCategoryLabels, item.category)}</Badge>
            <span>{formatInteger(item.votes_count)} صوت</span>
            <span>{formatDateTime(item.created_at)}</span>
          </span>
        </div>
        <Badge>{labelOf(feedbackStatusLabels, item.status)}</Badge>
      </div>
      {item.body ? <p className="text-sm whitespace-pre-line">{item.body}</p> : null}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div className="grid gap-1">
          <Label htmlFor={`status-${item.id}`}>الحالة</Label>
          <select
            id={`status-${item.id}`}
            className={selectClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as FeedbackStatus)}
          >
            {feedbackStatuses.map((s) => (
              <option key={s} value={s}>
                {feedbackStatusLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`response-${item.id}`}>رد الإدارة</Label>
          <Textarea
            id={`response-${item.id}`}
            rows={2}
            className="min-h-11"
            value={response}
            onChange={(e) => setResponse(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" aria-label={`حذف ${item.title}`}>
              <Trash2 aria-hidden="true" className="text-destructive" />
              حذف
            </Button>
          }
          title="حذف الملاحظة"
          description={`ستُحذف الملاحظة «${item.title}» وأصواتها نهائياً.`}
          confirmLabel="حذف"
          destructive
          onConfirm={() => remove.mutateAsync(item.id)}
        />
        <Button
          size="sm"
          disabled={!changed || update.isPending}
          onClick={() =>
            update.mutate({ id: item.id, status, admin_response: response.trim() || null })
          }
        >
          حفظ
        </Button>
      </div>
    </li>
  )
}

export default function FeedbackAdminPage() {
  const [status, setStatus] = useState('')
  const feedback = useFeedback(status)
  return (
    <AdminPage
      title="إدارة الملاحظات"
      description="اقتراحات المستخدمين وبلاغاتهم: غيّر حالتها واكتب ردك."
    >
      <div className="grid max-w-xs gap-1">
        <Label htmlFor="feedback-filter">تصفية حسب الحالة</Label>
        <select
          id="feedback-filter"
          className={selectClass}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        >
          <option value="">كل الحالات</option>
          {feedbackStatuses.map((s) => (
            <option key={s} value={s}>
              {feedbackStatusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        query={feedback}
        isEmpty={(rows) => rows.length === 0}
        empty="لا توجد ملاحظات"
        loadingLabel="جارٍ تحميل الملاحظات..."
      >
        {(rows) => (
          <ul className="flex flex-col gap-3">
            {rows.map((item) => (
              <FeedbackCard key={`${item.id}-${item.updated_at}`} item={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </AdminPage>
  )
}
