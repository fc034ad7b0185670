/** The /518/kits form: the database's checks in Arabic, and the guide typed one step a line. */
import { describe, expect, it } from 'vitest'
import { kitSchema, stepsOf } from '@/features/admin/api/kits'

const valid = {
  title: 'إطلاق متجر إلكتروني',
  slug: 'launch-online-store',
  description: 'من الفكرة إلى أول طلب.',
  steps: 'اختبر جاهزية المتجر.\n\n  اكتب أوصاف المنتجات.  \n',
  icon: 'shopping-cart',
  sort_order: '3',
}

const messages = (input: Record<string, unknown>) => {
  const result = kitSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('the kit form', () => {
  it('accepts a kit and reads the guide one step a line', () => {
    expect(kitSchema.safeParse(valid).success).toBe(true)
    expect(stepsOf(valid.steps)).toEqual(['اختبر جاهزية المتجر.', 'اكتب أوصاف المنتجات.'])
  })

  it('refuses what the database refuses, in Arabic', () => {
    expect(messages({ ...valid, title: 'ab' })).toEqual(['اكتب عنواناً من 3 أحرف على الأقل'])
    expect(messages({ ...valid, slug: 'Launch Store' })[0]).toMatch(/^المعرّف بحروف إنجليزية/)
    expect(messages({ ...valid, steps: ' \n ' })).toEqual([
      'اكتب خطوة واحدة على الأقل، كل خطوة في سطر',
    ])
    expect(
      messages({ ...valid, steps: Array.from({ length: 13 }, () => 'خطوة').join('\n') }),
    ).toEqual(['الدليل 12 خطوة على الأكثر'])
    expect(messages({ ...valid, steps: 'أ' })).toEqual(['كل خطوة من حرفين إلى 400 حرف'])
    expect(messages({ ...valid, icon: 'skull' })).toEqual(['اختر أيقونة من القائمة'])
    expect(messages({ ...valid, sort_order: '-1' })).toEqual(['الترتيب عدد صحيح من 0 إلى 9999'])
    expect(messages({ ...valid, description: 'و'.repeat(501) })).toEqual(['الوصف أطول من 500 حرف'])
  })
})
