import { useState } from 'react'
import { Pencil, Plus } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import {
  useCatalogueDetails,
  useCatalogueRefs,
  useCatalogueRows,
  useDeleteCatalogueRow,
  useMoveCatalogueRow,
  useSaveCatalogueRow,
  useSetCataloguePublished,
  type CatalogueRefs,
  type CatalogueRow,
} from '../api/catalogue'
import { AdminPage } from '../components/admin-page'
import { DeleteButton } from '../components/confirm-dialog'
import { EditorDialog } from '../components/editor-dialog'
import { EntityForm } from '../components/entity-form'
import { MoveButtons } from '../components/move-buttons'
import { QueryState } from '../components/query-state'
import { catalogueEntities, entityById, type EntityDef } from '../lib/catalogue-entities'

type Editing = { row: CatalogueRow | null } | null

function EntityEditor({
  def,
  row,
  rows,
  refs,
  onClose,
}: {
  def: EntityDef
  row: CatalogueRow | null
  rows: CatalogueRow[]
  refs: CatalogueRefs
  onClose: () => void
}) {
  const key = row ? String(row[def.key]) : null
  const details = useCatalogueDetails(def, key)
  const save = useSaveCatalogueRow(def)
  const last = Math.max(0, ...rows.map((r) => Number(r.sort_order) || 0))
  const form = (paid: CatalogueRow | null) => (
    <EntityForm
      def={def}
      row={row}
      details={paid}
      refs={refs}
      onCancel={onClose}
      onSubmit={async ({ main, details: paidRow }) => {
        await save.mutateAsync({ def, key, main, details: paidRow, sortOrder: last + 1 })
        onClose()
      }}
    />
  )
  // Editing waits for the paid details: a form without them would save them empty.
  if (!key || !def.details) return form(null)
  return (
    <QueryState query={details} loadingLabel="جارٍ تحميل التفاصيل...">
      {(paid) => form(paid)}
    </QueryState>
  )
}

function EntitySection({ def, refs }: { def: EntityDef; refs: CatalogueRefs }) {
  const [editing, setEditing] = useState<Editing>(null)
  const rows = useCatalogueRows(def)
  const setPublished = useSetCataloguePublished(def)
  const move = useMoveCatalogueRow(def)
  const remove = useDeleteCatalogueRow(def)
  const busy = move.isPending || setPublished.isPending

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {def.note ? <p className="text-sm text-muted-foreground">{def.note}</p> : <span />}
        {def.canCreate ? (
          <Button onClick={() => setEditing({ row: null })}>
            <Plus aria-hidden="true" />
            {def.newLabel}
          </Button>
        ) : null}
      </div>
      <QueryState
        query={rows}
        isEmpty={(list) => list.length === 0}
        empty={`لا توجد عناصر في «${def.label}» بعد`}
        loadingLabel="جارٍ التحميل..."
      >
        {(list) => (
          <ol className="flex flex-col gap-2" aria-label={def.label}>
            {list.map((row, index) => {
              const title = String(row[def.titleColumn] ?? '')
              const key = String(row[def.key])
              const on = def.publish.column ? Boolean(row[def.publish.column]) : null
              return (
                <li
                  key={key}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3"
                >
                  <div className="flex min-w-0 flex-col">
                    <span className="font-medium">{title}</span>
                    <span className="font-mono text-xs text-muted-foreground" dir="ltr">
                      {def.describe ? def.describe(row) : String(row[def.subtitleColumn] ?? '')}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-1">
                    {on === null ? null : (
                      <Badge variant={on ? 'default' : 'outline'}>
                        {on ? def.publish.on : def.publish.off}
                      </Badge>
                    )}
                    {def.orderable ? (
                      <MoveButtons
                        label={title}
                        index={index}
                        count={list.length}
                        disabled={busy}
                        onMove={(direction) => move.mutate({ rows: list, index, direction })}
                      />
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`تعديل ${title}`}
                      onClick={() => setEditing({ row })}
                    >
                      <Pencil aria-hidden="true" />
                      تعديل
                    </Button>
                    {on === null ? null : (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`${on ? def.publish.unpublish : def.publish.publish} ${title}`}
                        disabled={busy}
                        onClick={() => setPublished.mutate({ key, on: !on })}
                      >
                        {on ? def.publish.unpublish : def.publish.publish}
                      </Button>
                    )}
                    <DeleteButton
                      label={title}
                      description={`سيُحذف «${title}» نهائياً مع تفاصيله. لا يمكن التراجع عن ذلك.`}
                      confirmLabel="حذف نهائياً"
                      onConfirm={() => remove.mutateAsync(key)}
                    />
                  </div>
                </li>
              )
            })}
          </ol>
        )}
      </QueryState>

      <EditorDialog
        open={editing !== null}
        title={editing?.row ? def.editLabel : def.newLabel}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <EntityEditor
            def={def}
            row={editing.row}
            rows={rows.data ?? []}
            refs={refs}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </EditorDialog>
    </div>
  )
}

/** /518/catalogue: every catalogue table in one tabbed page (the tab is kept in ?tab=). */
export default function CatalogueAdminPage() {
  const [params, setParams] = useSearchParams()
  const tab = entityById(params.get('tab') ?? '').id
  const refs = useCatalogueRefs()
  return (
    <AdminPage
      title="إدارة المحتوى"
      description="أنشئ المساعدين والأدوات والقوالب والتصنيفات والمنصات والباقات وعدّلها ورتّبها وانشرها أو أخفها. كل تغيير يُسجَّل."
    >
      <Tabs
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        dir="rtl"
      >
        <TabsList className="h-auto flex-wrap">
          {catalogueEntities.map((def) => (
            <TabsTrigger key={def.id} value={def.id}>
              {def.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {catalogueEntities.map((def) => (
          <TabsContent key={def.id} value={def.id}>
            <QueryState query={refs} loadingLabel="جارٍ التحميل...">
              {(data) => <EntitySection def={def} refs={data} />}
            </QueryState>
          </TabsContent>
        ))}
      </Tabs>
    </AdminPage>
  )
}
