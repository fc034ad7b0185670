/**
 * Turns parsed requests into SQL. Identifiers come only from the schema cache (and are
 * quoted); every value from the request is a bound parameter. Embedded resources become
 * LEFT JOIN LATERAL subqueries that Postgres renders to JSON itself (json_agg/row_to_json), the
 * way PostgREST builds them, so types come out exactly as PostgREST renders them.
 */
import { apiError, parseError, unknownColumn } from './errors.ts'
import type { Condition, FieldRef, Filter, OrderTerm, SelectItem } from './parser.ts'
import type { ForeignKey, Relation, SchemaCache } from './schema-cache.ts'

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

interface Relationship {
  fk: ForeignKey
  target: Relation
  toOne: boolean
  /** parent column -> target column pairs. */
  pairs: [string, string][]
  /** Many-to-many through a junction table whose primary key holds both foreign keys. */
  junction?: { table: Relation; toOrigin: ForeignKey; toTarget: ForeignKey }
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
  joins: string[]
  /** Conditions on the joins (!inner, embed null filters), applied to the parent level. */
  joinConditions: string[]
  embeds: Map<string, Embed>
  isCount: boolean
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
    if (shape.columns && !shape.columns.has(field.name)) throw unknownColumn(shape.name, field.name)
    let sql = `${ident(alias)}.${ident(field.name)}`
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
      joins: [],
      joinConditions: [],
      embeds: new Map(),
      isCount: false,
    }
    const list = items.length ? items : [{ kind: 'star' } as SelectItem]
    for (const item of list) {
      if (item.kind === 'star') {
        out.columns.push(`${ident(alias)}.*`)
      } else if (item.kind === 'count') {
        out.isCount = true
        out.columns.push(`count(*) as ${ident(item.alias ?? 'count')}`)
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
          continue
        }
        let sql = this.column(shape, alias, item.field)
        if (item.cast) sql = `(${sql})::${item.cast}`
        const last = item.field.path[item.field.path.length - 1]
        const name = item.alias ?? last?.key ?? item.field.name
        out.columns.push(`${sql} as ${ident(name)}`)
      } else {
        this.embed(shape, alias, item, path, out)
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

  private embed(
    shape: Shape,
    parentAlias: string,
    item: Extract<SelectItem, { kind: 'embed' }>,
    path: string,
    out: BuiltSelect,
  ) {
    const relationship = this.resolve(shape, item.relation, item.hint)
    const name = item.alias ?? item.relation
    const childPath = path ? `${path}.${name}` : name
    const childAlias = this.params.alias('_t')
    const joinAlias = this.params.alias('_j')
    const target = relationship.target
    const child = this.select(tableShape(target), childAlias, item.items, childPath)
    const level = this.level(childPath)
    const where = relationship.pairs.map(
      ([parentCol, targetCol]) =>
        `${ident(childAlias)}.${ident(targetCol)} = ${ident(parentAlias)}.${ident(parentCol)}`,
    )
    const junction = relationship.junction
    if (junction) {
      const m = this.params.alias('_m')
      const on = [
        ...junction.toTarget.columns.map(
          (c, i) =>
            `${ident(m)}.${ident(c)} = ${ident(childAlias)}.${ident(junction.toTarget.refColumns[i]!)}`,
        ),
        ...junction.toOrigin.columns.map(
          (c, i) =>
            `${ident(m)}.${ident(c)} = ${ident(parentAlias)}.${ident(junction.toOrigin.refColumns[i]!)}`,
        ),
      ]
      where.push(
        `exists (select 1 from ${qualified(junction.table.schema, junction.table.name)} ${ident(m)} where ${on.join(' and ')})`,
      )
    }
    const childScope: Scope = { shape: tableShape(target), alias: childAlias, embeds: child.embeds }
    for (const c of level.conditions) where.push(this.condition(c, childScope))
    where.push(...child.joinConditions)
    const from = `from ${qualified(target.schema, target.name)} ${ident(childAlias)} ${child.joins.join(' ')}`
    const whereSql = `where ${where.join(' and ')}`
    const orderSql = child.isCount ? '' : this.orderBy(level.order, childScope, item.items)
    const limitSql = child.isCount ? '' : this.limitOffset(level.limit, level.offset)
    const inner = `select ${child.columns.join(', ')} ${from} ${whereSql} ${orderSql} ${limitSql}`
    if (item.spread) {
      if (!relationship.toOne) {
        throw apiError(
          400,
          'PGRST119',
          'A spread operation on a to-many relationship is not supported here',
          `'${shape.name}' and '${target.name}' do not form a many-to-one or one-to-one relationship`,
        )
      }
      const outputs = this.outputNames(tableShape(target), item.items)
      out.joins.push(`left join lateral (${inner}) ${ident(joinAlias)} on true`)
      for (const o of outputs) out.columns.push(`${ident(joinAlias)}.${ident(o)} as ${ident(o)}`)
      out.embeds.set(name, { name, relationship, joinAlias, spread: true, inner: false, outputs })
      return
    }
    const body =
      relationship.toOne && !child.isCount
        ? `select row_to_json(_s) as body from (${inner}) _s`
        : `select json_agg(_s) as body from (${inner}) _s`
    out.joins.push(`left join lateral (${body}) ${ident(joinAlias)} on true`)
    out.columns.push(
      relationship.toOne && !child.isCount
        ? `${ident(joinAlias)}.body as ${ident(name)}`
        : `coalesce(${ident(joinAlias)}.body, '[]') as ${ident(name)}`,
    )
    if (item.inner) out.joinConditions.push(`${ident(joinAlias)}.body is not null`)
    out.embeds.set(name, {
      name,
      relationship,
      joinAlias,
      spread: false,
      inner: item.inner,
      outputs: [],
    })
  }

  private outputNames(shape: Shape, items: SelectItem[]): string[] {
    const names: string[] = []
    for (const item of items.length ? items : [{ kind: 'star' } as SelectItem]) {
      if (item.kind === 'star') names.push(...(shape.table?.columns.map((c) => c.name) ?? []))
      else if (item.kind === 'count') names.push(item.alias ?? 'count')
      else if (item.kind === 'field') {
        names.push(
          item.alias ?? item.field.path[item.field.path.length - 1]?.key ?? item.field.name,
        )
      } else names.push(item.alias ?? item.relation)
    }
    return names
  }

  /** Finds the foreign key between a source and a relation named in `select`. */
  resolve(shape: Shape, relationName: string, hint: string | undefined): Relationship {
    const origin = shape.table
    const target = this.cache.relation(shape.schema, relationName)
    const notFound = () =>
      apiError(
        400,
        'PGRST200',
        `Could not find a relationship between '${shape.name}' and '${relationName}' in the schema cache`,
        `Searched for a foreign key relationship between '${shape.name}' and '${relationName}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${shape.schema}', but no matches were found.`,
        null,
      )
    if (!origin || !target) throw notFound()
    const candidates: (Relationship & { direction: 'm2o' | 'o2m' | 'm2m' })[] = []
    const inKey = (rel: Relation, fk: ForeignKey) =>
      fk.columns.every((c) => rel.primaryKey.includes(c))
    for (const toOrigin of this.cache.foreignKeys) {
      if (toOrigin.refSchema !== origin.schema || toOrigin.refTable !== origin.name) continue
      const table = this.cache.relation(toOrigin.schema, toOrigin.table)
      if (!table || table === origin || table === target || !inKey(table, toOrigin)) continue
      for (const toTarget of this.cache.foreignKeys) {
        if (
          toTarget === toOrigin ||
          toTarget.schema !== table.schema ||
          toTarget.table !== table.name ||
          toTarget.refSchema !== target.schema ||
          toTarget.refTable !== target.name ||
          !inKey(table, toTarget)
        ) {
          continue
        }
        candidates.push({
          fk: toTarget,
          target,
          toOne: false,
          direction: 'm2m',
          pairs: [],
          junction: { table, toOrigin, toTarget },
        })
      }
    }
    for (const fk of this.cache.foreignKeys) {
      if (
        fk.schema === origin.schema &&
        fk.table === origin.name &&
        fk.refSchema === target.schema &&
        fk.refTable === target.name
      ) {
        candidates.push({
          fk,
          target,
          toOne: true,
          direction: 'm2o',
          pairs: fk.columns.map((c, i) => [c, fk.refColumns[i]!]),
        })
      }
      if (
        fk.schema === target.schema &&
        fk.table === target.name &&
        fk.refSchema === origin.schema &&
        fk.refTable === origin.name
      ) {
        const unique = [target.primaryKey, ...target.uniques].some(
          (u) => u.length === fk.columns.length && u.every((c) => fk.columns.includes(c)),
        )
        candidates.push({
          fk,
          target,
          toOne: unique,
          direction: 'o2m',
          pairs: fk.refColumns.map((c, i) => [c, fk.columns[i]!]),
        })
      }
    }
    let matches = hint
      ? candidates.filter(
          (c) =>
            (c.junction && (c.junction.table.name === hint || c.junction.toOrigin.name === hint)) ||
            c.fk.name === hint ||
            (c.fk.columns.length === 1 && c.fk.columns[0] === hint) ||
            (c.fk.refColumns.length === 1 && c.fk.refColumns[0] === hint && c.direction === 'o2m'),
        )
      : candidates
    // Self-references match both directions with one key; PostgREST reads a column hint as
    // the many-to-one side.
    if (matches.length > 1 && matches.every((m) => m.fk === matches[0]!.fk)) {
      matches = matches.filter((m) => m.direction === 'm2o')
    }
    if (matches.length === 0) throw notFound()
    if (matches.length > 1) {
      throw apiError(
        300,
        'PGRST201',
        `Could not embed because more than one relationship was found for '${shape.name}' and '${relationName}'`,
        JSON.stringify(
          matches.map((m) => ({
            cardinality:
              m.direction === 'm2m'
                ? 'many-to-many'
                : m.direction === 'm2o'
                  ? 'many-to-one'
                  : m.toOne
                    ? 'one-to-one'
                    : 'one-to-many',
            embedding: `${shape.name} with ${relationName}`,
            relationship: `${m.fk.name} using ${m.fk.table}(${m.fk.columns.join(', ')}) and ${m.fk.refTable}(${m.fk.refColumns.join(', ')})`,
          })),
        ),
        `Try changing '${relationName}' to one of the following: ${matches.map((m) => `'${relationName}!${m.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
      )
    }
    const { direction: _direction, ...relationship } = matches[0]!
    return relationship
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
          (i): i is Extract<SelectItem, { kind: 'embed' }> =>
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
        const col = this.column(tableShape(rel.target), a, t.field)
        const on = rel.pairs.map(
          ([pc, tc]) => `${ident(a)}.${ident(tc)} = ${ident(scope.alias)}.${ident(pc)}`,
        )
        sql = `(select ${col} from ${qualified(rel.target.schema, rel.target.name)} ${ident(a)} where ${on.join(' and ')})`
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
