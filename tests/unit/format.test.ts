import {
  formatInteger,
  formatLongDate,
  formatPercent,
  formatReadTime,
  formatSar,
  interfaceDates,
} from '@/lib/format'

// The interface writes Latin digits (docs/decisions.md «Digits»).
describe('formatLongDate', () => {
  it('formats an ISO day in long Arabic Gregorian form with Latin digits', () => {
    expect(formatLongDate('2025-06-14')).toBe('14 يونيو 2025')
  })

  it('does not shift the day with the time zone', () => {
    expect(formatLongDate('2025-01-01')).toBe('1 يناير 2025')
  })

  it('accepts a Date', () => {
    expect(formatLongDate(new Date(2025, 4, 6))).toBe('6 مايو 2025')
  })
})

describe('numbers', () => {
  it('groups thousands with a Latin comma', () => {
    expect(formatInteger(30000)).toBe('30,000')
  })

  it('writes riyals with two decimals and Latin digits', () => {
    expect(formatSar(35)).toMatch(/^\u200f?35\.00\s?ر\.س\.?\u200f?$/)
  })

  it('writes a share as a percent with the Latin sign', () => {
    expect(formatPercent(0.15)).toBe('15%')
    expect(formatPercent(0.125, 0)).toBe('13%')
    expect(formatPercent(0.125, 1)).toBe('12.5%')
  })

  it('keeps month names Arabic and the calendar Gregorian in a feature’s own shape', () => {
    const monthYear = interfaceDates({ month: 'long', year: 'numeric', timeZone: 'UTC' })
    expect(monthYear.format(new Date(Date.UTC(2026, 10, 15)))).toBe('نوفمبر 2026')
  })
})

describe('formatReadTime', () => {
  it('uses the Arabic plural for 3 to 10 minutes', () => {
    expect(formatReadTime(5)).toBe('5 دقائق')
  })

  it('uses the dual for two minutes', () => {
    expect(formatReadTime(2)).toBe('دقيقتان')
  })
})

/** Every source file of the app, as text, for the scans below. */
const SOURCES = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
})
/** The edge functions, which write the mails and the functions' messages. */
const FUNCTION_SOURCES = import.meta.glob<string>('/supabase/functions/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('one digit system in the interface', () => {
  const files = Object.entries(SOURCES).map(([file, text]) => ({ file, text }))

  it('scans the app’s sources', () => {
    expect(files.length).toBeGreaterThan(300)
  })

  it('builds every Arabic formatter with Latin digits (through src/lib/format.ts), mails too', () => {
    const functions = Object.entries(FUNCTION_SOURCES).map(([file, text]) => ({ file, text }))
    expect(functions.length).toBeGreaterThan(20)
    const offenders = [...files, ...functions].flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /(?:Intl\.(?:NumberFormat|DateTimeFormat)|toLocale\w*String)\(\s*'(ar[^']*)'/g,
        ),
      ]
        .filter((match) => !match[1]!.includes('-nu-latn'))
        .map((match) => `${file}: ${match[0]}`),
    )
    expect(offenders).toEqual([])
  })

  it('writes no Arabic-Indic digit in the interface’s text (input parsers’ ranges aside)', () => {
    const offenders = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .map((line) => line.replace(/٠-٩|٠١٢٣٤٥٦٧٨٩|۰-۹|۰۱۲۳۴۵۶۷۸۹/g, ''))
        .filter((line) => /[\u0660-\u0669\u066a]/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    )
    expect(offenders).toEqual([])
  })
})
