/**
 * The three kinds of PostgREST request: reads (GET/HEAD on a table or view), writes
 * (POST/PATCH/DELETE) and rpc. Each builds one SQL statement whose result Postgres renders as
 * JSON text, then answers with PostgREST's status codes and headers (Content-Range, 206,
 * singular 406, Preference-Applied, Location).
 */
import type { Queryable } from '../db/index.ts'
import {
  Builder,
  Params,
  emptyLevel,
  ident,
  qualified,
  tableShape,
  type LevelOptions,
  type Shape,
} from './builder.ts'
import { apiError, parseError, type ApiError } from './errors.ts'
import type { RequestInfo } from './index.ts'
import { parseColumns, parseSelect, type SelectItem } from './parser.ts'
import { parseQuery, parseRangeHeader } from './request.ts'
import type { Fn, Relation, SchemaCache } from './schema-cache.ts'

export interface Handled {
  response: Response
}

export type Exec = (writeTx: boolean, fn: (tx: Queryable) => Promise<Handled>) => Promise<Response>

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'
const CSV_TYPE = 'text/csv; charset=utf-8'

type Format = 'json' | 'object' | 'csv'

function stripsNulls(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('nulls=stripped')
}

function format(request: Request): Format {
  const accept = request.headers.get('accept') ?? ''
  if (accept.includes('application/vnd.pgrst.object')) return 'object'
  if (accept.startsWith('text/csv')) return 'csv'
  return 'json'
}

interface PageRow {
  body: string
  n: string | number
  single?: string | null
  total?: string | number | null
  inserted?: string | number
}

function singularError(n: number): ApiError {
  return apiError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  )
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j += 1) {
      const tmp = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]!
}

function closest(name: string, candidates: string[]): string | undefined {
  let best: string | undefined
  let bestScore = Infinity
  for (const c of candidates) {
    const score = levenshtein(name, c)
    if (score < bestScore) {
      best = c
      bestScore = score
    }
  }
  return bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined
}

function relationOrThrow(cache: SchemaCache, schema: string, name: string): Relation {
  const rel = cache.relation(schema, name)
  if (rel) return rel
  const near = closest(name, cache.relationNames(schema))
  throw apiError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    near ? `Perhaps you meant the table '${schema}.${near}'` : null,
  )
}

/**
 * One page of rows as JSON: `with _page as (select ...) select json_agg(_page), count(*)`, with
 * the total count (same FROM/WHERE, no limit) when asked for.
 */
function pageQuery(
  b: Builder,
  shape: Shape,
  source: string,
  items: SelectItem[],
  level: LevelOptions,
  opts: {
    limit?: number
    offset?: number
    count: boolean
    single: boolean
    prelude?: string
    /** More output columns of the final select (computed over the prelude). */
    extra?: string
    /** `Accept: …;nulls=stripped` (postgrest-js `.stripNulls()`). */
    strip?: boolean
  },
): string {
  const sel = b.select(shape, '_t0', items, '')
  const scope = { shape, alias: '_t0', embeds: sel.embeds }
  const conds = [...level.conditions.map((c) => b.condition(c, scope)), ...sel.joinConditions]
  const where = conds.length ? `where ${conds.join(' and ')}` : ''
  const joins = sel.joins.join(' ')
  const order = sel.isCount ? '' : b.orderBy(level.order, scope, items)
  const limit = sel.isCount ? '' : b.limitOffset(opts.limit, opts.offset)
  const page = `select ${sel.columns.join(', ')} from ${source} ${joins} ${where} ${order} ${limit}`
  // The count only needs the joins when a condition looks at an embedded resource.
  const countJoins = where.includes('"_j') ? joins : ''
  const total = opts.count
    ? `, (select count(*) from ${source} ${countJoins} ${where}) as total`
    : ''
  const strip = (sql: string) => (opts.strip ? `json_strip_nulls(${sql})` : `(${sql})`)
  const single = opts.single ? `, ${strip('json_agg(_page)->0')}::text as single` : ''
  const prelude = opts.prelude ? `${opts.prelude}, ` : ''
  return `with ${prelude}_page as (${page}) select ${strip(`coalesce(json_agg(_page), '[]')`)}::text as body, count(*) as n${single}${total}${opts.extra ?? ''} from _page`
}

function contentRange(lower: number, n: number, total: number | undefined): string {
  const t = total === undefined ? '*' : String(total)
  return n === 0 ? `*/${t}` : `${lower}-${lower + n - 1}/${t}`
}

function toCsv(jsonText: string): string {
  const rows = JSON.parse(jsonText) as Record<string, unknown>[]
  if (!rows.length) return ''
  const keys = Object.keys(rows[0]!)
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return ''
    const s = typeof v === 'object' ? JSON.stringify(v) : String(v)
    return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
  }
  return [keys.join(','), ...rows.map((r) => keys.map((k) => cell(r[k])).join(','))].join('\n')
}

function pageRange(info: RequestInfo, level: LevelOptions): { offset: number; limit: number } {
  const range =
    info.method === 'GET' || info.method === 'HEAD'
      ? parseRangeHeader(info.request.headers.get('range'))
      : null
  let offset = level.offset ?? range?.offset ?? 0
  let limit = level.limit
  if (range?.limit !== undefined) {
    limit = limit === undefined ? range.limit : Math.min(limit, range.limit)
    if (level.offset === undefined) offset = range.offset
  }
  return { offset, limit: Math.min(limit ?? info.settings.maxRows, info.settings.maxRows) }
}

/** Answers a page of rows the way PostgREST does (status 200/206/416, Content-Range, singular). */
function readResponse(info: RequestInfo, row: PageRow, offset: number, fmt: Format): Response {
  const n = Number(row.n)
  const total = row.total === undefined || row.total === null ? undefined : Number(row.total)
  if (fmt === 'object') {
    if (n !== 1) throw singularError(n)
    return new Response(row.single ?? 'null', {
      status: 200,
      headers: { 'content-type': OBJECT_TYPE },
    })
  }
  if (total !== undefined && offset > total) {
    const error = apiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    )
    error.headers['content-range'] = `*/${total}`
    throw error
  }
  const status = total !== undefined && n < total ? 206 : 200
  const headers: Record<string, string> = {
    'content-type': fmt === 'csv' ? CSV_TYPE : JSON_TYPE,
    'content-range': contentRange(offset, n, total),
  }
  if (info.prefs.count) headers['preference-applied'] = `count=${info.prefs.count}`
  return new Response(fmt === 'csv' ? toCsv(row.body) : row.body, { status, headers })
}

/**
 * `response.status` and `response.headers` set by SQL (`set_config(..., true)` in a function or
 * trigger) override the answer, as PostgREST allows.
 */
async function withResponseSettings(tx: Queryable, response: Response): Promise<Response> {
  const { rows } = await tx.query<{ status: string | null; headers: string | null }>(
    "select nullif(current_setting('response.status', true), '') as status, nullif(current_setting('response.headers', true), '') as headers",
  )
  const set = rows[0]
  if (!set?.status && !set?.headers) return response
  let status = response.status
  if (set.status) {
    status = Number(set.status)
    if (!Number.isInteger(status) || status < 100 || status > 599) {
      throw apiError(500, 'PGRST112', 'response.status guc must be a valid status code')
    }
  }
  const headers = new Headers(response.headers)
  if (set.headers) {
    try {
      for (const entry of JSON.parse(set.headers) as Record<string, unknown>[]) {
        for (const [name, value] of Object.entries(entry)) headers.set(name, String(value))
      }
    } catch {
      throw apiError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      )
    }
  }
  const body = [101, 204, 205, 304].includes(status) ? null : await response.text()
  return new Response(body, { status, headers })
}

export async function handleRead(
  info: RequestInfo,
  cache: SchemaCache,
  name: string,
  exec: Exec,
): Promise<Response> {
  const rel = relationOrThrow(cache, info.schema, name)
  const q = parseQuery(info.url.searchParams)
  const items = parseSelect(q.select ?? '*')
  const params = new Params()
  const b = new Builder(cache, params, q.levels)
  const root = q.levels.get('') ?? emptyLevel()
  const { offset, limit } = pageRange(info, root)
  const fmt = format(info.request)
  const sql = pageQuery(
    b,
    tableShape(rel),
    `${qualified(rel.schema, rel.name)} "_t0"`,
    items,
    root,
    {
      limit,
      offset,
      count: Boolean(info.prefs.count),
      single: fmt === 'object',
      strip: stripsNulls(info.request),
    },
  )
  return exec(false, async (tx) => {
    const { rows } = await tx.query<PageRow>(sql, params.values)
    return { response: readResponse(info, rows[0]!, offset, fmt) }
  })
}

function parseBody(info: RequestInfo): unknown {
  if (!info.body.trim()) return undefined
  try {
    return JSON.parse(info.body) as unknown
  } catch {
    throw apiError(400, 'PGRST102', 'Empty or invalid json')
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function unknownWriteColumn(rel: Relation, column: string): ApiError {
  return apiError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${rel.name}' in the schema cache`,
  )
}

export async function handleWrite(
  info: RequestInfo,
  cache: SchemaCache,
  name: string,
  exec: Exec,
): Promise<Response> {
  const rel = relationOrThrow(cache, info.schema, name)
  const q = parseQuery(info.url.searchParams)
  const root = q.levels.get('') ?? emptyLevel()
  const params = new Params()
  const b = new Builder(cache, params, q.levels)
  const shape = tableShape(rel)
  const target = qualified(rel.schema, rel.name)
  const prefs = info.prefs
  const fmt = format(info.request)
  const returnMode = prefs.return ?? 'minimal'
  const applied: string[] = []
  const checkColumn = (c: string) => {
    if (!rel.columnMap.has(c)) throw unknownWriteColumn(rel, c)
    return ident(c)
  }
  const whereOf = (verb: 'UPDATE' | 'DELETE') => {
    const scope = { shape, alias: '_t0', embeds: new Map() }
    const conds = root.conditions.map((c) => b.condition(c, scope))
    // pg-safeupdate, which Supabase preloads for the API roles.
    if (!conds.length) throw apiError(400, '21000', `${verb} requires a WHERE clause`)
    return `where ${conds.join(' and ')}`
  }

  let dml: string
  let noop = false
  let status: number
  if (info.method === 'POST') {
    const body = parseBody(info) ?? {}
    const rows = Array.isArray(body) ? body : [body]
    if (!rows.every(isObject)) throw apiError(400, 'PGRST102', 'All object keys must match')
    const columns: string[] = []
    if (q.columns) columns.push(...parseColumns(q.columns))
    else
      for (const row of rows)
        for (const k of Object.keys(row)) if (!columns.includes(k)) columns.push(k)
    const colSql = columns.map(checkColumn)
    noop = rows.length === 0
    const asDefault =
      prefs.missing === 'default' && rows.some((r) => columns.some((c) => !(c in r)))
    if (prefs.missing) applied.push(`missing=${prefs.missing}`)
    if (!columns.length) {
      dml =
        rows.length <= 1
          ? `insert into ${target} as "_t0" default values`
          : `insert into ${target} as "_t0" select from generate_series(1, ${params.add(rows.length)}::int)`
    } else if (asDefault) {
      const values = rows.map((row) => {
        const rec = `json_populate_record(null::${target}, ${params.add(JSON.stringify(row))}::json)`
        return `(${columns.map((c, i) => (c in row ? `(${rec}).${colSql[i]}` : 'default')).join(', ')})`
      })
      dml = `insert into ${target} as "_t0" (${colSql.join(', ')}) values ${values.join(', ')}`
    } else {
      dml = `insert into ${target} as "_t0" (${colSql.join(', ')}) select ${colSql.join(', ')} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`
    }
    if (prefs.resolution) {
      const conflict = q.onConflict ? parseColumns(q.onConflict) : rel.primaryKey
      const conflictSql = conflict.map(checkColumn)
      if (!conflict.length)
        throw parseError('on_conflict', 'no primary key or on_conflict columns for an upsert')
      dml +=
        prefs.resolution === 'ignore-duplicates' || !columns.length
          ? ` on conflict (${conflictSql.join(', ')}) do nothing`
          : ` on conflict (${conflictSql.join(', ')}) do update set ${colSql.map((c) => `${c} = excluded.${c}`).join(', ')}`
      applied.push(`resolution=${prefs.resolution}`)
    }
    status = 201
  } else if (info.method === 'PATCH') {
    const body = parseBody(info) ?? {}
    if (!isObject(body)) throw apiError(400, 'PGRST102', 'Empty or invalid json')
    const columns = Object.keys(body).map(checkColumn)
    const where = whereOf('UPDATE')
    noop = columns.length === 0
    dml = `update ${target} as "_t0" set ${columns.map((c) => `${c} = _b.${c}`).join(', ')} from json_populate_record(null::${target}, ${params.add(JSON.stringify(body))}::json) _b ${where}`
    status = returnMode === 'representation' ? 200 : 204
  } else if (info.method === 'DELETE') {
    dml = `delete from ${target} as "_t0" ${whereOf('DELETE')}`
    status = returnMode === 'representation' ? 200 : 204
  } else {
    throw apiError(405, 'PGRST117', `Unsupported HTTP method: ${info.method}`)
  }
  if (prefs.return) applied.push(`return=${prefs.return}`)
  if (prefs.tx) applied.push(`tx=${prefs.tx}`)
  if (prefs.handling === 'strict' && info.method !== 'POST') {
    applied.push('handling=strict')
    if (prefs['max-affected'] !== undefined) applied.push(`max-affected=${prefs['max-affected']}`)
  }

  const needRows = returnMode !== 'minimal' || fmt === 'object'
  const items = parseSelect(q.select ?? '*')
  // PostgREST answers 200 instead of 201 when a merging upsert inserted nothing; telling the
  // two apart needs the rows (xmax is 0 on an inserted row), so only with representation.
  const countInserted = needRows && prefs.resolution === 'merge-duplicates'
  const columnList = rel.columns.map((c) => ident(c.name)).join(', ')
  const prelude = countInserted
    ? `_r as (${dml} returning "_t0".*, ("_t0".xmax = 0) as pgrst_inserted), _m as (select ${columnList} from _r)`
    : `_m as (${dml} returning "_t0".*)`
  const sql = needRows
    ? pageQuery(
        b,
        shape,
        '_m "_t0"',
        items,
        { conditions: [], order: root.order },
        {
          count: false,
          single: fmt === 'object',
          strip: stripsNulls(info.request),
          prelude,
          extra: countInserted
            ? ', (select count(*) from _r where pgrst_inserted) as inserted'
            : undefined,
        },
      )
    : dml

  return exec(true, async (tx) => {
    let n = 0
    let row: PageRow | undefined
    if (!noop) {
      const result = await tx.query<PageRow>(sql, params.values)
      row = needRows ? result.rows[0] : undefined
      n = row ? Number(row.n) : result.affectedRows
    }
    if (fmt === 'object' && n !== 1) throw singularError(n)
    const max = prefs['max-affected']
    if (prefs.handling === 'strict' && max !== undefined && info.method !== 'POST' && n > max) {
      throw apiError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${n} rows`,
      )
    }
    if (countInserted && !noop && Number(row?.inserted ?? 0) === 0) status = 200
    const headers: Record<string, string> = {}
    if (applied.length) headers['preference-applied'] = applied.join(', ')
    const total = prefs.count ? String(n) : '*'
    headers['content-range'] =
      info.method === 'PATCH' && n > 0 ? `0-${n - 1}/${total}` : `*/${total}`
    if (returnMode === 'headers-only' && info.method === 'POST' && row && rel.primaryKey.length) {
      const first = (JSON.parse(row.body) as Record<string, unknown>[])[0]
      if (first) {
        const query = rel.primaryKey
          .map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(first[c]))}`)
          .join('&')
        headers.location = `/${name}?${query}`
      }
    }
    if (returnMode !== 'representation') {
      return { response: await withResponseSettings(tx, new Response(null, { status, headers })) }
    }
    headers['content-type'] = fmt === 'object' ? OBJECT_TYPE : fmt === 'csv' ? CSV_TYPE : JSON_TYPE
    const text =
      fmt === 'object'
        ? (row?.single ?? 'null')
        : fmt === 'csv'
          ? toCsv(row?.body ?? '[]')
          : (row?.body ?? '[]')
    return { response: await withResponseSettings(tx, new Response(text, { status, headers })) }
  })
}

const JSON_TYPES = new Set(['json', 'jsonb'])

function describeFn(fn: Fn): string {
  return `${fn.schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`
}

export async function handleRpc(
  info: RequestInfo,
  cache: SchemaCache,
  name: string,
  exec: Exec,
): Promise<Response> {
  const fns = cache.functionsNamed(info.schema, name)
  const isGet = info.method === 'GET' || info.method === 'HEAD'
  const argNames = new Set(fns.flatMap((f) => f.args.map((a) => a.name)))
  const looksLikeFilter = (value: string) => /^(not\.)?[a-z]+(\([^)]*\))?\./.test(value)
  const q = parseQuery(
    info.url.searchParams,
    isGet ? (key, value) => argNames.has(key) || !looksLikeFilter(value) : undefined,
  )
  const body = isGet ? undefined : parseBody(info)
  const values: Record<string, unknown> = isGet ? q.args : isObject(body) ? body : {}
  const keys = Object.keys(values)

  let fn: Fn | undefined
  let singleJson = false
  if (!isGet && info.prefs.params === 'single-object') {
    fn = fns.find((f) => f.args.length === 1 && JSON_TYPES.has(f.args[0]!.type))
    singleJson = true
  } else {
    const matches =
      isGet || body === undefined || isObject(body)
        ? fns.filter(
            (f) =>
              keys.every((k) => f.args.some((a) => a.name === k)) &&
              f.args.every((a) => a.hasDefault || keys.includes(a.name)),
          )
        : []
    if (matches.length === 1) fn = matches[0]
    else if (matches.length > 1) {
      const exact = matches.filter((f) => f.args.length === keys.length)
      if (exact.length !== 1) {
        throw apiError(
          300,
          'PGRST203',
          `Could not choose the best candidate function between: ${matches.map(describeFn).join(', ')}`,
          null,
          'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
        )
      }
      fn = exact[0]
    } else if (!isGet) {
      fn = fns.find(
        (f) => f.args.length === 1 && f.args[0]!.name === '' && JSON_TYPES.has(f.args[0]!.type),
      )
      singleJson = Boolean(fn)
    }
  }
  if (!fn) {
    const sorted = [...keys].sort()
    const qualifiedName = `${info.schema}.${name}`
    const withParams = sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters'
    throw apiError(
      404,
      'PGRST202',
      `Could not find the function ${qualifiedName}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
      `Searched for the function ${qualifiedName} ${withParams} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      fns.length ? `Perhaps you meant to call the function ${describeFn(fns[0]!)}` : null,
    )
  }

  const params = new Params()
  let fromArgs = ''
  let callArgs = ''
  if (singleJson) {
    callArgs = `${params.add(JSON.stringify(body ?? {}))}::${fn.args[0]!.type}`
  } else {
    const used = fn.args.filter((a) => a.name in values)
    if (used.length) {
      fromArgs = `json_to_record(${params.add(JSON.stringify(values))}::json) as _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
      callArgs = used.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')
    }
  }
  const call = `${qualified(fn.schema, fn.name)}(${callArgs})`
  const writeTx = !isGet && fn.volatility === 'v'
  const fmt = format(info.request)
  const root = q.levels.get('') ?? emptyLevel()

  if (fn.kind === 'void' || (fn.kind === 'scalar' && !fn.returnsSet)) {
    const sql =
      fn.kind === 'void'
        ? `select ${call}${fromArgs ? ` from ${fromArgs}` : ''}`
        : `select to_json(${call})::text as body${fromArgs ? ` from ${fromArgs}` : ''}`
    return exec(writeTx, async (tx) => {
      const { rows } = await tx.query<{ body: string }>(sql, params.values)
      const response =
        fn.kind === 'void'
          ? new Response(null, { status: 204 })
          : new Response(rows[0]?.body ?? 'null', {
              status: 200,
              headers: { 'content-type': fmt === 'object' ? OBJECT_TYPE : JSON_TYPE },
            })
      return { response: await withResponseSettings(tx, response) }
    })
  }

  const { offset, limit } = pageRange(info, root)
  const lateral = fromArgs ? `${fromArgs}, lateral ` : ''
  let sql: string
  if (fn.kind === 'scalar') {
    // setof <scalar>: a JSON array of bare values.
    const b = new Builder(cache, params, q.levels)
    sql = `with _page as (select "_t0"."_v" from ${lateral}${call} as "_t0"("_v") ${b.limitOffset(limit, offset)}) select coalesce(json_agg(_page."_v"), '[]')::text as body, count(*) as n, (json_agg(_page."_v")->0)::text as single from _page`
  } else {
    const table = fn.returnRelation
      ? (cache.relation(fn.returnRelation.schema, fn.returnRelation.name) ?? null)
      : null
    const shape: Shape = {
      schema: info.schema,
      name: fn.name,
      columns: new Map(fn.returnColumns.map((c) => [c.name, { type: c.type }])),
      table,
    }
    const b = new Builder(cache, params, q.levels)
    sql = pageQuery(b, shape, `${lateral}${call} "_t0"`, parseSelect(q.select ?? '*'), root, {
      limit: fn.returnsSet ? limit : undefined,
      offset: fn.returnsSet ? offset : undefined,
      count: Boolean(info.prefs.count) && fn.returnsSet,
      single: fmt === 'object' || !fn.returnsSet,
      strip: stripsNulls(info.request),
    })
  }
  return exec(writeTx, async (tx) => {
    const { rows } = await tx.query<PageRow>(sql, params.values)
    const row = rows[0]!
    const response = fn.returnsSet
      ? readResponse(info, row, offset, fmt)
      : new Response(row.single ?? 'null', {
          status: 200,
          headers: { 'content-type': fmt === 'object' ? OBJECT_TYPE : JSON_TYPE },
        })
    return { response: await withResponseSettings(tx, response) }
  })
}
