/**
 * Export and import files of own prompts (issue 21). JSON is the database's export as it is
 * (`export_user_prompts`: lossless); CSV is one row per prompt with its current version, for
 * spreadsheets. An imported CSV becomes the same document as a JSON file, so the server has one
 * import (`import_user_prompts`).
 */
import { looksLikeJson, parseCsvRecords, readUtf8Text, type FileSource } from '@/lib/import-file'
import { escapeFormula, unescapeFormula } from '@/lib/csv-formula'

export const FILE_FORMAT = 'sanad-user-prompts'
export const FILE_FORMAT_VERSION = 1
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024
export const MAX_IMPORT_PROMPTS = 1000

export type TransferVersion = {
  version?: number
  body: string
  note?: string
  restored_from?: number | null
  created_at?: string
}
export type TransferPrompt = {
  ref?: string
  title: string
  description?: string
  body?: string
  category?: string | null
  platforms?: string[]
  tags?: string[]
  variables?: unknown[]
  forked_from?: { id?: string; slug?: string | null } | null
  created_at?: string
  updated_at?: string
  versions?: TransferVersion[]
}
export type TransferItem = { kind: string; id?: string; slug?: string | null; ref?: string }
export type TransferCollection = { name: string; is_default?: boolean; items: TransferItem[] }
export type TransferFile = {
  format: typeof FILE_FORMAT
  format_version: number
  exported_at?: string
  prompts: TransferPrompt[]
  collections: TransferCollection[]
}

/** A file the browser refuses before anything is sent; the message is for the user. */
export class TransferFileError extends Error {}

export const CSV_COLUMNS = [
  'ref',
  'title',
  'description',
  'body',
  'category',
  'platforms',
  'tags',
  'forked_from_id',
  'forked_from_slug',
  'version',
  'created_at',
  'updated_at',
] as const

/** Separates the items of a list inside one cell (platforms, tags). */
const LIST_SEPARATOR = ' | '

function quoteCell(value: string): string {
  return /[",;\t\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** Rows -> CSV text (RFC 4180: CRLF between records, quotes doubled), without the BOM. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map((cell) => quoteCell(escapeFormula(cell))).join(',')).join('\r\n')
}

/** One row per prompt, its current version (the last of `versions`). */
export function fileToCsv(file: TransferFile): string {
  const rows = file.prompts.map((prompt) => {
    const current = prompt.versions?.at(-1)
    return [
      prompt.ref ?? '',
      prompt.title,
      prompt.description ?? '',
      current?.body ?? prompt.body ?? '',
      prompt.category ?? '',
      (prompt.platforms ?? []).join(LIST_SEPARATOR),
      (prompt.tags ?? []).join(LIST_SEPARATOR),
      prompt.forked_from?.id ?? '',
      prompt.forked_from?.slug ?? '',
      String(current?.version ?? prompt.versions?.length ?? 1),
      prompt.created_at ?? '',
      prompt.updated_at ?? '',
    ]
  })
  return writeCsv([[...CSV_COLUMNS], ...rows])
}

function splitList(cell: string): string[] {
  return cell
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** CSV records (the first is the header row) -> the import document. */
export function csvRecordsToFile(records: string[][]): TransferFile {
  const [header, ...rows] = records
  if (!header) throw new TransferFileError('الملف فارغ')
  const names = header.map((name) =>
    name
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  )
  const at = (name: (typeof CSV_COLUMNS)[number]) => names.indexOf(name)
  if (at('title') < 0 || at('body') < 0) {
    throw new TransferFileError(
      'ملف CSV بلا عمودي title وbody في سطر العناوين. صدِّر ملفاً من سند لترى الأعمدة المطلوبة',
    )
  }
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ''))
  if (filled.length > MAX_IMPORT_PROMPTS) {
    throw new TransferFileError('الملف فيه أكثر من 1,000 أمر. قسّمه إلى ملفات أصغر')
  }
  const prompts = filled.map((row): TransferPrompt => {
    const cell = (name: (typeof CSV_COLUMNS)[number]) => {
      const index = at(name)
      return index < 0 ? '' : unescapeFormula(row[index] ?? '')
    }
    const originId = cell('forked_from_id').trim()
    const originSlug = cell('forked_from_slug').trim()
    return {
      ...(cell('ref').trim() ? { ref: cell('ref').trim() } : {}),
      title: cell('title'),
      description: cell('description'),
      body: cell('body'),
      category: cell('category').trim() || null,
      platforms: splitList(cell('platforms')),
      tags: splitList(cell('tags')),
      forked_from: originId || originSlug ? { id: originId, slug: originSlug } : null,
      ...(cell('created_at').trim() ? { created_at: cell('created_at').trim() } : {}),
      ...(cell('updated_at').trim() ? { updated_at: cell('updated_at').trim() } : {}),
    }
  })
  return { format: FILE_FORMAT, format_version: FILE_FORMAT_VERSION, prompts, collections: [] }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A parsed JSON value -> the import document, or an Arabic refusal of the file as a whole. */
export function jsonToFile(value: unknown): TransferFile {
  if (!isObject(value) || value.format !== FILE_FORMAT) {
    throw new TransferFileError(
      'هذا الملف ليس ملف أوامر مُصدَّراً من سند. صدِّر أوامرك بصيغة JSON من هذه الصفحة ثم استورده',
    )
  }
  if (value.format_version !== FILE_FORMAT_VERSION) {
    throw new TransferFileError('إصدار صيغة الملف غير مدعوم: صدِّر الملف من جديد من سند')
  }
  const prompts = value.prompts ?? []
  const collections = value.collections ?? []
  if (!Array.isArray(prompts) || !Array.isArray(collections)) {
    throw new TransferFileError('بنية الملف غير صحيحة: لا نجد قائمة الأوامر أو المجموعات')
  }
  if (prompts.length > MAX_IMPORT_PROMPTS) {
    throw new TransferFileError('الملف فيه أكثر من 1,000 أمر. قسّمه إلى ملفات أصغر')
  }
  return value as TransferFile
}

/** The text of a chosen file (UTF-8, with a BOM or not) -> the import document. */
export async function parseTransferText(name: string, raw: string): Promise<TransferFile> {
  const text = raw.replace(/^\uFEFF/, '')
  if (!text.trim()) throw new TransferFileError('الملف فارغ')
  if (looksLikeJson(name, text)) {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      throw new TransferFileError('ملف JSON غير صالح: تحقق من الأقواس والفواصل وعلامات الاقتباس')
    }
    return jsonToFile(value)
  }
  return csvRecordsToFile(
    await parseCsvRecords(
      text,
      () =>
        new TransferFileError(
          'ملف CSV غير صالح: علامة اقتباس غير مغلقة أو في غير موضعها. النص الذي فيه فاصلة أو سطر جديد يوضع بين علامتي اقتباس "…"، وتُكتب علامة الاقتباس داخله مرتين ""',
        ),
    ),
  )
}

export type TransferSource = FileSource

export async function parseTransferFile(file: TransferSource): Promise<TransferFile> {
  if (!/\.(csv|json)$/i.test(file.name)) {
    throw new TransferFileError('نوع الملف غير مدعوم: اختر ملف JSON أو CSV صدّرته من سند')
  }
  if (file.size > MAX_IMPORT_BYTES) {
    throw new TransferFileError('حجم الملف يتجاوز 2 ميغابايت. قسّمه إلى ملفات أصغر')
  }
  const text = await readUtf8Text(
    file,
    {
      unreadable: 'تعذّرت قراءة الملف. اختره مرة أخرى',
      notUtf8: 'ترميز الملف ليس UTF-8: احفظه من برنامج الجداول بصيغة «CSV UTF-8» ثم اختره مرة أخرى',
    },
    (message) => new TransferFileError(message),
  )
  return parseTransferText(file.name, text)
}

export function transferFilename(extension: 'json' | 'csv', now: Date = new Date()): string {
  return `sanad-my-prompts-${now.toISOString().slice(0, 10)}.${extension}`
}
