import { fetchPublicPlans } from '@/features/marketing/api/plans'
import { formatPlanPrice } from '@/lib/plans'

/*
 * /pricing on the static page: the cards are prerendered from the bundled catalogue (PlanCard,
 * with a hidden promotion block); one small fetch of the live plans and promotions (plain REST, as
 * the app's pricing page reads them) then shows each current promotion and the live price.
 */
export async function refreshPlans(): Promise<void> {
  let plans
  try {
    plans = await fetchPublicPlans()
  } catch {
    return // The bundled prices stay, as in the app when the request fails.
  }
  for (const plan of plans) {
    const card = document.querySelector<HTMLElement>(`article[data-plan="${plan.slug}"]`)
    if (!card) continue
    const price = card.querySelector<HTMLElement>('[data-price]')
    const block = card.querySelector<HTMLElement>('[data-promotion]')
    const promotion = plan.promotion
    if (price) price.textContent = formatPlanPrice(plan)
    if (!block) continue
    if (promotion) {
      const set = (name: string, text: string) => {
        const node = block.querySelector(`[data-promotion-${name}]`)
        if (node) node.textContent = text
      }
      set('message', promotion.message ?? promotion.name)
      set('was', formatPlanPrice(plan))
      set('price', formatPlanPrice({ ...plan, price: promotion.discountedPrice }))
    }
    block.hidden = !promotion
    if (price) price.hidden = Boolean(promotion)
  }
}
