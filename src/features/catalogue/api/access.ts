import { queryOptions } from '@tanstack/react-query'
import type { Database } from '@/types/database'
import { currentUserId, db, toCatalogueError } from './client'
import { catalogueKeys } from './keys'

export type PlanRow = Pick<
  Database['public']['Tables']['plans']['Row'],
  | 'slug'
  | 'name'
  | 'name_en'
  | 'rank'
  | 'price'
  | 'billing_cycle'
  | 'features'
  | 'limits'
  | 'description'
>

export type Access = {
  planSlug: string
  planName: string
  /** Rank of the plan usable now (trial 0 .. lifetime 4); -1 without access. */
  rank: number
  status: string
  daysLeft: number | null
  expiresAt: string | null
  isExpired: boolean
  inGrace: boolean
}

export async function fetchPlans(): Promise<PlanRow[]> {
  const client = await db()
  const { data, error } = await client
    .from('plans')
    .select('slug, name, name_en, rank, price, billing_cycle, features, limits, description')
    .eq('is_active', true)
    .order('sort_order')
  if (error) throw toCatalogueError(error)
  return data
}

export const plansQuery = () =>
  queryOptions({ queryKey: catalogueKeys.plans(), queryFn: fetchPlans, staleTime: 10 * 60_000 })

/** The user's plan and days left, from get_user_subscription (the spec's subscription view). */
export async function fetchAccess(): Promise<Access> {
  const userId = currentUserId()
  const client = await db()
  const [subscription, plans] = await Promise.all([
    client.rpc('get_user_subscription', { user_uuid: userId }),
    fetchPlans(),
  ])
  if (subscription.error) throw toCatalogueError(subscription.error)
  const view = subscription.data[0]
  const slug = view?.plan_id ?? 'trial'
  const plan = plans.find((p) => p.slug === slug)
  const hasAccess = view ? !view.is_expired || view.is_in_grace_period : false
  return {
    planSlug: slug,
    planName: plan?.name ?? slug,
    rank: hasAccess && plan ? plan.rank : -1,
    status: view?.subscription_status ?? 'inactive',
    daysLeft: view?.days_until_expiry ?? null,
    expiresAt: view?.expires_at ?? null,
    isExpired: view?.is_expired ?? true,
    inGrace: view?.is_in_grace_period ?? false,
  }
}

export const accessQuery = (userId: string) =>
  queryOptions({ queryKey: catalogueKeys.access(userId), queryFn: fetchAccess, staleTime: 60_000 })
