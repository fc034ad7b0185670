import { formatLongDate, formatReadTime } from '@/lib/format'

describe('formatLongDate', () => {
  it('formats an ISO day in long Arabic (Saudi) Gregorian form', () => {
    expect(formatLongDate('2025-06-14')).toBe('١٤ يونيو ٢٠٢٥')
  })

  it('does not shift the day with the time zone', () => {
    expect(formatLongDate('2025-01-01')).toBe('١ يناير ٢٠٢٥')
  })

  it('accepts a Date', () => {
    expect(formatLongDate(new Date(2025, 4, 6))).toBe('٦ مايو ٢٠٢٥')
  })
})

describe('formatReadTime', () => {
  it('uses the Arabic plural for 3 to 10 minutes', () => {
    expect(formatReadTime(5)).toBe('٥ دقائق')
  })

  it('uses the dual for two minutes', () => {
    expect(formatReadTime(2)).toBe('دقيقتان')
  })
})
