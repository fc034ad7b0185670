/** Starting a card payment: provided by the payments feature, composed in src/app. */
export type CheckoutInput = {
  plan: string
  discountCode?: string | null
  reason?: string
  /** Monthly plans: renew automatically from the card paid with (Tap save_card). */
  autoRenew?: boolean
  /** A monthly plan bought for a year at its annual price (issue 46). */
  period?: 'month' | 'year'
}
export type StartCheckout = (input: CheckoutInput) => Promise<{ id: string; url: string }>

/** A company's purchase (issue 46): seats of a team plan, or seats added mid-period. */
export type CompanyCheckoutInput =
  | {
      companyId: string
      plan: string
      seats: number
      period: 'month' | 'year'
      discountCode?: string | null
      autoRenew?: boolean
    }
  | { companyId: string; addSeats: number }
export type StartCompanyCheckout = (
  input: CompanyCheckoutInput,
) => Promise<{ id: string; url: string }>
