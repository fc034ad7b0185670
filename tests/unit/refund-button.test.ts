import { describe, expect, it } from 'vitest'
import { mayAskRefund, type Invoice } from '@/features/subscription/api/invoices-api'

const NOW = Date.parse('2026-11-28T12:00:00Z')
const DAY = 86_400_000

function invoice(
  id: string,
  planSlug: string,
  daysAgo: number,
  extra: Partial<Invoice> = {},
): Invoice {
  return {
    id,
    kind: 'invoice',
    number: `SND-INV-${id}`,
    paymentId: `pay-${id}`,
    originalInvoiceId: null,
    buyerEmail: null,
    buyerName: null,
    planSlug,
    planName: planSlug,
    periodStart: null,
    periodEnd: null,
    currency: 'SAR',
    lines: [],
    total: 19,
    vatRate: 15,
    vatAmount: 2.48,
    netAmount: 16.52,
    sellerName: 'سند',
    sellerVatNumber: '300000000000003',
    sellerAddress: 'الرياض',
    reason: null,
    qr: '',
    issuedAt: new Date(NOW - daysAgo * DAY).toISOString(),
    ...extra,
  }
}

const creditNote = (id: string, of: Invoice) =>
  invoice(id, of.planSlug, 0, { kind: 'credit_note', originalInvoiceId: of.id })

describe('the refund button (comfort; refund_eligibility decides)', () => {
  it('shows on the first invoice of a plan within 7 days, once', () => {
    const basic = invoice('a', 'basic', 2)
    expect(mayAskRefund(basic, [basic], NOW)).toBe(true)
    expect(mayAskRefund(invoice('b', 'basic', 8), [invoice('b', 'basic', 8)], NOW)).toBe(false)
    expect(mayAskRefund(basic, [basic, creditNote('c', basic)], NOW)).toBe(false)
  })

  it('shows on the newest payment only: an upgrade is refunded before the plan under it', () => {
    const basic = invoice('a', 'basic', 3)
    const premium = invoice('b', 'premium', 1)
    expect(mayAskRefund(basic, [basic, premium], NOW)).toBe(false)
    expect(mayAskRefund(premium, [basic, premium], NOW)).toBe(true)
    // Once the upgrade is refunded, the basic payment is the newest one left.
    const all = [basic, premium, creditNote('c', premium)]
    expect(mayAskRefund(basic, all, NOW)).toBe(true)
    expect(mayAskRefund(premium, all, NOW)).toBe(false)
  })
})
