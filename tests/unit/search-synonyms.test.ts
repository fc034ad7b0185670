import { describe, expect, it } from 'vitest'
import { splitTerms, synonymSchema } from '@/features/admin/lib/synonyms'

describe('synonym terms typed on one line', () => {
  it('splits on Arabic and Latin commas and new lines, trims, folds spaces, keeps each once', () => {
    expect(splitTerms(' إيميل، بريد   إلكتروني ,email\nإيميل ,, ')).toEqual([
      'إيميل',
      'بريد إلكتروني',
      'email',
    ])
  })

  it('asks for two terms at least, 30 at most, 60 letters each, in Arabic', () => {
    const error = (terms: string, narrower = '') =>
      synonymSchema.safeParse({ terms, narrower }).error?.issues[0]?.message
    expect(error('سيو')).toBe('أدخل كلمتين مترادفتين على الأقل')
    expect(error('سيو، سيو')).toBe('أدخل كلمتين مترادفتين على الأقل')
    expect(error(Array.from({ length: 31 }, (_, i) => `كلمة${i}`).join('،'))).toBe(
      '30 مرادفاً على الأكثر في المجموعة',
    )
    expect(error(`سيو، ${'س'.repeat(61)}`)).toBe('كل مرادف 60 حرفاً على الأكثر')
    expect(error('سوشيال ميديا، social media', `انستغرام، ${'ت'.repeat(61)}`)).toBe(
      'كل مرادف 60 حرفاً على الأكثر',
    )
    expect(error('سيو، SEO، تحسين محركات البحث')).toBeUndefined()
  })
})
