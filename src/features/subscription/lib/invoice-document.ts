/*
 * What an invoice PDF shows (issue 46), without the renderer: the pages build an InvoiceDocument
 * from the row they read (toInvoiceDocument) and hand it to lib/invoice-pdf.ts, which they import
 * lazily. This file is light on purpose: importing it does not load pdf-lib.
 */
import type { Invoice, InvoiceBuyer, InvoiceLine } from '../api/invoices-api'
import { interfaceDates, onFirstUse } from '@/lib/format'

// The invoice as the app reads it (api/invoices-api.ts maps issue 46's columns: invoice_type,
// buyer, lines with quantity, unit price and period) is what the PDF shows.
export type { InvoiceBuyer }
/** The buyer's national address as issued (issue 46's billing details). */
export type InvoiceBuyerAddress = NonNullable<InvoiceBuyer['address']>
/** A line with, when it has them, its quantity (seats), unit price and period. */
export type InvoiceDocumentLine = InvoiceLine
/** What the PDF shows: the invoice, with issue 46's optional fields. */
export type InvoiceDocument = Invoice

/** The national address on one line, for the HTML and the PDF alike: «المبنى 1234، شارع …، حي …، الرياض 12345، الرقم الإضافي 5678» */
export function formatBuyerAddress(address: InvoiceBuyerAddress): string {
  const parts = [
    `المبنى ${address.buildingNumber}`,
    address.street,
    address.district,
    `${address.city} ${address.postalCode}`,
  ]
  if (address.additionalNumber) parts.push(`الرقم الإضافي ${address.additionalNumber}`)
  parts.push('المملكة العربية السعودية')
  return parts.join('، ')
}

/** The date and time of issue in Riyadh, «29 نوفمبر 2026 في 12:30 م» (Latin digits). */
const invoiceDateTime = onFirstUse(() =>
  interfaceDates({
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  }),
)
export const formatInvoiceDateTime = (value: string) => invoiceDateTime().format(new Date(value))

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null
const number = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || Number.isNaN(Number(value))
    ? null
    : Number(value)

/** `tax_invoices.buyer` (the snapshot at issue, snake_case jsonb) as an InvoiceBuyer. */
export function toInvoiceBuyer(value: unknown): InvoiceBuyer | null {
  if (!value || typeof value !== 'object') return null
  const buyer = value as Record<string, unknown>
  const legalName = text(buyer.legal_name)
  if (!legalName) return null
  const address = buyer.address as Record<string, unknown> | null | undefined
  return {
    legalName,
    vatNumber: text(buyer.vat_number),
    crNumber: text(buyer.cr_number),
    address:
      address && typeof address === 'object'
        ? {
            buildingNumber: text(address.building_number) ?? '',
            street: text(address.street) ?? '',
            district: text(address.district) ?? '',
            city: text(address.city) ?? '',
            postalCode: text(address.postal_code) ?? '',
            additionalNumber: text(address.additional_number),
          }
        : null,
  }
}

/**
 * An invoice and the issue-46 columns of its row (`invoice_type`, `buyer`, `lines` with
 * `quantity`, `unit_price`, `period_start`, `period_end`) as what the PDF shows.
 */
export function toInvoiceDocument(
  invoice: Invoice,
  row: { invoice_type?: unknown; buyer?: unknown; lines?: unknown },
  originalInvoiceNumber: string | null = null,
): InvoiceDocument {
  const raw = Array.isArray(row.lines) ? (row.lines as Record<string, unknown>[]) : []
  return {
    ...invoice,
    invoiceType: row.invoice_type === 'standard' ? 'standard' : 'simplified',
    buyer: toInvoiceBuyer(row.buyer),
    originalInvoiceNumber,
    lines: invoice.lines.map((line, index) => {
      const extra = raw[index] ?? {}
      return {
        ...line,
        quantity: number(extra.quantity),
        unitPrice: number(extra.unit_price),
        periodStart: text(extra.period_start),
        periodEnd: text(extra.period_end),
      }
    }),
  }
}
