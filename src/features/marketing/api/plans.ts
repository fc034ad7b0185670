// Plain REST (@/lib/anon-rest): no supabase-js for a first visit of /pricing.
import { anonRest } from '@/lib/anon-rest'
import { getPlan, type Plan, type PlanLimits, type PlanSlug } from '@/lib/plans'
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
type OfferRow =
  Database['public']['Functions']['get_active_promotional_offer']['Returns'] extends (infer R)[]
    ? R
    : never

async function activeOffer(slug: string): Promise<OfferRow | undefined> {
  try {
    const rows = await anonRest<OfferRow[]>('rpc/get_active_promotional_offer', {
      body: { plan_slug_input: slug },
    })
    return rows[0]
  } catch {
    return undefined
  }
}

export type PlanPromotion = { name: string; discountedPrice: number; message: string | null }
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
      const promotion = await activeOffer(row.slug)
      if (!promotion?.has_promotion) return plan
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
