import { useEffect } from 'react'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'

/** Flags an admin toggles at /518/settings that change what users get (issue 20). */
export type FeatureFlagKey = 'chat_assistant' | 'smart_suggestions'

export const featureFlagKeys = {
  all: ['feature-flags'] as const,
}

/** Every flag's state by key; an unknown or unreadable flag counts as off, as is_feature_enabled. */
async function fetchFeatureFlags(): Promise<Record<string, boolean>> {
  const { data, error } = await (await getSupabase()).from('feature_flags').select('key, enabled')
  if (error) throw error
  return Object.fromEntries((data ?? []).map((row) => [row.key, row.enabled === true]))
}

export const featureFlagsQuery = queryOptions({
  queryKey: featureFlagKeys.all,
  queryFn: fetchFeatureFlags,
  staleTime: 5 * 60_000,
})

let channels = 0

/**
 * Whether a flag is on, followed live: an admin's toggle reaches every open page through the
 * realtime publication of feature_flags. `undefined` while the first read runs, so a caller can
 * keep its last state instead of flashing; a failed read counts as off.
 */
export function useFeatureFlag(key: FeatureFlagKey): boolean | undefined {
  const queryClient = useQueryClient()
  const query = useQuery(featureFlagsQuery)

  useEffect(() => {
    let cancelled = false
    let cleanup: (() => void) | undefined
    channels += 1
    const name = `feature-flags-${channels}`
    void getSupabase()
      .then((client) => {
        if (cancelled) return
        const channel = client
          .channel(name)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'feature_flags' }, () => {
            void queryClient.invalidateQueries({ queryKey: featureFlagKeys.all })
          })
          .subscribe((status) => {
            // Joined (again): a change missed while disconnected is caught up by one read.
            if (status === 'SUBSCRIBED') {
              void queryClient.invalidateQueries({ queryKey: featureFlagKeys.all })
            }
          })
        cleanup = () => void client.removeChannel(channel)
      })
      .catch((error: unknown) => {
        // Live updates are a comfort: the flags are still read, and read again on the next visit.
        console.warn('Feature flags are not followed live', error)
      })
    return () => {
      cancelled = true
      cleanup?.()
    }
  }, [queryClient])

  if (query.isError) return false
  return query.data ? query.data[key] === true : undefined
}
