import { Badge } from '@/components/ui/badge'
import { supportStatuses, type SupportStatus } from '../api/support'

export function StatusBadge({ status }: { status: string }) {
  const label = supportStatuses[status as SupportStatus] ?? status
  const variant = status === 'resolved' ? 'outline' : status === 'open' ? 'default' : 'accent'
  return <Badge variant={variant}>{label}</Badge>
}
