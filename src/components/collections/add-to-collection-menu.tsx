import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Check, FolderPlus } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useCollections, useMemberships, useToggleMembership } from '@/hooks/use-collections'
import type { CollectionItemKind } from '@/lib/collections'
import { paths } from '@/lib/paths'

export type AddToCollectionProps = {
  kind: CollectionItemKind
  id: string
  /** The item's name, so the button is announced as "add X to a collection". */
  name: string
  compact?: boolean
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-60 data-[highlighted]:bg-muted'

/**
 * «أضف إلى مجموعة»: a menu of the user's collections with a tick on those holding the item.
 * «المفضلة» is not listed: the heart button beside it is that collection's toggle. Loaded on the
 * first click of its button (add-to-collection.tsx), and shown open then.
 */
export default function AddToCollectionMenu({ kind, id, name, compact }: AddToCollectionProps) {
  const [open, setOpen] = useState(true)
  const collections = useCollections({ enabled: open })
  const memberships = useMemberships(kind, id, open)
  const toggle = useToggleMembership(kind, id)
  const label = `أضف «${name}» إلى مجموعة`
  const own = (collections.data ?? []).filter((c) => !c.is_default)
  const loading = collections.isPending || memberships.isPending
  const error = collections.error ?? memberships.error

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} dir="rtl" modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant={compact ? 'ghost' : 'outline'}
          size={compact ? 'icon' : 'md'}
          aria-label={label}
          title={label}
          onClick={(event) => event.stopPropagation()}
        >
          <FolderPlus aria-hidden="true" />
          {compact ? null : 'أضف إلى مجموعة'}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 grid max-h-80 w-64 gap-0.5 overflow-y-auto rounded-lg border border-border bg-popover p-1 shadow-xl"
          onClick={(event) => event.stopPropagation()}
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            أضف إلى مجموعة
          </DropdownMenu.Label>
          {error ? (
            <div role="alert" className="grid gap-2 px-2 py-2 text-sm">
              <p>{error.message}</p>
              <DropdownMenu.Item
                className={itemClass}
                onSelect={(event) => {
                  event.preventDefault()
                  void collections.refetch()
                  void memberships.refetch()
                }}
              >
                إعادة المحاولة
              </DropdownMenu.Item>
            </div>
          ) : loading ? (
            <Spinner label="جارٍ تحميل مجموعاتك..." className="justify-start px-2 py-2 text-sm" />
          ) : own.length === 0 ? (
            <p className="px-2 py-2 text-sm text-muted-foreground">لم تنشئ أي مجموعة بعد.</p>
          ) : (
            own.map((collection) => {
              const checked = memberships.data?.includes(collection.id) ?? false
              return (
                <DropdownMenu.CheckboxItem
                  key={collection.id}
                  className={itemClass}
                  checked={checked}
                  onSelect={(event) => event.preventDefault()}
                  onCheckedChange={(on) => toggle.toggle(collection, on === true)}
                >
                  <span className="grid size-4 place-items-center">
                    <DropdownMenu.ItemIndicator>
                      <Check aria-hidden="true" className="size-4 text-primary" />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  <span className="truncate">{collection.name}</span>
                </DropdownMenu.CheckboxItem>
              )
            })
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} asChild>
            <Link to={paths.dashboard.collections.root}>
              {own.length === 0 ? 'أنشئ مجموعة جديدة' : 'إدارة المجموعات'}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
