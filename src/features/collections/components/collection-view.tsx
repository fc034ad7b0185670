import { Link } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, GripVertical, Inbox, X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useCollections } from '@/hooks/use-collections'
import type { Collection } from '@/lib/collections'
import { formatInteger } from '@/lib/format'
import { paths } from '@/lib/paths'
import { collectionRowsQuery, kindLabels, type CollectionRow } from '../api/items'
import { useRemoveFromCollection, useReorderCollection } from '../api/mutations'

const GONE = 'عنصر لم يعد متاحاً'

function titleOf(row: CollectionRow): string {
  return row.title ?? GONE
}

type RowProps = {
  row: CollectionRow
  index: number
  count: number
  onMove: (from: number, to: number) => void
  onRemove: (row: CollectionRow) => void
}

function SortableRow({ row, index, count, onMove, onRemove }: RowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id, attributes: { roleDescription: 'عنصر قابل للترتيب' } })
  const title = titleOf(row)
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={
        'flex items-center gap-2 rounded-lg border border-border bg-card p-3 sm:gap-3' +
        (isDragging ? ' relative z-10 shadow-xl ring-2 ring-primary' : '')
      }
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`اسحب «${title}» لتغيير موضعه، أو اضغط المسافة ثم الأسهم`}
        className="grid size-11 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <span
        className="hidden w-6 shrink-0 text-center text-sm text-muted-foreground sm:block"
        aria-hidden="true"
      >
        {formatInteger(index + 1)}
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        {row.title ? (
          <Link to={row.to} className="line-clamp-2 font-semibold break-words hover:text-primary">
            {row.title}
          </Link>
        ) : (
          <span className="font-semibold text-muted-foreground">{GONE}</span>
        )}
        <div className="flex items-center gap-2">
          <Badge variant="outline">{kindLabels[row.item_kind]}</Badge>
          {row.description ? (
            <span className="hidden truncate text-xs text-muted-foreground sm:inline">
              {row.description}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`نقل «${title}» لأعلى`}
          title="نقل لأعلى"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`نقل «${title}» لأسفل`}
          title="نقل لأسفل"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`إزالة «${title}» من المجموعة`}
          title="إزالة من المجموعة"
          onClick={() => onRemove(row)}
        >
          <X aria-hidden="true" className="text-destructive" />
        </Button>
      </div>
    </li>
  )
}

function EmptyCollection({ collection }: { collection: Collection }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">لا توجد عناصر في هذه المجموعة بعد</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {collection.is_default
          ? 'اضغط على رمز القلب في أي أمر أو مساعد أو أداة أو قالب ليظهر هنا.'
          : 'اضغط «أضف إلى مجموعة» في أي أمر أو مساعد أو أداة أو قالب واختر هذه المجموعة.'}
      </p>
      <Button asChild>
        <Link to={paths.dashboard.promptCards}>تصفح الأوامر</Link>
      </Button>
    </div>
  )
}

function CollectionItems({ collection }: { collection: Collection }) {
  const rows = useQuery(collectionRowsQuery(collection))
  const reorder = useReorderCollection(collection)
  const remove = useRemoveFromCollection(collection)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  if (rows.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">جارٍ تحميل عناصر المجموعة...</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    )
  }
  if (rows.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10 text-center">
        <p>{rows.error.message}</p>
        <Button onClick={() => void rows.refetch()}>إعادة المحاولة</Button>
      </div>
    )
  }
  const list = rows.data
  if (list.length === 0) return <EmptyCollection collection={collection} />

  const position = (id: UniqueIdentifier) => list.findIndex((r) => r.id === id)
  const nameOf = (id: UniqueIdentifier) => {
    const row = list.find((r) => r.id === id)
    return row ? titleOf(row) : ''
  }
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= list.length) return
    reorder.mutate(arrayMove(list, from, to))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(position(active.id), position(over.id))
  }
  const place = (id: UniqueIdentifier) =>
    `الموضع ${formatInteger(position(id) + 1)} من ${formatInteger(list.length)}`
  const announcements: Announcements = {
    onDragStart: ({ active }) => `التُقط «${nameOf(active.id)}»، ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `«${nameOf(active.id)}» فوق ${place(over.id)}.`
        : `«${nameOf(active.id)}» خارج القائمة.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `وُضع «${nameOf(active.id)}» في ${place(over.id)}.`
        : `أُعيد «${nameOf(active.id)}» إلى موضعه.`,
    onDragCancel: ({ active }) => `أُلغي النقل، وأُعيد «${nameOf(active.id)}» إلى موضعه.`,
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'لنقل عنصر اضغط المسافة أو Enter، ثم حرّكه بالسهمين لأعلى ولأسفل، ثم اضغط المسافة أو Enter لوضعه، أو Escape للإلغاء.',
        },
      }}
    >
      <SortableContext items={list.map((r) => r.id)} strategy={verticalListSortingStrategy}>
        <ol className="grid gap-2" aria-label={`عناصر «${collection.name}» بترتيبك`}>
          {list.map((row, index) => (
            <SortableRow
              key={row.id}
              row={row}
              index={index}
              count={list.length}
              onMove={move}
              onRemove={(r) => remove.mutate(r)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

/** One collection: its items in the user's order, reordered by drag, keyboard or buttons. */
export function CollectionView({ id }: { id: string }) {
  const collections = useCollections()
  if (collections.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">جارٍ التحميل...</span>
        <Skeleton className="h-10 w-60" />
        <Skeleton className="h-16" />
      </div>
    )
  }
  if (collections.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10 text-center">
        <p>{collections.error.message}</p>
        <Button onClick={() => void collections.refetch()}>إعادة المحاولة</Button>
      </div>
    )
  }
  const collection = collections.data.find((c) => c.id === id)
  if (!collection) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10 text-center">
        <p>لم نجد هذه المجموعة. ربما حُذفت.</p>
        <Button asChild>
          <Link to={paths.dashboard.collections.root}>العودة إلى المجموعات</Link>
        </Button>
      </div>
    )
  }
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-bold">{collection.name}</h2>
      <CollectionItems collection={collection} />
    </div>
  )
}
