import { useSession } from '@/hooks/use-session'
import { paths } from '@/lib/paths'
import type { Plan } from '@/lib/plans'

/** Signed-out visitors register with the plan preselected; members change plan on /subscription. */
export function usePlanHref(): (plan: Pick<Plan, 'slug'>) => string {
  const { status } = useSession()
  const base = status === 'signed-in' ? paths.subscription : paths.registration
  return (plan) => `${base}?plan=${plan.slug}`
}
