// Plain REST (@/lib/anon-rest): the sign-up wizard reads it as /pricing does
// (src/features/marketing/api/plans.ts keeps its own copy: the static /pricing page's budget
// has no room for one more shared chunk, docs/performance.md).
import { anonRest } from './anon-rest'
import type { Database } from '@/types/database'

type OfferRow =
  Database['public']['Functions']['get_active_promotional_offer']['Returns'] extends (infer R)[]
    ? R
    : never

/** A plan's live promotion: the price after it (VAT included) and its line. */
export type PlanPromotion = { name: string; discountedPrice: number; message: string | null }

/**
 * The promotion the server applies to `slug` today (get_active_promotional_offer, the same function
 * the payment quote uses), or undefined when there is none or it cannot be read: a price shown
 * anywhere (/pricing, the wizard) is then the plan's own, never a guess.
 */
export async function fetchPlanPromotion(slug: string): Promise<PlanPromotion | undefined> {
  try {
    const rows = await anonRest<OfferRow[]>('rpc/get_active_promotional_offer', {
      body: { plan_slug_input: slug },
    })
    const offer = rows[0]
    if (!offer?.has_promotion) return undefined
    return {
      name: offer.name ?? '',
      discountedPrice: Number(offer.discounted_amount),
      message: offer.promo_message,
    }
  } catch {
    return undefined
  }
}
