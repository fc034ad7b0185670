import fc from 'fast-check'
import { parseImportFile, parseImportText } from '@/features/admin/lib/parse-import-file'
import {
  EXAMPLE_PROMPTS,
  ImportFileError,
  IMPORT_COLUMNS,
  mapCsvRecords,
  mergeResults,
  normalizeHeader,
  parseFlag,
  promptsToCsv,
  promptsToJson,
  sendableRecords,
  splitList,
  validRowsLabel,
  type ExportPrompt,
  type ImportResult,
} from '@/features/admin/lib/prompt-import'
import { hasValidVariableSyntax } from '@/features/admin/lib/prompt-variables'
import { promptSchema, splitAsks } from '@/features/admin/schemas'
import { escapeFormula, unescapeFormula } from '@/lib/csv-formula'

const HEADER = 'slug,title_ar,category,platforms,body_ar'

async function fileError(name: string, text: string): Promise<string> {
  const error = await parseImportText(name, text).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ImportFileError)
  return (error as Error).message
}

describe('CSV parsing (RFC 4180, UTF-8 with or without a BOM)', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, Arabic text; skips blank rows', async () => {
    const csv =
      '\uFEFFslug,title_ar,category,platforms,tags,trial_sample,is_published,body_ar\r\n' +
      'first-one,"عنوان، بفاصلة ""واقتباس""",marketing,chatgpt|claude,وسم أول، وسم ثانٍ|ثالث,نعم,لا,"سطر أول\r\nسطر ثانٍ {{اسم}}"\r\n' +
      '\r\n' +
      ',,,,,,,\r\n' +
      'second-one,عنوان ثانٍ,seo, gemini ,,TRUE,1,نص\r\n'
    const file = await parseImportText('prompts.csv', csv)
    expect(file.format).toBe('csv')
    expect(file.warnings).toEqual([])
    expect(file.rows).toHaveLength(2)
    expect(file.rows[0]).toEqual({
      row: 1,
      title: 'عنوان، بفاصلة "واقتباس"',
      errors: [],
      record: {
        slug: 'first-one',
        title_ar: 'عنوان، بفاصلة "واقتباس"',
        category: 'marketing',
        platforms: ['chatgpt', 'claude'],
        tags: ['وسم أول', 'وسم ثانٍ', 'ثالث'],
        trial_sample: true,
        is_published: false,
        body_ar: 'سطر أول\r\nسطر ثانٍ {{اسم}}',
      },
    })
    expect(file.rows[1]!.row).toBe(2)
    expect(file.rows[1]!.record).toMatchObject({
      platforms: ['gemini'],
      tags: [],
      trial_sample: true,
      is_published: true,
    })
  })

  it('reads a file with LF line ends (and a quoted LF inside a cell)', async () => {
    const file = await parseImportText(
      'x.csv',
      `${HEADER}\na,عنوان,seo,chatgpt,"سطر\nثانٍ"\nb,عنوان آخر,seo,chatgpt,x\n`,
    )
    expect(file.rows.map((r) => r.record?.body_ar)).toEqual(['سطر\nثانٍ', 'x'])
  })

  it('takes a semicolon- or tab-separated file, never splitting on the list separator', async () => {
    for (const sep of [';', '\t']) {
      const csv = `${HEADER.replaceAll(',', sep)}\nslug-a${sep}عنوان${sep}seo${sep}chatgpt|gemini${sep}نص\n`
      const file = await parseImportText('x.csv', csv)
      expect(file.rows[0]!.record).toMatchObject({
        slug: 'slug-a',
        platforms: ['chatgpt', 'gemini'],
      })
    }
  })

  it('maps header names (case, spaces, hyphens) and warns about unknown columns', async () => {
    const file = await parseImportText(
      'x.csv',
      ' Slug ,Title-AR,CATEGORY,platforms,Body AR,notes\na-b,عنوان,seo,chatgpt,نص,ملاحظة\n',
    )
    expect(file.rows[0]!.record).toEqual({
      slug: 'a-b',
      title_ar: 'عنوان',
      category: 'seo',
      platforms: ['chatgpt'],
      body_ar: 'نص',
    })
    expect(file.warnings).toEqual(['أعمدة غير معروفة لن تُستورد: notes'])
    expect(normalizeHeader('\uFEFF Description-En ')).toBe('description_en')
  })

  it('answers file-level problems in Arabic before anything is sent', async () => {
    expect(await fileError('x.csv', '')).toBe('الملف فارغ')
    expect(await fileError('x.csv', 'slug,title_ar\na,b\n')).toContain(
      'category، platforms، body_ar',
    )
    expect(await fileError('x.csv', `${HEADER},slug\n`)).toBe('العمود «slug» مكرر في سطر العناوين')
    expect(await fileError('x.csv', `${HEADER}\n`)).toBe('الملف لا يحتوي على أي صف للاستيراد')
    expect(await fileError('x.csv', `${HEADER}\na,"عنوان غير مغلق,seo,chatgpt,x\n`)).toMatch(
      /علامة اقتباس/,
    )
    const many = `${HEADER}\n${'a,b,seo,chatgpt,x\n'.repeat(5001)}`
    expect(await fileError('x.csv', many)).toContain('5001')
  })

  it('keeps back a row with more cells than columns or with a NUL byte, with an Arabic reason', async () => {
    const file = await parseImportText(
      'x.csv',
      `${HEADER}\na,b,seo,chatgpt,x,extra\nb,"c\u0000",seo,chatgpt,x\nc,d,seo,chatgpt,x\n`,
    )
    expect(file.rows.map((r) => r.record === null)).toEqual([true, true, false])
    expect(file.rows[0]!.errors[0]).toContain('عدد الخلايا (6)')
    expect(file.rows[1]!.errors[0]).toContain('«title_ar»')
    expect(sendableRecords(file)).toHaveLength(1)
  })

  it('refuses other file types, files over 5 MB and bytes that are not UTF-8', async () => {
    const bytes = (data: Uint8Array) => async () => data.slice().buffer
    const arrayBuffer = bytes(new TextEncoder().encode(`${HEADER}\na,عنوان,seo,chatgpt,x\n`))
    await expect(parseImportFile({ name: 'a.xlsx', size: 10, arrayBuffer })).rejects.toThrow(
      'نوع الملف غير مدعوم',
    )
    await expect(
      parseImportFile({ name: 'a.csv', size: 5 * 1024 * 1024 + 1, arrayBuffer }),
    ).rejects.toThrow('5 ميغابايت')
    const ok = await parseImportFile({ name: 'a.CSV', size: 30, arrayBuffer })
    expect(ok.rows[0]!.title).toBe('عنوان')
    // «عنوان» in Windows-1256, as an old spreadsheet program saves Arabic.
    const cp1256 = new Uint8Array([
      ...new TextEncoder().encode(`${HEADER}\na,`),
      0xd9,
      0xe4,
      0xc7,
      0xe6,
      0xe4,
      0x2c,
    ])
    await expect(
      parseImportFile({ name: 'a.csv', size: 40, arrayBuffer: bytes(cp1256) }),
    ).rejects.toThrow('ترميز الملف ليس UTF-8')
  })
})

describe('JSON parsing', () => {
  it('reads an array of objects with the same column names, values as they are', async () => {
    const file = await parseImportText(
      'p.json',
      '\uFEFF[{"slug":"a","Title_AR":"عنوان","platforms":["chatgpt"],"trial_sample":true,"id":"x"}, 5]',
    )
    expect(file.format).toBe('json')
    expect(file.rows[0]!.record).toEqual({
      slug: 'a',
      title_ar: 'عنوان',
      platforms: ['chatgpt'],
      trial_sample: true,
    })
    // Not an object: sent as it is, for the server to answer for that row.
    expect(file.rows[1]!.record).toBe(5)
    expect(file.warnings).toEqual(['أعمدة غير معروفة لن تُستورد: id'])
  })

  it('refuses what is not a JSON array, in Arabic', async () => {
    expect(await fileError('p.json', '{"slug": "a"}')).toMatch(/مصفوفة/)
    expect(await fileError('p.json', '[{"slug": }]')).toMatch(/JSON غير صالح/)
    expect(await fileError('p.json', '[]')).toBe('الملف لا يحتوي على أي صف للاستيراد')
    // No extension: a file that starts with '[' is read as JSON.
    const sniffed = await parseImportText('p.txt', ' [{"slug":"a"}]')
    expect(sniffed.format).toBe('json')
  })

  it('keeps back an object holding a NUL byte anywhere', async () => {
    const file = await parseImportText('p.json', '[{"tags":["a\\u0000"]},{"slug":"b"}]')
    expect(file.rows[0]!.record).toBeNull()
    expect(file.rows[0]!.errors[0]).toContain('«tags»')
    expect(file.rows[1]!.record).toEqual({ slug: 'b' })
  })
})

describe('cells and lists', () => {
  it('splits lists on | ، and , (trimmed, unique)', () => {
    expect(splitList(' chatgpt | claude،gemini, chatgpt ,, ')).toEqual([
      'chatgpt',
      'claude',
      'gemini',
    ])
  })

  it('reads flags in English and Arabic, leaving anything else for the server to name', () => {
    expect(['true', 'TRUE', '1', 'yes', 'نعم'].map(parseFlag)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['false', '0', 'no', 'لا', '', '  '].map(parseFlag)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect(parseFlag('ربما')).toBe('ربما')
  })

  it('escapes cells a spreadsheet would run and takes exactly that apostrophe off again', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(escapeFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`)
    }
    expect(escapeFormula("'=x")).toBe("''=x")
    expect(escapeFormula("'plain")).toBe("'plain")
    expect(escapeFormula('عادي')).toBe('عادي')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(unescapeFormula(escapeFormula(value))).toBe(value)
        expect(escapeFormula(value)).not.toMatch(/^[=+\-@\t\r]/)
      }),
    )
  })

  it('names the valid rows with the Arabic counted noun', () => {
    expect(validRowsLabel(18)).toBe('18 صفاً صالحاً')
    expect(validRowsLabel(1)).toBe('صفاً صالحاً واحداً')
    expect(validRowsLabel(2)).toBe('صفّين صالحين')
    expect(validRowsLabel(5)).toBe('5 صفوف صالحة')
  })

  it('reads {{variables}} as the app does: every brace belongs to a named placeholder', () => {
    for (const ok of [
      'بلا متغيرات',
      '{{اسم}}',
      '{{ المدينة | الرياض }}',
      '{{a|}}',
      '{مفرد}',
      '{{a}}}',
    ]) {
      expect(hasValidVariableSyntax(ok), ok).toBe(true)
    }
    for (const bad of ['{{}}', '{{ }}', '{{اسم', 'اسم}}', '{{a{{b}}}}', '{{a}}}}']) {
      expect(hasValidVariableSyntax(bad), bad).toBe(false)
    }
  })

  it('the prompt form refuses the bodies the import refuses', () => {
    const values = {
      title_ar: 'عنوان',
      title_en: '',
      slug: 'a-b',
      description_ar: '',
      description_en: '',
      category: 'seo',
      platforms: ['chatgpt'],
      trial_sample: false,
      tags: '',
      ask_phrases: '',
      is_published: false,
      body_ar: 'اكتب عن {{الموضوع',
      body_en: '',
    }
    const result = promptSchema.safeParse(values)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/صيغة المتغيرات/)
    expect(promptSchema.safeParse({ ...values, body_ar: 'اكتب عن {{الموضوع}}' }).success).toBe(true)
  })

  it('the prompt form refuses the ask phrases admin_save_prompt refuses, one phrase a line', () => {
    const values = {
      title_ar: 'عنوان',
      title_en: '',
      slug: 'a-b',
      description_ar: '',
      description_en: '',
      category: 'seo',
      platforms: ['chatgpt'],
      trial_sample: false,
      tags: '',
      is_published: false,
      body_ar: 'اكتب عن {{الموضوع}}',
      body_en: '',
    }
    const asks = (lines: string[]) =>
      promptSchema.safeParse({ ...values, ask_phrases: lines.join('\n') })
    // A phrase may hold a comma; blank lines and repeats are dropped as the server drops them.
    expect(splitAsks('العميل يقول غالي، وش ارد؟\n\n  ابي وصف منتج  \nابي وصف منتج')).toEqual([
      'العميل يقول غالي، وش ارد؟',
      'ابي وصف منتج',
    ])
    expect(asks(['العميل يقول غالي، وش ارد؟', 'ابي وصف منتج']).success).toBe(true)
    expect(asks(['قصير']).error?.issues[0]?.message).toBe('كل صيغة سؤال من 6 إلى 140 حرفاً')
    expect(asks(['ط'.repeat(141)]).success).toBe(false)
    const eleven = Array.from({ length: 11 }, (_, i) => `صيغة رقم ${i + 1} هنا`)
    expect(asks(eleven).error?.issues[0]?.message).toBe('صيغ السؤال 10 على الأكثر')
    expect(asks(eleven.slice(0, 10)).success).toBe(true)
  })
})

describe('results', () => {
  it('puts the rows kept back in the browser between the server answers, renumbered', async () => {
    const file = mapCsvRecords([
      ['slug', 'title_ar', 'category', 'platforms', 'body_ar'],
      ['a', 'أول', 'seo', 'chatgpt', 'x'],
      ['b', 'ثانٍ', 'seo', 'chatgpt', 'x', 'زائد'],
      ['c', 'ثالث', 'seo', 'chatgpt', 'x'],
    ])
    const server: ImportResult = {
      dry_run: true,
      totals: { rows: 2, created: 1, duplicates: 1, errors: 0 },
      rows: [
        { row: 1, status: 'created', slug: 'a', title: 'أول', errors: [], message: null },
        { row: 2, status: 'duplicate', slug: 'c', title: 'ثالث', errors: [], message: 'مكرر' },
      ],
    }
    const merged = mergeResults(file, server)
    expect(merged.totals).toEqual({ rows: 3, created: 1, duplicates: 1, errors: 1 })
    expect(merged.rows.map((r) => [r.row, r.status, r.title])).toEqual([
      [1, 'created', 'أول'],
      [2, 'error', 'ثانٍ'],
      [3, 'duplicate', 'ثالث'],
    ])
  })
})

/** A catalogue value as the database keeps it: trimmed (private.trim_all), never a NUL. */
const text = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map((s) => s.replaceAll('\u0000', '').trim())
const listItem = text.filter((s) => s !== '' && !/[|،,]/.test(s))
/** An ask phrase may hold a comma; only «|» separates phrases in a CSV cell. */
const phrase = text.filter((s) => s !== '' && !s.includes('|'))
const prompt: fc.Arbitrary<ExportPrompt> = fc.record({
  slug: fc.stringMatching(/^[a-z0-9][a-z0-9-]{1,20}$/),
  title_ar: fc.oneof(text, fc.constantFrom('=1+1', '-قائمة', '@وسم', '"اقتباس", فاصلة')),
  title_en: fc.option(text.filter(Boolean), { nil: null }),
  description_ar: fc.oneof(text, fc.constant('سطر\r\nثانٍ\nثالث')),
  description_en: fc.option(text.filter(Boolean), { nil: null }),
  category: fc.constantFrom('marketing', 'seo'),
  platforms: fc.uniqueArray(listItem, { minLength: 1, maxLength: 3 }),
  tags: fc.uniqueArray(listItem, { maxLength: 4 }),
  asks: fc.uniqueArray(fc.oneof(phrase, fc.constant('العميل يقول غالي، وش ارد؟')), {
    maxLength: 4,
  }),
  trial_sample: fc.boolean(),
  is_published: fc.boolean(),
  body_ar: fc.oneof(text, fc.constant('+{{اسم|قيمة}}\n"نص"')),
  body_en: fc.option(text.filter(Boolean), { nil: null }),
})

describe('export and re-import round trip', () => {
  it('CSV: every exported prompt is read back with the same values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(prompt, { minLength: 1, maxLength: 5 }), async (prompts) => {
        const file = await parseImportText('export.csv', promptsToCsv(prompts))
        expect(file.rows.map((r) => r.errors)).toEqual(prompts.map(() => []))
        const back = sendableRecords(file)
        prompts.forEach((p, i) => {
          expect(back[i]).toEqual({
            ...p,
            title_en: p.title_en ?? '',
            description_en: p.description_en ?? '',
            body_en: p.body_en ?? '',
          })
        })
      }),
      { numRuns: 60 },
    )
  })

  it('JSON: the export is the import columns, read back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(prompt, { minLength: 1, maxLength: 5 }), async (prompts) => {
        const json = promptsToJson(prompts)
        const file = await parseImportText('export.json', json)
        expect(sendableRecords(file)).toEqual(prompts)
      }),
      { numRuns: 30 },
    )
  })

  it('the example file is a valid import of the documented columns', async () => {
    const csv = promptsToCsv(EXAMPLE_PROMPTS)
    expect(csv.split('\r\n')[0]).toBe(IMPORT_COLUMNS.map((c) => `"${c}"`).join(','))
    const file = await parseImportText('example.csv', csv)
    expect(file.rows).toHaveLength(EXAMPLE_PROMPTS.length)
    expect(file.warnings).toEqual([])
    for (const p of EXAMPLE_PROMPTS) {
      expect(hasValidVariableSyntax(p.body_ar)).toBe(true)
    }
  })
})
