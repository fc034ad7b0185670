/**
 * Share a filled prompt (issue 22): the values travel in the link's fragment (`#قيم=…`), which the
 * browser never sends to a server, so they reach no server log. The receiver opens the same
 * prompt page, where the normal paywall applies; the fragment only pre-fills the form.
 */
export const SHARE_FRAGMENT_KEY = 'values'
const MAX_VALUES = 50
const MAX_VALUE_LENGTH = 5000

/** The page's address with the values (non-empty strings only) in its fragment. */
export function shareLink(pageUrl: string, values: Readonly<Record<string, unknown>>): string {
  const base = pageUrl.split('#')[0] ?? pageUrl
  const kept = Object.entries(values)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .filter(([, value]) => value.trim() !== '')
    .slice(0, MAX_VALUES)
  if (kept.length === 0) return base
  const params = new URLSearchParams()
  params.set(SHARE_FRAGMENT_KEY, JSON.stringify(Object.fromEntries(kept)))
  return `${base}#${params.toString()}`
}

/**
 * The values a fragment carries, for the given keys only; anything malformed is ignored (a
 * hand-edited or truncated link opens the prompt unfilled rather than failing).
 */
export function readSharedValues(hash: string, keys: readonly string[]): Record<string, string> {
  try {
    const raw = new URLSearchParams(hash.replace(/^#/, '')).get(SHARE_FRAGMENT_KEY)
    if (!raw) return {}
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    const out: Record<string, string> = {}
    for (const key of keys) {
      const value = (parsed as Record<string, unknown>)[key]
      if (typeof value === 'string' && value.trim() && value.length <= MAX_VALUE_LENGTH) {
        out[key] = value
      }
    }
    return out
  } catch {
    return {}
  }
}
