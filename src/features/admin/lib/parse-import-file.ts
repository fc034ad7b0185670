import {
  ImportFileError,
  MAX_IMPORT_BYTES,
  mapCsvRecords,
  mapJsonDocument,
  type ParsedFile,
} from './prompt-import'

/** What the page hands over: a File, or anything with its name, size and bytes. */
export type ImportSource = { name: string; size: number; arrayBuffer: () => Promise<ArrayBuffer> }

function looksLikeJson(name: string, text: string): boolean {
  if (/\.json$/i.test(name)) return true
  if (/\.csv$/i.test(name)) return false
  return /^\s*[[{]/.test(text)
}

/** CSV text -> records, with papaparse (loaded only here, on the import page). */
async function parseCsvRecords(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse')
  const result = Papa.parse<string[]>(text, {
    // '|' separates list items inside a cell, so it is never taken for the delimiter.
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  })
  const broken = result.errors.find((e) => e.type === 'Quotes')
  if (broken) {
    const near = typeof broken.row === 'number' ? ` قرب الصف ${broken.row}` : ''
    throw new ImportFileError(
      `ملف CSV غير صالح: علامة اقتباس غير مغلقة أو في غير موضعها${near}. النص الذي فيه فاصلة أو سطر جديد يوضع بين علامتي اقتباس "…"، وتُكتب علامة الاقتباس داخله مرتين ""`,
    )
  }
  return result.data
}

/** The text of an uploaded file (UTF-8, a BOM or not) -> the rows to preview and send. */
export async function parseImportText(name: string, raw: string): Promise<ParsedFile> {
  const text = raw.replace(/^\uFEFF/, '')
  if (!text.trim()) throw new ImportFileError('الملف فارغ')
  if (looksLikeJson(name, text)) {
    let document: unknown
    try {
      document = JSON.parse(text)
    } catch {
      throw new ImportFileError('ملف JSON غير صالح: تحقق من الأقواس والفواصل وعلامات الاقتباس')
    }
    return mapJsonDocument(document)
  }
  return mapCsvRecords(await parseCsvRecords(text))
}

export async function parseImportFile(file: ImportSource): Promise<ParsedFile> {
  if (!/\.(csv|json|txt)$/i.test(file.name)) {
    throw new ImportFileError('نوع الملف غير مدعوم: اختر ملف CSV أو JSON')
  }
  if (file.size > MAX_IMPORT_BYTES) {
    throw new ImportFileError('حجم الملف يتجاوز الحد الأقصى (5 ميغابايت). قسّم الملف إلى أجزاء')
  }
  let bytes: ArrayBuffer
  try {
    bytes = await file.arrayBuffer()
  } catch {
    throw new ImportFileError('تعذّرت قراءة الملف. حاول اختياره مرة أخرى')
  }
  let text: string
  try {
    // fatal: bytes that are not UTF-8 (an old Windows-1256 export) are refused, not replaced.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ImportFileError(
      'ترميز الملف ليس UTF-8: احفظه من برنامج الجداول بصيغة «CSV UTF-8» ثم اختره مرة أخرى',
    )
  }
  return parseImportText(file.name, text)
}
