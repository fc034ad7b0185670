import { Shapes } from 'lucide-react'
import type { Icon } from '../api/icons'
import { iconLibrary } from '../lib/icon-library'

export function CatalogueIcon({ icon, className = 'size-6' }: { icon: Icon; className?: string }) {
  if (icon.svg) {
    // As an image, an SVG can never run script, whatever it contains.
    return (
      <img
        alt=""
        className={className}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(icon.svg)}`}
      />
    )
  }
  const Component = (icon.lucide_key && iconLibrary[icon.lucide_key]) || Shapes
  return <Component aria-hidden="true" className={className} />
}
