import { interfaceNumbers, onFirstUse } from '@/lib/format'

/** Wording of the onboarding funnel page (/518/funnel). */
const unit = (name: 'minute' | 'hour' | 'day') =>
  onFirstUse(() =>
    interfaceNumbers({
      style: 'unit',
      unit: name,
      unitDisplay: 'long',
      maximumFractionDigits: 1,
    }),
  )
const minutes = unit('minute')
const hours = unit('hour')
const days = unit('day')

/** A median time in words: minutes under an hour, hours under a day, then days. */
export function formatDuration(ms: number): string {
  const m = ms / 60_000
  if (m < 60) return minutes().format(Math.max(1, Math.round(m)))
  if (m < 24 * 60) return hours().format(m / 60)
  return days().format(m / (24 * 60))
}

/** The share lost between two steps, or null when the earlier step had nobody. */
export function dropBetween(previous: number, next: number): number | null {
  if (previous <= 0) return null
  return Math.max(0, 1 - next / previous)
}
