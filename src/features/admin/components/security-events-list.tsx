import { Badge } from '@/components/ui/badge'
import type { SecurityEventSummary } from '../api/dashboard'
import { formatDateTime, labelOf, severityLabels } from '../lib/labels'
import { securityEventLabel } from '../lib/log-labels'

export function SeverityBadge({ severity }: { severity: string }) {
  const urgent = severity === 'high' || severity === 'critical'
  return (
    <Badge variant={urgent ? 'destructive' : severity === 'medium' ? 'accent' : 'outline'}>
      {labelOf(severityLabels, severity)}
    </Badge>
  )
}

export function SecurityEventsList({ events }: { events: readonly SecurityEventSummary[] }) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {events.map((event) => (
        <li
          key={event.id}
          className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
        >
          {/* What happened in Arabic; the event's code (and the server's English note) on hover. */}
          <span
            className="min-w-0 font-medium"
            title={[event.event_type, event.description].filter(Boolean).join(' — ')}
          >
            {securityEventLabel(event.event_type)}
          </span>
          <span className="flex items-center gap-2">
            <SeverityBadge severity={event.severity} />
            <time dateTime={event.created_at} className="text-xs text-muted-foreground">
              {formatDateTime(event.created_at)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  )
}
