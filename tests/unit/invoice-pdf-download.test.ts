/**
 * Issue 46: «تنزيل PDF» in the browser (jsdom): the fonts are fetched from the site, the file is
 * saved as `<number>.pdf`, and a failure is one Arabic message, never a crash.
 */
// The unit project is typed for the browser; these node modules have no types there.
// @ts-expect-error: node:fs is untyped in the unit project
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InvoiceDocument } from '@/features/subscription/lib/invoice-document'
import { downloadInvoicePdf, INVOICE_PDF_ERROR } from '@/features/subscription/lib/invoice-pdf'

const note: InvoiceDocument = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'credit_note',
  number: 'SND-CN-000007',
  paymentId: 'chg_1',
  originalInvoiceId: '00000000-0000-4000-8000-000000000001',
  originalInvoiceNumber: 'SND-INV-000123',
  buyerEmail: 'user@example.com',
  buyerName: null,
  planSlug: 'basic',
  planName: 'الأساسية',
  periodStart: null,
  periodEnd: null,
  currency: 'SAR',
  lines: [{ label: 'استرداد الاشتراك', amount: -19 }],
  total: 19,
  vatRate: 0.15,
  vatAmount: 2.48,
  netAmount: 16.52,
  sellerName: 'مؤسسة سند للتقنية',
  sellerVatNumber: '300000000000003',
  sellerAddress: 'الرياض',
  reason: 'استرداد خلال 7 أيام',
  issuedAt: '2026-11-29T09:30:00Z',
  qr: 'AQ3Zhdik2LPYs9ipINiz2YbYrwIPMzAwMDAwMDAwMDAwMDAz',
}

/** Serves the font URLs Vite gives the module from the package files. */
const serveFonts = vi.fn(async (url: string) => {
  const bytes: Uint8Array = readFileSync(url.replace(/^\//, '').replace(/\?.*$/, ''))
  return new Response(new Uint8Array(bytes))
})

describe('downloadInvoicePdf', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('a font that cannot be fetched is the Arabic message, and the next click tries again', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(downloadInvoicePdf(note)).rejects.toThrow(INVOICE_PDF_ERROR)

    vi.stubGlobal('fetch', serveFonts)
    const saved: Blob[] = []
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        saved.push(blob)
        return 'blob:invoice'
      },
      revokeObjectURL: () => {},
    })
    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    await downloadInvoicePdf(note)
    expect(serveFonts).toHaveBeenCalledTimes(4)
    expect(clicked).toEqual(['SND-CN-000007.pdf'])
    expect(saved[0]!.type).toBe('application/pdf')
    const head = new Uint8Array(await saved[0]!.arrayBuffer()).slice(0, 5)
    expect(new TextDecoder().decode(head)).toBe('%PDF-')
  })
})
