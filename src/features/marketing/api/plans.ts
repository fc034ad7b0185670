import { getPlan, type Plan, type PlanLimits, type PlanSlug } from '@/lib/plans'
import { getSupabase } from '@/lib/supabase'

export type PlanPromotion = { name: string; discountedPrice: number; message: string | null }
export type PublicPlan = Plan & { promotion?: PlanPromotion }

export const planKeys = { public: ['marketing', 'plans'] as const }

/**
 * The plans as the database has them (the source of truth, ARCHITECTURE 3) with each paid plan's
 * current promotion. The bundled copy in @/lib/plans paints first; this replaces it once loaded.
 */
export async function fetchPublicPlans(): Promise<PublicPlan[]> {
  const client = await getSupabase()
  const { data, error } = await client
    .from('plans')
    .select(
      'slug, name, name_en, description, description_en, price, currency, billing_cycle, features, features_en, limits, is_popular',
    )
    .eq('is_active', true)
    .order('sort_order')
  if (error) throw error
  return Promise.all(
    data.map(async (row): Promise<PublicPlan> => {
      const plan: PublicPlan = {
        slug: row.slug as PlanSlug,
        name: row.name,
        nameEn: row.name_en,
        price: Number(row.price),
        currency: 'SAR',
        billingCycle: row.billing_cycle as Plan['billingCycle'],
        features: (row.features as string[] | null) ?? [],
        featuresEn: (row.features_en as string[] | null) ?? [],
        limits: (row.limits ?? getPlan(row.slug)?.limits) as PlanLimits,
        description: row.description,
        descriptionEn: row.description_en,
        isPopular: row.is_popular || undefined,
      }
      if (plan.price === 0) return plan
      const offer = await client.rpc('get_active_promotional_offer', { plan_slug_input: row.slug })
      const promotion = offer.data?.[0]
      if (offer.error || !promotion?.has_promotion) return plan
      return {
        ...plan,
        promotion: {
          name: promotion.name ?? '',
          discountedPrice: Number(promotion.discounted_amount),
          message: promotion.promo_message,
        },
      }
    }),
  )
}
