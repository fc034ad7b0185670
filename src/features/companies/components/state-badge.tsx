import { Badge } from '@/components/ui/badge'
import { promptStateLabels, type PromptState } from '../lib/labels'

const variants = {
  draft: 'outline',
  in_review: 'accent',
  approved: 'default',
  changes_requested: 'destructive',
} as const

export function StateBadge({ state }: { state: PromptState }) {
  return <Badge variant={variants[state]}>{promptStateLabels[state]}</Badge>
}
