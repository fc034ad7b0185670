import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { companyPaths } from '@/lib/company-paths'
import { toast } from '@/lib/toast'
import {
  companyCollectionsQuery,
  companyLibraryQuery,
  deleteCompanyCollection,
  saveCompanyCollection,
  setCollectionItems,
  type CompanyCollection,
  type LibraryPrompt,
} from '../api/companies'
import { companyKeys } from '../api/keys'
import { useCompany } from '../hooks/use-company'
import { can } from '../lib/roles'

/** «مجموعات الشركة»: approved prompts grouped by the admins; every member browses them. */
export function CompanyCollections() {
  const company = useCompany()
  const curate = can(company.role).curateCollections
  const collections = useQuery(companyCollectionsQuery(company.id))
  const library = useQuery(companyLibraryQuery(company.id))

  if (collections.isPending || library.isPending) return <Skeleton className="h-48" />
  const error = collections.error ?? library.error
  if (error) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{error.message}</p>
        <Button
          size="sm"
          onClick={() => {
            void collections.refetch()
            void library.refetch()
          }}
        >
          إعادة المحاولة
        </Button>
      </div>
    )
  }
  const prompts = library.data ?? []
  return (
    <div className="grid gap-6">
      {curate ? <NewCollection companyId={company.id} /> : null}
      {(collections.data ?? []).length === 0 ? (
        <p className="text-muted-foreground">
          لا مجموعات بعد.{curate ? ' أنشئ مجموعة وضع فيها الأوامر المعتمدة.' : ''}
        </p>
      ) : (
        <ul className="grid gap-4" aria-label="مجموعات الشركة">
          {(collections.data ?? []).map((c) => (
            <CollectionCard key={c.id} collection={c} prompts={prompts} curate={curate} />
          ))}
        </ul>
      )}
    </div>
  )
}

function NewCollection({ companyId }: { companyId: string }) {
  const [name, setName] = useState('')
  const inputId = useId()
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: () => saveCompanyCollection(companyId, null, name.trim(), ''),
    onSuccess: async () => {
      setName('')
      toast.success('أُنشئت المجموعة')
      await queryClient.invalidateQueries({ queryKey: companyKeys.all })
    },
    onError: (error: Error) => toast.error(error.message),
  })
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (name.trim() !== '') create.mutate()
      }}
    >
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          اسم المجموعة الجديدة
        </label>
        <Input
          id={inputId}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending || name.trim() === ''}>
        إنشاء مجموعة
      </Button>
      {create.isError ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {create.error.message}
        </p>
      ) : null}
    </form>
  )
}

function CollectionCard({
  collection,
  prompts,
  curate,
}: {
  collection: CompanyCollection
  prompts: LibraryPrompt[]
  curate: boolean
}) {
  const company = useCompany()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [chosen, setChosen] = useState<string[]>(collection.prompt_ids)
  const refresh = () => queryClient.invalidateQueries({ queryKey: companyKeys.all })
  const save = useMutation({
    mutationFn: () => setCollectionItems(collection.id, chosen),
    onSuccess: async () => {
      setEditing(false)
      toast.success('حُفظت أوامر المجموعة')
      await refresh()
    },
    onError: (error: Error) => toast.error(error.message),
  })
  const remove = useMutation({
    mutationFn: () => deleteCompanyCollection(collection.id),
    onSuccess: async () => {
      toast.success('حُذفت المجموعة')
      await refresh()
    },
    onError: (error: Error) => toast.error(error.message),
  })
  const byId = new Map(prompts.map((p) => [p.id, p]))
  const items = collection.prompt_ids.map((id) => byId.get(id)).filter((p) => p !== undefined)

  return (
    <li>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">{collection.name}</CardTitle>
          {curate ? (
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)}>
                {editing ? 'إغلاق' : 'اختيار الأوامر'}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`حذف المجموعة ${collection.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-3">
          {editing ? (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">الأوامر المعتمدة في المجموعة</legend>
              {prompts.map((p) => (
                <label key={p.id} className="inline-flex items-center gap-2 text-sm">
                  <Checkbox
                    checked={chosen.includes(p.id)}
                    onCheckedChange={(on) =>
                      setChosen((now) =>
                        on === true ? [...now, p.id] : now.filter((id) => id !== p.id),
                      )
                    }
                  />
                  {p.title}
                </label>
              ))}
              <div>
                <Button size="sm" disabled={save.isPending} onClick={() => save.mutate()}>
                  حفظ
                </Button>
              </div>
            </fieldset>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">لا أوامر في هذه المجموعة بعد.</p>
          ) : (
            <ul className="grid gap-1">
              {items.map((p) => (
                <li key={p.id}>
                  <Link
                    to={companyPaths.prompt.to(company.id, p.id)}
                    className="hover:text-primary"
                  >
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </li>
  )
}
