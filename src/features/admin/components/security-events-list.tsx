import { Badge } from '@/components/ui/badge'
import type { SecurityEventSummary } from '../api/dashboard'
import { formatDateTime, labelOf, severityLabels } from '../lib/labels'

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
          <span className="flex min-w-0 flex-col">
            <span className="font-mono text-xs" dir="ltr">
              {event.event_type}
            </span>
            {event.description ? (
              <span className="truncate text-muted-foreground">{event.description}</span>
            ) : null}
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
