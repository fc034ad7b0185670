import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FolderOpen, Heart, Pencil, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { useCollectionLimit, useCollections } from '@/hooks/use-collections'
import { formatCollectionUsage, type Collection } from '@/lib/collections'
import { formatInteger } from '@/lib/format'
import { paths } from '@/lib/paths'
import { useCreateCollection, useDeleteCollection, useRenameCollection } from '../api/mutations'
import { collectionNameSchema, type CollectionNameValues } from '../schemas'

/** Arabic counting: 3–10 take the plural, 11–99 the singular accusative, 100… the singular. */
function itemCount(n: number): string {
  if (n === 0) return 'لا عناصر بعد'
  if (n === 1) return 'عنصر واحد'
  if (n === 2) return 'عنصران'
  const rest = n % 100
  if (rest >= 3 && rest <= 10) return `${formatInteger(n)} عناصر`
  if (rest >= 11) return `${formatInteger(n)} عنصراً`
  return `${formatInteger(n)} عنصر`
}

/** Create or rename: one field, the same rules as the database, its refusal under the field. */
function NameForm({
  defaultName = '',
  submitLabel,
  pending,
  onSubmit,
}: {
  defaultName?: string
  submitLabel: string
  pending: boolean
  onSubmit: (name: string) => Promise<unknown>
}) {
  const form = useForm<CollectionNameValues>({
    resolver: zodResolver(collectionNameSchema),
    defaultValues: { name: defaultName },
  })
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name)
      form.reset({ name: '' })
    } catch (error) {
      // The text stays as typed; the database's Arabic reason shows under it.
      form.setError('name', { message: (error as Error).message }, { shouldFocus: true })
    }
  })
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap gap-3">
      <Field
        label="اسم المجموعة"
        error={form.formState.errors.name?.message}
        className="min-w-0 flex-1 basis-60"
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('name')}
            autoComplete="off"
            placeholder="مثال: حملات رمضان"
          />
        )}
      </Field>
      <Button type="submit" disabled={pending} className="self-start sm:mt-7">
        {pending ? 'جارٍ الحفظ...' : submitLabel}
      </Button>
    </form>
  )
}

function CreateCollection({ used, limit }: { used: number; limit: number }) {
  const create = useCreateCollection()
  if (limit >= 0 && used >= limit) {
    return (
      <div className="grid gap-2 rounded-lg border border-border bg-card p-4 text-sm">
        <p>
          {limit === 0
            ? 'إنشاء المجموعات متاح مع اشتراك فعّال.'
            : 'وصلت إلى الحد الأقصى لعدد المجموعات في باقتك.'}{' '}
          احذف مجموعة لا تحتاجها أو رقِّ باقتك لإنشاء المزيد.
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={paths.subscription}>عرض الباقات</Link>
        </Button>
      </div>
    )
  }
  return (
    <section aria-labelledby="new-collection" className="grid gap-3">
      <h2 id="new-collection" className="text-lg font-semibold">
        مجموعة جديدة
      </h2>
      <NameForm
        submitLabel="إنشاء المجموعة"
        pending={create.isPending}
        onSubmit={(name) => create.mutateAsync(name)}
      />
    </section>
  )
}

function RenameDialog({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const rename = useRenameCollection()
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>إعادة تسمية «{collection.name}»</DialogTitle>
          <DialogDescription>اكتب الاسم الجديد للمجموعة.</DialogDescription>
        </DialogHeader>
        <NameForm
          defaultName={collection.name}
          submitLabel="حفظ الاسم"
          pending={rename.isPending}
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: collection.id, name })
            onClose()
          }}
        />
      </DialogContent>
    </Dialog>
  )
}

function DeleteDialog({ collection, onClose }: { collection: Collection; onClose: () => void }) {
  const remove = useDeleteCollection()
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>حذف مجموعة «{collection.name}»؟</DialogTitle>
          <DialogDescription>
            تُحذف المجموعة وترتيب عناصرها نهائياً. العناصر نفسها تبقى في المكتبة وفي مجموعاتك الأخرى.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            إلغاء
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(collection, { onSuccess: onClose })}
          >
            {remove.isPending ? 'جارٍ الحذف...' : 'حذف المجموعة'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** The collections page: usage against the plan, a new collection, the list. */
export function CollectionsPage() {
  const collections = useCollections()
  const limit = useCollectionLimit()
  const [renaming, setRenaming] = useState<Collection | null>(null)
  const [deleting, setDeleting] = useState<Collection | null>(null)

  if (collections.isPending || limit.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">جارٍ تحميل مجموعاتك...</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    )
  }
  const error = collections.error ?? limit.error
  if (error) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 p-10 text-center">
        <p>{error.message}</p>
        <Button
          onClick={() => {
            void collections.refetch()
            void limit.refetch()
          }}
        >
          إعادة المحاولة
        </Button>
      </div>
    )
  }

  const list = collections.data ?? []
  const used = list.filter((c) => !c.is_default).length
  const max = limit.data ?? 0

  return (
    <div className="grid gap-8">
      <p className="text-sm text-muted-foreground">
        المجموعات المستخدمة في باقتك:{' '}
        <strong className="text-foreground" data-testid="collections-usage">
          {formatCollectionUsage(used, max)}
        </strong>
      </p>
      <CreateCollection used={used} limit={max} />
      <section aria-labelledby="my-collections" className="grid gap-3">
        <h2 id="my-collections" className="text-lg font-semibold">
          مجموعاتي
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="مجموعاتي">
          {list.map((c) => (
            <li
              key={c.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
            >
              <div className="grid min-w-0 gap-1">
                <Link
                  to={paths.dashboard.collections.to(c.id)}
                  className="flex items-center gap-2 truncate font-semibold hover:text-primary"
                >
                  {c.is_default ? (
                    <Heart aria-hidden="true" className="size-4 shrink-0 text-destructive" />
                  ) : (
                    <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  )}
                  <span className="truncate">{c.name}</span>
                </Link>
                <span className="text-xs text-muted-foreground">
                  {itemCount(c.item_count)}
                  {c.is_default ? ' · تُضاف إليها العناصر بزر القلب' : null}
                </span>
              </div>
              {c.is_default ? null : (
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`إعادة تسمية «${c.name}»`}
                    title="إعادة التسمية"
                    onClick={() => setRenaming(c)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`حذف «${c.name}»`}
                    title="حذف المجموعة"
                    onClick={() => setDeleting(c)}
                  >
                    <Trash2 aria-hidden="true" className="text-destructive" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {used === 0 ? (
          <p className="text-sm text-muted-foreground">
            لم تنشئ مجموعة بعد. أنشئ واحدة ثم أضف إليها الأوامر والمساعدات والأدوات والقوالب من زر
            «أضف إلى مجموعة» في المكتبة.
          </p>
        ) : null}
      </section>
      {renaming ? <RenameDialog collection={renaming} onClose={() => setRenaming(null)} /> : null}
      {deleting ? <DeleteDialog collection={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  )
}
