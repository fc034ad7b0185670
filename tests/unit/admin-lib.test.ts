import { assertRpcSuccess, AdminError, toAdminError } from '@/features/admin/api/errors'
import { parseChatQuestions } from '@/features/admin/api/settings'
import { normalizeChatQuestions } from '@/features/admin/lib/chat-questions'
import { exportFilename } from '@/features/admin/lib/download'
import { iconNameFor } from '@/features/admin/lib/icon-library'
import { extractPromptVariables, slugify } from '@/features/admin/lib/prompt-variables'
import { splitTags } from '@/features/admin/schemas'

describe('extractPromptVariables', () => {
  it('lists {{key}} and {{key|default}} once each, in order of first use', () => {
    expect(
      extractPromptVariables(
        'خطة لـ {{ اسم_الشركة }} في {{المدينة|الرياض}} ثم {{اسم_الشركة}} و{{المنتج|}}',
      ),
    ).toEqual([
      { key: 'اسم_الشركة', default: null },
      { key: 'المدينة', default: 'الرياض' },
      { key: 'المنتج', default: null },
    ])
  })

  it('ignores text without placeholders and broken braces', () => {
    expect(extractPromptVariables('بلا متغيرات {اسم} {{}}')).toEqual([])
  })
})

describe('slugify and tags', () => {
  it('makes a lower-case ASCII slug', () => {
    expect(slugify('  Marketing Plan: 90 Days! ')).toBe('marketing-plan-90-days')
    expect(slugify('خطة تسويق')).toBe('')
  })

  it('splits tags on Arabic and Latin commas, trimmed and unique', () => {
    expect(splitTags('تسويق، خطة ,تسويق, ,SEO')).toEqual(['تسويق', 'خطة', 'SEO'])
  })
})

describe('admin errors', () => {
  it('maps the spec admin helper errors to Arabic', () => {
    expect(() => assertRpcSuccess({ success: false, error: 'User not found' }, 'x')).toThrow(
      'المستخدم غير موجود',
    )
    expect(() =>
      assertRpcSuccess({ success: false, error: 'Failed to unlock account' }, 'x'),
    ).toThrow('فشل في إلغاء تجميد الحساب')
    expect(() =>
      assertRpcSuccess({ success: false, error: 'Failed to assign admin role' }, 'x'),
    ).toThrow('فشل في تعيين صلاحية المشرف')
    expect(() => assertRpcSuccess({ success: false, error: 'Something new' }, 'احتياطي')).toThrow(
      'احتياطي',
    )
    expect(() => assertRpcSuccess({ success: true }, 'x')).not.toThrow()
    expect(() => assertRpcSuccess(null, 'احتياطي')).toThrow('احتياطي')
  })

  it('maps database codes, with per-call overrides', () => {
    expect(toAdminError({ code: '42501' }, 'x').message).toBe('لا تملك صلاحية تنفيذ هذا الإجراء')
    expect(toAdminError({ code: '23505' }, 'x', { '23505': 'مستخدم' }).message).toBe('مستخدم')
    expect(toAdminError({ code: 'XX000' }, 'احتياطي').message).toBe('احتياطي')
    expect(toAdminError({ message: 'Failed to fetch' }, 'x')).toBeInstanceOf(AdminError)
    expect(toAdminError({ message: 'Failed to fetch' }, 'x').message).toContain('الاتصال')
  })
})

describe('chat suggested questions', () => {
  it('reads the stored JSON list in order and survives bad values', () => {
    expect(
      parseChatQuestions(
        JSON.stringify([
          { id: 'b', question: 'ثانٍ', is_active: false, order_index: 2 },
          { id: 'a', question: 'أول', is_active: true, order_index: 1 },
        ]),
      ).map((q) => q.id),
    ).toEqual(['a', 'b'])
    expect(parseChatQuestions('not json')).toEqual([])
    expect(parseChatQuestions('{"a":1}')).toEqual([])
    expect(parseChatQuestions(null)).toEqual([])
  })

  it('renumbers order_index in the shown order and drops empty questions', () => {
    expect(
      normalizeChatQuestions([
        { id: 'x', question: ' ج ', is_active: true, order_index: 9 },
        { id: 'y', question: '  ', is_active: true, order_index: 1 },
        { id: 'z', question: 'د', is_active: false, order_index: 3 },
      ]),
    ).toEqual([
      { id: 'x', question: 'ج', is_active: true, order_index: 1 },
      { id: 'z', question: 'د', is_active: false, order_index: 2 },
    ])
  })
})

describe('icons and exports', () => {
  it('names a Lucide key as the icons table does', () => {
    expect(iconNameFor('BarChart3')).toBe('bar-chart-3')
    expect(iconNameFor('MessageSquare')).toBe('message-square')
    expect(iconNameFor('PenLine')).toBe('pen-line')
  })

  it('dates the export file', () => {
    expect(exportFilename('waitlist', new Date('2026-03-04T10:00:00Z'))).toBe(
      'sanad-waitlist-2026-03-04.csv',
    )
  })
})
