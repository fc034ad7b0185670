import { useQuery } from '@tanstack/react-query'
import { plans as bundledPlans } from '@/lib/plans'
import { fetchPublicPlans, planKeys, type PublicPlan } from '../api/plans'

/** The live plans and promotions; the bundled catalogue meanwhile and if the request fails. */
export function usePublicPlans(): readonly PublicPlan[] {
  const query = useQuery({
    queryKey: planKeys.public,
    queryFn: fetchPublicPlans,
    staleTime: 5 * 60_000,
  })
  return query.data ?? bundledPlans
}
