import { Link } from 'react-router-dom'
import { Bot, FileText, Lock, Workflow, Wrench } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { SUGGESTION_LIMIT_DEFAULT, type ProductType } from '../lib/contract'
import { productPath } from '../lib/product-path'
import { chatMessages } from '../messages'

export type SuggestionCardItem = {
  /** bot_suggestions_log id; clicks are recorded against it. */
  id: string | null
  type: ProductType
  productId: string
  title: string
  description?: string
  available: boolean
}

const KINDS: Record<ProductType, { label: string; icon: typeof Bot }> = {
  prompt: { label: 'أمر جاهز', icon: FileText },
  assistant: { label: 'مساعد GPT', icon: Bot },
  tool: { label: 'أداة ذكاء اصطناعي', icon: Wrench },
  template: { label: 'قالب أتمتة', icon: Workflow },
}

type SuggestionCardsProps = {
  items: readonly SuggestionCardItem[]
  /** Spec 1 §9.4: 6 cards by default; the chat passes 3. */
  limit?: number
  /** Called when an available card is opened (records the click, closes the panel). */
  onOpen?: (item: SuggestionCardItem) => void
  label?: string
  className?: string
  compact?: boolean
}

/**
 * Smart suggestion cards: each opens its product, or shows "يتطلب ترقية" and is disabled when
 * the user's plan does not include it (spec 1 §6).
 */
export function SuggestionCards({
  items,
  limit = SUGGESTION_LIMIT_DEFAULT,
  onOpen,
  label = 'اقتراحات ذكية',
  className,
  compact = false,
}: SuggestionCardsProps) {
  const shown = items.slice(0, limit)
  if (shown.length === 0) return null
  return (
    <ul
      aria-label={label}
      className={cn('grid gap-2', !compact && 'sm:grid-cols-2 lg:grid-cols-3', className)}
    >
      {shown.map((item) => {
        const { label: kind, icon: Icon } = KINDS[item.type]
        return (
          <li
            key={`${item.id ?? ''}:${item.type}:${item.productId}`}
            className={cn(
              'grid gap-2 rounded-lg border border-border bg-card p-3 text-sm',
              !item.available && 'opacity-75',
            )}
          >
            <div className="flex items-start gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <div className="grid min-w-0 gap-1">
                <p className="font-medium leading-snug">{item.title}</p>
                <p className="text-xs text-muted-foreground">{kind}</p>
                {item.description ? (
                  <p className="line-clamp-2 text-xs leading-relaxed text-muted-foreground">
                    {item.description}
                  </p>
                ) : null}
              </div>
            </div>
            {item.available ? (
              <Button asChild size="sm" variant="outline" className="justify-self-start">
                <Link
                  to={productPath(item.type, item.productId)}
                  onClick={() => onOpen?.(item)}
                  aria-label={`افتح ${item.title}`}
                >
                  افتح
                </Link>
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled
                className="justify-self-start"
                aria-label={`${item.title}: ${chatMessages.requiresUpgrade}`}
              >
                <Lock aria-hidden="true" />
                {chatMessages.requiresUpgrade}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
