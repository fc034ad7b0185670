/**
 * Own prompts export/import files (issue 21): CSV writing and reading (quotes, commas, newlines,
 * BOM, formula injection), JSON checks, and the file-level Arabic refusals (size, encoding, type).
 */
import { describe, expect, it } from 'vitest'
import {
  csvRecordsToFile,
  fileToCsv,
  MAX_IMPORT_BYTES,
  parseTransferFile,
  parseTransferText,
  TransferFileError,
  writeCsv,
  type TransferFile,
} from '@/features/user-prompts/lib/transfer'
import { escapeFormula, unescapeFormula } from '@/lib/csv-formula'

const file = (prompts: TransferFile['prompts']): TransferFile => ({
  format: 'sanad-user-prompts',
  format_version: 1,
  prompts,
  collections: [],
})

const tricky = file([
  {
    ref: '1f0c8c8e-0000-4000-8000-000000000001',
    title: 'عرض، بفاصلة "واقتباس"',
    description: 'سطر أول\nسطر ثانٍ',
    category: 'marketing',
    platforms: ['chatgpt', 'claude'],
    tags: ['ترحيب', 'عملاء'],
    forked_from: { id: 'a0000000-0000-4000-8000-000000000002', slug: 'welcome' },
    created_at: '2026-11-01T10:00:00+00:00',
    updated_at: '2026-11-02T10:00:00+00:00',
    versions: [
      { version: 1, body: 'قديم', note: '' },
      { version: 2, body: '=1+2 لـ {{العميل}}\r\nثم, "هذا"', note: 'تعديل' },
    ],
  },
  {
    ref: 'r2',
    title: '-خصم @الآن',
    description: "'=SUM(A1)",
    category: null,
    platforms: [],
    tags: [],
    forked_from: null,
    versions: [{ version: 1, body: '+966 رقم', note: '' }],
  },
])

function source(name: string, bytes: Uint8Array | string, size?: number) {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
  return {
    name,
    size: size ?? data.byteLength,
    arrayBuffer: async () =>
      data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
  }
}

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as a formula, and restores them exactly', () => {
    for (const value of ['=1+1', '+966', '-5', '@SUM(A1)', '\tx', '\rx', "'=x", "''+x"]) {
      const safe = escapeFormula(value)
      expect(safe.startsWith("'")).toBe(true)
      expect(safe).toBe(`'${value}`)
      expect(unescapeFormula(safe)).toBe(value)
    }
    for (const value of ['نص عادي', "it's", "'quoted", '5-3', 'a=b']) {
      expect(escapeFormula(value)).toBe(value)
      expect(unescapeFormula(value)).toBe(value)
    }
  })

  it('quotes commas, quotes, semicolons and newlines, doubling the quotes, CRLF between rows', () => {
    expect(writeCsv([['a', 'b,c', 'say "hi"', 'x\ny', 'p;q', ' pad']])).toBe(
      'a,"b,c","say ""hi""","x\ny","p;q"," pad"',
    )
    expect(writeCsv([['1'], ['2']])).toBe('1\r\n2')
    expect(writeCsv([['=HYPERLINK("http://x")']])).toBe('"\'=HYPERLINK(""http://x"")"')
  })
})

describe('CSV export and import', () => {
  it('writes one row per prompt with its current version and the spreadsheet columns', () => {
    const csv = fileToCsv(tricky)
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(
      'ref,title,description,body,category,platforms,tags,forked_from_id,forked_from_slug,version,created_at,updated_at',
    )
    expect(csv).toContain('"\'=1+2 لـ {{العميل}}\r\nثم, ""هذا"""')
    expect(csv).toContain('chatgpt | claude')
    expect(csv).toContain("'-خصم @الآن")
    expect(csv).not.toMatch(/(^|,)[=+\-@]/m)
  })

  it('reads back what it wrote (with the BOM Excel keeps), the current version as the body', async () => {
    const back = await parseTransferText('mine.csv', `\uFEFF${fileToCsv(tricky)}`)
    expect(back.collections).toEqual([])
    expect(back.prompts).toEqual([
      {
        ref: '1f0c8c8e-0000-4000-8000-000000000001',
        title: 'عرض، بفاصلة "واقتباس"',
        description: 'سطر أول\nسطر ثانٍ',
        body: '=1+2 لـ {{العميل}}\r\nثم, "هذا"',
        category: 'marketing',
        platforms: ['chatgpt', 'claude'],
        tags: ['ترحيب', 'عملاء'],
        forked_from: { id: 'a0000000-0000-4000-8000-000000000002', slug: 'welcome' },
        created_at: '2026-11-01T10:00:00+00:00',
        updated_at: '2026-11-02T10:00:00+00:00',
      },
      {
        ref: 'r2',
        title: '-خصم @الآن',
        description: "'=SUM(A1)",
        body: '+966 رقم',
        category: null,
        platforms: [],
        tags: [],
        forked_from: null,
      },
    ])
  })

  it('takes a hand-made CSV with only title and body, in any column order', () => {
    const made = csvRecordsToFile([
      ['body', 'Title'],
      ['نص', 'عنوان'],
      ['', ''],
    ])
    expect(made.prompts).toEqual([
      {
        title: 'عنوان',
        description: '',
        body: 'نص',
        category: null,
        platforms: [],
        tags: [],
        forked_from: null,
      },
    ])
  })

  it('refuses a CSV without the title or body column, or with more than 1,000 rows', () => {
    expect(() => csvRecordsToFile([['name', 'text']])).toThrow(/title وbody/)
    const many = [['title', 'body'], ...Array.from({ length: 1001 }, (_, i) => [`t${i}`, 'b'])]
    expect(() => csvRecordsToFile(many)).toThrow('الملف فيه أكثر من 1,000 أمر')
  })

  it('refuses a broken quote in Arabic', async () => {
    await expect(parseTransferText('x.csv', 'title,body\n"open,b\n')).rejects.toThrow(
      /علامة اقتباس غير مغلقة/,
    )
  })
})

describe('JSON and the file itself', () => {
  it('keeps our JSON export as it is', async () => {
    const back = await parseTransferText('mine.json', JSON.stringify(tricky))
    expect(back).toEqual(tricky)
  })

  it('refuses files that are not ours, broken, of another version or shape', async () => {
    const cases: [string, RegExp][] = [
      ['{"a":', /ملف JSON غير صالح/],
      ['{"hello":"world"}', /ليس ملف أوامر مُصدَّراً من سند/],
      ['[1,2]', /ليس ملف أوامر مُصدَّراً من سند/],
      ['{"format":"sanad-user-prompts","format_version":2,"prompts":[]}', /إصدار صيغة الملف/],
      ['{"format":"sanad-user-prompts","format_version":1,"prompts":{}}', /بنية الملف/],
      ['   ', /الملف فارغ/],
    ]
    for (const [text, message] of cases) {
      await expect(parseTransferText('x.json', text)).rejects.toThrow(message)
    }
    await expect(parseTransferText('x.json', '{"a":')).rejects.toBeInstanceOf(TransferFileError)
  })

  it('refuses a file too big, of another type, or not UTF-8, in Arabic', async () => {
    await expect(parseTransferFile(source('a.json', '{}', MAX_IMPORT_BYTES + 1))).rejects.toThrow(
      'حجم الملف يتجاوز 2 ميغابايت',
    )
    await expect(parseTransferFile(source('a.xlsx', 'x'))).rejects.toThrow('نوع الملف غير مدعوم')
    // "عرض" in Windows-1256.
    await expect(
      parseTransferFile(
        source('a.csv', new Uint8Array([0x74, 0x2c, 0x62, 0x0a, 0xda, 0xd1, 0xd6])),
      ),
    ).rejects.toThrow('ترميز الملف ليس UTF-8')
    const ok = await parseTransferFile(source('a.csv', '\uFEFFtitle,body\nعنوان,نص\n'))
    expect(ok.prompts).toHaveLength(1)
  })
})
