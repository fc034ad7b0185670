/**
 * Links that come from the database (a tool's site, an assistant's link) become `href`s only
 * when they are absolute http(s) addresses: a `javascript:`, `data:` or `vbscript:` value would
 * run in the page when clicked. The database checks the same (https only); this is the second
 * line, for rows written before the check or by the service.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  if (!/^https?:\/\//i.test(trimmed)) return undefined
  try {
    const url = new URL(trimmed)
    // The address as written (the URL parser only validates it): https://claude.ai stays so.
    return url.protocol === 'https:' || url.protocol === 'http:' ? trimmed : undefined
  } catch {
    return undefined
  }
}
