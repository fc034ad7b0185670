import { fetchPublicPlans } from '@/features/marketing/api/plans'
import { formatPlanPrice } from '@/lib/plans'

/*
 * /pricing on the static page: the cards are prerendered from the bundled catalogue (PlanCard,
 * with the promotion's line laid out but invisible); one small fetch of the live plans and
 * promotions (plain REST, as the app's pricing page reads them) then shows each current
 * promotion and the live price without moving anything on the page. Only what differs from the
 * prerendered card is written: an unchanged page costs no style or layout pass of its own (the
 * whole page's, several frames' worth at Lighthouse's 4× CPU, was a long task just after the
 * first paint).
 */
function setText(node: Element | null | undefined, text: string): void {
  if (node && node.textContent !== text) node.textContent = text
}

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
    const promotion = plan.promotion
    setText(
      card.querySelector('[data-price]'),
      formatPlanPrice(promotion ? { ...plan, price: promotion.discountedPrice } : plan),
    )
    // The promotion's line is always laid out (see PlanCard): showing it moves nothing.
    const block = card.querySelector<HTMLElement>('[data-promotion]')
    if (!block) continue
    if (promotion) {
      const message = block.querySelector<HTMLElement>('[data-promotion-message]')
      const text = promotion.message ?? promotion.name
      setText(message, text)
      if (message && message.title !== text) message.title = text
      setText(block.querySelector('[data-promotion-was]'), formatPlanPrice(plan))
      block.removeAttribute('aria-hidden')
    } else if (block.getAttribute('aria-hidden') !== 'true') {
      block.setAttribute('aria-hidden', 'true')
    }
  }
}
