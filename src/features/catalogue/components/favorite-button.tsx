import { Heart } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { FavoriteType } from '../api/favorites'
import { useIsFavorite, useToggleFavorite } from '../hooks/use-catalogue'

type FavoriteButtonProps = {
  type: FavoriteType
  id: string
  /**
   * The item's name, so the button is announced as "add X to favorites". The name says the action
   * and changes with the state, so the button has no `aria-pressed` as well: Orca read both, «إزالة
   * «…» من المفضلة، pressed» (an action and a state that contradict each other).
   */
  name: string
  compact?: boolean
}

export function FavoriteButton({ type, id, name, compact }: FavoriteButtonProps) {
  const on = useIsFavorite(type, id)
  const toggle = useToggleFavorite()
  const label = on ? `إزالة «${name}» من المفضلة` : `إضافة «${name}» إلى المفضلة`
  return (
    <Button
      variant={compact ? 'ghost' : 'outline'}
      size={compact ? 'icon' : 'md'}
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.preventDefault()
        event.stopPropagation()
        toggle.mutate({ type, id, on: !on })
      }}
    >
      <Heart aria-hidden="true" className={cn(on && 'fill-destructive text-destructive')} />
      {compact ? null : on ? 'في المفضلة' : 'أضف إلى المفضلة'}
    </Button>
  )
}
