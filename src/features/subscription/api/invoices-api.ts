import { toInvoiceBuyer } from '../lib/invoice-document'
import { db, invokeFunction, toSubscriptionError } from './client'

/**
 * One line of a tax invoice: VAT-inclusive, negative for a discount; with, when it has them
 * (issue 46), its quantity (seats), unit price and period.
 */
export type InvoiceLine = {
  label: string
  amount: number
  quantity?: number | null
  unitPrice?: number | null
  periodStart?: string | null
  periodEnd?: string | null
}

/** The buyer block as issued (tax_invoices.buyer, never changed after): issue 46. */
export type InvoiceBuyer = {
  legalName: string
  vatNumber: string | null
  crNumber: string | null
  address: {
    buildingNumber: string
    street: string
    district: string
    city: string
    postalCode: string
    additionalNumber: string | null
  } | null
}

export type Invoice = {
  id: string
  kind: 'invoice' | 'credit_note'
  number: string
  paymentId: string
  originalInvoiceId: string | null
  buyerEmail: string | null
  buyerName: string | null
  planSlug: string
  planName: string
  periodStart: string | null
  periodEnd: string | null
  currency: string
  lines: InvoiceLine[]
  total: number
  vatRate: number
  vatAmount: number
  netAmount: number
  sellerName: string
  sellerVatNumber: string
  sellerAddress: string
  reason: string | null
  issuedAt: string
  qr: string
  /** «فاتورة ضريبية» (standard, a buyer with a VAT number) or the simplified one. */
  invoiceType?: 'simplified' | 'standard'
  buyer?: InvoiceBuyer | null
  companyId?: string | null
  /** A credit note's original invoice number, when known. */
  originalInvoiceNumber?: string | null
}

const COLUMNS =
  'id, kind, invoice_number, payment_id, original_invoice_id, buyer_email, buyer_name, plan_slug, plan_name, period_start, period_end, currency, lines, total_amount, vat_rate, vat_amount, net_amount, seller_name, seller_vat_number, seller_address, reason, issued_at, qr_base64, invoice_type, buyer, company_id'

type InvoiceRow = {
  id: string
  kind: string
  invoice_number: string
  payment_id: string
  original_invoice_id: string | null
  buyer_email: string | null
  buyer_name: string | null
  plan_slug: string
  plan_name: string
  period_start: string | null
  period_end: string | null
  currency: string
  lines: unknown
  total_amount: number | string
  vat_rate: number | string
  vat_amount: number | string
  net_amount: number | string
  seller_name: string
  seller_vat_number: string
  seller_address: string
  reason: string | null
  issued_at: string
  qr_base64: string
  invoice_type: string
  buyer: unknown
  company_id: string | null
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value)

function toLines(value: unknown): InvoiceLine[] {
  if (!Array.isArray(value)) return []
  return value.map((line: Record<string, unknown>) => ({
    label: String(line?.label ?? ''),
    amount: Number(line?.amount ?? 0),
    quantity: numberOrNull(line?.quantity),
    unitPrice: numberOrNull(line?.unit_price),
    periodStart: text(line?.period_start),
    periodEnd: text(line?.period_end),
  }))
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
    number: row.invoice_number,
    paymentId: row.payment_id,
    originalInvoiceId: row.original_invoice_id,
    buyerEmail: row.buyer_email,
    buyerName: row.buyer_name,
    planSlug: row.plan_slug,
    planName: row.plan_name,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    currency: row.currency,
    lines: toLines(row.lines),
    total: Number(row.total_amount),
    vatRate: Number(row.vat_rate),
    vatAmount: Number(row.vat_amount),
    netAmount: Number(row.net_amount),
    sellerName: row.seller_name,
    sellerVatNumber: row.seller_vat_number,
    sellerAddress: row.seller_address,
    reason: row.reason,
    issuedAt: row.issued_at,
    qr: row.qr_base64,
    invoiceType: row.invoice_type === 'standard' ? 'standard' : 'simplified',
    buyer: toInvoiceBuyer(row.buyer),
    companyId: row.company_id,
  }
}

/** Credit notes carry their original invoice's number (the list has every invoice to look in). */
function withOriginalNumbers(invoices: Invoice[]): Invoice[] {
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]))
  return invoices.map((invoice) =>
    invoice.originalInvoiceId
      ? { ...invoice, originalInvoiceNumber: numbers.get(invoice.originalInvoiceId) ?? null }
      : invoice,
  )
}

/**
 * The user's own tax invoices and credit notes, newest first (RLS: their own only). A company's
 * (issue 46) are on the company's billing page, not here.
 */
export async function fetchInvoices(userId: string): Promise<Invoice[]> {
  const { data, error } = await (
    await db()
  )
    .from('tax_invoices')
    .select(COLUMNS)
    .eq('user_id', userId)
    .is('company_id', null)
    .order('issued_at', { ascending: false })
    .limit(50)
  if (error) throw toSubscriptionError(error)
  return withOriginalNumbers((data as InvoiceRow[]).map(toInvoice))
}

/** A company's invoices and credit notes, newest first (RLS: its owner and the payer). */
export async function fetchCompanyInvoices(companyId: string): Promise<Invoice[]> {
  const { data, error } = await (
    await db()
  )
    .from('tax_invoices')
    .select(COLUMNS)
    .eq('company_id', companyId)
    .order('issued_at', { ascending: false })
    .limit(100)
  if (error) throw toSubscriptionError(error)
  return withOriginalNumbers((data as InvoiceRow[]).map(toInvoice))
}

/** One invoice or credit note; null when it is not there or not the caller's. */
export async function fetchInvoice(id: string): Promise<Invoice | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const { data, error } = await (
    await db()
  )
    .from('tax_invoices')
    .select(COLUMNS)
    .eq('id', id)
    .maybeSingle()
  if (error) throw toSubscriptionError(error)
  if (!data) return null
  const invoice = toInvoice(data as InvoiceRow)
  if (!invoice.originalInvoiceId) return invoice
  // A credit note names the invoice it corrects.
  const original = await (
    await db()
  )
    .from('tax_invoices')
    .select('invoice_number')
    .eq('id', invoice.originalInvoiceId)
    .maybeSingle()
  return { ...invoice, originalInvoiceNumber: original.data?.invoice_number ?? null }
}

export type RefundResult = {
  refund: { id: string; status: string; amount: number; currency: string }
  credit_note: { id: string; number: string }
  full: boolean
}

/** Asks the refund function; the server decides eligibility and the amount. */
export function requestRefund(paymentId: string, reason: string): Promise<RefundResult> {
  return invokeFunction<RefundResult>('refund', { payment_id: paymentId, reason })
}

/**
 * Comfort only (the server decides, refund_eligibility): the refund button shows for the first 7
 * days, once, on the first invoice of a plan, and only on the newest invoice not refunded yet (a
 * later payment, such as an upgrade, is refunded first).
 */
export function mayAskRefund(invoice: Invoice, all: Invoice[], now = Date.now()): boolean {
  if (invoice.kind !== 'invoice') return false
  if (now - new Date(invoice.issuedAt).getTime() > 7 * 24 * 60 * 60 * 1000) return false
  const refunded = (target: Invoice) => all.some((other) => other.originalInvoiceId === target.id)
  if (refunded(invoice)) return false
  const issued = new Date(invoice.issuedAt).getTime()
  return !all.some(
    (other) =>
      other.kind === 'invoice' &&
      ((other.planSlug === invoice.planSlug && new Date(other.issuedAt).getTime() < issued) ||
        (new Date(other.issuedAt).getTime() > issued && !refunded(other))),
  )
}
