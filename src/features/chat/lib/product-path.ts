import { paths } from '@/lib/paths'
import type { ProductType } from './contract'

/** Where a suggested product opens in the user area. */
export function productPath(type: ProductType, productId: string): string {
  if (type === 'prompt') return paths.dashboard.promptCard.to(productId)
  if (type === 'assistant') return paths.dashboard.gptAssistants
  if (type === 'tool') return paths.dashboard.aiTools
  return paths.dashboard.automationTemplates
}
