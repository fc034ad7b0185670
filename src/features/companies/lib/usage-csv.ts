import { escapeFormula } from '@/lib/csv-formula'

/** One CSV line: every cell quoted, formula-looking text defused (OWASP CSV injection). */
function line(cells: readonly (string | number | null)[]): string {
  return cells
    .map((cell) => {
      const text =
        cell === null ? '' : typeof cell === 'number' ? String(cell) : escapeFormula(cell)
      return `"${text.replaceAll('"', '""')}"`
    })
    .join(',')
}

/**
 * The usage table as CSV with Arabic headers and CRLF lines (what Excel expects); the caller
 * saves it with a BOM (downloadText) so Excel reads the Arabic as UTF-8.
 */
export function usageCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [line(headers), ...rows.map(line)].join('\r\n') + '\r\n'
}
