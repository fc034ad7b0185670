/**
 * Splits a request's query string the way PostgREST reads it: `select`, per-level `order`,
 * `limit`, `offset`, `or`/`and` trees and column filters (a dotted key such as
 * `books.title=eq.x` belongs to the embedded level `books`), plus `columns`/`on_conflict`.
 */
import { apiError, parseError } from './errors.ts'
import { emptyLevel, type LevelOptions } from './builder.ts'
import { parseField, parseFilter, parseLogic, parseOrder } from './parser.ts'

export interface ParsedQuery {
  select?: string
  levels: Map<string, LevelOptions>
  columns?: string
  onConflict?: string
  /** Keys kept aside for rpc arguments (GET /rpc/fn?a=1). */
  args: Record<string, string>
}

const RESERVED = new Set(['order', 'limit', 'offset', 'or', 'and'])

function parseCount(value: string, what: string): number {
  if (!/^\d+$/.test(value)) throw parseError(what, `"${value}" is not a non-negative integer`)
  return Number(value)
}

export function parseQuery(
  params: URLSearchParams,
  isArgument: (key: string, value: string) => boolean = () => false,
): ParsedQuery {
  const levels = new Map<string, LevelOptions>()
  const levelOf = (path: string) => {
    let level = levels.get(path)
    if (!level) {
      level = emptyLevel()
      levels.set(path, level)
    }
    return level
  }
  const out: ParsedQuery = { levels, args: {} }
  levelOf('')
  for (const [key, value] of params) {
    if (key === 'select') out.select = value
    else if (key === 'columns') out.columns = value
    else if (key === 'on_conflict') out.onConflict = value
    else if (!key.includes('.') && !RESERVED.has(key) && isArgument(key, value))
      out.args[key] = value
    else {
      // The embed path is everything before the last dot that precedes any json arrow.
      const arrow = key.indexOf('->')
      const head = arrow === -1 ? key : key.slice(0, arrow)
      const tail = arrow === -1 ? '' : key.slice(arrow)
      const dot = head.lastIndexOf('.')
      let path = dot === -1 ? '' : head.slice(0, dot)
      let last = (dot === -1 ? head : head.slice(dot + 1)) + tail
      if (last === 'or' || last === 'and') {
        if (path === 'not' || path.endsWith('.not')) {
          path = path === 'not' ? '' : path.slice(0, -4)
          last = `not.${last}`
        }
      }
      const level = levelOf(path)
      if (last === 'order') level.order.push(...parseOrder(value))
      else if (last === 'limit') level.limit = parseCount(value, `limit (${value})`)
      else if (last === 'offset') level.offset = parseCount(value, `offset (${value})`)
      else if (last === 'or' || last === 'and' || last === 'not.or' || last === 'not.and') {
        const negate = last.startsWith('not.')
        const op = negate ? last.slice(4) : last
        level.conditions.push(parseLogic(op as 'and' | 'or', negate, value))
      } else level.conditions.push(parseFilter(parseField(last), value))
    }
  }
  return out
}

/** `Range: 0-9` (items); PostgREST honours it alongside limit/offset. */
export function parseRangeHeader(header: string | null): { offset: number; limit?: number } | null {
  if (!header) return null
  const m = /^(?:items=)?\s*(\d+)-(\d*)$/.exec(header.trim())
  if (!m) return null
  const offset = Number(m[1])
  return m[2] ? { offset, limit: Math.max(0, Number(m[2]) - offset + 1) } : { offset }
}

export function parseCookies(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim()
  }
  return cookies
}

/** What a response is rendered as, chosen from `Accept` the way PostgREST negotiates it. */
export interface Media {
  kind: 'json' | 'object' | 'csv' | 'geojson'
  /** `nulls=stripped` (postgrest-js `.stripNulls()`): `json_strip_nulls` over the body. */
  strip: boolean
  contentType: string
}

/** A decoded `Accept` entry: the media we produce for it (if any) and its name in PGRST107. */
interface Accepted {
  media: Media | null
  mime: string
}

const JSON_MEDIA: Media = {
  kind: 'json',
  strip: false,
  contentType: 'application/json; charset=utf-8',
}

/**
 * wai-extra's `parseHttpAccept`, which PostgREST uses: spaces removed, `;q=` cut off and read,
 * then a stable sort by quality and by specificity (parameters count up, `*` counts down).
 */
export function parseAccept(header: string): string[] {
  return header
    .split(',')
    .map((raw, index) => {
      const stripped = raw.replaceAll(' ', '')
      const at = stripped.indexOf(';q=')
      const type = at === -1 ? stripped : stripped.slice(0, at)
      const qText = at === -1 ? '' : (stripped.slice(at + 3).split(';')[0] ?? '')
      const q = /^\d+(\.\d+)?$/.test(qText) ? Number(qText) : 1
      const specificity = type.split(';').length - 1 - (type.match(/\*/g)?.length ?? 0)
      return { type, q, specificity, index }
    })
    .sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index)
    .map((entry) => entry.type)
}

/** PostgREST's MediaType.hs `decodeMediaType` + `toMime`, limited to what it produces by default. */
function decodeAccept(value: string): Accepted {
  const [type = '', ...rest] = value.split(';')
  const onlyStripped = rest.length === 1 && rest[0] === 'nulls=stripped'
  switch (type) {
    case '*/*':
      return { media: JSON_MEDIA, mime: '*/*' }
    case 'application/json':
      return { media: JSON_MEDIA, mime: 'application/json' }
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return onlyStripped
        ? {
            media: {
              kind: 'json',
              strip: true,
              contentType: 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
            },
            mime: 'application/vnd.pgrst.array+json;nulls=stripped',
          }
        : { media: JSON_MEDIA, mime: 'application/json' }
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object': {
      const mime = `application/vnd.pgrst.object+json${onlyStripped ? ';nulls=stripped' : ''}`
      return {
        media: { kind: 'object', strip: onlyStripped, contentType: `${mime}; charset=utf-8` },
        mime,
      }
    }
    case 'text/csv':
      return {
        media: { kind: 'csv', strip: false, contentType: 'text/csv; charset=utf-8' },
        mime: 'text/csv',
      }
    case 'application/geo+json':
      return {
        media: {
          kind: 'geojson',
          strip: false,
          contentType: 'application/geo+json; charset=utf-8',
        },
        mime: 'application/geo+json',
      }
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json':
      // `.explain()`: only with db-plan-enabled, which is off on Supabase (and here).
      return { media: null, mime: planMime(type, rest) }
    default:
      // text/plain, text/xml, application/octet-stream, ...: PostgREST 12+ produces them only
      // through media-type handlers (domains named after the type), which this schema has none of.
      return { media: null, mime: type }
  }
}

function planMime(type: string, rest: string[]): string {
  const format = type.endsWith('+json') ? 'json' : 'text'
  const forValue = rest
    .find((p) => p.startsWith('for='))
    ?.slice(4)
    .replace(/^"+|"+$/g, '')
  const forMime = forValue ? decodeAccept(forValue).mime : 'application/json'
  const wanted = (rest.find((p) => p.startsWith('options='))?.slice(8) ?? '').split('|')
  const options = ['analyze', 'verbose', 'settings', 'buffers', 'wal'].filter((o) =>
    wanted.includes(o),
  )
  return `application/vnd.pgrst.plan+${format}; for="${forMime}"${options.length ? `; options=${options.join('|')}` : ''}`
}

/**
 * The first accepted type we produce, else `406 PGRST107` listing every accepted type
 * (Plan/Negotiate.hs `negotiateContent`, Error.hs `MediaTypeError`). No header means `*∕*`.
 */
export function negotiateMedia(header: string | null): Media {
  if (header === null) return JSON_MEDIA
  const accepted = parseAccept(header).map(decodeAccept)
  const pick = accepted.find((a) => a.media)
  if (pick?.media) return pick.media
  throw apiError(
    406,
    'PGRST107',
    `None of these media types are available: ${accepted.map((a) => a.mime).join(', ')}`,
  )
}

/** Every `Prefer` value PostgREST recognises (ApiRequest/Preferences.hs `acceptedPrefs`). */
const ACCEPTED_PREFS = new Set([
  'resolution=merge-duplicates',
  'resolution=ignore-duplicates',
  'return=representation',
  'return=minimal',
  'return=headers-only',
  'params=single-object',
  'count=exact',
  'count=planned',
  'count=estimated',
  'tx=commit',
  'tx=rollback',
  'missing=default',
  'missing=null',
  'handling=strict',
  'handling=lenient',
])

/**
 * `Prefer` tokens PostgREST would list in PGRST122 under `handling=strict`: anything not in its
 * accepted list, except `max-affected=…` (any value) and `timezone=…` (not validated here).
 */
export function invalidPreferences(header: string | null): string[] {
  if (header === null) return []
  return header
    .split(',')
    .map((token) => token.trim())
    .filter(
      (token) =>
        !ACCEPTED_PREFS.has(token) &&
        !token.startsWith('max-affected=') &&
        !token.startsWith('timezone='),
    )
}

/** `400 PGRST122` when `handling=strict` meets a preference PostgREST does not know. */
export function assertPreferences(header: string | null, strict: boolean): void {
  const invalid = strict ? invalidPreferences(header) : []
  if (invalid.length) {
    throw apiError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    )
  }
}
