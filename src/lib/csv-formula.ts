/*
 * CSV formula injection (OWASP): a spreadsheet runs a cell that starts with = + - @, a tab or a
 * carriage return. The export puts an apostrophe before such a cell, and before a cell that is
 * already apostrophes followed by one of them, so the import can take exactly one apostrophe
 * off again: every text survives an export and a re-import unchanged.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/
export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}
export function unescapeFormula(value: string): string {
  return /^'+[=+\-@\t\r]/.test(value) ? value.slice(1) : value
}
