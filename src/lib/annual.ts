/** A personal plan's billing period (issue 46): a month, or a year at `plans.annual_price`. */
export type BillingPeriod = 'month' | 'year'

export const DAYS_IN_PERIOD: Record<BillingPeriod, number> = { month: 30, year: 365 }

/**
 * What a year saves against twelve monthly payments, both list prices VAT included; null when the
 * plan has no annual offer or the year saves nothing. `percent` is rounded down (never overstated).
 */
export function annualSaving(
  monthlyPrice: number,
  annualPrice: number | null,
): { amount: number; percent: number } | null {
  if (annualPrice === null || !(monthlyPrice > 0)) return null
  const twelve = Math.round(monthlyPrice * 12 * 100)
  const saved = twelve - Math.round(annualPrice * 100)
  if (saved <= 0) return null
  return { amount: saved / 100, percent: Math.floor((saved * 100) / twelve) }
}
