/*
 * Reading an uploaded import file, shared by the admin prompt import and «أوامري»'s import: the
 * bytes as strict UTF-8, JSON or CSV by name and content, CSV records with papaparse (loaded on
 * the first import only). Each caller keeps its own Arabic messages and error class.
 */

/** What an import page hands over: a File, or anything with its name, size and bytes. */
export type FileSource = { name: string; size: number; arrayBuffer: () => Promise<ArrayBuffer> }

/** The file's text; `fail` turns the caller's message into its error. */
export async function readUtf8Text(
  file: FileSource,
  messages: { unreadable: string; notUtf8: string },
  fail: (message: string) => Error,
): Promise<string> {
  let bytes: ArrayBuffer
  try {
    bytes = await file.arrayBuffer()
  } catch {
    throw fail(messages.unreadable)
  }
  try {
    // fatal: bytes that are not UTF-8 (a Windows-1256 export) are refused, not replaced.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw fail(messages.notUtf8)
  }
}

/** JSON by its extension, CSV by its, else by the first character. */
export function looksLikeJson(name: string, text: string): boolean {
  if (/\.json$/i.test(name)) return true
  if (/\.csv$/i.test(name)) return false
  return /^\s*[[{]/.test(text)
}

/**
 * CSV text -> records. A broken quote is refused through `fail` (with the row when papaparse
 * knows it); '|' separates list items inside a cell, so it is never taken for the delimiter.
 */
export async function parseCsvRecords(
  text: string,
  fail: (row: number | undefined) => Error,
): Promise<string[][]> {
  const { default: Papa } = await import('papaparse')
  const result = Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  })
  const broken = result.errors.find((error) => error.type === 'Quotes')
  if (broken) throw fail(typeof broken.row === 'number' ? broken.row : undefined)
  return result.data
}
