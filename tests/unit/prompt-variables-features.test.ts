import { describe, expect, it } from 'vitest'
import {
  builtinValues,
  gregorianDate,
  hijriDate,
  isBuiltinKey,
} from '@/features/variables/lib/builtin-values'
import {
  DIALECTS,
  dialectInstructions,
  dialectLabels,
  isDialect,
  withDialect,
} from '@/features/variables/lib/dialect'
import {
  CHAT_SERVICES,
  DEFAULT_MAX_URL,
  openInTarget,
  openInTargets,
} from '@/features/variables/lib/open-in'
import { readSharedValues, shareLink } from '@/features/variables/lib/share-link'

describe('output dialect', () => {
  it('offers فصحى، خليجي، مصري، شامي، English and «as written»', () => {
    expect(DIALECTS.map((d) => dialectLabels[d])).toEqual([
      'كما في الأمر',
      'فصحى',
      'خليجي',
      'مصري',
      'شامي',
      'English',
    ])
  })

  it('appends the instruction as the last paragraph, written in the target dialect or language', () => {
    expect(withDialect('اكتب خطة تسويق  \n', 'asis')).toBe('اكتب خطة تسويق  \n')
    expect(withDialect('اكتب خطة تسويق\n', 'english')).toBe(
      `اكتب خطة تسويق\n\n${dialectInstructions.english}`,
    )
    expect(dialectInstructions.english).toMatch(
      /^Write the entire response in clear, natural English/,
    )
    expect(dialectInstructions.english).not.toMatch(/[\u0600-\u06FF]/)
    expect(dialectInstructions.fusha).toContain('الفصحى')
    // Each Arabic instruction carries a marker word of its own dialect.
    expect(dialectInstructions.gulf).toContain('اللي')
    expect(dialectInstructions.egyptian).toContain('بيتكلموا')
    expect(dialectInstructions.levantine).toContain('بيحكوا')
    expect(new Set(Object.values(dialectInstructions)).size).toBe(5)
  })

  it('accepts only known dialects from storage', () => {
    expect(isDialect('gulf')).toBe(true)
    expect(isDialect('klingon')).toBe(false)
    expect(isDialect({ d: 'gulf' })).toBe(false)
  })
})

describe('open in', () => {
  it('builds the documented query URL for the services that take one', () => {
    const text = 'اكتب لـ Apple & Co?'
    const encoded = encodeURIComponent(text)
    expect(openInTarget('chatgpt', text).href).toBe(`https://chatgpt.com/?q=${encoded}`)
    expect(openInTarget('claude', text).href).toBe(`https://claude.ai/new?q=${encoded}`)
    expect(openInTarget('copilot', text).href).toBe(`https://copilot.microsoft.com/?q=${encoded}`)
    expect(openInTarget('perplexity', text).href).toBe(
      `https://www.perplexity.ai/search?q=${encoded}`,
    )
    expect(openInTarget('grok', text).href).toBe(`https://grok.com/?q=${encoded}`)
  })

  it('copies and opens Gemini and DeepSeek, which take no query', () => {
    expect(openInTarget('gemini', 'نص')).toMatchObject({
      href: 'https://gemini.google.com/app',
      prefilled: false,
      reason: 'no-query',
    })
    expect(openInTarget('deepseek', 'نص')).toMatchObject({
      href: 'https://chat.deepseek.com/',
      prefilled: false,
      reason: 'no-query',
    })
  })

  it('falls back to copy + open when the address would pass the service limit', () => {
    // 6 characters an Arabic letter once encoded: find the edge exactly.
    const base = 'https://chatgpt.com/?q='.length
    const fits = 'س'.repeat(Math.floor((DEFAULT_MAX_URL - base) / 6))
    expect(openInTarget('chatgpt', fits)).toMatchObject({ prefilled: true })
    expect(openInTarget('chatgpt', `${fits}س`)).toMatchObject({
      prefilled: false,
      reason: 'too-long',
      href: 'https://chatgpt.com/',
    })
    // Copilot's limit is lower: the same text that fits ChatGPT is too long for it.
    expect(openInTarget('copilot', fits)).toMatchObject({ prefilled: false, reason: 'too-long' })
  })

  it('offers all seven chat assistants on every prompt', () => {
    expect(openInTargets([], 'x').map((t) => t.label)).toEqual([
      'ChatGPT',
      'Claude',
      'Gemini',
      'Microsoft Copilot',
      'Perplexity',
      'Grok',
      'DeepSeek',
    ])
    expect(CHAT_SERVICES).toHaveLength(7)
  })
})

describe('built-in values', () => {
  const now = new Date('2026-11-25T10:00:00Z')

  it('gives today in Hijri (Umm al-Qura) and Gregorian, in Arabic', () => {
    expect(hijriDate(now)).toBe('15 جمادى الآخرة 1448 هـ')
    expect(gregorianDate(now)).toBe('25 نوفمبر 2026م')
    // Riyadh's date, not UTC's: 22:30 UTC is already the next day there.
    expect(gregorianDate(new Date('2026-11-25T22:30:00Z'))).toBe('26 نوفمبر 2026م')
  })

  it('reads the name, company, job title and city from the profile; missing ones are empty', () => {
    const values = builtinValues(
      { full_name: ' سارة ', company_name: 'الأفق', job_title: null, city: 'جدة' },
      now,
    )
    expect(values).toMatchObject({
      اسمي: 'سارة',
      شركتي: 'الأفق',
      مسماي_الوظيفي: '',
      مدينتي: 'جدة',
      التاريخ_الميلادي: '25 نوفمبر 2026م',
    })
    expect(values.تاريخ_اليوم).toBe('25 نوفمبر 2026م (15 جمادى الآخرة 1448 هـ)')
    expect(builtinValues(null, now).اسمي).toBe('')
    expect(isBuiltinKey('مدينتي')).toBe(true)
    expect(isBuiltinKey('المدينة')).toBe(false)
  })
})

describe('share a filled prompt', () => {
  it('puts the values in the fragment only and reads them back for the prompt keys', () => {
    const link = shareLink('https://sanad.test/dashboard/prompt-cards/abc#old', {
      النبرة: 'ودية',
      الوصف: 'متجر عطور & بخور\nفي #الرياض',
      فارغ: '  ',
      شيء: { a: 1 },
    })
    const url = new URL(link)
    expect(url.search).toBe('')
    expect(url.pathname).toBe('/dashboard/prompt-cards/abc')
    expect(readSharedValues(url.hash, ['النبرة', 'الوصف', 'فارغ', 'شيء'])).toEqual({
      النبرة: 'ودية',
      الوصف: 'متجر عطور & بخور\nفي #الرياض',
    })
    expect(readSharedValues(url.hash, ['النبرة'])).toEqual({ النبرة: 'ودية' })
  })

  it('ignores a malformed fragment', () => {
    for (const hash of [
      '',
      '#',
      '#values=%7B',
      '#values=[1]',
      '#values=null',
      '#x=1',
      '#values=%E0%A4%A',
    ]) {
      expect(readSharedValues(hash, ['a'])).toEqual({})
    }
    expect(shareLink('https://sanad.test/p#x', {})).toBe('https://sanad.test/p')
  })
})
