import { looksLikeJson, parseCsvRecords, readUtf8Text, type FileSource } from '@/lib/import-file'
import {
  ImportFileError,
  MAX_IMPORT_BYTES,
  mapCsvRecords,
  mapJsonDocument,
  type ParsedFile,
} from './prompt-import'

/** What the page hands over: a File, or anything with its name, size and bytes. */
export type ImportSource = FileSource

const CSV_QUOTES =
  'النص الذي فيه فاصلة أو سطر جديد يوضع بين علامتي اقتباس "…"، وتُكتب علامة الاقتباس داخله مرتين ""'

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
  return mapCsvRecords(
    await parseCsvRecords(
      text,
      (row) =>
        new ImportFileError(
          `ملف CSV غير صالح: علامة اقتباس غير مغلقة أو في غير موضعها${row === undefined ? '' : ` قرب الصف ${row}`}. ${CSV_QUOTES}`,
        ),
    ),
  )
}

export async function parseImportFile(file: ImportSource): Promise<ParsedFile> {
  if (!/\.(csv|json|txt)$/i.test(file.name)) {
    throw new ImportFileError('نوع الملف غير مدعوم: اختر ملف CSV أو JSON')
  }
  if (file.size > MAX_IMPORT_BYTES) {
    throw new ImportFileError('حجم الملف يتجاوز الحد الأقصى (5 ميغابايت). قسّم الملف إلى أجزاء')
  }
  const text = await readUtf8Text(
    file,
    {
      unreadable: 'تعذّرت قراءة الملف. حاول اختياره مرة أخرى',
      notUtf8: 'ترميز الملف ليس UTF-8: احفظه من برنامج الجداول بصيغة «CSV UTF-8» ثم اختره مرة أخرى',
    },
    (message) => new ImportFileError(message),
  )
  return parseImportText(file.name, text)
}
