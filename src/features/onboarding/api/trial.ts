import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'
import type { Database } from '@/types/database'
import { OnboardingError, onboardingKeys } from './completion'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

const HOUR_MS = 3_600_000
/** The banner shows in the trial's last 2 days, as the reminder e-mails do. */
export const TRIAL_BANNER_WINDOW_MS = 48 * HOUR_MS

/** The trial is about to end: when, and the paid plan chosen in the wizard (null: /pricing). */
export type TrialEnding = {
  endsAt: string
  /** At most 24 hours left («غداً» in the e-mail). */
  lastDay: boolean
  plan: { slug: string; name: string } | null
}

type SubscriptionRow = { plan_id: string; status: string; expires_at: string | null }

/**
 * Whether a subscription is a trial in its last 2 days at `now`. A paid plan (any plan but the
 * trial) never is: the banner is for trial accounts only.
 */
export function trialEndingAt(
  sub: SubscriptionRow | null,
  now: number,
): { endsAt: string; lastDay: boolean } | null {
  if (!sub || sub.plan_id !== 'trial' || sub.status !== 'active' || !sub.expires_at) return null
  const left = Date.parse(sub.expires_at) - now
  if (!Number.isFinite(left) || left <= 0 || left > TRIAL_BANNER_WINDOW_MS) return null
  return { endsAt: sub.expires_at, lastDay: left <= 24 * HOUR_MS }
}

export async function fetchTrialEnding(userId: string): Promise<TrialEnding | null> {
  const client = await db()
  const [sub, profile] = await Promise.all([
    client
      .from('subscriptions')
      .select('plan_id, status, expires_at')
      .eq('user_id', userId)
      .maybeSingle(),
    client.from('profiles').select('intended_plan').eq('id', userId).maybeSingle(),
  ])
  if (sub.error || profile.error) throw new OnboardingError('تعذّر تحميل حالة الفترة التجريبية')
  const ending = trialEndingAt(sub.data, Date.now())
  if (!ending) return null
  const wanted = profile.data?.intended_plan
  if (!wanted) return { ...ending, plan: null }
  const plan = await client
    .from('plans')
    .select('slug, name, price')
    .eq('slug', wanted)
    .eq('is_active', true)
    .maybeSingle()
  if (plan.error) throw new OnboardingError('تعذّر تحميل حالة الفترة التجريبية')
  const row = plan.data
  return {
    ...ending,
    plan: row && Number(row.price) > 0 ? { slug: row.slug, name: row.name } : null,
  }
}

export const trialEndingQuery = (userId: string) =>
  queryOptions({
    queryKey: [...onboardingKeys.all, 'trial-ending', userId] as const,
    queryFn: () => fetchTrialEnding(userId),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
    // The window opens while the dashboard stays open, too.
    refetchInterval: 30 * 60_000,
  })

export function useTrialEnding(userId: string) {
  return useQuery(trialEndingQuery(userId))
}
