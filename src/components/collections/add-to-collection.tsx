import { useState, type ComponentType } from 'react'
import { FolderPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { toast } from '@/lib/toast'
import type { AddToCollectionProps } from './add-to-collection-menu'

type Menu = ComponentType<AddToCollectionProps>
let loading: Promise<Menu> | null = null

/** The menu's module, fetched once; a failed fetch (offline) may be tried again. */
function loadMenu(): Promise<Menu> {
  loading ??= import('./add-to-collection-menu').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * «أضف إلى مجموعة» on every card of the catalogue: the button alone until it is first used. Its
 * menu (Radix's dropdown menu and the collections hooks, ≈ 15 kB gzip) is fetched when the pointer
 * or the keyboard focus reaches the button, and opens on the click.
 */
export function AddToCollection(props: AddToCollectionProps) {
  const [menu, setMenu] = useState<{ Menu: Menu } | null>(null)
  const [busy, setBusy] = useState(false)
  if (menu) return <menu.Menu {...props} />
  const label = `أضف «${props.name}» إلى مجموعة`
  const prefetch = () => void loadMenu().catch(() => {})
  return (
    <Button
      variant={props.compact ? 'ghost' : 'outline'}
      size={props.compact ? 'icon' : 'md'}
      aria-label={label}
      title={label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={(event) => {
        event.stopPropagation()
        if (busy) return
        setBusy(true)
        loadMenu()
          .then((Menu) => setMenu({ Menu }))
          .catch(() =>
            toast.error('تعذّر فتح قائمة المجموعات', { description: NETWORK_ERROR_MESSAGE }),
          )
          .finally(() => setBusy(false))
      }}
    >
      <FolderPlus aria-hidden="true" />
      {props.compact ? null : 'أضف إلى مجموعة'}
    </Button>
  )
}
