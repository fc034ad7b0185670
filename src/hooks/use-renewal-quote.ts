import { useQuery } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

const DAY = 86_400_000

/** The first renewal attempt: one day before the period ends (the job's schedule). */
export function firstAttemptAt(periodEnd: Date | string): string {
  return new Date(new Date(periodEnd).getTime() - DAY).toISOString()
}

/**
 * What the renewal of a monthly plan will charge, VAT included, priced by the server with the
 * job's own function (renewal_quote: the plan's price after a promotion still running at the
 * first attempt). `periodEnd` is when the period being bought or renewed ends.
 */
export async function fetchRenewalQuote(planSlug: string, periodEnd: Date | string) {
  const { data, error } = await (
    await getSupabase()
  ).rpc('renewal_quote', { p_plan_slug: planSlug, p_at: firstAttemptAt(periodEnd) })
  if (error) throw error
  return Number(data)
}

export function useRenewalQuote(planSlug: string | null | undefined, periodEnd: Date | string) {
  const at = firstAttemptAt(periodEnd).slice(0, 13)
  return useQuery({
    queryKey: ['renewal-quote', planSlug, at],
    queryFn: () => fetchRenewalQuote(planSlug!, periodEnd),
    enabled: Boolean(planSlug),
    staleTime: 5 * 60_000,
  })
}
