// Plain REST (@/lib/anon-rest): no supabase-js for a first visit of /pricing.
import { anonRest } from '@/lib/anon-rest'
import { getPlan, type Plan, type PlanLimits, type PlanSlug } from '@/lib/plans'
import { fetchPlanPromotion, type PlanPromotion } from '@/lib/promotions'
import type { Database } from '@/types/database'

type PlanRow = Pick<
  Database['public']['Tables']['plans']['Row'],
  | 'slug'
  | 'name'
  | 'name_en'
  | 'description'
  | 'description_en'
  | 'price'
  | 'currency'
  | 'billing_cycle'
  | 'features'
  | 'features_en'
  | 'limits'
  | 'is_popular'
>
export type PublicPlan = Plan & { promotion?: PlanPromotion }

export const planKeys = { public: ['marketing', 'plans'] as const }

/**
 * The plans as the database has them (the source of truth, ARCHITECTURE 3) with each paid plan's
 * current promotion. The bundled copy in @/lib/plans paints first; this replaces it once loaded.
 */
export async function fetchPublicPlans(): Promise<PublicPlan[]> {
  const data = await anonRest<PlanRow[]>(
    'plans?select=slug,name,name_en,description,description_en,price,currency,billing_cycle,features,features_en,limits,is_popular&is_active=eq.true&order=sort_order',
  )
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
      const promotion = await fetchPlanPromotion(row.slug)
      return promotion ? { ...plan, promotion } : plan
    }),
  )
}
