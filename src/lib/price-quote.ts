/** What the server quoted (quote_plan_change): every figure VAT included, in SAR. */
export type PriceQuote = {
  originalAmount: number
  prorationAmount: number | null
  promotionName: string | null
  promotionDiscount: number
  discountCode: string | null
  discountAmount: number
  finalAmount: number
  /**
   * The proration line by line (issue 46): the new plan for the rest of the period and the credit
   * for the unused part of the current one (negative); their sum is `prorationAmount`.
   */
  creditLines?: CreditLine[]
}

export type CreditLine = {
  label: string
  amount: number
  periodStart: string | null
  periodEnd: string | null
}

/** quote_plan_change's credit_lines (jsonb) as the breakdown shows them; [] when absent. */
export function toCreditLines(value: unknown): CreditLine[] {
  if (!Array.isArray(value)) return []
  return value.map((line: Record<string, unknown>) => ({
    label: String(line?.label ?? ''),
    amount: Number(line?.amount ?? 0),
    periodStart: typeof line?.period_start === 'string' ? line.period_start : null,
    periodEnd: typeof line?.period_end === 'string' ? line.period_end : null,
  }))
}
