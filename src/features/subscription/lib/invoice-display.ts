/*
 * The invoice's title as the HTML invoice and its PDF both say it, in a module light enough for
 * the page (the PDF module, pdf-lib, loads only on a download). The document type, the address
 * line and the date format are in lib/invoice-document.ts.
 */
import type { InvoiceDocument } from './invoice-document'

/** The title, as on the HTML invoice. */
export function invoiceTitle(doc: Pick<InvoiceDocument, 'kind' | 'invoiceType'>): string {
  if (doc.kind === 'credit_note') return 'إشعار دائن'
  return doc.invoiceType === 'standard' ? 'فاتورة ضريبية' : 'فاتورة ضريبية مبسطة'
}
