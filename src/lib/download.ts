/** Saves a blob as a file through a temporary object URL (no server round trip). */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadText(
  filename: string,
  text: string,
  type = 'text/csv;charset=utf-8',
  { bom = true }: { bom?: boolean } = {},
): void {
  // A BOM so spreadsheet programs read the Arabic text as UTF-8 (none in JSON, which forbids it).
  downloadBlob(filename, new Blob(bom ? ['\uFEFF', text] : [text], { type }))
}
