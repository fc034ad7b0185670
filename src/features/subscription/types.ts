/** Starting a card payment: provided by the payments feature, composed in src/app. */
export type CheckoutInput = {
  plan: string
  discountCode?: string | null
  reason?: string
  /** Monthly plans: renew automatically from the card paid with (Tap save_card). */
  autoRenew?: boolean
}
export type StartCheckout = (input: CheckoutInput) => Promise<{ id: string; url: string }>
