import { useDeferredValue, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { Pencil, Plus } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { KitIcon } from '@/components/kit-icon'
import { kitIcons, kitKindLabels, type KitItemKind } from '@/lib/kit-icons'
import {
  addKitItem,
  adminKitsQuery,
  deleteKit,
  kitCandidatesQuery,
  kitItemsQuery,
  kitMessages,
  kitSchema,
  removeKitItem,
  reorderKitItems,
  saveKit,
  setKitPublished,
  type AdminKit,
  type KitFormValues,
} from '../api/kits'
import { adminKeys } from '../api/keys'
import { messageOf } from '../api/errors'
import { useAdminMutation } from '../api/mutation'
import { AdminPage, Section } from '../components/admin-page'
import { DeleteButton } from '../components/confirm-dialog'
import { EditorDialog } from '../components/editor-dialog'
import { MoveButtons } from '../components/move-buttons'
import { QueryState } from '../components/query-state'

const kinds = Object.keys(kitKindLabels) as KitItemKind[]

function KitForm({ kit, onSaved }: { kit: AdminKit | null; onSaved: (id: string) => void }) {
  const form = useForm<KitFormValues>({
    resolver: zodResolver(kitSchema),
    defaultValues: {
      title: kit?.title ?? '',
      slug: kit?.slug ?? '',
      description: kit?.description ?? '',
      steps: kit?.steps.join('\n') ?? '',
      icon: kit?.icon ?? 'package',
      sort_order: String(kit?.sort_order ?? 0),
    },
  })
  const save = useAdminMutation(saveKit, {
    success: kitMessages.saved,
    fallback: kitMessages.saveFailed,
    invalidate: [adminKeys.kits()],
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: kit?.id ?? null, values }))
    } catch (error) {
      // What was typed stays; the reason shows under the form.
      form.setError('root', { message: messageOf(error, kitMessages.saveFailed) })
    }
  })
  const errors = form.formState.errors
  const icon = useWatch({ control: form.control, name: 'icon' })
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <Field label="العنوان" required error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} dir="auto" />}
      </Field>
      <Field
        label="المعرّف في الرابط"
        required
        hint="بالإنجليزية، مثل launch-online-store"
        error={errors.slug?.message}
      >
        {(control) => <Input {...control} {...form.register('slug')} dir="ltr" />}
      </Field>
      <Field label="وصف قصير" error={errors.description?.message}>
        {(control) => (
          <Textarea {...control} {...form.register('description')} rows={2} dir="auto" />
        )}
      </Field>
      <Field
        label="الدليل المختصر"
        required
        hint="كل خطوة في سطر، بالترتيب (حتى 12 خطوة)."
        error={errors.steps?.message}
      >
        {(control) => <Textarea {...control} {...form.register('steps')} rows={6} dir="auto" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="kit-icon">أيقونة الغلاف</Label>
          <Select value={icon} onValueChange={(v) => form.setValue('icon', v)}>
            <SelectTrigger id="kit-icon">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(kitIcons).map(([name, { icon: Icon, label }]) => (
                <SelectItem key={name} value={name}>
                  <Icon aria-hidden="true" className="size-4" /> {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Field label="الترتيب" error={errors.sort_order?.message}>
          {(control) => (
            <Input {...control} {...form.register('sort_order')} inputMode="numeric" dir="ltr" />
          )}
        </Field>
      </div>
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'جارٍ الحفظ...' : kit ? 'حفظ التعديلات' : 'إنشاء الحزمة'}
        </Button>
      </div>
    </form>
  )
}

function KitItemsEditor({ kitId }: { kitId: string }) {
  const items = useQuery(kitItemsQuery(kitId))
  const [kind, setKind] = useState<KitItemKind>('prompt')
  const [search, setSearch] = useState('')
  const term = useDeferredValue(search.trim())
  const taken = (items.data ?? []).filter((i) => i.item_kind === kind).map((i) => i.item_id)
  // Searched in the database as the admin types (the catalogue is larger than one response).
  const candidates = useQuery({
    ...kitCandidatesQuery(kind, term, taken),
    enabled: term !== '' && items.isSuccess,
    // The last results stay while the next search runs, not across a change of kind.
    placeholderData: (previous) =>
      previous?.every((entry) => entry.kind === kind) ? previous : undefined,
  })
  const [note, setNote] = useState('')
  const invalidate = [adminKeys.kitItems(kitId)]
  const add = useAdminMutation(addKitItem, {
    success: kitMessages.itemAdded,
    fallback: kitMessages.itemFailed,
    invalidate,
  })
  const remove = useAdminMutation(removeKitItem, {
    success: kitMessages.itemRemoved,
    fallback: kitMessages.itemFailed,
    invalidate,
  })
  const reorder = useAdminMutation(reorderKitItems, {
    fallback: kitMessages.reorderFailed,
    invalidate,
  })

  const matches = term ? (candidates.data ?? []) : []

  return (
    <div className="grid gap-4 border-t border-border pt-4">
      <h3 className="font-semibold">عناصر الحزمة</h3>
      <QueryState
        query={items}
        isEmpty={(rows) => rows.length === 0}
        empty="لا عناصر بعد. أضف أوامر ومساعدات وأدوات وقوالب من البحث أدناه."
      >
        {(rows) => (
          <ol className="grid gap-2" aria-label="عناصر الحزمة">
            {rows.map((item, index) => {
              const title = item.title ?? 'عنصر حُذف من المكتبة'
              return (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2"
                >
                  <Badge variant="outline">{kitKindLabels[item.item_kind as KitItemKind]}</Badge>
                  <span className="min-w-0 flex-1">
                    {title}
                    {item.note ? (
                      <span className="block text-xs text-muted-foreground">{item.note}</span>
                    ) : null}
                  </span>
                  <MoveButtons
                    label={title}
                    index={index}
                    count={rows.length}
                    disabled={reorder.isPending}
                    onMove={(direction) => {
                      const ids = rows.map((r) => r.id)
                      const [moved] = ids.splice(index, 1)
                      ids.splice(index + direction, 0, moved!)
                      reorder.mutate({ kitId, ids })
                    }}
                  />
                  <DeleteButton
                    label={title}
                    description={`سيُزال «${title}» من الحزمة، ويبقى في المكتبة.`}
                    confirmLabel="إزالة"
                    onConfirm={() => remove.mutateAsync(item.id)}
                  />
                </li>
              )
            })}
          </ol>
        )}
      </QueryState>

      <fieldset className="grid gap-3 rounded-md border border-dashed border-border p-3">
        <legend className="px-1 text-sm font-medium">إضافة عنصر</legend>
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <div className="grid gap-2">
            <Label htmlFor="kit-item-kind">النوع</Label>
            <Select value={kind} onValueChange={(v) => setKind(v as KitItemKind)}>
              <SelectTrigger id="kit-item-kind">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {kinds.map((k) => (
                  <SelectItem key={k} value={k}>
                    {kitKindLabels[k]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="kit-item-search">ابحث بالعنوان</Label>
            <Input
              id="kit-item-search"
              type="search"
              dir="auto"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="kit-item-note">ملاحظة تظهر تحت العنصر (اختيارية)</Label>
          <Input
            id="kit-item-note"
            dir="auto"
            maxLength={300}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {!term ? null : candidates.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOf(candidates.error, kitMessages.loadFailed)}
          </p>
        ) : candidates.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            جارٍ البحث...
          </p>
        ) : matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">لا نتائج لهذا البحث في هذا النوع.</p>
        ) : (
          <ul className="grid gap-1" aria-label="نتائج البحث">
            {matches.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate">{entry.title}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={add.isPending}
                  aria-label={`إضافة ${entry.title}`}
                  onClick={() =>
                    add.mutate(
                      {
                        kitId,
                        kind: entry.kind,
                        itemId: entry.id,
                        note: note.trim(),
                        // After the last one: a count would repeat a position left by a removal.
                        position: Math.max(-1, ...(items.data ?? []).map((i) => i.position)) + 1,
                      },
                      { onSuccess: () => setNote('') },
                    )
                  }
                >
                  <Plus aria-hidden="true" /> إضافة
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </div>
  )
}

/** /518/kits: the kits (drafts too), their form, items, order and publication. */
export default function KitsAdminPage() {
  const kits = useQuery(adminKitsQuery())
  const [editing, setEditing] = useState<{ kit: AdminKit | null; id: string | null } | null>(null)
  const publish = useAdminMutation(setKitPublished, {
    fallback: kitMessages.saveFailed,
    invalidate: [adminKeys.kits()],
  })
  const remove = useAdminMutation(deleteKit, {
    success: kitMessages.deleted,
    fallback: kitMessages.saveFailed,
    invalidate: [adminKeys.kits()],
  })
  const current = editing?.id ? (kits.data?.find((k) => k.id === editing.id) ?? null) : null

  return (
    <AdminPage
      title="الحزم"
      description="حزم لمهمة واحدة: دليل قصير وعناصر من المكتبة بالترتيب. كل عنصر يبقى خلف صلاحيات باقته."
      actions={
        <Button onClick={() => setEditing({ kit: null, id: null })}>
          <Plus aria-hidden="true" /> حزمة جديدة
        </Button>
      }
    >
      <Section title="كل الحزم">
        <QueryState
          query={kits}
          isEmpty={(rows) => rows.length === 0}
          empty="لا حزم بعد. أنشئ أول حزمة."
        >
          {(rows) => (
            <ul className="grid gap-2">
              {rows.map((kit) => {
                return (
                  <li
                    key={kit.id}
                    className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3"
                  >
                    <KitIcon name={kit.icon} className="size-5 text-primary" />
                    <span className="min-w-0 flex-1">
                      <span className="font-medium">{kit.title}</span>{' '}
                      <span dir="ltr" className="text-xs text-muted-foreground">
                        {kit.slug}
                      </span>
                    </span>
                    <Badge variant={kit.is_published ? 'default' : 'outline'}>
                      {kit.is_published ? 'منشورة' : 'مسودة'}
                    </Badge>
                    <div className="flex items-center gap-2">
                      <Switch
                        id={`kit-published-${kit.id}`}
                        checked={kit.is_published}
                        disabled={publish.isPending}
                        onCheckedChange={(published) =>
                          publish.mutate(
                            { id: kit.id, published },
                            {
                              onSuccess: () =>
                                toast.success(
                                  published ? kitMessages.published : kitMessages.unpublished,
                                ),
                            },
                          )
                        }
                      />
                      <Label htmlFor={`kit-published-${kit.id}`}>نشر</Label>
                    </div>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`تعديل ${kit.title}`}
                      onClick={() => setEditing({ kit, id: kit.id })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <DeleteButton
                      label={kit.title}
                      description={`ستُحذف الحزمة «${kit.title}» وقائمة عناصرها؛ العناصر نفسها تبقى في المكتبة.`}
                      onConfirm={() => remove.mutateAsync(kit.id)}
                    />
                  </li>
                )
              })}
            </ul>
          )}
        </QueryState>
      </Section>

      <EditorDialog
        open={editing !== null}
        title={editing?.id ? `تعديل «${current?.title ?? editing.kit?.title ?? ''}»` : 'حزمة جديدة'}
        onClose={() => setEditing(null)}
      >
        <div className="grid gap-6">
          <KitForm
            key={editing?.id ?? 'new'}
            kit={current ?? editing?.kit ?? null}
            onSaved={(id) => setEditing((prev) => ({ kit: prev?.kit ?? null, id }))}
          />
          {editing?.id ? (
            <KitItemsEditor kitId={editing.id} />
          ) : (
            <p className="text-sm text-muted-foreground">
              احفظ الحزمة أولاً، ثم أضف عناصرها ورتّبها هنا.
            </p>
          )}
        </div>
      </EditorDialog>
    </AdminPage>
  )
}
