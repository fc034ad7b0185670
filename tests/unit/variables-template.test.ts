import { describe, expect, it } from 'vitest'
import { fillTemplate, parseTemplate, segmentTemplate, variableLabel } from '@/lib/prompt-template'

describe('parseTemplate', () => {
  it('reads Arabic and Latin keys with optional defaults, in order of first use', () => {
    const body = 'اكتب لـ {{اسم_الشركة}} في {{المدينة|الرياض}} عن {{product|coffee}} ثم {{ tone }}'
    expect(parseTemplate(body)).toEqual([
      { key: 'اسم_الشركة', default: null },
      { key: 'المدينة', default: 'الرياض' },
      { key: 'product', default: 'coffee' },
      { key: 'tone', default: null },
    ])
  })

  it('lists a repeated key once and keeps the first non-empty default', () => {
    const body = '{{المنتج}} ثم {{المنتج|عطور}} ثم {{المنتج|بخور}} و{{ الجمهور | الشباب }}'
    expect(parseTemplate(body)).toEqual([
      { key: 'المنتج', default: 'عطور' },
      { key: 'الجمهور', default: 'الشباب' },
    ])
  })

  it('ignores single braces and empty placeholders', () => {
    expect(parseTemplate('{اسم} {{}} {{|x}} نص عادي')).toEqual([])
  })

  it('keeps a default that contains spaces and punctuation', () => {
    expect(parseTemplate('{{الميزانية|10,000 ريال شهرياً}}')).toEqual([
      { key: 'الميزانية', default: '10,000 ريال شهرياً' },
    ])
  })
})

describe('fillTemplate', () => {
  const body = 'شركة {{اسم_الشركة}} في {{المدينة|الرياض}} تبيع {{المنتج}}. {{اسم_الشركة}} رائدة.'

  it('fills every occurrence of a value, falls back to defaults, and keeps unfilled keys visible', () => {
    expect(fillTemplate(body, { اسم_الشركة: 'الأفق' })).toBe(
      'شركة الأفق في الرياض تبيع {{المنتج}}. الأفق رائدة.',
    )
  })

  it('prefers the user value over the default and ignores blank values', () => {
    expect(fillTemplate(body, { اسم_الشركة: 'الأفق', المدينة: 'جدة', المنتج: '  ' })).toBe(
      'شركة الأفق في جدة تبيع {{المنتج}}. الأفق رائدة.',
    )
  })

  it('uses a default given on a later occurrence for every occurrence', () => {
    expect(fillTemplate('{{لغة}} و{{لغة|العربية}}', {})).toBe('العربية والعربية')
  })

  it('leaves text without placeholders untouched', () => {
    expect(fillTemplate('بدون متغيرات {غير} مكتملة', {})).toBe('بدون متغيرات {غير} مكتملة')
  })
})

describe('segmentTemplate and labels', () => {
  it('splits text and variables so the preview can highlight them', () => {
    expect(segmentTemplate('أ {{ب|ج}} د')).toEqual([
      { kind: 'text', text: 'أ ' },
      { kind: 'variable', key: 'ب', default: 'ج' },
      { kind: 'text', text: ' د' },
    ])
  })

  it('shows underscores as spaces', () => {
    expect(variableLabel('اسم_الشركة')).toBe('اسم الشركة')
  })
})
