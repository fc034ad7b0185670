/**
 * The PostgREST URL grammar, as postgrest-js emits it: `select` trees, filters (`col=op.value`,
 * `not.`, `(any|all)` modifiers, `fts(config)`), `or`/`and` logic trees, `order`, and the
 * `Prefer` header. Pure functions producing plain data; the SQL builder turns that data into
 * SQL with identifiers checked against the schema cache and values bound as parameters.
 */
import { parseError } from './errors.ts'

export interface JsonOp {
  arrow: '->' | '->>'
  key: string
}

export interface FieldRef {
  name: string
  path: JsonOp[]
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; alias?: string; field: FieldRef; cast?: string }
  | { kind: 'count'; alias?: string }
  | {
      kind: 'embed'
      alias?: string
      relation: string
      hint?: string
      inner: boolean
      spread: boolean
      items: SelectItem[]
    }

export interface Filter {
  kind: 'filter'
  field: FieldRef
  negate: boolean
  op: string
  modifier?: 'any' | 'all'
  config?: string
  value: string
  list?: string[]
}

export interface Logic {
  kind: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

export type Condition = Filter | Logic

export interface OrderTerm {
  /** Set when ordering by a column of a to-one embedded resource: `order=author(name)`. */
  relation?: string
  field: FieldRef
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
])
const QUANTIFIABLE = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
])
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts'])

/** Casts a select may ask for; the cast text goes into SQL, so only these are accepted. */
export const CASTS = new Map<string, string>(
  [
    'text',
    'varchar',
    'char',
    'int',
    'int2',
    'int4',
    'int8',
    'integer',
    'smallint',
    'bigint',
    'numeric',
    'decimal',
    'real',
    'float',
    'float4',
    'float8',
    'boolean',
    'bool',
    'date',
    'time',
    'timetz',
    'timestamp',
    'timestamptz',
    'interval',
    'json',
    'jsonb',
    'uuid',
    'money',
  ].map((t) => [t, t]),
)

class Scanner {
  pos = 0
  constructor(readonly input: string) {}
  eof() {
    return this.pos >= this.input.length
  }
  peek(s: string) {
    return this.input.startsWith(s, this.pos)
  }
  take(s: string) {
    if (!this.peek(s)) return false
    this.pos += s.length
    return true
  }
  fail(what: string): never {
    throw parseError(
      what,
      `unexpected ${this.eof() ? 'end of input' : `"${this.input[this.pos]}"`} at position ${this.pos + 1} of "${this.input}"`,
    )
  }
  /** A bare or double-quoted identifier. */
  name(what: string): string {
    if (this.take('"')) {
      let out = ''
      while (!this.eof() && !this.peek('"')) {
        if (this.peek('\\')) this.pos += 1
        out += this.input[this.pos]
        this.pos += 1
      }
      if (!this.take('"')) this.fail(what)
      return out
    }
    const start = this.pos
    while (!this.eof()) {
      const ch = this.input[this.pos]!
      if (',:()!"'.includes(ch) || this.peek('->') || this.peek('::') || this.peek('.')) break
      this.pos += 1
    }
    if (this.pos === start) this.fail(what)
    return this.input.slice(start, this.pos)
  }
  jsonPath(): JsonOp[] {
    const path: JsonOp[] = []
    while (this.peek('->')) {
      const arrow = this.take('->>') ? '->>' : (this.take('->'), '->')
      path.push({ arrow, key: this.name('json path') })
    }
    return path
  }
}

export function parseSelect(input: string): SelectItem[] {
  const s = new Scanner(input)
  const items = parseItems(s, input)
  if (!s.eof()) s.fail('select')
  return items
}

function parseItems(s: Scanner, input: string): SelectItem[] {
  const items: SelectItem[] = []
  if (s.eof() || s.peek(')')) return items
  for (;;) {
    items.push(parseItem(s, input))
    if (!s.take(',')) return items
  }
}

function parseItem(s: Scanner, input: string): SelectItem {
  if (s.take('*')) return { kind: 'star' }
  const spread = s.take('...')
  let alias: string | undefined
  let name = s.name('select')
  if (!spread && s.peek(':') && !s.peek('::')) {
    s.take(':')
    alias = name
    name = s.name('select')
  }
  if (name === 'count' && s.peek('()')) {
    s.take('()')
    return { kind: 'count', alias }
  }
  let hint: string | undefined
  let inner = false
  while (s.take('!')) {
    const h = s.name('select')
    if (h === 'inner') inner = true
    else if (h !== 'left') hint = h
  }
  if (s.take('(')) {
    const items = parseItems(s, input)
    if (!s.take(')')) s.fail('select')
    return { kind: 'embed', alias, relation: name, hint, inner, spread, items }
  }
  if (spread || hint || inner) s.fail('select')
  const path = s.jsonPath()
  let cast: string | undefined
  if (s.take('::')) {
    const start = s.pos
    while (!s.eof() && /[a-z0-9_]/i.test(s.input[s.pos]!)) s.pos += 1
    cast = s.input.slice(start, s.pos).toLowerCase()
    if (!CASTS.has(cast)) s.fail('select')
  }
  if (s.peek('.')) s.fail('select')
  return { kind: 'field', alias, field: { name, path }, cast }
}

/** `col`, `"my col"`, `data->a->>b`: a filter or order target. */
export function parseField(input: string, what = 'filter'): FieldRef {
  const s = new Scanner(input)
  const name = s.name(what)
  const path = s.jsonPath()
  if (!s.eof()) s.fail(what)
  return { name, path }
}

/** `[not.]op[(any|all)|(config)].value` for a column. */
export function parseFilter(field: FieldRef, raw: string): Filter {
  let rest = raw
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest)
  if (!m || !OPERATORS.has(m[1]!)) throw parseError(`filter (${raw})`)
  const op = m[1]!
  const paren = m[2]
  const value = m[3]!
  const filter: Filter = { kind: 'filter', field, negate, op, value }
  if (paren !== undefined) {
    if (FTS.has(op)) filter.config = paren
    else if ((paren === 'any' || paren === 'all') && QUANTIFIABLE.has(op)) filter.modifier = paren
    else throw parseError(`filter (${raw})`)
  }
  if (op === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw parseError(`filter (${raw})`)
    filter.list = splitList(value.slice(1, -1)).map(unquote)
  }
  if (filter.modifier) {
    if (!value.startsWith('{') || !value.endsWith('}')) throw parseError(`filter (${raw})`)
    filter.list = splitList(value.slice(1, -1)).map(unquote)
  }
  if (
    op === 'is' &&
    !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())
  ) {
    throw parseError(`filter (${raw})`)
  }
  return filter
}

/** Splits on top-level commas, respecting double quotes, parentheses and braces. */
export function splitList(input: string): string[] {
  const out: string[] = []
  if (input === '') return out
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i]
    if (quoted) {
      if (ch === '\\') i += 1
      else if (ch === '"') quoted = false
    } else if (ch === '"') quoted = true
    else if (ch === '(' || ch === '{' || ch === '[') depth += 1
    else if (ch === ')' || ch === '}' || ch === ']') depth -= 1
    else if (ch === ',' && depth === 0) {
      out.push(input.slice(start, i))
      start = i + 1
    }
  }
  out.push(input.slice(start))
  return out
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

/** The value of `or=` / `and=` (already stripped of the key): `(a.eq.1,and(b.gt.1,c.lt.2))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string): Logic {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`logic tree (${raw})`)
  const children = splitList(raw.slice(1, -1)).map((part) => parseLogicItem(part))
  return { kind: 'logic', op, negate, children }
}

function parseLogicItem(part: string): Condition {
  const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(part)
  if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]!)
  const s = new Scanner(part)
  const name = s.name('logic tree')
  const path = s.jsonPath()
  if (!s.take('.')) throw parseError(`logic tree (${part})`)
  const filter = parseFilter({ name, path }, part.slice(s.pos))
  if (!filter.list) filter.value = unquote(filter.value)
  return filter
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitList(raw).map((term) => {
    const parts = term.split('.')
    let direction: OrderTerm['direction']
    let nulls: OrderTerm['nulls']
    while (parts.length > 1) {
      const last = parts[parts.length - 1]
      if (last === 'asc' || last === 'desc') direction = last
      else if (last === 'nullsfirst') nulls = 'first'
      else if (last === 'nullslast') nulls = 'last'
      else break
      parts.pop()
    }
    const target = parts.join('.')
    const embedded = /^([^()]+)\(([^()]+)\)$/.exec(target)
    if (embedded) {
      return {
        relation: embedded[1]!,
        field: parseField(embedded[2]!, `order (${raw})`),
        direction,
        nulls,
      }
    }
    return { field: parseField(target, `order (${raw})`), direction, nulls }
  })
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  tx?: 'commit' | 'rollback'
  params?: 'single-object'
  handling?: 'strict' | 'lenient'
  'max-affected'?: number
}

const PREFERENCE_VALUES: Record<Exclude<keyof Preferences, 'max-affected'>, string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  params: ['single-object'],
  handling: ['strict', 'lenient'],
}

/** `Prefer` arrives comma-joined (several headers, or postgrest-js's `Headers.append`). */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Record<string, string | number> = {}
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((x) => x.trim())
    if (!key || !value) continue
    if (key === 'max-affected' && /^\d+$/.test(value)) prefs[key] = Number(value)
    else if (PREFERENCE_VALUES[key as keyof typeof PREFERENCE_VALUES]?.includes(value)) {
      prefs[key] = value
    }
  }
  return prefs as Preferences
}

/** `columns="a","b"` (postgrest-js quotes each name) or `columns=a,b`. */
export function parseColumns(raw: string): string[] {
  return splitList(raw).map((c) => unquote(c.trim()))
}
