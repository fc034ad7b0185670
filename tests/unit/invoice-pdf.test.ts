// @vitest-environment node
/*
 * Issue 46: the invoice PDF's text, extracted with poppler's pdftotext (Debian's poppler-utils,
 * installed by .ci/run), reads in logical order: the numbers, the buyer's Arabic legal name,
 * both VAT numbers and the totals.
 */
// The unit project is typed for the browser; these node modules have no types there.
// @ts-expect-error: node:child_process is untyped in the unit project
import { execFileSync } from 'node:child_process'
// @ts-expect-error: node:fs is untyped in the unit project
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
// @ts-expect-error: node:os is untyped in the unit project
import { tmpdir } from 'node:os'
// @ts-expect-error: node:path is untyped in the unit project
import { join } from 'node:path'
// @ts-expect-error: node:zlib is untyped in the unit project
import { inflateSync } from 'node:zlib'
import { PDFDocument, PDFRawStream } from 'pdf-lib'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import {
  type InvoiceDocument,
  type InvoiceFontFiles,
  invoicePdfFilename,
  loadInvoiceFonts,
  renderInvoicePdf,
} from '@/features/subscription/lib/invoice-pdf'
import { toInvoiceDocument } from '@/features/subscription/lib/invoice-document'

const FILES = 'node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic'
const font = (script: string, weight: number) =>
  new Uint8Array(readFileSync(`${FILES}-${script}-${weight}-normal.woff`))
const fonts: InvoiceFontFiles = {
  arabicRegular: font('arabic', 400),
  arabicBold: font('arabic', 700),
  latinRegular: font('latin', 400),
  latinBold: font('latin', 700),
}

const BUYER_NAME = 'شركة الأفق للحلول التقنية المحدودة'
const SELLER_VAT = '300000000000003'
const BUYER_VAT = '310122393500003'

const standard: InvoiceDocument = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'invoice',
  invoiceType: 'standard',
  number: 'SND-INV-2026-000123',
  paymentId: 'chg_TS0000000000000001',
  originalInvoiceId: null,
  buyerEmail: 'owner@example.com',
  buyerName: 'سارة العتيبي',
  buyer: {
    legalName: BUYER_NAME,
    vatNumber: BUYER_VAT,
    crNumber: '1010123456',
    address: {
      buildingNumber: '1234',
      street: 'طريق الملك فهد',
      district: 'العليا',
      city: 'الرياض',
      postalCode: '12211',
      additionalNumber: '5678',
    },
  },
  planSlug: 'premium',
  planName: 'الفريق',
  periodStart: '2026-11-29',
  periodEnd: '2026-12-29',
  currency: 'SAR',
  lines: [
    { label: 'الفريق: 5 مقاعد (شهري)', amount: 245, quantity: 5, unitPrice: 49 },
    {
      label: 'مقعدان إضافيان للفترة المتبقية',
      amount: 52.27,
      quantity: 2,
      unitPrice: 26.14,
      periodStart: '2026-12-13',
      periodEnd: '2026-12-29',
    },
  ],
  total: 297.27,
  vatRate: 0.15,
  vatAmount: 38.77,
  netAmount: 258.5,
  sellerName: 'مؤسسة سند للتقنية',
  sellerVatNumber: SELLER_VAT,
  sellerAddress: 'الرياض، المملكة العربية السعودية',
  reason: null,
  issuedAt: '2026-11-29T09:30:00Z',
  qr: 'AQ3Zhdik2LPYs9ipINiz2YbYrwIPMzAwMDAwMDAwMDAwMDAz',
}

const creditNote: InvoiceDocument = {
  ...standard,
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'credit_note',
  number: 'SND-CN-2026-000007',
  originalInvoiceId: standard.id,
  originalInvoiceNumber: standard.number,
  reason: 'تخفيض عدد المقاعد من 7 إلى 5',
  lines: [{ label: 'استرداد مقعدين', amount: -52.27 }],
  total: 52.27,
  vatAmount: 6.82,
  netAmount: 45.45,
}

const dir: string = mkdtempSync(join(tmpdir(), 'invoice-pdf-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** pdftotext's text of the PDF, without the direction marks it wraps right-to-left lines in. */
function extract(bytes: Uint8Array, name: string, layout: boolean): string {
  const file = join(dir, `${name}.pdf`)
  writeFileSync(file, bytes)
  const args = [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-']
  const text: string = execFileSync('pdftotext', args, { encoding: 'utf8' })
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
}

/** The lines of the text, each trimmed with its runs of spaces made one. */
const lines = (text: string) => text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim())

/** The lines that contain `needle`. */
const linesWith = (text: string, needle: string) => lines(text).filter((l) => l.includes(needle))

/**
 * The glyphs of the PDF's fonts that stand for `char` (their ToUnicode maps): an Arabic letter
 * drawn shaped has one glyph per joining form it takes, unshaped text only the isolated one.
 */
async function glyphsFor(bytes: Uint8Array, char: string): Promise<number> {
  const pdf = await PDFDocument.load(bytes)
  const target = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
  let count = 0
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const raw = object.getContents()
    const filter = object.dict.toString().includes('/FlateDecode')
    const text = new TextDecoder('latin1').decode(filter ? inflateSync(raw) : raw)
    if (!text.includes('begincmap')) continue
    count += text.match(new RegExp(`<[0-9A-F]{4}> <${target}>`, 'g'))?.length ?? 0
  }
  return count
}

describe('invoice PDF (pdftotext)', () => {
  afterEach(() => vi.unstubAllGlobals())

  // Rendered once for the tests that read it (a render takes a few hundred ms).
  let standardPdf: Promise<Uint8Array> | undefined
  const renderStandard = () => (standardPdf ??= renderInvoicePdf(standard, fonts))

  it('a standard tax invoice: number, buyer, both VAT numbers and the total read in logical order', async () => {
    const bytes = await renderStandard()
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    for (const layout of [false, true]) {
      const text = extract(bytes, `standard-${layout}`, layout)
      // Whole Arabic lines compared with the logical string: reversed or unjoined-by-ligature
      // text (a lam-alef read back as «ال») fails here.
      expect(lines(text)).toContain('فاتورة ضريبية')
      expect(linesWith(text, BUYER_NAME)).toHaveLength(1)
      expect(linesWith(text, 'الإجمالي شامل الضريبة')).not.toHaveLength(0)
      expect(linesWith(text, 'الأسعار شاملة ضريبة القيمة المضافة')).not.toHaveLength(0)
      // The figures, whole and next to their labels.
      expect(linesWith(text, 'SND-INV-2026-000123')[0]).toContain('رقم الفاتورة')
      expect(linesWith(text, SELLER_VAT)[0]).toContain('الرقم الضريبي')
      expect(linesWith(text, BUYER_VAT)[0]).toContain('الرقم الضريبي')
      expect(linesWith(text, '1010123456')[0]).toContain('السجل التجاري')
      expect(text).toMatch(/297\.27 ?ر\.س\./)
      expect(text).toMatch(/258\.50 ?ر\.س\./)
      expect(text).toMatch(/38\.77 ?ر\.س\./)
    }
  })

  it('a credit note: its title, number, the original invoice, the reason and the amount', async () => {
    const bytes = await renderInvoicePdf(creditNote, fonts)
    const text = extract(bytes, 'note', false)
    expect(lines(text)).toContain('إشعار دائن')
    expect(linesWith(text, 'SND-CN-2026-000007')[0]).toContain('رقم الإشعار')
    expect(linesWith(text, 'SND-INV-2026-000123')[0]).toContain('الفاتورة الأصلية')
    expect(linesWith(text, 'سبب الإشعار')[0]).toContain('تخفيض عدد المقاعد من')
    expect(linesWith(text, 'المبلغ المسترد')).toHaveLength(1)
    expect(text).toMatch(/52\.27 ?ر\.س\./)
    expect(linesWith(text, BUYER_NAME)).toHaveLength(1)
  })

  it('a simplified invoice without a buyer block shows the buyer name and e-mail', async () => {
    const simplified: InvoiceDocument = {
      ...standard,
      invoiceType: 'simplified',
      buyer: null,
      lines: [{ label: 'الباقة الكاملة', amount: 99 }],
    }
    const text = extract(await renderInvoicePdf(simplified, fonts), 'simplified', false)
    expect(lines(text)).toContain('فاتورة ضريبية مبسطة')
    expect(lines(text)).toContain('سارة العتيبي')
    expect(lines(text)).toContain('owner@example.com')
    expect(text).not.toContain(BUYER_VAT)
  })

  it('lines that do not fit on one page go on to the next under the table head, the totals after them', async () => {
    const many: InvoiceDocument = {
      ...standard,
      lines: Array.from({ length: 45 }, (_, i) => ({ label: `مقعد رقم ${i + 1}`, amount: 6.61 })),
    }
    const bytes = await renderInvoicePdf(many, fonts)
    const pages = (await PDFDocument.load(bytes)).getPageCount()
    expect(pages).toBeGreaterThan(1)
    const text = extract(bytes, 'many', false)
    // The table's head again on the next page (the last one may hold the totals only).
    expect(lines(text).filter((line) => line === 'البيان').length).toBeGreaterThanOrEqual(2)
    expect(lines(text)).toContain('مقعد رقم 45')
    expect(text.indexOf('مقعد رقم 45')).toBeLessThan(text.indexOf('الإجمالي شامل الضريبة'))
    expect(text).toContain('\f')
  })

  it('text the fonts lack and direction overrides in a name neither break the file nor reorder the line', async () => {
    const odd: InvoiceDocument = {
      ...standard,
      buyer: { ...standard.buyer!, legalName: `\u202eشركة ğ 😀 Çay \u2067المحدودة` },
      lines: [{ label: '\u202dبند\u202c 1', amount: 297.27 }],
    }
    const text = extract(await renderInvoicePdf(odd, fonts), 'odd', false)
    expect(linesWith(text, BUYER_VAT)[0]).toContain('الرقم الضريبي')
    // The words in their logical order (the overrides dropped, the emoji and «ğ» drawn as «?»;
    // poppler moves the space at the change of direction).
    expect(linesWith(text, 'Çay')[0]).toMatch(/^شركة \? \? +Çay ?المحدودة$/)
  })

  it('the Arabic is shaped: a letter is drawn in its joining forms, not only the isolated one', async () => {
    // «ب» and «ي» stand at the start, middle and end of the invoice's words («ضريبية»,
    // «المبلغ», «الرقم الضريبي»...): shaped, each takes three or four glyphs (its joining
    // forms); unshaped, one.
    const bytes = await renderStandard()
    expect(await glyphsFor(bytes, 'ب')).toBeGreaterThanOrEqual(3)
    expect(await glyphsFor(bytes, 'ي')).toBeGreaterThanOrEqual(3)
  })

  it('loads the site font files by their URLs', async () => {
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return new Response(readFileSync(join('.', url.replace(/^\/@fs/, '').replace(/\?.*$/, ''))))
    })
    const files = await loadInvoiceFonts()
    expect(fetched).toHaveLength(4)
    expect(files.arabicBold.byteLength).toBeGreaterThan(10_000)
    expect(invoicePdfFilename(standard)).toBe('SND-INV-2026-000123.pdf')
  })

  it('reads the issue-46 columns of a row (snake_case jsonb) into the document', () => {
    const { buyer, lines, invoiceType, originalInvoiceNumber, ...invoice } = standard
    const doc = toInvoiceDocument(
      { ...invoice, lines: lines.map(({ label, amount }) => ({ label, amount })) },
      {
        invoice_type: 'standard',
        buyer: {
          legal_name: buyer!.legalName,
          vat_number: BUYER_VAT,
          cr_number: '1010123456',
          address: {
            building_number: '1234',
            street: 'طريق الملك فهد',
            district: 'العليا',
            city: 'الرياض',
            postal_code: '12211',
            additional_number: '5678',
            country: 'SA',
          },
        },
        lines: [
          { label: lines[0]!.label, amount: 245, quantity: 5, unit_price: 49, kind: 'seats' },
          {
            label: lines[1]!.label,
            amount: 52.27,
            quantity: 2,
            unit_price: '26.14',
            period_start: '2026-12-13',
            period_end: '2026-12-29',
            kind: 'proration',
          },
        ],
      },
      originalInvoiceNumber,
    )
    expect(invoiceType).toBe('standard')
    expect(doc).toEqual({
      ...standard,
      originalInvoiceNumber: null,
      lines: [{ ...lines[0], periodStart: null, periodEnd: null }, lines[1]],
    })
    const person = toInvoiceDocument(doc, { invoice_type: null, buyer: null, lines: [] })
    expect(person.invoiceType).toBe('simplified')
    expect(person.buyer).toBeNull()
    expect(person.lines[0]).toEqual({
      label: lines[0]!.label,
      amount: 245,
      quantity: null,
      unitPrice: null,
      periodStart: null,
      periodEnd: null,
    })
  })
})
