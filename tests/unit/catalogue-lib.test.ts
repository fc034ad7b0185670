import { describe, expect, it } from 'vitest'
import { filtersFromParams, filtersToParams } from '@/features/catalogue/lib/filters'
import { matchesQuery, normalizeArabic } from '@/lib/normalize-arabic'
import {
  countDays,
  countPrompts,
  countSearchResults,
  countTools,
} from '@/features/catalogue/lib/plurals'
import { countMembers, countSeats } from '@/features/subscription/lib/plurals'

describe('normalizeArabic', () => {
  it('unifies hamza forms, taa marbuta and alef maqsura, drops diacritics and tatweel', () => {
    expect(normalizeArabic('إِعْلانـــات')).toBe('اعلانات')
    expect(normalizeArabic('أحمد آمن ٱلله')).toBe('احمد امن الله')
    expect(normalizeArabic('مدرسة مستشفى')).toBe('مدرسه مستشفي')
    expect(normalizeArabic('مؤسسة ناشئة')).toBe('موسسه ناشيه')
  })

  it('turns Arabic digits into ASCII, lower-cases Latin and collapses spaces', () => {
    expect(normalizeArabic('  خطة   ٩٠ يوماً ChatGPT ')).toBe('خطه 90 يوما chatgpt')
  })

  it('matches every word of a query regardless of spelling variants', () => {
    const text = 'كاتب الإعلانات المحترف لمنصات التواصل'
    expect(matchesQuery(text, 'اعلانات')).toBe(true)
    expect(matchesQuery(text, 'الإعْلانات محترف')).toBe(true)
    expect(matchesQuery(text, 'بريد')).toBe(false)
    expect(matchesQuery(text, '   ')).toBe(true)
  })
})

describe('Arabic plurals', () => {
  it('says "or more" at the search count cap only', () => {
    expect(countSearchResults(499)).toBe(countPrompts(499))
    expect(countSearchResults(500)).toBe(`${countPrompts(500)} أو أكثر`)
  })

  it('uses the right form for each count', () => {
    expect(countPrompts(0)).toBe('لا توجد أوامر')
    expect(countPrompts(1)).toBe('أمر واحد')
    expect(countPrompts(2)).toBe('أمران')
    expect(countPrompts(3)).toBe('٣ أوامر')
    expect(countPrompts(10)).toBe('١٠ أوامر')
    expect(countPrompts(11)).toBe('١١ أمراً')
    expect(countPrompts(99)).toBe('٩٩ أمراً')
    expect(countPrompts(100)).toBe('١٠٠ أمر')
    expect(countPrompts(103)).toBe('١٠٣ أوامر')
    expect(countTools(2)).toBe('أداتان')
    expect(countDays(7)).toBe('٧ أيام')
    expect(countDays(30)).toBe('٣٠ يوماً')
  })

  it('counts seats and members with agreement', () => {
    expect(countMembers(1)).toBe('عضو واحد')
    expect(countMembers(2)).toBe('عضوان')
    expect(countMembers(5)).toBe('٥ أعضاء')
    expect(countMembers(12)).toBe('١٢ عضواً')
    expect(countSeats(1)).toBe('مقعد واحد')
    expect(countSeats(7)).toBe('٧ مقاعد')
    expect(countSeats(25)).toBe('٢٥ مقعداً')
    expect(countSeats(100)).toBe('١٠٠ مقعد')
  })
})

describe('library filters in the address', () => {
  it('round-trips filters and drops defaults', () => {
    const filters = {
      q: 'تسويق',
      category: 'marketing',
      platform: 'claude',
      sector: 'clinics',
      sort: 'popular' as const,
      page: 3,
    }
    const params = filtersToParams(filters)
    expect(params.toString()).toBe(
      new URLSearchParams({
        q: 'تسويق',
        category: 'marketing',
        platform: 'claude',
        sector: 'clinics',
        sort: 'popular',
        page: '3',
      }).toString(),
    )
    expect(filtersFromParams(params)).toEqual(filters)
    expect(filtersToParams({ ...filters, sort: 'relevance', page: 1 }).has('sort')).toBe(false)
  })

  it('defaults to «المتاح لي» without a query, relevance with one, and rejects bad values', () => {
    expect(filtersFromParams(new URLSearchParams(''))).toMatchObject({ sort: 'available', page: 1 })
    expect(filtersToParams(filtersFromParams(new URLSearchParams(''))).toString()).toBe('')
    expect(filtersFromParams(new URLSearchParams('sort=newest'))).toMatchObject({ sort: 'newest' })
    expect(filtersFromParams(new URLSearchParams('q=x&sort=bogus&page=-2'))).toMatchObject({
      sort: 'relevance',
      page: 1,
    })
  })
})
