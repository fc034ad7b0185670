/**
 * Arabic (Saudi) formatters. Dates use the Gregorian calendar explicitly: ar-SA defaults to the
 * Umm al-Qura calendar, while our legal dates and article dates are Gregorian.
 */
const longDate = new Intl.DateTimeFormat('ar-SA-u-ca-gregory', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

const sarOptions = {
  style: 'currency',
  currency: 'SAR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const
const sar = new Intl.NumberFormat('ar-SA', sarOptions)
const sarLatin = new Intl.NumberFormat('ar-SA-u-nu-latn', sarOptions)

const integer = new Intl.NumberFormat('ar-SA')

/** Parses `YYYY-MM-DD` as a local calendar day so the day never shifts with the time zone. */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(value)
}

/** e.g. "١٤ يونيو ٢٠٢٥" */
export function formatLongDate(value: Date | string): string {
  return longDate.format(toDate(value))
}

/** e.g. "‏١٩٫٠٠ ر.س.‏" */
export function formatSar(amount: number): string {
  return sar.format(amount)
}

/** e.g. "‏19.00 ر.س.‏": Latin digits, for text that is read back (the invoice PDF). */
export function formatSarLatinDigits(amount: number): string {
  return sarLatin.format(amount)
}

export function formatInteger(value: number): string {
  return integer.format(value)
}

/** Arabic plural for minutes of reading: 3-10 take the plural, 11+ the singular accusative. */
export function formatReadTime(minutes: number): string {
  const n = formatInteger(minutes)
  if (minutes === 1) return 'دقيقة واحدة'
  if (minutes === 2) return 'دقيقتان'
  if (minutes >= 3 && minutes <= 10) return `${n} دقائق`
  return `${n} دقيقة`
}
