import { render, screen } from '@testing-library/react'
import { PriceBreakdown } from '@/features/subscription/components/price-breakdown'
import {
  outcomeFromCharge,
  outcomeFromStatus,
  resultMessages,
} from '@/features/payments/lib/result'
import { formatSar } from '@/lib/format'

describe('payment result (spec 4, 8)', () => {
  it('reads the status parameter as the spec lists it', () => {
    expect(outcomeFromStatus('success')).toBe('success')
    expect(outcomeFromStatus('CAPTURED')).toBe('success')
    expect(outcomeFromStatus('failed')).toBe('failed')
    expect(outcomeFromStatus('FAILED')).toBe('failed')
    expect(outcomeFromStatus('cancelled')).toBe('cancelled')
    expect(outcomeFromStatus('CANCELLED')).toBe('cancelled')
    expect(outcomeFromStatus('INITIATED')).toBeNull()
    expect(outcomeFromStatus(null)).toBeNull()
  })

  it('a retrieved charge is a success only when CAPTURED', () => {
    expect(outcomeFromCharge('CAPTURED')).toBe('success')
    expect(outcomeFromCharge('DECLINED')).toBe('failed')
    expect(outcomeFromCharge('INITIATED')).toBe('failed')
    expect(outcomeFromCharge('CANCELLED')).toBe('cancelled')
  })

  it('keeps the spec messages verbatim', () => {
    expect(resultMessages).toEqual({
      missingId: 'لم يتم العثور على معرف الدفع',
      failed: 'فشل في عملية الدفع. يرجى المحاولة مرة أخرى.',
      cancelled: 'تم إلغاء عملية الدفع.',
      checkError: 'حدث خطأ أثناء التحقق من حالة الدفع',
    })
  })
})

describe('price breakdown', () => {
  it('lists original, proration, promotion, code and the total', () => {
    render(
      <PriceBreakdown
        quote={{
          planSlug: 'premium',
          changeType: 'upgrade',
          originalAmount: 57,
          prorationAmount: 12.67,
          promotionName: 'عرض',
          promotionDiscount: 2.53,
          discountCode: 'WELCOME10',
          discountAmount: 1.01,
          finalAmount: 9.13,
          currency: 'SAR',
          codeError: null,
        }}
      />,
    )
    expect(screen.getByLabelText('تفاصيل السعر')).toBeInTheDocument()
    expect(screen.getByText('السعر الأصلي').nextSibling?.textContent).toBe(formatSar(57))
    expect(screen.getByText('المبلغ المتناسب لبقية الشهر').nextSibling?.textContent).toBe(
      formatSar(12.67),
    )
    expect(screen.getByText('العرض الترويجي (عرض)').nextSibling?.textContent).toBe(
      `- ${formatSar(2.53)}`,
    )
    expect(screen.getByText('كود الخصم (WELCOME10)').nextSibling?.textContent).toBe(
      `- ${formatSar(1.01)}`,
    )
    expect(screen.getByTestId('quote-total').textContent).toBe(formatSar(9.13))
  })

  it('shows no discount rows when there is none', () => {
    render(
      <PriceBreakdown
        quote={{
          planSlug: 'basic',
          changeType: 'upgrade',
          originalAmount: 19,
          prorationAmount: null,
          promotionName: null,
          promotionDiscount: 0,
          discountCode: null,
          discountAmount: 0,
          finalAmount: 19,
          currency: 'SAR',
          codeError: null,
        }}
      />,
    )
    expect(screen.queryByText(/كود الخصم/)).toBeNull()
    expect(screen.queryByText(/العرض الترويجي/)).toBeNull()
    expect(screen.getByTestId('quote-total').textContent).toBe(formatSar(19))
  })
})
