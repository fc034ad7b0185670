import { createElement } from 'react'
import { Package } from 'lucide-react'
import { kitIcons } from '@/lib/kit-icons'

/** A kit's cover icon by its stored name (the package icon for a name no longer offered). */
export function KitIcon({ name, className }: { name: string; className?: string }) {
  return createElement(kitIcons[name]?.icon ?? Package, { 'aria-hidden': true, className })
}
