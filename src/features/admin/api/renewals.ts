import { useQuery } from '@tanstack/react-query'
import { functionErrorBody } from '@/lib/function-error'
import { isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/network-error'
import { db } from './client'
import { adminMessages, toAdminError } from './errors'
import { adminKeys } from './keys'

export type RenewalWindow = 7 | 30

export type UpcomingRenewal = {
  subscription_id: string
  user_id: string
  email: string | null
  expires_at: string
  plan_slug: string
  plan_name: string
  amount: number
  currency: string
  brand: string | null
  last_four: string | null
  method: 'card' | 'link'
}

export type FailedRenewal = {
  renewal_id: string
  user_id: string
  email: string | null
  period_start: string
  plan_slug: string
  plan_name: string
  amount: number
  currency: string
  status: 'retrying' | 'failed'
  attempts: number
  last_error: string | null
  last_attempt_at: string | null
  next_attempt_at: string | null
  grace_ends_at: string
}

export type RenewalsOverview = { upcoming: UpcomingRenewal[]; failed: FailedRenewal[] }

/** Upcoming renewals within the window and failed ones in grace (admin_renewals_overview, aal2). */
export async function fetchRenewals(days: RenewalWindow): Promise<RenewalsOverview> {
  const { data, error } = await (await db()).rpc('admin_renewals_overview', { p_days: days })
  if (error) throw toAdminError(error, adminMessages.loadFailed)
  const overview = data as Partial<RenewalsOverview> | null
  return { upcoming: overview?.upcoming ?? [], failed: overview?.failed ?? [] }
}

export function useRenewals(days: RenewalWindow) {
  return useQuery({ queryKey: adminKeys.renewals(days), queryFn: () => fetchRenewals(days) })
}

export type RetryOutcome = 'captured' | 'failed' | 'unanswered' | 'error'

/**
 * "Retry now": the subscription-renewals function with the admin's token charges this one
 * renewal as the hourly job does (the database checks the admin and audits the request).
 */
export async function retryRenewal(renewalId: string): Promise<RetryOutcome> {
  const { data, error } = await (
    await db()
  ).functions.invoke('subscription-renewals', { body: { renewalId } })
  if (error) {
    const parsed = await functionErrorBody<{ error?: unknown }>(error)
    if (typeof parsed?.error === 'string' && parsed.error !== '') throw new Error(parsed.error)
    throw new Error(isNetworkError(error) ? NETWORK_ERROR_MESSAGE : 'تعذّرت إعادة المحاولة')
  }
  return (data as { outcome: RetryOutcome }).outcome
}
