/**
 * `postgres_changes` filters (`column=op.value`), parsed at join and evaluated on each change
 * in the server, as Realtime does before anything reaches a client. The operators are the
 * long-standing seven (`eq, neq, lt, lte, gt, gte, in`); values are compared by the column's
 * type category so `id=eq.5` matches the number 5 and `at=gt.2025-01-01` compares instants.
 */

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in'

export interface ParsedFilter {
  column: string
  op: FilterOp
  /** One value, or the list of `in.(a,b,c)`. */
  values: string[]
}

export interface CompiledFilter extends ParsedFilter {
  /** pg_type.typcategory of the column: N numeric, B boolean, D date/time, others as text. */
  category: string
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'])

export class FilterError extends Error {}

/** Parses one filter string; throws FilterError with Realtime's wording when it is malformed. */
export function parseFilter(filter: string): ParsedFilter {
  const eq = filter.indexOf('=')
  const dot = filter.indexOf('.', eq + 1)
  const column = eq > 0 ? filter.slice(0, eq) : ''
  const op = (eq > 0 && dot > eq ? filter.slice(eq + 1, dot) : '') as FilterOp
  const raw = dot > eq ? filter.slice(dot + 1) : ''
  if (!column || !OPS.has(op)) {
    const parts = eq > 0 ? [filter.slice(0, eq), filter.slice(eq + 1)] : [filter]
    throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify(parts)}`)
  }
  // realtime-js's filter builder joins several filters with commas; only one is served here.
  if (op !== 'in' && /,\s*[A-Za-z_][\w$]*=(eq|neq|lt|lte|gt|gte|in)\./.test(raw)) {
    throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify(filter.split(','))}`)
  }
  if (op !== 'in') return { column, op, values: [raw] }
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify([column, raw])}`)
  }
  return { column, op, values: splitList(raw.slice(1, -1)) }
}

/** `a,"b,c",d` -> ['a', 'b,c', 'd'] (PostgREST list syntax, double quotes protect commas). */
function splitList(list: string): string[] {
  const values: string[] = []
  let current = ''
  let quoted = false
  for (let i = 0; i < list.length; i++) {
    const ch = list[i]!
    if (ch === '"') quoted = !quoted
    else if (ch === '\\' && quoted && i + 1 < list.length) current += list[++i]
    else if (ch === ',' && !quoted) {
      values.push(current.trim())
      current = ''
    } else current += ch
  }
  values.push(current.trim())
  return values
}

export function matchesFilter(
  filter: CompiledFilter,
  row: Record<string, unknown> | null,
): boolean {
  if (!row || !(filter.column in row)) return false
  const cell = row[filter.column]
  if (cell === null || cell === undefined) return false
  if (filter.op === 'in') return filter.values.some((v) => compare(filter.category, cell, v) === 0)
  const order = compare(filter.category, cell, filter.values[0]!)
  if (order === undefined) return false
  switch (filter.op) {
    case 'eq':
      return order === 0
    case 'neq':
      return order !== 0
    case 'lt':
      return order < 0
    case 'lte':
      return order <= 0
    case 'gt':
      return order > 0
    case 'gte':
      return order >= 0
  }
}

/** Sign of `cell - value` in the column's type, or undefined when not comparable. */
function compare(category: string, cell: unknown, value: string): number | undefined {
  if (category === 'N') {
    const a = Number(cell)
    const b = Number(value)
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : Math.sign(a - b)
  }
  if (category === 'B') {
    const a = cell === true || cell === 't' || cell === 'true'
    const b = ['t', 'true', 'y', 'yes', 'on', '1'].includes(value.toLowerCase())
    return a === b ? 0 : a ? 1 : -1
  }
  if (category === 'D') {
    const a = Date.parse(String(cell))
    const b = Date.parse(value)
    if (!Number.isNaN(a) && !Number.isNaN(b)) return Math.sign(a - b)
  }
  const a = typeof cell === 'object' ? JSON.stringify(cell) : String(cell)
  return a === value ? 0 : a < value ? -1 : 1
}
