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
import {
  assertPreferences,
  negotiateMedia,
  parseQuery,
  parseRangeHeader,
  type Media,
} from './request.ts'
import type { Fn, Relation, SchemaCache } from './schema-cache.ts'

export interface Handled {
  response: Response
}

export type Exec = (writeTx: boolean, fn: (tx: Queryable) => Promise<Handled>) => Promise<Response>

const JSON_TYPE = 'application/json; charset=utf-8'
/** What `json_build_object` prints for a FeatureCollection of no rows. */
const EMPTY_GEOJSON = '{"type" : "FeatureCollection", "features" : []}'

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
 * The body of a page in the negotiated media type, over the `_page` CTE, as PostgREST's
 * SqlFragment.hs renders it: `json_agg` (JSON), `asCsvF` (the header from the first row's keys,
 * then each row's own composite text form without its parentheses: Postgres's quoting, NULL as
 * nothing, jsonb as Postgres prints it) and `asGeoJsonF` (PostGIS's `ST_AsGeoJSON` per row).
 */
function bodySql(media: Media): string {
  if (media.kind === 'csv') {
    const header =
      "(select coalesce(string_agg(a.k, ','), '') from (select json_object_keys(r)::text as k from (select row_to_json(hh) as r from _page as hh limit 1) s) a)"
    return `${header} || E'\\n' || coalesce(string_agg(substring(_page::text, 2, length(_page::text) - 2), E'\\n'), '')`
  }
  if (media.kind === 'geojson') {
    return "json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_page)::json), '[]'))::text"
  }
  const agg = `coalesce(json_agg(_page), '[]')`
  return `${media.strip ? `json_strip_nulls(${agg})` : `(${agg})`}::text`
}

/** How the total of a page is counted (PostgREST's Query.hs `readQuery`). */
type CountMode = 'exact' | { below: number } | undefined

/**
 * One page of rows: `with _page as (select ...) select <body>, count(*)`, with the total (same
 * FROM/WHERE, no limit) when asked for. `countFrom` is that FROM/WHERE, for EXPLAIN.
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
    /** `exact`, or `{ below: n }`: count at most n + 1 rows (estimated count's first step). */
    count: CountMode
    media: Media
    /** Also render the first row alone (a non-set rpc result), whatever the media. */
    single?: boolean
    prelude?: string
    /** More output columns of the final select (computed over the prelude). */
    extra?: string
  },
): { sql: string; countFrom: string } {
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
  const countFrom = `from ${source} ${countJoins} ${where}`
  const total =
    opts.count === undefined
      ? ''
      : opts.count === 'exact'
        ? `, (select count(*) ${countFrom}) as total`
        : `, (select count(*) from (select 1 ${countFrom} limit ${opts.count.below + 1}) _c) as total`
  const strip = opts.media.strip ? 'json_strip_nulls' : ''
  const single =
    opts.media.kind === 'object' || opts.single
      ? `, ${strip}(json_agg(_page)->0)::text as single`
      : ''
  const prelude = opts.prelude ? `${opts.prelude}, ` : ''
  return {
    sql: `with ${prelude}_page as (${page}) select ${bodySql(opts.media)} as body, count(*) as n${single}${total}${opts.extra ?? ''} from _page`,
    countFrom,
  }
}

/**
 * `count=planned`: the planner's row estimate for the count query (Statements.hs
 * `preparePlanRows`: the top plan node's "Plan Rows" of `EXPLAIN (FORMAT JSON)`). Only the
 * parameters the FROM/WHERE uses are sent, renumbered, since Postgres cannot type unused ones.
 */
async function plannedRows(tx: Queryable, countFrom: string, values: unknown[]): Promise<number> {
  const used: unknown[] = []
  const renumbered = new Map<string, string>()
  // Skips quoted identifiers and literals so only real parameter markers are renumbered.
  const sql = `explain (format json) select 1 ${countFrom}`.replace(
    /"(?:[^"]|"")*"|'(?:[^']|'')*'|\$(\d+)/g,
    (match, index: string | undefined) => {
      if (index === undefined) return match
      let marker = renumbered.get(index)
      if (!marker) {
        used.push(values[Number(index) - 1])
        marker = `$${used.length}`
        renumbered.set(index, marker)
      }
      return marker
    },
  )
  const { rows } = await tx.query<Record<string, unknown>>(sql, used)
  const raw = Object.values(rows[0] ?? {})[0]
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: { 'Plan Rows': number }
  }[]
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0)
}

function contentRange(lower: number, n: number, total: number | undefined): string {
  const t = total === undefined ? '*' : String(total)
  return n === 0 || total === 0 ? `*/${t}` : `${lower}-${lower + n - 1}/${t}`
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

/**
 * `Preference-Applied` as PostgREST writes it for reads and rpc (Preferences.hs
 * `prefAppliedHeader`, in its order; `max-affected` only with `handling=strict`).
 */
function appliedPreferences(info: RequestInfo, withMaxAffected: boolean): string | undefined {
  const { prefs } = info
  const applied = [
    prefs.count && `count=${prefs.count}`,
    prefs.tx && `tx=${prefs.tx}`,
    prefs.handling && `handling=${prefs.handling}`,
    withMaxAffected &&
      prefs.handling === 'strict' &&
      prefs['max-affected'] !== undefined &&
      `max-affected=${prefs['max-affected']}`,
  ].filter((p): p is string => Boolean(p))
  return applied.length ? applied.join(', ') : undefined
}

/**
 * Answers a page of rows the way PostgREST does (RangeQuery.hs `rangeStatusHeader`): 416 past
 * the total, 206 when fewer rows than the total (exact, planned or estimated) came back,
 * Content-Range `lower-upper/total` (`*` for an unknown total), singular 406.
 */
function readResponse(
  info: RequestInfo,
  row: PageRow,
  offset: number,
  media: Media,
  total: number | undefined,
  withMaxAffected = false,
): Response {
  const n = Number(row.n)
  if (media.kind === 'object') {
    if (n !== 1) throw singularError(n)
    return new Response(row.single ?? 'null', {
      status: 200,
      headers: { 'content-type': media.contentType },
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
    'content-type': media.contentType,
    'content-range': contentRange(offset, n, total),
  }
  const applied = appliedPreferences(info, withMaxAffected)
  if (applied) headers['preference-applied'] = applied
  return new Response(row.body, { status, headers })
}

/** The total of a read: exact, planned (EXPLAIN) or estimated (exact below `max_rows`). */
async function readTotal(
  tx: Queryable,
  info: RequestInfo,
  row: PageRow,
  countFrom: string,
  values: unknown[],
): Promise<number | undefined> {
  const counted = row.total === undefined || row.total === null ? undefined : Number(row.total)
  if (info.prefs.count === 'planned') return plannedRows(tx, countFrom, values)
  // Query.hs `resultSetWTotal`: past db-max-rows (Supabase's `max_rows`) the estimate is
  // max(rows counted up to max_rows + 1, the planner's estimate).
  if (
    info.prefs.count === 'estimated' &&
    counted !== undefined &&
    counted > info.settings.maxRows
  ) {
    return Math.max(counted, await plannedRows(tx, countFrom, values))
  }
  return counted
}

/** What to count for a read: nothing for `planned` (EXPLAIN only), `max_rows + 1` for `estimated`. */
function readCountMode(info: RequestInfo): CountMode {
  if (info.prefs.count === 'exact') return 'exact'
  if (info.prefs.count === 'estimated') return { below: info.settings.maxRows }
  return undefined
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
  const media = negotiateMedia(info.request.headers.get('accept'))
  // Plan.hs `wrappedReadPlan`: content negotiation first, then the strict preferences.
  assertPreferences(info.request.headers.get('prefer'), info.prefs.handling === 'strict')
  const { sql, countFrom } = pageQuery(
    b,
    tableShape(rel),
    `${qualified(rel.schema, rel.name)} "_t0"`,
    items,
    root,
    { limit, offset, count: readCountMode(info), media },
  )
  return exec(false, async (tx) => {
    const { rows } = await tx.query<PageRow>(sql, params.values)
    const row = rows[0]!
    const total = await readTotal(tx, info, row, countFrom, params.values)
    return { response: readResponse(info, row, offset, media, total) }
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
  // Plan.hs `mutateReadPlan`: the strict preferences first, then content negotiation.
  assertPreferences(info.request.headers.get('prefer'), prefs.handling === 'strict')
  const media = negotiateMedia(info.request.headers.get('accept'))
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

  const needRows = returnMode !== 'minimal' || media.kind === 'object'
  // Without representation no body is sent: rows are read as JSON (the Location header's key).
  const pageMedia: Media =
    returnMode === 'representation' || media.kind === 'object'
      ? media
      : { kind: 'json', strip: false, contentType: JSON_TYPE }
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
          count: undefined,
          media: pageMedia,
          prelude,
          extra: countInserted
            ? ', (select count(*) from _r where pgrst_inserted) as inserted'
            : undefined,
        },
      ).sql
    : dml

  return exec(true, async (tx) => {
    let n = 0
    let row: PageRow | undefined
    if (!noop) {
      const result = await tx.query<PageRow>(sql, params.values)
      row = needRows ? result.rows[0] : undefined
      n = row ? Number(row.n) : result.affectedRows
    }
    if (media.kind === 'object' && n !== 1) throw singularError(n)
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
    headers['content-type'] = media.contentType
    // A no-op write ran no statement: render its empty page the way the SQL would have.
    const empty = { csv: '\n', json: '[]', object: 'null', geojson: EMPTY_GEOJSON }[media.kind]
    const text = media.kind === 'object' ? (row?.single ?? 'null') : (row?.body ?? empty)
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
  const root = q.levels.get('') ?? emptyLevel()
  // Plan.hs `callReadPlan`: negotiation, then the strict preferences, then max-affected's
  // requirement that the function return a set (PGRST128, PostgREST 13).
  const media = negotiateMedia(info.request.headers.get('accept'))
  assertPreferences(info.request.headers.get('prefer'), info.prefs.handling === 'strict')
  const maxAffected = info.prefs.handling === 'strict' ? info.prefs['max-affected'] : undefined
  if (maxAffected !== undefined && !fn.returnsSet) {
    throw apiError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    )
  }

  if (fn.kind === 'void' || (fn.kind === 'scalar' && !fn.returnsSet)) {
    return exec(writeTx, async (tx) => {
      let response: Response
      if (fn.kind === 'void') {
        await tx.query(scalarSql(call, fromArgs, null), params.values)
        response = new Response(null, { status: 204 })
      } else {
        response = await scalarResponse(tx, scalarSql(call, fromArgs, media), params.values, media)
      }
      return { response: await withResponseSettings(tx, response) }
    })
  }

  const { offset, limit } = pageRange(info, root)
  const lateral = fromArgs ? `${fromArgs}, lateral ` : ''
  // Query.hs `invokeQuery`: rpc has no planned count (`count=planned` gives `*`); estimated
  // counts exactly, as `shouldCount` is true for it.
  const count = fn.returnsSet && info.prefs.count && info.prefs.count !== 'planned'
  let sql: string
  if (fn.kind === 'scalar') {
    // setof <scalar>: a JSON array of bare values; CSV names the column pgrst_scalar as PostgREST.
    const b = new Builder(cache, params, q.levels)
    const source = `${lateral}${call} as "_t0"("pgrst_scalar")`
    const body =
      media.kind === 'csv' || media.kind === 'geojson'
        ? bodySql(media)
        : `coalesce(json_agg(_page."pgrst_scalar"), '[]')::text`
    const total = count ? `, (select count(*) from ${source}) as total` : ''
    sql = `with _page as (select "_t0"."pgrst_scalar" from ${source} ${b.limitOffset(limit, offset)}) select ${body} as body, count(*) as n, (json_agg(_page."pgrst_scalar")->0)::text as single${total} from _page`
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
      count: count ? 'exact' : undefined,
      media,
      single: !fn.returnsSet,
    }).sql
  }
  return exec(writeTx, async (tx) => {
    const { rows } = await tx.query<PageRow>(sql, params.values)
    const row = rows[0]!
    const n = Number(row.n)
    // Query.hs `failExceedsMaxAffectedPref`: the rows the call returned, rolled back.
    if (maxAffected !== undefined && n > maxAffected) {
      throw apiError(
        400,
        'PGRST124',
        'Query result exceeds max-affected preference constraint',
        `The query affects ${n} rows`,
      )
    }
    const total = row.total === undefined || row.total === null ? undefined : Number(row.total)
    const whole = media.kind === 'csv' || media.kind === 'geojson'
    const response = fn.returnsSet
      ? readResponse(info, row, offset, media, total, true)
      : new Response(whole ? row.body : (row.single ?? 'null'), {
          status: 200,
          headers: { 'content-type': media.contentType },
        })
    return { response: await withResponseSettings(tx, response) }
  })
}

/**
 * A scalar function's call: the bare JSON value, or (CSV/GeoJSON) the one-row page PostgREST
 * renders with its `pgrst_scalar` column. `media` null: a void call, nothing to render.
 */
function scalarSql(call: string, fromArgs: string, media: Media | null): string {
  const from = fromArgs ? ` from ${fromArgs}` : ''
  if (!media) return `select ${call}${from}`
  if (media.kind === 'csv' || media.kind === 'geojson') {
    return `with _page as (select ${call} as pgrst_scalar${from}) select ${bodySql(media)} as body from _page`
  }
  return `select to_json(${call})::text as body${from}`
}

async function scalarResponse(
  tx: Queryable,
  sql: string,
  values: unknown[],
  media: Media,
): Promise<Response> {
  const { rows } = await tx.query<{ body: string }>(sql, values)
  return new Response(rows[0]?.body ?? 'null', {
    status: 200,
    headers: { 'content-type': media.contentType },
  })
}
