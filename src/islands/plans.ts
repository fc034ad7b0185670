import { fetchPublicPlans } from '@/features/marketing/api/plans'
import { formatPlanPrice } from '@/lib/plans'

/*
 * /pricing on the static page: the cards are prerendered from the bundled catalogue (PlanCard,
 * with a hidden promotion block); one small fetch of the live plans and promotions (plain REST, as
 * the app's pricing page reads them) then shows each current promotion and the live price. Only
 * what differs from the prerendered card is written: an unchanged page costs no style or layout
 * pass of its own (the whole page's, several frames' worth at Lighthouse's 4× CPU, was a long
 * task just after the first paint).
 */
function setText(node: Element | null | undefined, text: string): void {
  if (node && node.textContent !== text) node.textContent = text
}

function setHidden(node: HTMLElement | null | undefined, hidden: boolean): void {
  if (node && node.hidden !== hidden) node.hidden = hidden
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
    const price = card.querySelector<HTMLElement>('[data-price]')
    const block = card.querySelector<HTMLElement>('[data-promotion]')
    const promotion = plan.promotion
    setText(price, formatPlanPrice(plan))
    if (!block) continue
    if (promotion) {
      const set = (name: string, text: string) =>
        setText(block.querySelector(`[data-promotion-${name}]`), text)
      set('message', promotion.message ?? promotion.name)
      set('was', formatPlanPrice(plan))
      set('price', formatPlanPrice({ ...plan, price: promotion.discountedPrice }))
    }
    setHidden(block, !promotion)
    setHidden(price, Boolean(promotion))
  }
}
