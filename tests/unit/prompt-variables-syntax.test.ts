import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import seed from '../../supabase/seed.sql?raw'
import {
  fillPrompt,
  fillTemplate,
  parsePromptTemplate,
  parseTemplate,
  stripDirectionMarks,
  validateValue,
} from '@/lib/prompt-template'

/** The grammar before issue 22, kept here as the oracle for backwards compatibility. */
function legacyParse(body: string) {
  const byKey = new Map<string, { key: string; default: string | null }>()
  for (const m of body.matchAll(/\{\{\s*([^{}|]+?)\s*(?:\|([^{}]*))?\}\}/g)) {
    const key = (m[1] ?? '').trim()
    const dflt = m[2]?.trim() || null
    const known = byKey.get(key)
    if (!known) byKey.set(key, { key, default: dflt })
    else if (known.default === null && dflt !== null) known.default = dflt
  }
  return [...byKey.values()]
}

describe('typed variables: the syntax', () => {
  it('reads a select with Arabic options and a default among them', () => {
    const { fields, issues } = parsePromptTemplate('بنبرة {{النبرة: رسمية / ودية / حماسية | ودية}}')
    expect(issues).toEqual([])
    expect(fields).toEqual([
      {
        key: 'النبرة',
        default: 'ودية',
        required: false,
        type: { kind: 'select', options: ['رسمية', 'ودية', 'حماسية'] },
      },
    ])
  })

  it('reads a number with a range, Arabic-Indic digits and open ends', () => {
    const { fields, issues } = parsePromptTemplate(
      '{{الميزانية#: 1000..50000}} {{العدد#: ٣..}} {{الخصم #: ..٩٠}} {{أي_رقم#}}',
    )
    expect(issues).toEqual([])
    expect(fields.map((f) => f.type)).toEqual([
      { kind: 'number', min: 1000, max: 50000 },
      { kind: 'number', min: 3, max: null },
      { kind: 'number', min: null, max: 90 },
      { kind: 'number', min: null, max: null },
    ])
    expect(fields.map((f) => f.key)).toEqual(['الميزانية', 'العدد', 'الخصم', 'أي_رقم'])
  })

  it('reads date, multi-line (+ or ¶) and required marks in any order', () => {
    const { fields, issues } = parsePromptTemplate(
      '{{التاريخ@}} {{الوصف*+}} {{الملاحظات¶}} {{موعد_التسليم @*}} {{اسم العميل*}}',
    )
    expect(issues).toEqual([])
    expect(fields.map((f) => [f.key, f.type.kind, f.required])).toEqual([
      ['التاريخ', 'date', false],
      ['الوصف', 'multiline', true],
      ['الملاحظات', 'multiline', false],
      ['موعد_التسليم', 'date', true],
      ['اسم العميل', 'text', true],
    ])
  })

  it('keeps the old {{key}} and {{key|default}} exactly, with ":" allowed in a default', () => {
    const body = '{{اسم_الشركة}} {{الوقت|7:30 مساءً}} {{رقم_الطلب|#0000}} {{ tone }}'
    expect(parseTemplate(body)).toEqual(legacyParse(body))
    expect(
      parsePromptTemplate(body).fields.every((f) => f.type.kind === 'text' && !f.required),
    ).toBe(true)
  })

  it('gives every seeded prompt body the same keys and defaults as before', () => {
    // Placeholders written in the original syntax (no marks, no spec) mean what they meant; the
    // library written since issue 44 also uses the typed syntax, which reads without issues.
    // n8n expressions in the templates' workflow files ({{ $json.x }}) are not prompt placeholders.
    const placeholders = [...seed.matchAll(/\{\{[^{}]*\}\}/g)]
      .map((m) => m[0])
      .filter((one) => !/^\{\{\s*\$/.test(one))
    const legacy = placeholders.filter((one) => /^\{\{[^{}|:*#@+¶]*(\|[^{}]*)?\}\}$/.test(one))
    expect(legacy.length).toBeGreaterThan(300)
    for (const one of legacy) expect(parseTemplate(one), one).toEqual(legacyParse(one))
    for (const one of placeholders) expect(parsePromptTemplate(one).issues, one).toEqual([])
  })

  it('lists a repeated key once; a conflicting later definition loses with a warning', () => {
    const { fields, issues } = parsePromptTemplate(
      '{{اللون: أحمر / أزرق}} ثم {{اللون}} ثم {{اللون#: 1..3}} ثم {{اللون: أحمر / أزرق | أزرق}}',
    )
    expect(fields).toEqual([
      {
        key: 'اللون',
        default: 'أزرق',
        required: false,
        type: { kind: 'select', options: ['أحمر', 'أزرق'] },
      },
    ])
    expect(issues).toHaveLength(1)
    expect(issues[0]).toMatchObject({ key: 'اللون', severity: 'warning' })
    expect(issues[0]?.message).toContain('اعتُمد التعريف الأول')
  })

  it('gives a clear Arabic error per malformed placeholder and never throws', () => {
    const { fields, issues } = parsePromptTemplate(
      '{{*}} {{النبرة: وحيدة}} {{المبلغ#: كثير}} {{الحد#: 9..1}} {{اليوم@: أمس/غداً}} {{س#@}} {{ن: أ / ب | ج}} {{ناقص',
    )
    expect(fields.map((f) => f.key)).toEqual(['النبرة', 'المبلغ', 'الحد', 'اليوم', 'س', 'ن'])
    const messages = issues.map((i) => i.message)
    expect(messages).toHaveLength(8)
    for (const m of messages) expect(m).toMatch(/[\u0600-\u06FF]/)
    expect(messages[0]).toContain('بلا اسم')
    expect(messages[1]).toContain('خيارين على الأقل')
    expect(messages[2]).toContain('1000..50000')
    expect(messages[3]).toContain('الحد الأدنى')
    expect(messages[5]).toContain('لا يجمع')
    expect(messages[6]).toContain('ليست من الخيارات')
    expect(messages[7]).toContain('غير مكتملة')
    // A malformed select falls back to free text, a malformed range to an unbounded number.
    expect(fields[0]?.type).toEqual({ kind: 'text' })
    expect(fields[1]?.type).toEqual({ kind: 'number', min: null, max: null })
  })

  it('never throws on any input', () => {
    const piece = fc.constantFrom(
      '{{',
      '}}',
      '|',
      ':',
      '/',
      '..',
      '*',
      '#',
      '@',
      '+',
      '¶',
      'ا',
      ' ',
      '١',
      '\u200F',
    )
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 30 }), (parts) => {
        const body = parts.join('')
        const parsed = parsePromptTemplate(body)
        const filled = fillPrompt(parsed, { x: 'y' })
        expect(typeof filled.text).toBe('string')
      }),
      { numRuns: 300 },
    )
    expect(() => parsePromptTemplate(undefined as unknown as string)).not.toThrow()
  })
})

describe('typed variables: filling', () => {
  const parsed = parsePromptTemplate(
    'اكتب بنبرة {{النبرة: رسمية / ودية}} عن {{الوصف*+}} بميزانية {{الميزانية#: 1000..50000}} قبل {{الموعد@}}. {{النبرة}}',
  )

  it('copies the values, formats a date in Arabic and repeats a value wherever its key is', () => {
    const result = fillPrompt(parsed, {
      النبرة: 'ودية',
      الوصف: 'متجر\nعطور',
      الميزانية: '٢٠٠٠٠',
      الموعد: '2026-12-15',
    })
    expect(result.blocking).toEqual([])
    expect(result.unfilled).toEqual([])
    expect(result.text).toBe(
      'اكتب بنبرة ودية عن متجر\nعطور بميزانية ٢٠٠٠٠ قبل 15 ديسمبر 2026. ودية',
    )
  })

  it('blocks a required field left empty and a number out of range, in Arabic', () => {
    const result = fillPrompt(parsed, { الميزانية: '70000' })
    expect(result.blocking).toEqual([
      { key: 'الوصف', message: 'هذا الحقل مطلوب.' },
      { key: 'الميزانية', message: 'أعلى قيمة مسموحة 50,000.' },
    ])
    expect(result.unfilled).toEqual(['النبرة', 'الموعد'])
    expect(result.text).toContain('{{النبرة}}')
  })

  it('never copies [object Object] or undefined', () => {
    const values = { النبرة: { a: 1 }, الوصف: undefined, الميزانية: 5 } as unknown as Record<
      string,
      string
    >
    const text = fillPrompt(parsed, values).text
    expect(text).not.toContain('[object Object]')
    expect(text).not.toContain('undefined')
    expect(fillTemplate('{{أ}}', { أ: ['x'] } as unknown as Record<string, string>)).toBe('{{أ}}')
  })

  it('validates each type', () => {
    const [tone, , budget, date] = parsed.fields
    expect(validateValue(tone!, 'غاضبة')).toBe('اختر واحداً من الخيارات.')
    expect(validateValue(budget!, 'ألف')).toBe('اكتب رقماً فقط، مثل 15000.')
    expect(validateValue(budget!, '999')).toBe('أقل قيمة مسموحة 1,000.')
    expect(validateValue(budget!, '12,500')).toBeNull()
    expect(validateValue(date!, '2026-02-30')).toBe('اختر تاريخاً صحيحاً.')
    expect(validateValue(date!, '')).toBeNull()
  })
})

describe('bidi: the copied text carries no direction marks', () => {
  it('strips LRM, RLM, ALM, embeddings and isolates from values and body', () => {
    const body = '\u202Bاكتب عن {{العلامة}}\u202C'
    const text = fillTemplate(body, { العلامة: '\u2066Apple iPhone\u2069 \u200Fفي الرياض\u200E' })
    expect(text).toBe('اكتب عن Apple iPhone في الرياض')
    expect(stripDirectionMarks('a\u061Cb\u200Dc')).toBe('ab\u200Dc')
  })
})
