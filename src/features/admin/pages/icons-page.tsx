import { useState, type FormEvent } from 'react'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import {
  useAssignIcon,
  useCreateIcon,
  useDeleteIcon,
  useIconData,
  type IconHolder,
  type IconTarget,
} from '../api/icons'
import { AdminPage, Section } from '../components/admin-page'
import { CatalogueIcon } from '../components/catalogue-icon'
import { iconLibrary, iconNameFor } from '../lib/icon-library'
import { ConfirmDialog } from '../components/confirm-dialog'
import { selectClass } from '@/components/ui/input'
import { QueryState } from '../components/query-state'

const holderGroups: { table: IconTarget; title: string }[] = [
  { table: 'platforms', title: 'المنصات' },
  { table: 'prompt_categories', title: 'تصنيفات الأوامر' },
  { table: 'gpt_assistant_categories', title: 'تصنيفات المساعدين' },
]

function AddIconForm({ existing }: { existing: Set<string> }) {
  const create = useCreateIcon()
  const available = Object.keys(iconLibrary).filter((key) => !existing.has(iconNameFor(key)))
  const [key, setKey] = useState('')
  const [label, setLabel] = useState('')
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!key) return
    await create
      .mutateAsync({ name: iconNameFor(key), label: label.trim(), lucide_key: key })
      .then(() => {
        setKey('')
        setLabel('')
      })
      .catch(() => undefined)
  }
  if (available.length === 0) {
    return <p className="text-sm text-muted-foreground">كل أيقونات المكتبة مضافة.</p>
  }
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
      aria-label="إضافة أيقونة"
    >
      <div className="grid gap-1">
        <Label htmlFor="icon-key">أيقونة من المكتبة</Label>
        <select
          id="icon-key"
          className={selectClass}
          value={key}
          onChange={(e) => setKey(e.target.value)}
          required
        >
          <option value="">اختر أيقونة</option>
          {available.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="icon-label">الوصف</Label>
        <input
          id="icon-label"
          className="flex h-11 w-full rounded-md border border-input bg-background/60 px-3 text-sm"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={!key || create.isPending}>
        إضافة الأيقونة
      </Button>
    </form>
  )
}

function HolderRow({
  holder,
  icons,
}: {
  holder: IconHolder
  icons: { name: string; label: string }[]
}) {
  const assign = useAssignIcon()
  const id = `holder-${holder.table}-${holder.id}`
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-t border-border py-2 first:border-t-0">
      <Label htmlFor={id}>{holder.name}</Label>
      <select
        id={id}
        className={`${selectClass} max-w-56`}
        value={holder.icon ?? ''}
        disabled={assign.isPending}
        onChange={(e) =>
          assign.mutate({ table: holder.table, id: holder.id, icon: e.target.value || null })
        }
      >
        <option value="">بلا أيقونة</option>
        {icons.map((icon) => (
          <option key={icon.name} value={icon.name}>
            {icon.label ? `${icon.label} (${icon.name})` : icon.name}
          </option>
        ))}
      </select>
    </li>
  )
}

export default function IconsAdminPage() {
  const data = useIconData()
  const remove = useDeleteIcon()
  return (
    <AdminPage
      title="مدير الأيقونات"
      description="تصفح أيقونات الكتالوج وأضفها وعيّنها للمنصات والتصنيفات."
    >
      <QueryState query={data} loadingLabel="جارٍ تحميل الأيقونات...">
        {({ icons, holders }) => {
          const usage = (name: string) => holders.filter((h) => h.icon === name).length
          return (
            <>
              <Section title="الأيقونات" description={`${icons.length} أيقونة`}>
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                  {icons.map((icon) => (
                    <li
                      key={icon.id}
                      className="flex flex-col items-center gap-2 rounded-md border border-border p-3 text-center"
                    >
                      <CatalogueIcon icon={icon} className="size-8 text-primary" />
                      <span className="text-sm">{icon.label || icon.name}</span>
                      <span className="font-mono text-xs text-muted-foreground" dir="ltr">
                        {icon.name}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        مستخدمة في {usage(icon.name)}
                      </span>
                      <ConfirmDialog
                        trigger={
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`حذف الأيقونة ${icon.name}`}
                          >
                            <Trash2 aria-hidden="true" className="text-destructive" />
                          </Button>
                        }
                        title="حذف الأيقونة"
                        description={
                          usage(icon.name) > 0
                            ? `الأيقونة مستخدمة في ${usage(icon.name)} عنصر، وستُزال منها.`
                            : 'ستُحذف الأيقونة نهائياً.'
                        }
                        confirmLabel="حذف"
                        destructive
                        onConfirm={() => remove.mutateAsync(icon.id)}
                      />
                    </li>
                  ))}
                </ul>
                <AddIconForm existing={new Set(icons.map((i) => i.name))} />
              </Section>
              {holderGroups.map((group) => (
                <Section key={group.table} title={group.title}>
                  <ul>
                    {holders
                      .filter((h) => h.table === group.table)
                      .map((h) => (
                        <HolderRow key={h.id} holder={h} icons={icons} />
                      ))}
                  </ul>
                </Section>
              ))}
            </>
          )
        }}
      </QueryState>
    </AdminPage>
  )
}
