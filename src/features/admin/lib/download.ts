/** The admin's CSV exports: `sanad-<kind>-<date>.csv`. */
export function exportFilename(kind: string, now: Date = new Date()): string {
  return `sanad-${kind}-${now.toISOString().slice(0, 10)}.csv`
}
