import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SupabaseClient } from '@supabase/supabase-js'
import { getSupabase } from '@/lib/supabase'
import type { BillingCycle } from '@/lib/plans'
import type { Database } from '@/types/database'

type Db = SupabaseClient<Database>
const db = async () => (await getSupabase()) as unknown as Db

/** The saved_preferences key that records «المتابعة بالفترة التجريبية» (server-side, per account). */
export const COMPLETION_DISMISSED_KEY = 'onboarding.completion_dismissed'

export const onboardingKeys = {
  all: ['onboarding'] as const,
  completion: (userId: string) => [...onboardingKeys.all, 'completion', userId] as const,
}

/** The paid plan chosen in the wizard that is still waiting for its payment. */
export type CompletionOffer = {
  slug: string
  name: string
  description: string
  price: number
  billingCycle: BillingCycle
  /** The same `plans.features` the plan cards list. */
  features: string[]
}

export class OnboardingError extends Error {}

/**
 * The offer to show, or null: the wizard's `intended_plan` is a paid plan, the account is still on
 * the trial (the payment function clears `intended_plan` once that plan is paid), and the panel
 * was not dismissed.
 */
export async function fetchCompletionOffer(userId: string): Promise<CompletionOffer | null> {
  const client = await db()
  const [profile, dismissed] = await Promise.all([
    client
      .from('profiles')
      .select('intended_plan, subscription_tier')
      .eq('id', userId)
      .maybeSingle(),
    client
      .from('saved_preferences')
      .select('preference_key')
      .eq('user_id', userId)
      .eq('preference_key', COMPLETION_DISMISSED_KEY)
      .maybeSingle(),
  ])
  if (profile.error || dismissed.error) throw new OnboardingError('تعذّر تحميل تفاصيل باقتك')
  const wanted = profile.data?.intended_plan
  if (!wanted || dismissed.data || profile.data?.subscription_tier !== 'trial') return null
  const plan = await client
    .from('plans')
    .select('slug, name, description, price, billing_cycle, features')
    .eq('slug', wanted)
    .eq('is_active', true)
    .maybeSingle()
  if (plan.error) throw new OnboardingError('تعذّر تحميل تفاصيل باقتك')
  const row = plan.data
  if (!row || Number(row.price) <= 0) return null
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    billingCycle: row.billing_cycle === 'lifetime' ? 'lifetime' : 'monthly',
    features: Array.isArray(row.features) ? (row.features as string[]) : [],
  }
}

export const completionOfferQuery = (userId: string) =>
  queryOptions({
    queryKey: onboardingKeys.completion(userId),
    queryFn: () => fetchCompletionOffer(userId),
    enabled: Boolean(userId),
  })

export function useCompletionOffer(userId: string) {
  return useQuery(completionOfferQuery(userId))
}

/** «المتابعة بالفترة التجريبية»: the panel stays closed on every device of the account. */
export async function dismissCompletionOffer(userId: string): Promise<void> {
  const { error } = await (await db()).from('saved_preferences').upsert(
    {
      user_id: userId,
      preference_key: COMPLETION_DISMISSED_KEY,
      preference_value: { dismissed_at: new Date().toISOString() },
    },
    { onConflict: 'user_id,preference_key' },
  )
  if (error) throw new OnboardingError('تعذّر حفظ اختيارك. يرجى المحاولة مرة أخرى')
}

export function useDismissCompletionOffer(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => dismissCompletionOffer(userId),
    onSuccess: () => queryClient.setQueryData(onboardingKeys.completion(userId), null),
  })
}
