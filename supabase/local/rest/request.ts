/**
 * Splits a request's query string the way PostgREST reads it: `select`, per-level `order`,
 * `limit`, `offset`, `or`/`and` trees and column filters (a dotted key such as
 * `books.title=eq.x` belongs to the embedded level `books`), plus `columns`/`on_conflict`.
 */
import { parseError } from './errors.ts'
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
