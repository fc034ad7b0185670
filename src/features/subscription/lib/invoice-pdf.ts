/*
 * The PDF of a tax invoice or credit note (issue 46): the content of the HTML invoice
 * (pages/invoice-page.tsx) on an A4 page, Arabic first, shaped and right to left (lib/pdf-text.ts),
 * with the ZATCA QR drawn as vector squares from the invoice's own TLV. Made in the browser with
 * pdf-lib and IBM Plex Sans Arabic (the site's font, subset into the file). Import this module
 * lazily (`await import(...)`): pdf-lib and fontkit are large and only needed on a download.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import qrcode from 'qrcode-generator'
import arabicBoldUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff?url'
import arabicRegularUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff?url'
import latinBoldUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff?url'
import latinRegularUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff?url'
import { downloadBlob } from '@/lib/download'
import { formatSarLatinDigits } from '@/lib/format'
import { invoiceTitle } from './invoice-display'
import { formatBuyerAddress, formatInvoiceDateTime, type InvoiceDocument } from './invoice-document'
import { fixRtlLigatures, layoutLine, type LineFonts, wrapText } from './pdf-text'

// Shared with the HTML invoice (light modules, so the page does not load pdf-lib).
export { formatBuyerAddress, invoiceTitle }
export type {
  InvoiceBuyer,
  InvoiceBuyerAddress,
  InvoiceDocument,
  InvoiceDocumentLine,
} from './invoice-document'

/** The four font files (Arabic and Latin, regular and bold) as bytes. */
export type InvoiceFontFiles = {
  arabicRegular: Uint8Array
  arabicBold: Uint8Array
  latinRegular: Uint8Array
  latinBold: Uint8Array
}

export const INVOICE_PDF_ERROR = 'تعذّر إنشاء ملف PDF للفاتورة. تحقق من الاتصال وحاول مرة أخرى.'

export function invoicePdfFilename(doc: Pick<InvoiceDocument, 'number'>): string {
  return `${doc.number.replace(/[^\w.-]+/g, '-')}.pdf`
}

/*
 * What pdftotext (poppler) and pdf.js make of a right-to-left line decides two things here:
 * - Figures are in Latin digits, as the HTML invoice's date and VAT numbers (its amounts use the
 *   Arabic-Indic ones): readers take Arabic-Indic digits for right-to-left letters and read
 *   «٢٩٧٫٢٧» back as «٧٢٫٧٩٢».
 * - Labels have no brackets where the HTML has them («المبلغ (شامل الضريبة)»): a bracket in a
 *   right-to-left line is drawn mirrored, and readers take the mirrored glyph for the other one.
 * (docs/decisions.md)
 */
const dayOptions = { day: 'numeric', month: 'long', year: 'numeric' } as const
const calendarDay = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  ...dayOptions,
  timeZone: 'UTC',
})
const riyadhDay = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', {
  ...dayOptions,
  timeZone: 'Asia/Riyadh',
})

/** «29 نوفمبر 2026»: a `YYYY-MM-DD` day as written, a timestamp's day in Riyadh. */
const formatDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  return match
    ? calendarDay.format(
        new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
      )
    : riyadhDay.format(new Date(value))
}

const integer = new Intl.NumberFormat('en-US')

/** «1,149.99 ر.س.», a negative one «- 52.27 ر.س.» as on the HTML invoice. */
export const formatPdfSar = (value: number) =>
  value < 0 ? `- ${formatSarLatinDigits(-value)}` : formatSarLatinDigits(value)

let fontFiles: Promise<InvoiceFontFiles> | null = null

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`font ${url}: ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

/** The site's font files (the same URLs as its stylesheet, so often already cached). */
export function loadInvoiceFonts(): Promise<InvoiceFontFiles> {
  fontFiles ??= Promise.all(
    [arabicRegularUrl, arabicBoldUrl, latinRegularUrl, latinBoldUrl].map(fetchBytes),
  ).then(
    ([arabicRegular, arabicBold, latinRegular, latinBold]) => ({
      arabicRegular: arabicRegular!,
      arabicBold: arabicBold!,
      latinRegular: latinRegular!,
      latinBold: latinBold!,
    }),
    (error: unknown) => {
      fontFiles = null
      throw error
    },
  )
  return fontFiles
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 40
const RIGHT = A4.width - MARGIN
const CONTENT = A4.width - 2 * MARGIN
const BLACK = rgb(0, 0, 0)
const GREY = rgb(0.35, 0.35, 0.35)
const RULE = rgb(0.75, 0.75, 0.75)
const QR_SIZE = 104

type Style = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> }

/** Draws the invoice on A4 pages, top to bottom; `y` is the next line's top. */
class Sheet {
  page: PDFPage
  y = A4.height - MARGIN

  constructor(
    private pdf: PDFDocument,
    private regular: LineFonts,
    private bold: LineFonts,
  ) {
    this.page = pdf.addPage([A4.width, A4.height])
  }

  fonts(style: Style): LineFonts {
    return style.bold ? this.bold : this.regular
  }

  /** Starts a new page when `height` does not fit above the bottom margin; true if it did. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN) return false
    this.page = this.pdf.addPage([A4.width, A4.height])
    this.y = A4.height - MARGIN
    return true
  }

  /** Draws one line with its right edge at `right` (or its left edge at `left`) on baseline y. */
  drawLine(
    text: string,
    at: { right?: number; left?: number; baseline: number },
    style: Style = {},
    direction: 'rtl' | 'ltr' = 'rtl',
  ): number {
    const size = style.size ?? 10
    const { pieces, width } = layoutLine(text, this.fonts(style), size, direction)
    let x = at.left ?? (at.right ?? RIGHT) - width
    for (const piece of pieces) {
      this.page.drawText(piece.text, {
        x,
        y: at.baseline,
        size,
        font: piece.font,
        color: style.color ?? BLACK,
      })
      x += piece.width
    }
    return width
  }

  /** Flows `text` right-aligned in a column [right - width, right]; moves y down. */
  paragraph(text: string, style: Style = {}, column = { right: RIGHT, width: CONTENT }) {
    const size = style.size ?? 10
    const leading = size * 1.6
    for (const line of wrapText(text, this.fonts(style), size, column.width)) {
      this.ensure(leading)
      this.drawLine(line, { right: column.right, baseline: this.y - size }, style)
      this.y -= leading
    }
  }

  rule(top = this.y, color = RULE, left = MARGIN, right = RIGHT) {
    this.page.drawLine({
      start: { x: left, y: top },
      end: { x: right, y: top },
      thickness: 0.75,
      color,
    })
  }
}

/** The ZATCA QR: the row's base64 TLV as a byte-mode QR, drawn as merged dark runs. */
function drawQr(page: PDFPage, payload: string, x: number, top: number, size: number) {
  const qr = qrcode(0, 'M')
  qr.addData(payload, 'Byte')
  qr.make()
  const count = qr.getModuleCount()
  const quiet = 2
  const cell = size / (count + 2 * quiet)
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count;) {
      if (!qr.isDark(row, col)) {
        col++
        continue
      }
      let end = col
      while (end < count && qr.isDark(row, end)) end++
      page.drawRectangle({
        x: x + (quiet + col) * cell,
        y: top - (quiet + row + 1) * cell,
        width: (end - col) * cell,
        height: cell,
        color: BLACK,
      })
      col = end
    }
  }
}

/** The invoice or credit note as a PDF file (A4, Arabic, fonts subset and embedded). */
export async function renderInvoicePdf(
  doc: InvoiceDocument,
  files?: InvoiceFontFiles,
): Promise<Uint8Array> {
  const bytes = files ?? (await loadInvoiceFonts())
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const title = invoiceTitle(doc)
  pdf.setTitle(`${title} ${doc.number}`)
  pdf.setAuthor(doc.sellerName)
  pdf.setLanguage('ar-SA')
  pdf.setCreator('سند')
  pdf.setProducer('سند')
  const embed = (data: Uint8Array) => pdf.embedFont(data, { subset: true })
  const [arabicRegular, arabicBold, latinRegular, latinBold] = await Promise.all([
    embed(bytes.arabicRegular),
    embed(bytes.arabicBold),
    embed(bytes.latinRegular),
    embed(bytes.latinBold),
  ])
  const fonts: PDFFont[] = [arabicRegular, arabicBold, latinRegular, latinBold]
  const sheet = new Sheet(
    pdf,
    { arabic: arabicRegular, latin: latinRegular },
    { arabic: arabicBold, latin: latinBold },
  )
  const isNote = doc.kind === 'credit_note'

  // Header: title and references on the right, the QR on the left.
  const top = sheet.y
  drawQr(sheet.page, doc.qr, MARGIN, top, QR_SIZE)
  const headColumn = { right: RIGHT, width: CONTENT - QR_SIZE - 16 }
  sheet.paragraph(title, { size: 20, bold: true }, headColumn)
  sheet.y -= 4
  sheet.paragraph(
    `رقم ${isNote ? 'الإشعار' : 'الفاتورة'}: ${doc.number}`,
    { bold: true },
    headColumn,
  )
  sheet.paragraph(`تاريخ الإصدار: ${formatInvoiceDateTime(doc.issuedAt)}`, {}, headColumn)
  if (isNote && doc.originalInvoiceNumber) {
    sheet.paragraph(`الفاتورة الأصلية: ${doc.originalInvoiceNumber}`, {}, headColumn)
  }
  if (isNote && doc.reason) sheet.paragraph(`سبب الإشعار: ${doc.reason}`, {}, headColumn)
  sheet.y = Math.min(sheet.y, top - QR_SIZE) - 8
  sheet.rule()
  sheet.y -= 14

  // Seller and buyer side by side (seller on the right, as in the HTML).
  const half = (CONTENT - 24) / 2
  const blockTop = sheet.y
  const seller = { right: RIGHT, width: half }
  sheet.paragraph('البائع', { bold: true, size: 11 }, seller)
  sheet.paragraph(doc.sellerName, {}, seller)
  sheet.paragraph(`الرقم الضريبي: ${doc.sellerVatNumber}`, {}, seller)
  sheet.paragraph(doc.sellerAddress, {}, seller)
  const sellerBottom = sheet.y
  sheet.y = blockTop
  const buyerColumn = { right: MARGIN + half, width: half }
  sheet.paragraph('المشتري', { bold: true, size: 11 }, buyerColumn)
  const buyer = doc.buyer
  if (buyer) {
    sheet.paragraph(buyer.legalName, {}, buyerColumn)
    if (buyer.vatNumber) sheet.paragraph(`الرقم الضريبي: ${buyer.vatNumber}`, {}, buyerColumn)
    if (buyer.crNumber) sheet.paragraph(`السجل التجاري: ${buyer.crNumber}`, {}, buyerColumn)
    if (buyer.address) sheet.paragraph(formatBuyerAddress(buyer.address), {}, buyerColumn)
  } else if (doc.buyerName) {
    sheet.paragraph(doc.buyerName, {}, buyerColumn)
  }
  if (doc.buyerEmail) {
    sheet.ensure(16)
    sheet.drawLine(doc.buyerEmail, { right: buyerColumn.right, baseline: sheet.y - 10 }, {}, 'ltr')
    sheet.y -= 16
  }
  sheet.y = Math.min(sheet.y, sellerBottom) - 6

  // Plan and period.
  sheet.paragraph(`الخطة: ${doc.planName}`)
  if (doc.periodStart) {
    const end = doc.periodEnd ? `إلى ${formatDay(doc.periodEnd)}` : 'مدى الحياة'
    sheet.paragraph(`الفترة: من ${formatDay(doc.periodStart)} ${end}`)
  }
  sheet.y -= 8

  // Lines: description, [quantity, unit price,] amount (VAT inclusive).
  const detailed = doc.lines.some((line) => line.quantity != null || line.unitPrice != null)
  const amountWidth = 110
  const numberWidth = detailed ? 80 : 0
  const columns = {
    label: { right: RIGHT - 6, width: CONTENT - amountWidth - 2 * numberWidth - 18 },
    quantity: MARGIN + amountWidth + 2 * numberWidth,
    unitPrice: MARGIN + amountWidth + numberWidth,
    amount: MARGIN + amountWidth,
  }
  const header = (text: string, right: number) =>
    sheet.drawLine(text, { right, baseline: sheet.y - 14 }, { bold: true })
  /** The table's head; again at the top of each page the lines go on to. */
  const tableHead = () => {
    header('البيان', columns.label.right)
    if (detailed) {
      header('الكمية', columns.quantity - 6)
      header('سعر الوحدة', columns.unitPrice - 6)
    }
    header('المبلغ شامل الضريبة', columns.amount - 6)
    sheet.y -= 22
    sheet.rule(sheet.y, rgb(0.45, 0.45, 0.45))
  }
  sheet.ensure(60)
  tableHead()
  for (const line of doc.lines) {
    const label = wrapText(line.label, sheet.fonts({}), 10, columns.label.width)
    const period = line.periodStart
      ? `من ${formatDay(line.periodStart)}${line.periodEnd ? ` إلى ${formatDay(line.periodEnd)}` : ''}`
      : null
    const height = 10 + label.length * 16 + (period ? 14 : 0)
    if (sheet.ensure(height)) tableHead()
    const baseline = sheet.y - 20
    if (detailed) {
      if (line.quantity != null) {
        sheet.drawLine(integer.format(line.quantity), { right: columns.quantity - 6, baseline })
      }
      if (line.unitPrice != null) {
        sheet.drawLine(formatPdfSar(line.unitPrice), { right: columns.unitPrice - 6, baseline })
      }
    }
    sheet.drawLine(formatPdfSar(line.amount), { right: columns.amount - 6, baseline })
    label.forEach((text, index) =>
      sheet.drawLine(text, { right: columns.label.right, baseline: baseline - index * 16 }),
    )
    if (period) {
      sheet.drawLine(
        period,
        { right: columns.label.right, baseline: baseline - label.length * 16 + 2 },
        { size: 8.5, color: GREY },
      )
    }
    sheet.y -= height
    sheet.rule(sheet.y)
  }
  sheet.y -= 12

  // Totals, on the left like the HTML's end-aligned box.
  const ratePercent = `${(doc.vatRate * 100).toLocaleString('en', { maximumFractionDigits: 2 })}%`
  const totals: [string, string, boolean][] = [
    ['الإجمالي غير شامل الضريبة', formatPdfSar(doc.netAmount), false],
    [`ضريبة القيمة المضافة ${ratePercent}`, formatPdfSar(doc.vatAmount), false],
    [isNote ? 'المبلغ المسترد' : 'الإجمالي شامل الضريبة', formatPdfSar(doc.total), true],
  ]
  const boxWidth = 250
  sheet.ensure(totals.length * 22 + 8)
  for (const [label, value, strong] of totals) {
    if (strong) {
      sheet.rule(sheet.y - 2, rgb(0.45, 0.45, 0.45), MARGIN, MARGIN + boxWidth)
      sheet.y -= 6
    }
    const style = { bold: strong, size: strong ? 11.5 : 10 }
    sheet.drawLine(label, { right: MARGIN + boxWidth, baseline: sheet.y - 14 }, style)
    sheet.drawLine(value, { left: MARGIN, baseline: sheet.y - 14 }, style)
    sheet.y -= 22
  }

  // Footer.
  sheet.y -= 16
  sheet.rule()
  sheet.y -= 6
  sheet.paragraph(
    `الأسعار شاملة ضريبة القيمة المضافة. هذه ${title} صادرة إلكترونياً ولا تحتاج إلى توقيع.`,
    { size: 8.5, color: GREY },
  )

  fonts.forEach(fixRtlLigatures)
  return pdf.save()
}

/** Renders the PDF and saves it as `<number>.pdf`; throws INVOICE_PDF_ERROR when it cannot. */
export async function downloadInvoicePdf(doc: InvoiceDocument): Promise<void> {
  let bytes: Uint8Array
  try {
    bytes = await renderInvoicePdf(doc)
  } catch (error) {
    console.error(error)
    throw new Error(INVOICE_PDF_ERROR)
  }
  downloadBlob(invoicePdfFilename(doc), new Blob([bytes as BlobPart], { type: 'application/pdf' }))
}
