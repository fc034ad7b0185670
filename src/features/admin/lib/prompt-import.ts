/**
 * Prompt import and export (/518 «الاستيراد والتصدير»): the columns, turning a parsed CSV or
 * JSON file into the rows admin_import_prompts checks, and writing the catalogue back out in the
 * same columns. The server validates every row again (migration 20261125120000_prompt_import.sql);
 * here only what cannot reach it is caught (a NUL byte, a CSV row with too many cells) and the
 * file-level problems (size, shape, header) are answered before anything is sent.
 */
import { escapeFormula, unescapeFormula } from '@/lib/csv-formula'
import { checkCatalogue, normalizeTitle } from '@/lib/prompt-quality'
import { splitDistinct } from '../schemas'

export const IMPORT_COLUMNS = [
  'slug',
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'category',
  'platforms',
  'tags',
  'asks',
  'trial_sample',
  'is_published',
  'body_ar',
  'body_en',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]

export const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'slug',
  'title_ar',
  'category',
  'platforms',
  'body_ar',
]
const LIST_COLUMNS: readonly ImportColumn[] = ['platforms', 'tags']
/** Lists whose items may hold a comma: split on «|» only. */
const PHRASE_COLUMNS: readonly ImportColumn[] = ['asks']
const FLAG_COLUMNS: readonly ImportColumn[] = ['trial_sample', 'is_published']

/** The same limits as the server's (it answers them too, for any other caller). */
export const MAX_IMPORT_ROWS = 5000
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024

/** What each column takes, shown on the page (the same names in CSV and JSON). */
export const COLUMN_HELP: Record<ImportColumn, string> = {
  slug: 'مطلوب. المعرّف بأحرف إنجليزية صغيرة وأرقام وشرطات (2 إلى 121 حرفاً)، فريد لكل أمر',
  title_ar: 'مطلوب. العنوان بالعربية (2 إلى 200 حرف)، فريد بعد توحيد الهمزات والتشكيل',
  title_en: 'اختياري. العنوان بالإنجليزية (200 حرف كحد أقصى)',
  description_ar: 'اختياري. الوصف بالعربية (2000 حرف كحد أقصى)',
  description_en: 'اختياري. الوصف بالإنجليزية (2000 حرف كحد أقصى)',
  category: 'مطلوب. معرّف التصنيف (مثل marketing) أو اسمه كما يظهر في الموقع',
  platforms: 'مطلوب. منصة واحدة على الأقل (chatgpt، gemini، claude، midjourney)',
  tags: 'اختياري. الوسوم (500 حرف كحد أقصى مجتمعة)',
  asks: 'اختياري. كيف يطلبه الناس: حتى 10 صيغ كما يكتبها العميل (6 إلى 140 حرفاً لكل صيغة)، تُفصل بـ | في CSV',
  trial_sample: 'اختياري. true أو false (أو نعم / لا): ضمن العيّنة التجريبية؛ الافتراضي false',
  is_published: 'اختياري. true أو false (أو نعم / لا): منشور في المكتبة؛ الافتراضي false (مسودة)',
  body_ar:
    'مطلوب. نص الأمر (20000 حرف كحد أقصى)، والمتغيرات بصيغة {{اسم_المتغير}} أو {{اسم_المتغير|قيمة افتراضية}}',
  body_en: 'اختياري. نص الأمر بالإنجليزية (20000 حرف كحد أقصى)، بصيغة المتغيرات نفسها',
}

/** One row as admin_import_prompts receives it: column -> string, string list or flag. */
export type ImportRecord = { [K in ImportColumn]?: unknown }

/** A data row of the file: its number, what is sent, or the problems that keep it back. */
export type ParsedRow = {
  /** 1-based position among the data rows (the CSV header is not counted). */
  row: number
  title: string
  record: ImportRecord | null
  errors: string[]
}

export type ParsedFile = {
  format: 'csv' | 'json'
  rows: ParsedRow[]
  /** Not errors: columns that are not imported, shown above the preview. */
  warnings: string[]
}

/** A problem with the whole file: nothing is sent. The message is the Arabic text shown. */
export class ImportFileError extends Error {}

export type ImportStatus = 'created' | 'duplicate' | 'error'
export type ImportRowResult = {
  row: number
  status: ImportStatus
  slug: string | null
  title: string | null
  errors: string[]
  message: string | null
}
export type ImportTotals = { rows: number; created: number; duplicates: number; errors: number }
export type ImportResult = { dry_run: boolean; totals: ImportTotals; rows: ImportRowResult[] }

/** A cell of phrases (asks): split on '|' only, as a phrase may hold a comma. */
export const splitPhrases = (value: string) => splitDistinct(value, '|')

/** A list cell: split on '|', '،' or ',' (tags cannot hold a comma: the form splits on it too). */
export const splitList = (value: string) => splitDistinct(value, /[|،,]/)

const FLAGS: Record<string, boolean> = {
  '': false,
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  نعم: true,
  لا: false,
}

/** A recognised flag as a boolean; anything else is sent as written, for the server to name. */
export function parseFlag(value: string): boolean | string {
  const flag = FLAGS[value.trim().toLowerCase()]
  return flag ?? value
}

/** Header cell -> column name: trimmed, lower-case, spaces and hyphens as underscores. */
export function normalizeHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

const isColumn = (name: string): name is ImportColumn =>
  (IMPORT_COLUMNS as readonly string[]).includes(name)

function hasNul(value: unknown): boolean {
  return JSON.stringify(value ?? null).includes('\\u0000')
}

const nulError = (column: string) =>
  `العمود «${column}» يحتوي على محرف فارغ (NUL) غير مسموح به؛ احذفه من الملف`

function titleOf(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, 200) : ''
}

function checkRowCount(count: number): void {
  if (count === 0) throw new ImportFileError('الملف لا يحتوي على أي صف للاستيراد')
  if (count > MAX_IMPORT_ROWS) {
    throw new ImportFileError(
      `عدد الصفوف (${count}) يتجاوز الحد الأقصى: ${MAX_IMPORT_ROWS} صف في الاستيراد الواحد. قسّم الملف إلى أجزاء`,
    )
  }
}

/** CSV records (header first, as the parser gives them) -> rows to send. */
export function mapCsvRecords(records: string[][]): ParsedFile {
  const [header, ...data] = records
  if (!header || header.every((cell) => !cell.trim())) {
    throw new ImportFileError('الملف فارغ: السطر الأول يجب أن يحمل أسماء الأعمدة')
  }
  const names = header.map(normalizeHeader)
  const seen = new Set<string>()
  for (const name of names) {
    if (isColumn(name) && seen.has(name)) {
      throw new ImportFileError(`العمود «${name}» مكرر في سطر العناوين`)
    }
    seen.add(name)
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !seen.has(c))
  if (missing.length > 0) {
    throw new ImportFileError(
      `أعمدة مطلوبة غير موجودة في سطر العناوين: ${missing.join('، ')}. حمّل ملف المثال لترى الصيغة`,
    )
  }
  checkRowCount(data.length)
  const unknown = names.filter((n) => n && !isColumn(n))
  const warnings =
    unknown.length > 0 ? [`أعمدة غير معروفة لن تُستورد: ${[...new Set(unknown)].join('، ')}`] : []

  const rows = data.map((cells, index): ParsedRow => {
    const errors: string[] = []
    const record: ImportRecord = {}
    if (cells.length > names.length) {
      errors.push(
        `عدد الخلايا (${cells.length}) أكثر من عدد الأعمدة (${names.length})؛ تحقق من الفواصل وعلامات الاقتباس`,
      )
    }
    names.forEach((name, i) => {
      if (!isColumn(name)) return
      const cell = unescapeFormula(cells[i] ?? '')
      if (cell.includes('\u0000')) errors.push(nulError(name))
      if (LIST_COLUMNS.includes(name)) record[name] = splitList(cell)
      else if (PHRASE_COLUMNS.includes(name)) record[name] = splitPhrases(cell)
      else if (FLAG_COLUMNS.includes(name)) record[name] = parseFlag(cell)
      else record[name] = cell.trim()
    })
    return {
      row: index + 1,
      title: titleOf(record.title_ar),
      record: errors.length > 0 ? null : record,
      errors,
    }
  })
  return { format: 'csv', rows, warnings }
}

/** A parsed JSON document (an array of objects) -> rows to send. */
export function mapJsonDocument(document: unknown): ParsedFile {
  if (!Array.isArray(document)) {
    throw new ImportFileError(
      'ملف JSON يجب أن يكون مصفوفة من الكائنات: [{"slug": "…", "title_ar": "…"}, …]',
    )
  }
  checkRowCount(document.length)
  const unknown = new Set<string>()
  const rows = document.map((item: unknown, index): ParsedRow => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      // Sent as it is: the server answers it as a row that is not an object.
      return { row: index + 1, title: '', record: item as ImportRecord, errors: [] }
    }
    const errors: string[] = []
    const record: ImportRecord = {}
    for (const [key, value] of Object.entries(item)) {
      const name = normalizeHeader(key)
      if (!isColumn(name)) {
        unknown.add(key)
        continue
      }
      if (hasNul(value)) errors.push(nulError(name))
      record[name] = value
    }
    return {
      row: index + 1,
      title: titleOf(record.title_ar),
      record: errors.length > 0 ? null : record,
      errors,
    }
  })
  const warnings =
    unknown.size > 0 ? [`أعمدة غير معروفة لن تُستورد: ${[...unknown].join('، ')}`] : []
  return { format: 'json', rows, warnings }
}

/** The rows that go to the server, in order. */
export function sendableRecords(file: ParsedFile): ImportRecord[] {
  return file.rows.flatMap((r) => (r.record ? [r.record] : []))
}

/**
 * The server's answer (numbered by position among the rows sent) with the rows kept back here,
 * renumbered as the file's rows.
 */
export function mergeResults(file: ParsedFile, server: ImportResult): ImportResult {
  const answers = new Map(server.rows.map((answer) => [answer.row, answer]))
  let sent = 0
  const rows = file.rows.map((parsed): ImportRowResult => {
    if (!parsed.record) {
      return {
        row: parsed.row,
        status: 'error',
        slug: null,
        title: parsed.title || null,
        errors: parsed.errors,
        message: null,
      }
    }
    sent += 1
    const answer = answers.get(sent)
    return answer
      ? { ...answer, row: parsed.row, title: answer.title ?? (parsed.title || null) }
      : {
          row: parsed.row,
          status: 'error',
          slug: null,
          title: parsed.title || null,
          errors: ['لم يصل رد الخادم عن هذا الصف'],
          message: null,
        }
  })
  const count = (status: ImportStatus) => rows.filter((r) => r.status === status).length
  return {
    dry_run: server.dry_run,
    totals: {
      rows: rows.length,
      created: count('created'),
      duplicates: count('duplicate'),
      errors: count('error'),
    },
    rows,
  }
}

/** A prompt of the catalogue as the export writes it (and the import reads it back). */
export type ExportPrompt = {
  slug: string
  title_ar: string
  title_en: string | null
  description_ar: string
  description_en: string | null
  category: string
  platforms: string[]
  tags: string[]
  asks: string[]
  trial_sample: boolean
  is_published: boolean
  body_ar: string
  body_en: string | null
}

function cellOf(prompt: ExportPrompt, column: ImportColumn): string {
  const value = prompt[column]
  if (Array.isArray(value)) return value.join('|')
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return value ?? ''
}

/** RFC 4180: every field quoted, quotes doubled, CRLF between records. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))
    .join('\r\n')
    .concat('\r\n')
}

/** The catalogue as CSV in the import's columns, formula cells escaped. */
export function promptsToCsv(prompts: readonly ExportPrompt[]): string {
  return toCsv([
    [...IMPORT_COLUMNS],
    ...prompts.map((p) => IMPORT_COLUMNS.map((c) => escapeFormula(cellOf(p, c)))),
  ])
}

/** The catalogue as JSON: an array of objects with the import's columns. */
/** The prompts as the JSON import reads them: the import's columns, in its order. */
export function promptObjects(prompts: readonly ExportPrompt[]): Record<string, unknown>[] {
  return prompts.map((p) => Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, p[c]])))
}

export function promptsToJson(prompts: readonly ExportPrompt[]): string {
  return `${JSON.stringify(promptObjects(prompts), null, 2)}\n`
}

/** The example file offered on the page (real category and platform ids of the seed). */
export const EXAMPLE_PROMPTS: readonly ExportPrompt[] = [
  {
    slug: 'example-product-launch-post',
    title_ar: 'منشور إطلاق منتج جديد على إنستغرام',
    title_en: 'Instagram product launch post',
    description_ar: 'منشور قصير يعلن عن منتج جديد مع دعوة واضحة للشراء.',
    description_en: null,
    category: 'marketing',
    platforms: ['chatgpt', 'claude'],
    tags: ['إنستغرام', 'إطلاق منتج'],
    asks: ['ابي منشور انستقرام لمنتجي الجديد', 'كيف أعلن عن منتج جديد في الانستا'],
    trial_sample: false,
    is_published: false,
    body_ar:
      'أنت كاتب محتوى تسويقي. اكتب منشوراً لإطلاق {{اسم_المنتج}} لجمهور {{الجمهور|الشباب في الرياض}}.\nاجعل الدعوة للشراء في السطر الأخير.',
    body_en: null,
  },
  {
    slug: 'example-blog-outline',
    title_ar: 'مخطط مقال مدونة محسّن لمحركات البحث',
    title_en: 'SEO blog post outline',
    description_ar: 'عناوين فرعية وأسئلة شائعة لمقال حول كلمة مفتاحية واحدة.',
    description_en: 'Subheadings and FAQs for one keyword.',
    category: 'content-writing',
    platforms: ['chatgpt'],
    tags: ['مدونة', 'SEO'],
    asks: ['ابي مقال يطلع في قوقل', 'وش العناوين اللي احطها في مقال المدونة'],
    trial_sample: true,
    is_published: false,
    body_ar: 'ضع مخططاً لمقال عن {{الكلمة_المفتاحية}} بطول {{عدد_الكلمات|1200}} كلمة.',
    body_en: 'Outline an article about {{keyword}}.',
  },
]

/** "18 صفاً صالحاً" with the Arabic counted noun (1, 2, 3-10, 11+). */
export function validRowsLabel(count: number): string {
  if (count === 1) return 'صفاً صالحاً واحداً'
  if (count === 2) return 'صفّين صالحين'
  if (count >= 3 && count <= 10) return `${count} صفوف صالحة`
  return `${count} صفاً صالحاً`
}

/**
 * The library's quality gate on an import (issue 44, src/lib/prompt-quality.ts): a row whose body
 * is not Arabic, whose placeholders do not read, or that is a near-copy of a catalogue prompt (or
 * of another row) is kept back with the gate's Arabic reason, like any other row error.
 */
export function applyQualityGate(file: ParsedFile, catalogue: readonly ExportPrompt[]): ParsedFile {
  const asGate = (slug: string, r: ImportRecord | ExportPrompt) => ({
    slug,
    category: String(r.category ?? ''),
    platforms: Array.isArray(r.platforms)
      ? r.platforms.map(String)
      : splitList(String(r.platforms ?? '')),
    title: String(r.title_ar ?? ''),
    description: String(r.description_ar ?? ''),
    tags: [],
    body: String(r.body_ar ?? ''),
  })
  const key = (row: number) => `import-row-${row}`
  // A row whose slug or title the catalogue already has is a duplicate by the import's own rule
  // (the server answers «duplicate»), not a near-copy for the gate; an exported catalogue
  // re-imported is all such rows.
  const slugs = new Set(catalogue.map((p) => p.slug))
  const titles = new Set(catalogue.map((p) => normalizeTitle(p.title_ar)))
  const known = (r: ImportRecord) =>
    slugs.has(
      String(r.slug ?? '')
        .trim()
        .toLowerCase(),
    ) || titles.has(normalizeTitle(String(r.title_ar ?? '')))
  const rows = file.rows.filter((r) => r.record && !known(r.record))
  const report = checkCatalogue(
    rows.map((r) => asGate(key(r.row), r.record!)),
    { against: catalogue.map((p) => asGate(p.slug, p)), imported: true },
  )
  const byRow = new Map<string, string[]>()
  for (const { slug, message } of report.problems) {
    // The gate's own title check repeats the import's duplicate rule (the server's answer says it).
    if (message.startsWith('العنوان مكرر') || message.startsWith('المعرّف')) continue
    byRow.set(slug, [...(byRow.get(slug) ?? []), message.replace(/import-row-(\d+)/g, 'الصف $1')])
  }
  return {
    ...file,
    rows: file.rows.map((r) => {
      const problems = byRow.get(key(r.row))
      return problems ? { ...r, record: null, errors: [...r.errors, ...problems] } : r
    }),
  }
}
