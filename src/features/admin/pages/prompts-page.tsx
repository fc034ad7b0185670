import { useState } from 'react'
import { Pencil, Plus, Search, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import {
  useAdminPrompts,
  useCatalogueOptions,
  useDeletePrompt,
  usePromptBody,
  useSavePrompt,
  useSetPublished,
  type AdminPrompt,
  type CatalogueOptions,
} from '../api/prompts'
import { AdminPage } from '../components/admin-page'
import { ConfirmDialog } from '../components/confirm-dialog'
import { EditorDialog } from '../components/editor-dialog'
import { PromptForm } from '../components/prompt-form'
import { QueryState } from '../components/query-state'
import { formatDateTime } from '../lib/labels'
import { ScrollRegion } from '@/components/ui/scroll-region'

type Editing = { prompt: AdminPrompt | null } | null

function PromptEditor({
  editing,
  options,
  onClose,
}: {
  editing: { prompt: AdminPrompt | null }
  options: CatalogueOptions
  onClose: () => void
}) {
  const body = usePromptBody(editing.prompt?.id ?? null)
  const save = useSavePrompt()
  if (editing.prompt && body.isPending) return <Spinner label="جارٍ تحميل نص الأمر..." />
  return (
    <PromptForm
      prompt={editing.prompt}
      body={editing.prompt ? (body.data ?? null) : null}
      options={options}
      onCancel={onClose}
      onSubmit={async (input) => {
        await save.mutateAsync(input)
        onClose()
      }}
    />
  )
}

export default function PromptsAdminPage() {
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Editing>(null)
  const prompts = useAdminPrompts(search)
  const options = useCatalogueOptions()
  const setPublished = useSetPublished()
  const remove = useDeletePrompt()
  const names = (list: { id: string; name: string }[] | undefined, id: string) =>
    list?.find((x) => x.id === id)?.name ?? id

  return (
    <AdminPage
      title="إدارة الأوامر"
      description="أنشئ الأوامر الذكية وعدّلها وانشرها أو أخفها واحذفها."
      actions={
        <Button onClick={() => setEditing({ prompt: null })} disabled={!options.data}>
          <Plus aria-hidden="true" />
          أمر جديد
        </Button>
      }
    >
      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="ابحث في الأوامر"
          placeholder="ابحث بالعنوان أو المعرّف"
          className="ps-9"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>

      <QueryState
        query={prompts}
        isEmpty={(rows) => rows.length === 0}
        empty={search ? 'لا توجد أوامر مطابقة للبحث' : 'لا توجد أوامر بعد'}
        loadingLabel="جارٍ تحميل الأوامر..."
      >
        {(rows) => (
          <ScrollRegion label="الأوامر" className="rounded-lg border border-border">
            <table className="w-full min-w-[44rem] text-sm">
              <thead className="bg-muted/50 text-muted-foreground">
                <tr>
                  <th scope="col" className="p-3 text-start font-medium">
                    العنوان
                  </th>
                  <th scope="col" className="p-3 text-start font-medium">
                    التصنيف
                  </th>
                  <th scope="col" className="p-3 text-start font-medium">
                    الوصول
                  </th>
                  <th scope="col" className="p-3 text-start font-medium">
                    الحالة
                  </th>
                  <th scope="col" className="p-3 text-start font-medium">
                    آخر تعديل
                  </th>
                  <th scope="col" className="p-3 text-start font-medium">
                    إجراءات
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id} className="border-t border-border align-top">
                    <td className="p-3">
                      <span className="block font-medium">{p.title_ar}</span>
                      {p.title_en ? (
                        <span className="block text-xs text-muted-foreground" dir="ltr">
                          {p.title_en}
                        </span>
                      ) : null}
                      <span className="block font-mono text-xs text-muted-foreground" dir="ltr">
                        {p.slug}
                      </span>
                    </td>
                    <td className="p-3">{names(options.data?.categories, p.category)}</td>
                    <td className="p-3">{p.trial_sample ? 'العيّنة التجريبية' : '—'}</td>
                    <td className="p-3">
                      <Badge variant={p.is_published ? 'default' : 'outline'}>
                        {p.is_published ? 'منشور' : 'مسودة'}
                      </Badge>
                    </td>
                    <td className="p-3 text-xs text-muted-foreground">
                      {formatDateTime(p.updated_at)}
                    </td>
                    <td className="p-3">
                      <div className="flex flex-wrap gap-1">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`تعديل ${p.title_ar}`}
                          onClick={() => setEditing({ prompt: p })}
                          disabled={!options.data}
                        >
                          <Pencil aria-hidden="true" />
                          تعديل
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={setPublished.isPending}
                          onClick={() =>
                            setPublished.mutate({ id: p.id, published: !p.is_published })
                          }
                        >
                          {p.is_published ? 'إلغاء النشر' : 'نشر'}
                        </Button>
                        <ConfirmDialog
                          trigger={
                            <Button size="sm" variant="ghost" aria-label={`حذف ${p.title_ar}`}>
                              <Trash2 aria-hidden="true" className="text-destructive" />
                            </Button>
                          }
                          title="حذف الأمر"
                          description={`سيُحذف الأمر «${p.title_ar}» ونصه نهائياً من المكتبة. لا يمكن التراجع عن ذلك.`}
                          confirmLabel="حذف نهائياً"
                          destructive
                          onConfirm={() => remove.mutateAsync(p.id)}
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </QueryState>

      <EditorDialog
        open={editing !== null}
        title={editing?.prompt ? 'تعديل الأمر' : 'أمر جديد'}
        onClose={() => setEditing(null)}
      >
        {editing && options.data ? (
          <PromptEditor editing={editing} options={options.data} onClose={() => setEditing(null)} />
        ) : null}
      </EditorDialog>
    </AdminPage>
  )
}
