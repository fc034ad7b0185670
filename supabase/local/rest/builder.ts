/**
 * Turns parsed requests into SQL. Identifiers come only from the schema cache (and are
 * quoted); every value from the request is a bound parameter. Embedded resources become
 * LEFT JOIN LATERAL subqueries that Postgres renders to JSON itself (json_agg/row_to_json), the
 * way PostgREST builds them, so types come out exactly as PostgREST renders them.
 */
import { apiError, parseError, unknownColumn } from './errors.ts'
import type { Condition, FieldRef, Filter, OrderTerm, SelectItem } from './parser.ts'
import type { Relationship } from './relationships.ts'
import type { Relation, SchemaCache } from './schema-cache.ts'

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`
}

export class Params {
  readonly values: unknown[] = []
  private aliasCounter = 0
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
  alias(prefix: string): string {
    this.aliasCounter += 1
    return `${prefix}${this.aliasCounter}`
  }
}

/** The columns a relation-like source exposes (table, view, function result, mutation CTE). */
export interface Shape {
  schema: string
  /** Name used in error messages and for relationship lookup. */
  name: string
  columns: Map<string, { type: string }> | null
  /** The table in the cache, when the source is (or returns rows of) one: enables embedding. */
  table: Relation | null
}

export function tableShape(rel: Relation): Shape {
  return { schema: rel.schema, name: rel.name, columns: rel.columnMap, table: rel }
}

/** Options the query string gives for one embedded level (`books.title=eq.x`, `books.order`). */
export interface LevelOptions {
  conditions: Condition[]
  order: OrderTerm[]
  limit?: number
  offset?: number
}

export function emptyLevel(): LevelOptions {
  return { conditions: [], order: [] }
}

interface Embed {
  name: string
  relationship: Relationship
  joinAlias: string
  spread: boolean
  inner: boolean
  outputs: string[]
}

export interface BuiltSelect {
  columns: string[]
  /** The output key of each entry of `columns` (a star counts as its relation's columns). */
  names: string[]
  joins: string[]
  /** Conditions on the joins (!inner, embed null filters), applied to the parent level. */
  joinConditions: string[]
  embeds: Map<string, Embed>
  isCount: boolean
}

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>

const CARDINALITY_NAMES = {
  o2m: 'one-to-many',
  m2o: 'many-to-one',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
} as const

/** Error.hs `compressedRel`: one entry of PGRST201's `details`. */
function describeRelationship(r: Relationship): Record<string, string> {
  const cols = (list: string[]) => `(${list.join(', ')})`
  const relationship = r.junction
    ? `${r.junction.table.name} using ${r.junction.constraint1}${cols(r.junction.source.map(([, j]) => j))} and ${r.junction.constraint2}${cols(r.junction.target.map(([, j]) => j))}`
    : `${r.constraint} using ${r.table.name}${cols(r.columns.map(([c]) => c))} and ${r.foreignTable.name}${cols(r.columns.map(([, c]) => c))}`
  return {
    cardinality: CARDINALITY_NAMES[r.cardinality],
    embedding: `${r.table.name} with ${r.foreignTable.name}`,
    relationship,
  }
}

const singleColumn = (pairs: [string, string][], side: 0 | 1) =>
  pairs.length === 1 ? pairs[0]![side] : undefined

/**
 * Plan.hs `findRel`: which relationship `target` (with an optional `!hint`) names from `origin`.
 * The target is a table/view name, a foreign key's name or one of its single columns (not for
 * views), or a computed relationship's function name. On a self-referencing key the table name
 * means the children (one-to-many) and the column name the parent (many-to-one).
 */
export function findRelationships(
  rels: Relationship[],
  target: string,
  hint: string | undefined,
): Relationship[] {
  return rels.filter((r) => {
    if (r.fn) return target === r.fn.name
    const m2m = r.cardinality === 'm2m'
    const fkCol = m2m ? undefined : singleColumn(r.columns, 0)
    const refCol = m2m ? undefined : singleColumn(r.columns, 1)
    const cons = m2m ? undefined : r.constraint
    if (r.isSelf) {
      if (hint === undefined) {
        return (
          (target === r.foreignTable.name && r.cardinality === 'o2m') ||
          (target === fkCol && r.cardinality === 'm2o')
        )
      }
      return target === r.foreignTable.name && r.cardinality === 'o2m' && hint === refCol
    }
    if (hint === undefined) {
      return (
        target === r.foreignTable.name ||
        (target === cons && !r.foreignTableIsView) ||
        (target === fkCol && !r.foreignTableIsView)
      )
    }
    return (
      target === r.foreignTable.name &&
      (hint === cons || hint === fkCol || hint === refCol || hint === r.junction?.table.name)
    )
  })
}

export class Builder {
  constructor(
    readonly cache: SchemaCache,
    readonly params: Params,
    /** Options per embed path, keyed by the dotted path of aliases/relation names. */
    readonly levels: Map<string, LevelOptions>,
  ) {}

  level(path: string): LevelOptions {
    return this.levels.get(path) ?? emptyLevel()
  }

  column(shape: Shape, alias: string, field: FieldRef, forOutput = false): string {
    let sql = `${ident(alias)}.${ident(field.name)}`
    if (shape.columns && !shape.columns.has(field.name)) {
      // A computed field: a function of the row (PostgREST lets Postgres resolve
      // `tbl.fn` the same way; the call is written out so the row's schema is explicit).
      const fn = shape.table ? this.cache.computedField(shape.table, field.name) : undefined
      if (!fn) throw unknownColumn(shape.name, field.name)
      sql = `${qualified(fn.schema, fn.name)}(${ident(alias)})`
    }
    for (const op of field.path) {
      const key = /^-?\d+$/.test(op.key)
        ? `${this.params.add(op.key)}::int`
        : `${this.params.add(op.key)}::text`
      sql = `${sql}${op.arrow}${key}`
    }
    return forOutput ? sql : sql
  }

  /** The select list of one level, with its embedded resources as lateral joins. */
  select(shape: Shape, alias: string, items: SelectItem[], path: string): BuiltSelect {
    const out: BuiltSelect = {
      columns: [],
      names: [],
      joins: [],
      joinConditions: [],
      embeds: new Map(),
      isCount: false,
    }
    const list = items.length ? items : [{ kind: 'star' } as SelectItem]
    // Plan.hs names each embed's join `<origin>_<alias or name>_<depth>`; two embeds with the
    // same name collide there and Postgres answers 42712 (it does not pick one silently).
    const joinNames = new Set<string>()
    for (const item of list) {
      if (item.kind === 'star') {
        out.columns.push(`${ident(alias)}.*`)
        out.names.push(...(shape.columns ? [...shape.columns.keys()] : []))
      } else if (item.kind === 'count') {
        out.isCount = true
        out.columns.push(`count(*) as ${ident(item.alias ?? 'count')}`)
        out.names.push(item.alias ?? 'count')
      } else if (item.kind === 'field') {
        if (
          item.field.name === 'count' &&
          !item.field.path.length &&
          !item.cast &&
          path !== '' &&
          shape.columns &&
          !shape.columns.has('count')
        ) {
          out.isCount = true
          out.columns.push(`count(*) as ${ident(item.alias ?? 'count')}`)
          out.names.push(item.alias ?? 'count')
          continue
        }
        let sql = this.column(shape, alias, item.field)
        if (item.cast) sql = `(${sql})::${item.cast}`
        const last = item.field.path[item.field.path.length - 1]
        const name = item.alias ?? last?.key ?? item.field.name
        out.columns.push(`${sql} as ${ident(name)}`)
        out.names.push(name)
      } else {
        this.embed(shape, alias, item, path, out, joinNames)
      }
    }
    if (out.isCount && out.columns.length > 1) {
      throw parseError(
        'select',
        'count() cannot be combined with other columns (aggregates are disabled)',
      )
    }
    return out
  }

  /** FROM and join conditions of the related rows, correlated to the parent row. */
  private related(
    rel: Relationship,
    parentAlias: string,
    childAlias: string,
  ): { from: string; where: string[] } {
    const target = rel.foreignTable
    if (rel.fn) {
      // Computed relationship: the function called with the parent row (cast to the table
      // type as PostgREST does, so a CTE's row from a mutation or rpc fits the signature).
      return {
        from: `${qualified(rel.fn.schema, rel.fn.name)}(${ident(parentAlias)}::${qualified(rel.table.schema, rel.table.name)}) ${ident(childAlias)}`,
        where: [],
      }
    }
    const from = `${qualified(target.schema, target.name)} ${ident(childAlias)}`
    const junction = rel.junction
    if (!junction) {
      return {
        from,
        where: rel.columns.map(
          ([parentCol, targetCol]) =>
            `${ident(childAlias)}.${ident(targetCol)} = ${ident(parentAlias)}.${ident(parentCol)}`,
        ),
      }
    }
    const m = this.params.alias('_m')
    const on = [
      ...junction.target.map(
        ([t, j]) => `${ident(m)}.${ident(j)} = ${ident(childAlias)}.${ident(t)}`,
      ),
      ...junction.source.map(
        ([o, j]) => `${ident(m)}.${ident(j)} = ${ident(parentAlias)}.${ident(o)}`,
      ),
    ]
    return {
      from,
      where: [
        `exists (select 1 from ${qualified(junction.table.schema, junction.table.name)} ${ident(m)} where ${on.join(' and ')})`,
      ],
    }
  }

  private embed(
    shape: Shape,
    parentAlias: string,
    item: EmbedItem,
    path: string,
    out: BuiltSelect,
    joinNames: Set<string>,
  ) {
    const relationship = this.resolve(shape, item.relation, item.hint)
    const name = item.alias ?? item.relation
    const childPath = path ? `${path}.${name}` : name
    const depth = childPath.split('.').length
    const joinName = `${relationship.table.name}_${name}_${depth}`
    if (joinNames.has(joinName)) {
      throw apiError(400, '42712', `table name "${joinName}" specified more than once`)
    }
    joinNames.add(joinName)
    const childAlias = this.params.alias('_t')
    const joinAlias = this.params.alias('_j')
    const target = relationship.foreignTable
    const childShape = tableShape(target)
    const child = this.select(childShape, childAlias, item.items, childPath)
    const level = this.level(childPath)
    const { from: source, where } = this.related(relationship, parentAlias, childAlias)
    const childScope: Scope = { shape: childShape, alias: childAlias, embeds: child.embeds }
    for (const c of level.conditions) where.push(this.condition(c, childScope))
    where.push(...child.joinConditions)
    const from = `from ${source} ${child.joins.join(' ')}`
    const whereSql = where.length ? `where ${where.join(' and ')}` : ''
    const orderSql = child.isCount ? '' : this.orderBy(level.order, childScope, item.items)
    const limitSql = child.isCount ? '' : this.limitOffset(level.limit, level.offset)
    const inner = `select ${child.columns.join(', ')} ${from} ${whereSql} ${orderSql} ${limitSql}`
    const embed: Embed = {
      name,
      relationship,
      joinAlias,
      spread: item.spread,
      inner: item.inner,
      outputs: [],
    }
    out.embeds.set(name, embed)
    if (item.spread) {
      this.spread(relationship, item, inner, child.names, embed, out)
      return
    }
    const body = relationship.toOne
      ? `select row_to_json(_s) as body from (${inner}) _s`
      : `select json_agg(_s) as body from (${inner}) _s`
    out.joins.push(`left join lateral (${body}) ${ident(joinAlias)} on true`)
    if (item.inner) out.joinConditions.push(`${ident(joinAlias)}.body is not null`)
    // An empty embed `rel()` only filters (with !inner or `rel=not.is.null`); QueryBuilder.hs
    // keeps its join but adds no key to the output.
    if (!item.items.length) return
    out.columns.push(
      relationship.toOne
        ? `${ident(joinAlias)}.body as ${ident(name)}`
        : `coalesce(${ident(joinAlias)}.body, '[]') as ${ident(name)}`,
    )
    out.names.push(name)
  }

  /**
   * `...rel(cols)`: a to-one embed lifts its columns into the parent; a to-many one (PostgREST
   * 13) makes each column an array, in the embed's order. PostgREST builds the to-many form
   * from aggregates, so with `db-aggregates-enabled` off (Supabase's default) it is PGRST123.
   */
  private spread(
    relationship: Relationship,
    item: EmbedItem,
    inner: string,
    names: string[],
    embed: Embed,
    out: BuiltSelect,
  ) {
    const joinAlias = ident(embed.joinAlias)
    embed.outputs = names
    if (relationship.toOne) {
      // `_hit` tells a missing row from a row of nulls (a row test `is not null` cannot).
      out.joins.push(
        `left join lateral (select _s.*, 1 as _hit from (${inner}) _s) ${joinAlias} on true`,
      )
      if (item.inner) out.joinConditions.push(`${joinAlias}._hit is not null`)
      for (const o of names) out.columns.push(`${joinAlias}.${ident(o)} as ${ident(o)}`)
      out.names.push(...names)
      return
    }
    if (!this.cache.aggregatesEnabled) {
      throw apiError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
    }
    const arrays = names.map((o) => `json_agg(_s.${ident(o)}) as ${ident(o)}`)
    out.joins.push(
      `left join lateral (select ${arrays.join(', ')}, count(*) as _n from (${inner}) _s) ${joinAlias} on true`,
    )
    if (item.inner) out.joinConditions.push(`${joinAlias}._n > 0`)
    for (const o of names) {
      out.columns.push(`coalesce(${joinAlias}.${ident(o)}, '[]') as ${ident(o)}`)
    }
    out.names.push(...names)
  }

  /** Finds the relationship a `select` embed names, or answers PGRST200/PGRST201. */
  resolve(shape: Shape, relationName: string, hint: string | undefined): Relationship {
    const origin = shape.table
    const originName = origin?.name ?? shape.name
    const matches = origin
      ? findRelationships(
          this.cache
            .relationshipsFrom(origin)
            .filter((r) => r.foreignTable.schema === shape.schema),
          relationName,
          hint,
        )
      : []
    if (matches.length === 0) {
      throw apiError(
        400,
        'PGRST200',
        `Could not find a relationship between '${originName}' and '${relationName}' in the schema cache`,
        `Searched for a foreign key relationship between '${originName}' and '${relationName}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${shape.schema}', but no matches were found.`,
        null,
      )
    }
    if (matches.length > 1) {
      const hints = matches.map(
        (m) => `'${m.foreignTable.name}!${m.junction ? m.junction.table.name : m.constraint}'`,
      )
      throw apiError(
        300,
        'PGRST201',
        `Could not embed because more than one relationship was found for '${originName}' and '${relationName}'`,
        matches.map(describeRelationship),
        `Try changing '${relationName}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
      )
    }
    return matches[0]!
  }

  condition(c: Condition, scope: Scope): string {
    if (c.kind === 'logic') {
      const parts = c.children.map((child) => this.condition(child, scope))
      const joined = parts.length ? `(${parts.join(c.op === 'and' ? ' and ' : ' or ')})` : 'true'
      return c.negate ? `not ${joined}` : joined
    }
    const sql = this.filter(c, scope)
    return c.negate ? `not (${sql})` : sql
  }

  private filter(f: Filter, scope: Scope): string {
    const embed = scope.embeds.get(f.field.name)
    if (
      embed &&
      !f.field.path.length &&
      f.op === 'is' &&
      !(scope.shape.columns?.has(f.field.name) ?? false)
    ) {
      const v = f.value.toLowerCase()
      if (embed.spread || (v !== 'null' && v !== 'not_null'))
        throw parseError(`filter (${f.field.name})`)
      return `${ident(embed.joinAlias)}.body is ${v === 'null' ? '' : 'not '}null`
    }
    const col = this.column(scope.shape, scope.alias, f.field)
    const plain = f.field.path.length === 0
    const colType = plain ? scope.shape.columns?.get(f.field.name)?.type : undefined
    const p = (v: unknown) => this.params.add(v)
    const typed = (v: string) => (colType ? `${p(v)}::${colType}` : p(v))
    const simple: Record<string, string> = {
      eq: '=',
      neq: '<>',
      gt: '>',
      gte: '>=',
      lt: '<',
      lte: '<=',
      like: 'like',
      ilike: 'ilike',
      match: '~',
      imatch: '~*',
    }
    const sym = simple[f.op]
    if (sym) {
      const wild = f.op === 'like' || f.op === 'ilike'
      const fix = (v: string) => (wild ? v.replaceAll('*', '%') : v)
      if (f.modifier) {
        const arr = `{${(f.list ?? []).map((v) => `"${fix(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
        return `${col} ${sym} ${f.modifier}(${p(arr)})`
      }
      return `${col} ${sym} ${p(fix(f.value))}`
    }
    switch (f.op) {
      case 'is': {
        const v = f.value.toLowerCase()
        return v === 'not_null' ? `${col} is not null` : `${col} is ${v}`
      }
      case 'isdistinct':
        return `${col} is distinct from ${p(f.value)}`
      case 'in': {
        const arr = `{${(f.list ?? []).map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
        return `${col} = any(${p(arr)})`
      }
      case 'cs':
        return `${col} @> ${typed(f.value)}`
      case 'cd':
        return `${col} <@ ${typed(f.value)}`
      case 'ov': {
        // PostgREST accepts `ov.(a,b)` as well as `ov.{a,b}` for arrays.
        const v =
          colType?.endsWith('[]') && f.value.startsWith('(') ? `{${f.value.slice(1, -1)}}` : f.value
        return `${col} && ${typed(v)}`
      }
      case 'sl':
        return `${col} << ${typed(f.value)}`
      case 'sr':
        return `${col} >> ${typed(f.value)}`
      case 'nxl':
        return `${col} &> ${typed(f.value)}`
      case 'nxr':
        return `${col} &< ${typed(f.value)}`
      case 'adj':
        return `${col} -|- ${typed(f.value)}`
      default: {
        const fn = {
          fts: 'to_tsquery',
          plfts: 'plainto_tsquery',
          phfts: 'phraseto_tsquery',
          wfts: 'websearch_to_tsquery',
        }[f.op]
        if (!fn) throw parseError(`filter (${f.op})`)
        const cfg = f.config ? `${p(f.config)}::regconfig, ` : ''
        const vector = colType === 'tsvector' ? col : `to_tsvector(${cfg}${col})`
        return `${vector} @@ ${fn}(${cfg}${p(f.value)})`
      }
    }
  }

  orderBy(terms: OrderTerm[], scope: Scope, items: SelectItem[]): string {
    if (!terms.length) return ''
    const parts = terms.map((t) => {
      let sql: string
      if (t.relation) {
        const embedItem = items.find(
          (i): i is EmbedItem =>
            i.kind === 'embed' && (i.alias === t.relation || i.relation === t.relation),
        )
        if (!embedItem) {
          throw apiError(
            400,
            'PGRST108',
            `'${t.relation}' is not an embedded resource in this request`,
            null,
            `Verify that '${t.relation}' is included in the 'select' query parameter.`,
          )
        }
        const rel = this.resolve(scope.shape, embedItem.relation, embedItem.hint)
        if (!rel.toOne) {
          throw apiError(
            400,
            'PGRST118',
            `A related order on '${t.relation}' is not possible`,
            `'${scope.shape.name}' and '${t.relation}' do not form a many-to-one or one-to-one relationship`,
          )
        }
        const a = this.params.alias('_o')
        const col = this.column(tableShape(rel.foreignTable), a, t.field)
        const { from, where } = this.related(rel, scope.alias, a)
        sql = `(select ${col} from ${from}${where.length ? ` where ${where.join(' and ')}` : ''} limit 1)`
      } else {
        sql = this.column(scope.shape, scope.alias, t.field)
      }
      return `${sql}${t.direction ? ` ${t.direction}` : ''}${t.nulls ? ` nulls ${t.nulls}` : ''}`
    })
    return `order by ${parts.join(', ')}`
  }

  limitOffset(limit: number | undefined, offset: number | undefined): string {
    return `${limit !== undefined ? `limit ${this.params.add(limit)}` : ''}${offset ? ` offset ${this.params.add(offset)}` : ''}`
  }
}

export interface Scope {
  shape: Shape
  alias: string
  embeds: Map<string, Embed>
}
