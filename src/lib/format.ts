/**
 * The interface's numbers and dates, all from here. Digits are Latin (0-9) everywhere in the
 * interface, as in the spec's messages («8 أحرف»), the invoice and the codes people copy; month
 * and day names are Arabic; dates use the Gregorian calendar explicitly (ar-SA alone defaults to
 * Umm al-Qura and to Arabic-Indic digits). Decision: docs/decisions.md «Digits». Features build
 * their own shapes (a month and year, a percent) with interfaceNumbers / interfaceDates, never
 * with a locale of their own (tests/unit/format.test.ts scans src/ for that).
 */
export const INTERFACE_LOCALE = 'ar-SA-u-nu-latn'
export const INTERFACE_DATE_LOCALE = 'ar-SA-u-ca-gregory-nu-latn'

/** A number formatter in the interface's locale and digits. */
export function interfaceNumbers(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(INTERFACE_LOCALE, options)
}

/** A date formatter in the interface's locale, Gregorian calendar and digits. */
export function interfaceDates(options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(INTERFACE_DATE_LOCALE, options)
}

/**
 * A formatter built on its first use, not when the module loads. Building the first one loads the
 * locale's data: 25–65 ms of the main thread, which the signed-in library paid before its first
 * paint when these were module constants (issue 51, docs/performance.md).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

const longDate = onFirstUse(() =>
  interfaceDates({ day: 'numeric', month: 'long', year: 'numeric' }),
)

const sar = onFirstUse(() =>
  interfaceNumbers({
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
)

const integer = onFirstUse(() => interfaceNumbers())

/** Parses `YYYY-MM-DD` as a local calendar day so the day never shifts with the time zone. */
function toDate(value: Date | string): Date {
  if (value instanceof Date) return value
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return new Date(value)
}

/** e.g. "14 يونيو 2025" */
export function formatLongDate(value: Date | string): string {
  return longDate().format(toDate(value))
}

/** e.g. "‏19.00 ر.س.‏" */
export function formatSar(amount: number): string {
  return sar().format(amount)
}

export function formatInteger(value: number): string {
  return integer().format(value)
}

const percentOf = [0, 1, 2].map((digits) =>
  onFirstUse(() => interfaceNumbers({ maximumFractionDigits: digits })),
)

/**
 * A share as a percent: 0.15 → "15%" (the VAT rate, a conversion rate). The Latin sign, as in the
 * interface's other texts («خصم 20%»), where ICU's Arabic would write «15%».
 */
export function formatPercent(share: number, maximumFractionDigits: 0 | 1 | 2 = 2): string {
  return `${percentOf[maximumFractionDigits]!().format(share * 100)}%`
}

/** Arabic plural for minutes of reading: 3-10 take the plural, 11+ the singular accusative. */
export function formatReadTime(minutes: number): string {
  const n = formatInteger(minutes)
  if (minutes === 1) return 'دقيقة واحدة'
  if (minutes === 2) return 'دقيقتان'
  if (minutes >= 3 && minutes <= 10) return `${n} دقائق`
  return `${n} دقيقة`
}
