/*
 * What the HTML invoice (pages/invoice-page.tsx) and its PDF (lib/invoice-pdf.ts) both say, in a
 * module light enough for the page: the PDF module (pdf-lib) loads only on a download.
 */
import type { InvoiceBuyerAddress, InvoiceDocument } from './invoice-pdf'

/** The title, as on the HTML invoice. */
export function invoiceTitle(doc: Pick<InvoiceDocument, 'kind' | 'invoiceType'>): string {
  if (doc.kind === 'credit_note') return 'إشعار دائن'
  return doc.invoiceType === 'standard' ? 'فاتورة ضريبية' : 'فاتورة ضريبية مبسطة'
}

/** «المبنى 1234، شارع …، حي …، الرياض 12345، الرقم الإضافي 5678» */
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
