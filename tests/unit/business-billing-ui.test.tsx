/**
 * Issue 46's screens: the billing details check mirrors the server's Arabic messages field by
 * field, a declined card's reason reads in Arabic, a promotion shows wherever a plan's price does,
 * and the proration is listed line by line.
 */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PlanPrice } from '@/components/plan-price'
import { PriceBreakdown } from '@/components/price-breakdown'
import { declineMessage, declineMessages } from '@/features/payments/lib/result'
import {
  BILLING_FIELD_BY_HINT,
  billingDetailsSchema,
  billingDigits,
  billingMessages,
  emptyBillingDetails,
} from '@/features/subscription/lib/billing-details'
import { formatLongDate, formatSar } from '@/lib/format'
import { toCreditLines } from '@/lib/price-quote'

const valid = {
  ...emptyBillingDetails,
  legal_name: 'شركة مطاعم الخليج المحدودة',
  vat_number: '300000000000003',
  cr_number: '4030123456',
  building_number: '1234',
  street: 'طريق الملك عبدالعزيز',
  district: 'الروضة',
  city: 'جدة',
  postal_code: '23432',
  additional_number: '5678',
}

function errorsOf(values: typeof valid): Record<string, string> {
  const result = billingDetailsSchema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  )
}

describe('billing details (client check, mirroring set_billing_details)', () => {
  it('accepts a full address, optional numbers left empty, and Arabic-Indic digits', () => {
    expect(errorsOf(valid)).toEqual({})
    expect(errorsOf({ ...valid, vat_number: '', cr_number: '', additional_number: '' })).toEqual({})
    expect(errorsOf({ ...valid, vat_number: '٣٠٠ ٠٠٠ ٠٠٠ ٠٠٠ ٠٠٣', postal_code: '٢٣٤٣٢' })).toEqual(
      {},
    )
    expect(billingDigits('٣٠٠ ۱۲۳')).toBe('300123')
  })

  it.each([
    ['vat_number', '123456789012345', billingMessages.vat],
    ['vat_number', '30000000000003', billingMessages.vat],
    ['vat_number', '300000000000004', billingMessages.vat],
    ['cr_number', '12345', billingMessages.cr],
    ['building_number', '123', billingMessages.building],
    ['postal_code', '1234', billingMessages.postal],
    ['additional_number', '12', billingMessages.additional],
    ['district', '   ', billingMessages.district],
    ['street', '', billingMessages.street],
    ['city', '', billingMessages.city],
    ['legal_name', '', billingMessages.legalNameRequired],
    ['legal_name', 'Gulf Restaurants Ltd', billingMessages.legalNameArabic],
    ['legal_name', 'ش'.repeat(151), billingMessages.legalNameLong],
  ] as const)('%s = %j → its own Arabic message', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message })
  })

  it("the issue's VAT message, verbatim, and every server hint lands on its field", () => {
    expect(billingMessages.vat).toBe('الرقم الضريبي يجب أن يتكون من 15 رقماً ويبدأ وينتهي بالرقم 3')
    expect(Object.values(BILLING_FIELD_BY_HINT).sort()).toEqual(Object.keys(valid).sort())
  })
})

describe('a declined card says why', () => {
  it('maps each reason of payment-status to Arabic, and nothing for an unknown one', () => {
    expect(declineMessage('insufficient_funds')).toContain('عدم كفاية الرصيد')
    expect(declineMessage('card_expired')).toContain('منتهية الصلاحية')
    expect(declineMessage('three_ds_failed')).toContain('3-D Secure')
    expect(declineMessage('declined_by_bank')).toContain('رفض البنك')
    expect(declineMessage('something_new')).toBeNull()
    expect(declineMessage(null)).toBeNull()
    for (const text of Object.values(declineMessages)) expect(text).toMatch(/[\u0600-\u06FF]/)
  })
})

describe('prices', () => {
  it('shows the promoted price over the struck-through one, and the plain price without one', () => {
    const { rerender } = render(
      <PlanPrice
        plan={{ price: 499, billingCycle: 'lifetime' }}
        promotion={{ name: 'عرض الإطلاق', discountedPrice: 399.2, message: 'خصم 20٪' }}
      />,
    )
    expect(screen.getByTestId('promoted-price').textContent).toBe(`${formatSar(399.2)} مرة واحدة`)
    const struck = document.querySelector('s')
    expect(struck?.textContent).toBe(`بدلاً من ${formatSar(499)} مرة واحدة`)
    expect(screen.getByText('خصم 20٪')).toBeInTheDocument()
    rerender(<PlanPrice plan={{ price: 499, billingCycle: 'lifetime' }} />)
    expect(screen.queryByTestId('promoted-price')).toBeNull()
    expect(document.body.textContent).toBe(`${formatSar(499)} مرة واحدة`)
  })

  it('lists the proration line by line: the new plan for the rest and the unused credit', () => {
    const creditLines = toCreditLines([
      {
        kind: 'new_plan',
        label: 'خطة المميزة لبقية فترتك الحالية',
        amount: 38,
        period_start: '2026-11-29T00:00:00Z',
        period_end: '2026-12-19T00:00:00Z',
      },
      {
        kind: 'unused_credit',
        label: 'رصيد الجزء غير المستخدم من خطة الأساسية',
        amount: -12.67,
        period_start: '2026-11-29T00:00:00Z',
        period_end: '2026-12-19T00:00:00Z',
      },
    ])
    render(
      <PriceBreakdown
        quote={{
          originalAmount: 57,
          prorationAmount: 25.33,
          promotionName: null,
          promotionDiscount: 0,
          discountCode: null,
          discountAmount: 0,
          finalAmount: 25.33,
          creditLines,
        }}
      />,
    )
    const dates = `(من ${formatLongDate('2026-11-29T00:00:00Z')} إلى ${formatLongDate('2026-12-19T00:00:00Z')})`
    expect(
      screen.getByText(`خطة المميزة لبقية فترتك الحالية ${dates}`).nextSibling?.textContent,
    ).toBe(formatSar(38))
    expect(
      screen.getByText(`رصيد الجزء غير المستخدم من خطة الأساسية ${dates}`).nextSibling?.textContent,
    ).toBe(`- ${formatSar(12.67)}`)
    expect(screen.getByText('فرق السعر لبقية فترتك الحالية').nextSibling?.textContent).toBe(
      formatSar(25.33),
    )
    expect(screen.getByTestId('quote-total').textContent).toBe(formatSar(25.33))
  })
})
