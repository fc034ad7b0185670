import { useQuery } from '@tanstack/react-query'
import { db } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'

/** One ISO week of the onboarding funnel (`admin_onboarding_funnel`, docs/onboarding.md). */
export type FunnelWeek = {
  weekStart: string
  wizardStarted: number
  accountsCreated: number
  verified: number
  firstPrompt: number
  paid: number
  /** Median times in milliseconds, null when nobody reached the step that week. */
  medianToAccount: number | null
  medianToVerified: number | null
  medianToFirstPrompt: number | null
  medianToPaid: number | null
}

const INTERVAL = /^(?:(-?\d+) days? ?)?(?:(-?)(\d+):(\d{2}):(\d{2}(?:\.\d+)?))?$/

/** A Postgres interval as PostgREST sends it ('2 days 03:00:00', '00:25:00') in milliseconds. */
export function parseInterval(value: unknown): number | null {
  if (typeof value !== 'string' || value === '') return null
  const match = INTERVAL.exec(value.trim())
  if (!match) return null
  const [, days, sign, hours, minutes, seconds] = match
  const time =
    (Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0)) *
    1000 *
    (sign === '-' ? -1 : 1)
  return Number(days ?? 0) * 86_400_000 + time
}

type FunnelRow = {
  week_start: string
  wizard_started: number
  accounts_created: number
  verified: number
  first_prompt: number
  paid: number
  median_to_account: unknown
  median_to_verified: unknown
  median_to_first_prompt: unknown
  median_to_paid: unknown
}

export async function fetchFunnel(weeks: number): Promise<FunnelWeek[]> {
  const { data, error } = await (await db()).rpc('admin_onboarding_funnel', { p_weeks: weeks })
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  return (data as FunnelRow[]).map((row) => ({
    weekStart: row.week_start,
    wizardStarted: row.wizard_started,
    accountsCreated: row.accounts_created,
    verified: row.verified,
    firstPrompt: row.first_prompt,
    paid: row.paid,
    medianToAccount: parseInterval(row.median_to_account),
    medianToVerified: parseInterval(row.median_to_verified),
    medianToFirstPrompt: parseInterval(row.median_to_first_prompt),
    medianToPaid: parseInterval(row.median_to_paid),
  }))
}

export const useFunnel = (weeks: number) =>
  useQuery({ queryKey: adminKeys.funnel(weeks), queryFn: () => fetchFunnel(weeks) })
